import { NextResponse, type NextRequest } from "next/server";
import { decideAccess } from "@/lib/server/auth/access-rules";
import { readSession, SESSION_COOKIE } from "@/lib/server/auth/session";

const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/**
 * Runs before every page and API request: the customer, admin and editor page guards (SPEC.md
 * sections 2 and 6; lib/server/auth/access-rules.ts) and the security headers every response carries.
 * API routes are guarded by their handlers (requireCustomer / requireStaff).
 */
export async function proxy(request: NextRequest) {
  const response = request.nextUrl.pathname.startsWith("/api/") ? NextResponse.next() : await guardPage(request);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}

async function guardPage(request: NextRequest): Promise<NextResponse> {
  const { pathname, search, searchParams } = request.nextUrl;
  const session = await readSession(request.cookies.get(SESSION_COOKIE)?.value);
  const decision = decideAccess(pathname, pathname + search, session?.principal ?? null, searchParams.get("next"));
  if (decision.allow) return NextResponse.next();
  const response = NextResponse.redirect(new URL(decision.redirectTo, request.url));
  response.headers.set("Cache-Control", "no-store");
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|images/|favicon.ico).*)"],
};
