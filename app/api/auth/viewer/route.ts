import { loadHeaderViewer } from "@/lib/server/auth/header-viewer";
import { route } from "@/lib/server/route-handler/route";

/**
 * Who the header greets: `{ viewer: null }` for visitors. The storefront's pages are the same for
 * everyone (and so cacheable); the header asks for this after loading instead.
 */
export const GET = route({ endpoint: "auth.viewer", auth: "caller" }, async ({ principal }) => ({
  viewer: await loadHeaderViewer(principal),
}));
