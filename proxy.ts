import { NextResponse, type NextRequest } from "next/server";
import { decideAccess } from "@/lib/domain/access-rules";
import { readSession, SESSION_COOKIE } from "@/lib/server/auth/session";
import { nextWithNonce } from "@/lib/server/security/csp";

/**
 * The customer, admin and editor page guards (SPEC.md sections 2 and 6; the rules are
 * lib/domain/access-rules.ts). It runs only on the pages those rules guard, so catalogue pages
 * are served from the cache untouched; API routes are guarded by their handlers. The pages it lets
 * through render per request, under a Content-Security-Policy with a fresh nonce.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  const session = await readSession(request.cookies.get(SESSION_COOKIE)?.value);
  const decision = decideAccess(pathname, pathname + search, session?.principal ?? null, searchParams.get("next"));
  if (decision.allow) return nextWithNonce(request);
  const response = NextResponse.redirect(new URL(decision.redirectTo, request.url));
  response.headers.set("Cache-Control", "no-store");
  // next.config.ts's headers do not reach a response the proxy makes itself.
  response.headers.set("X-Content-Type-Options", "nosniff");
  return response;
}

/** Every prefix decideAccess guards, and the nonce pages of the policy; proxy.test.ts checks that none is missing. */
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
  ],
};
