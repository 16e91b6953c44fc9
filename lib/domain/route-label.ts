/**
 * The route of a path, as metrics label it: few distinct values whatever addresses clients make
 * up. Ids and long tokens become `:id`, the trailing slash goes, and an address nothing answered
 * (404) is one label, so a scanner cannot grow the metrics without bound.
 */
const ID_SEGMENT = /^(?:\d+|[0-9a-f]{8}-[0-9a-f-]{27,}|[\w-]{24,}|ORD-[\w-]+|INV-[\w-]+)$/i;

export function routeLabel(path: string, status: number): string {
  if (status === 404) return "unmatched";
  if (path.startsWith("/_next/")) return "/_next/*";
  if (path.startsWith("/media/")) return "/media/*";
  const segments = path
    .split("/")
    .filter(Boolean)
    .slice(0, 6)
    .map((segment) => (ID_SEGMENT.test(segment) ? ":id" : segment));
  return `/${segments.join("/")}`;
}
