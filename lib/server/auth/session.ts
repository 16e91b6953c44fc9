import "server-only";
import { env } from "@/lib/env";
import { principalClaims, type Principal } from "@/lib/domain/principal";
import { sessionClaims, signToken, verifyToken } from "./jwt";
import { activeSession, secondsLeft, type StartedSession } from "./sessions";

/**
 * The web session: a signed JWT in an httpOnly cookie, written by next-auth (lib/server/sign-in/next-auth.ts),
 * naming a Session row that every request checks (lib/server/auth/sessions.ts).
 */
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

/** The cookie value of `session`; it expires with the session. */
export function signSession(session: StartedSession, extra: SessionClaims): Promise<string> {
  return signToken(
    "session",
    { ...extra, ...principalClaims(session.principal), sid: session.id },
    secondsLeft(session),
  );
}

export type Session = { principal: Principal; sessionId: string; expiresAt: Date } & SessionClaims;

/** The session id a cookie names when its signature holds, whether or not the session is still live (for sign-out). */
export async function sessionIdOf(cookieValue: string | undefined): Promise<string | null> {
  const claims = cookieValue ? await verifyToken("session", cookieValue) : null;
  return (claims && sessionClaims(claims)?.sessionId) ?? null;
}

/** The live session of a cookie: signed by us, and its Session row not ended, expired or idle. */
export async function readSession(cookieValue: string | undefined): Promise<Session | null> {
  if (!cookieValue) return null;
  const claims = await verifyToken("session", cookieValue);
  const named = claims && sessionClaims(claims);
  const live = named && (await activeSession(named.sessionId, named.principal));
  if (!claims || !live) return null;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    principal: live.principal,
    sessionId: live.id,
    expiresAt: live.expiresAt,
    name: text(claims.name),
    phone: text(claims.phone),
    username: text(claims.username),
  };
}
