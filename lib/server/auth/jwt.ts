import "server-only";
import { jwtVerify, SignJWT, type JWTPayload } from "jose";
import { env } from "@/lib/env";
import { principalClaims, principalFromClaims, type Principal } from "@/lib/domain/principal";
import { activeSession, secondsLeft, type StartedSession } from "./sessions";

/** Access tokens for API clients (Authorization: Bearer) and the web session cookie share one signer. */
export type TokenUse = "access" | "session";

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = "prakriti-storefront";

function key(): Uint8Array {
  return new TextEncoder().encode(env().AUTH_SECRET);
}

/** Signs `claims` (HS256) for `use`; the `typ` claim keeps an access token from passing as a session. */
export async function signToken(use: TokenUse, claims: JWTPayload, seconds: number): Promise<string> {
  return new SignJWT({ ...claims, typ: use })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(key());
}

/** The claims of a valid, unexpired token of `use`, else null (forged, expired, other use, other alg). */
export async function verifyToken(use: TokenUse, token: string): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: ["HS256"], issuer: ISSUER });
    return payload.typ === use ? payload : null;
  } catch {
    return null;
  }
}

/** The principal and session a token's claims name, or null when they name none. */
export function sessionClaims(claims: JWTPayload): { principal: Principal; sessionId: string } | null {
  const principal = principalFromClaims(claims);
  const sessionId =
    typeof claims.sid === "string" && claims.sid.length > 0 && claims.sid.length <= 64 ? claims.sid : null;
  return principal && sessionId ? { principal, sessionId } : null;
}

/** An access token of `session` (API clients); it never outlives the session. */
export function issueAccessToken(session: StartedSession): Promise<string> {
  return signToken(
    "access",
    { ...principalClaims(session.principal), sid: session.id },
    Math.min(ACCESS_TOKEN_SECONDS, secondsLeft(session)),
  );
}

/** The session id a validly signed access token names, live or not (for sign-out). */
export async function accessTokenSessionId(token: string): Promise<string | null> {
  const claims = await verifyToken("access", token);
  return (claims && sessionClaims(claims)?.sessionId) ?? null;
}

/** The live session of a valid access token, else null (forged, expired, signed out, revoked). */
export async function verifyAccessToken(token: string): Promise<StartedSession | null> {
  const claims = await verifyToken("access", token);
  const named = claims && sessionClaims(claims);
  return named ? activeSession(named.sessionId, named.principal) : null;
}
