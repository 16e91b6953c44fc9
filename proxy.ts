import { NextResponse, type NextRequest } from "next/server";
import { decideAccess } from "@/lib/domain/access-rules";
import { permanentAddress } from "@/lib/http/permanent-addresses";
import { readSession, SESSION_COOKIE } from "@/lib/server/auth/session";
import { catalogPageResponse, NOT_FOUND_PAGE } from "@/lib/server/routing/existence";
import { crossSiteRefusal } from "@/lib/server/requests/same-origin";
import { nextWithNonce } from "@/lib/server/security/csp";

/**
 * Forms posted to its pages from another site's page (server actions; lib/http/cross-site.ts), the
 * customer, admin and editor page guards (SPEC.md sections 2 and 6; the rules are
 * lib/domain/access-rules.ts), addresses that moved, the 404 status of unknown categories,
 * conditions and blog posts (product pages answer theirs themselves, see their page.tsx), and the
 * rewrite of a listing with a query to its cached route (lib/server/routing/existence.ts). It runs only
 * on those pages;
 * API routes are guarded by their handlers. Catalogue pages it lets through are served from the
 * cache untouched; the guarded pages render per request, under a Content-Security-Policy with a
 * fresh nonce.
 */
export async function proxy(request: NextRequest) {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return crossSite;
  const { pathname, search, searchParams } = request.nextUrl;
  // Next.js 16.4 answers a dynamic segment it cannot decode with a bare 500 (vercel/next.js#92557).
  if (isUndecodable(pathname)) return NextResponse.rewrite(new URL(NOT_FOUND_PAGE, request.url), { status: 404 });
  const moved = permanentAddress(pathname, search);
  if (moved) return redirect(request, moved, 308);
  const catalogPage = await catalogPageResponse(request);
  if (catalogPage) return catalogPage;
  const session = await readSession(request.cookies.get(SESSION_COOKIE)?.value);
  const decision = decideAccess(pathname, pathname + search, session?.principal ?? null, searchParams.get("next"));
  if (decision.allow) return nextWithNonce(request);
  return redirect(request, decision.redirectTo, 307);
}

/** A path with a %-escape that decodes to no UTF-8 text (`%FF`, a cut-off `%E0%A4`, a lone `%`). */
function isUndecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

function redirect(request: NextRequest, location: string, status: 307 | 308): NextResponse {
  const response = NextResponse.redirect(new URL(location, request.url), status);
  if (status === 307) response.headers.set("Cache-Control", "no-store");
  // next.config.ts's headers do not reach a response the proxy makes itself.
  response.headers.set("X-Content-Type-Options", "nosniff");
  return response;
}

/**
 * Every prefix decideAccess guards, which are the nonce pages of the policy (proxy.test.ts checks
 * that none is missing), then the addresses that moved (lib/http/permanent-addresses.ts),
 * then the addresses that name a record but a product and the listings with a query
 * (lib/server/routing/existence.ts). Not the product pages: a request the proxy matches is handled twice
 * by Next.js, which took the cached product page from about 0.8x to 0.6x its HTML as a file.
 */
export const config = {
  matcher: [
    "/login/:path*",
    "/register/:path*",
    "/profile/:path*",
    "/orders/:path*",
    "/checkout/:path*",
    "/razorpay-payment/:path*",
    "/dashboard/:path*",
    "/wishlist/:path*",
    "/admin/:path*",
    "/portal/:path*",
    "/catalogue/:path*",
    "/((?!api/).+)/",
    "/products/:path+",
    "/conditions/:path+",
    "/blog/:path+",
    // The other dynamic segments only when they hold a %-escape (see isUndecodable): cached product pages stay untouched.
    "/product/:path(.*%.*)",
    "/sitemap/:path(.*%.*)",
    "/track/:path+",
    // `/products` with a listing key (LISTING_QUERY_KEYS; literal, as Next.js reads this config
    // without running it): the listing with a query goes to its cached route.
    { source: "/products", has: [{ type: "query", key: "category" }] },
    { source: "/products", has: [{ type: "query", key: "search" }] },
    { source: "/products", has: [{ type: "query", key: "min_price" }] },
    { source: "/products", has: [{ type: "query", key: "max_price" }] },
    { source: "/products", has: [{ type: "query", key: "availability" }] },
    { source: "/products", has: [{ type: "query", key: "sort" }] },
    { source: "/products", has: [{ type: "query", key: "brand" }] },
    { source: "/products", has: [{ type: "query", key: "page" }] },
    { source: "/products", has: [{ type: "query", key: "page_size" }] },
    { source: "/products", has: [{ type: "query", key: "view" }] },
  ],
};
