import { NextResponse, type NextRequest } from "next/server";
import { decideAccess } from "@/lib/domain/access-rules";
import { readSession, SESSION_COOKIE } from "@/lib/server/auth/session";
import { catalogPageResponse } from "@/lib/server/seo/existence";

/**
 * The customer, admin and editor page guards (SPEC.md sections 2 and 6; the rules are
 * lib/domain/access-rules.ts), and the 404 status of unknown products, categories, conditions and
 * blog posts (lib/server/seo/existence.ts). It runs only on those pages; API routes are guarded by
 * their handlers.
 */
export async function proxy(request: NextRequest) {
  const catalogPage = await catalogPageResponse(request);
  if (catalogPage) return catalogPage;
  const { pathname, search, searchParams } = request.nextUrl;
  const session = await readSession(request.cookies.get(SESSION_COOKIE)?.value);
  const decision = decideAccess(pathname, pathname + search, session?.principal ?? null, searchParams.get("next"));
  if (decision.allow) return NextResponse.next();
  const response = NextResponse.redirect(new URL(decision.redirectTo, request.url));
  response.headers.set("Cache-Control", "no-store");
  // next.config.ts's headers do not reach a response the proxy makes itself.
  response.headers.set("X-Content-Type-Options", "nosniff");
  return response;
}

/** Every prefix decideAccess guards, then the addresses that name a record; proxy.test.ts checks that none is missing. */
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
    "/product/:path+",
    "/products/:path+",
    "/conditions/:path+",
    "/blog/:path+",
  ],
};
