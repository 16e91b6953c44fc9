import { NextResponse } from "next/server";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/server/auth/session";
import { route } from "@/lib/server/http/route";

/** Ends the web session (the header's Logout and the profile's Sign Out post here). */
export const POST = route({}, async () => {
  const response = NextResponse.json({ message: "Signed out" });
  response.cookies.set(SESSION_COOKIE, "", { ...sessionCookieOptions(), maxAge: 0 });
  return response;
});
