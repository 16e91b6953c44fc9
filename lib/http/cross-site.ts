/**
 * Requests from other sites (CSRF). A browser adds the shop's cookies (the session, the guest cart)
 * to a request by itself, whichever page sends it, so a state-changing request that may be
 * authenticated by a cookie must come from the shop's own pages. `SameSite=Lax` alone lets through
 * a sibling subdomain and another port of the same host (same-site, not same-origin).
 *
 * - `GET`, `HEAD` and `OPTIONS` change nothing and are always allowed.
 * - A request with `Authorization: Bearer …` carries no ambient credential: a page of another site
 *   can only send that header after a CORS preflight, which the shop never grants. API clients
 *   call from anywhere.
 * - A browser names the page's origin in `Origin` on every `POST`, `PUT`, `PATCH` and `DELETE`; it
 *   must be one of the shop's own (`null`, sent by sandboxed frames and privacy redirects, is not).
 * - Without `Origin`, `Sec-Fetch-Site` (sent by every current browser) must be `same-origin` or
 *   `none` (a person's own action, such as a typed address).
 * - Neither header: not a browser (webhooks, scripts, server-to-server), so no cookie was added by
 *   a browser on another site's behalf.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_REFUSAL = {
  error: "cross_site_request",
  message: "This request must come from the shop's own pages.",
} as const;

export type RequestHeaders = { get(name: string): string | null };

export function isCrossSiteWrite(method: string, headers: RequestHeaders, ownOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (/^bearer\s+\S/i.test(headers.get("authorization") ?? "")) return false;
  const origin = headers.get("origin");
  if (origin !== null) return !ownOrigins.includes(origin.toLowerCase());
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite !== null) return fetchSite !== "same-origin" && fetchSite !== "none";
  return false;
}

/**
 * The origins that are the shop's own: `APP_URL`'s; outside a production deployment also the
 * address the request was sent to (its `Host`), so `npm run dev` and the end-to-end build work
 * under 127.0.0.1 and localhost alike. A production deployment trusts `APP_URL` alone.
 */
export function ownOrigins(appUrl: string, host: string | null, isProduction: boolean): string[] {
  const origins = [new URL(appUrl).origin];
  if (!isProduction && host) origins.push(`http://${host}`.toLowerCase(), `https://${host}`.toLowerCase());
  return origins;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Whether a request's body is one a JSON route reads: none at all, or one whose `Content-Type` says
 * JSON. A form or `text/plain` post (which a page of another site can send without a preflight) is
 * refused before it is read. Only the upload and import routes read `multipart/form-data`, and
 * they check it themselves.
 */
export function isJsonOrEmptyBody(headers: RequestHeaders): boolean {
  const type = headers.get("content-type");
  if (type !== null) return JSON_TYPE.test(type);
  const length = headers.get("content-length");
  return headers.get("transfer-encoding") === null && (length === null || length.trim() === "0");
}
