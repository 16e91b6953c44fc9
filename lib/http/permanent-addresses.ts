/**
 * Addresses that moved for good (308), answered by proxy.ts so the answer carries the security
 * headers: Next.js drops next.config.ts's headers from its own `redirects()`.
 * - A page address ends without a slash; API paths answer with or without it (SPEC.md and webhook
 *   senders use it, and senders follow no redirect).
 * - `/catalogue` is where listings without a query are prerendered (the rewrite in next.config.ts),
 *   never an address of its own.
 */
export function permanentAddress(pathname: string, search: string): string | null {
  let target = pathname.startsWith("/api/") ? pathname : pathname.replace(/(.)\/+$/, "$1");
  if (target === "/catalogue" || target.startsWith("/catalogue/"))
    target = `/products${target.slice("/catalogue".length)}`;
  return target === pathname ? null : `${target}${search}`;
}
