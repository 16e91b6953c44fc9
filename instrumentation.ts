/** Runs once when a server starts: refuse to start with an invalid environment. */
export async function register() {
  const { env } = await import("./lib/env");
  env();
}
