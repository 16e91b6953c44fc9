import "server-only";
import { jwtVerify, SignJWT, type JWTPayload } from "jose";
import { env } from "@/lib/env";
import { principalClaims, principalFromClaims, type Principal } from "@/lib/domain/principal";

/** Access tokens for API clients (Authorization: Bearer) and the web session cookie share one signer. */
export type TokenUse = "access" | "session";

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const SESSION_SECONDS = 30 * 24 * 60 * 60;
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

export function issueAccessToken(principal: Principal): Promise<string> {
  return signToken("access", principalClaims(principal), ACCESS_TOKEN_SECONDS);
}

export async function verifyAccessToken(token: string): Promise<Principal | null> {
  const claims = await verifyToken("access", token);
  return claims ? principalFromClaims(claims) : null;
}
