import { NextResponse } from "next/server";
import type { ResponseOf } from "@/lib/api/endpoints";
import { endRequestSession } from "@/lib/server/auth/guards";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/server/auth/session";
import { route } from "@/lib/server/route-handler/route";

/**
 * Ends the caller's session on the server (the header's Logout and the profile's Sign Out post
 * here; API clients send their bearer token): the cookie and the session's tokens are refused from
 * now on, on every app server.
 */
export const POST = route({ endpoint: "auth.signOut" }, async ({ request }) => {
  await endRequestSession(request);
  const response = NextResponse.json({ message: "Signed out" } satisfies ResponseOf<"auth.signOut">);
  response.cookies.set(SESSION_COOKIE, "", { ...sessionCookieOptions(), maxAge: 0 });
  response.headers.set("cache-control", "private, no-store");
  return response;
});
