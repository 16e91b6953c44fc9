import { connection } from "next/server";

/**
 * Called by the layouts of the nonce pages (NONCE_PAGE_PREFIXES in lib/http/content-security-policy.ts)
 * before anything else: the page then has no prerendered shell and renders for each request, so
 * every script Next.js writes into it carries the request's nonce. A prerendered shell's scripts
 * would carry none, and 'strict-dynamic' would refuse them.
 * Each such layout also exports `instant = false`, which lets the route wait for the request.
 */
export async function renderPerRequest(): Promise<void> {
  await connection();
}
