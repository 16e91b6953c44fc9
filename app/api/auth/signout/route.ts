import { NextResponse } from "next/server";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/server/auth/session";

/** Ends the web session (the header's Logout and the profile's Sign Out post here). */
export async function POST() {
  const response = NextResponse.json({ message: "Signed out" });
  response.cookies.set(SESSION_COOKIE, "", { ...sessionCookieOptions(), maxAge: 0 });
  return response;
}
