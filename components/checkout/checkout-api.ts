/** The checkout's calls; a refusal becomes an ApiError carrying the server's message, when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly serverMessage: string | null,
    status: number,
  ) {
    super(serverMessage ?? `Request failed (${status})`);
    this.name = "ApiError";
  }
}

/** The server's own words for a failed call; null for a network failure or a reply without a message. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}

async function reply<T>(response: Response): Promise<T> {
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(typeof json?.message === "string" && json.message ? json.message : null, response.status);
  return json as T;
}

export async function postJson<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    cache: "no-store",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return reply<T>(response);
}

export async function getJson<T>(path: string): Promise<T> {
  return reply<T>(await fetch(path, { cache: "no-store" }));
}
