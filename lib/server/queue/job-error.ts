/** The message pg-boss stored for a failed job ({ message } or { value: { message } }). */
export function errorText(output: unknown): string {
  const value = output as { message?: unknown; value?: { message?: unknown } } | null;
  const message = value?.message ?? value?.value?.message;
  return typeof message === "string" && message ? message.slice(0, 2000) : "No error message was recorded.";
}
