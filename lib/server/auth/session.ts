import "server-only";
import { env } from "@/lib/env";
import { SESSION_SECONDS, signToken, verifyToken } from "./jwt";
import { principalClaims, principalFromClaims, type Principal } from "@/lib/domain/principal";

/** The web session: a signed JWT in an httpOnly cookie, written by next-auth (lib/server/auth/next-auth.ts). */
export const SESSION_COOKIE = "storefront.session";

/** What the session carries besides the principal: enough for the header without a query. */
export type SessionClaims = { name?: string | null; phone?: string | null; username?: string | null };

export function sessionCookieOptions() {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: env().APP_URL.startsWith("https://"),
  };
}

export function signSession(principal: Principal, extra: SessionClaims, seconds = SESSION_SECONDS): Promise<string> {
  return signToken("session", { ...extra, ...principalClaims(principal) }, seconds);
}

export type Session = { principal: Principal } & SessionClaims;

export async function readSession(cookieValue: string | undefined): Promise<Session | null> {
  if (!cookieValue) return null;
  const claims = await verifyToken("session", cookieValue);
  const principal = claims && principalFromClaims(claims);
  if (!claims || !principal) return null;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return { principal, name: text(claims.name), phone: text(claims.phone), username: text(claims.username) };
}
