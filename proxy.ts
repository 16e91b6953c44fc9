import { NextResponse, type NextRequest } from "next/server";

/**
 * Runs before every page and API request. Today it sets the security headers every response
 * carries; the customer, admin and editor guards (SPEC.md sections 2 and 6) are added here.
 */
export function proxy(_request: NextRequest) {
  const response = NextResponse.next();
  response.headers.set("X-Content-Type-Options", "nosniff");
  response.headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  response.headers.set("X-Frame-Options", "DENY");
  response.headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|images/|favicon.ico).*)"],
};
