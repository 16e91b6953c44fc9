import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { NextResponse, type NextRequest } from "next/server";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { accessTokenSessionId, verifyAccessToken } from "./jwt";
import type { CustomerPrincipal, Principal, StaffPrincipal, StaffRole } from "@/lib/domain/principal";
import { readSession, SESSION_COOKIE, sessionIdOf } from "./session";
import { endSession } from "./sessions";

/**
 * "anonymous": no credentials; "invalid": a bearer token was sent but is forged, expired or its
 * session has ended. A session cookie whose session has ended counts as no credentials (the
 * browser still sends it), so public routes keep working for that visitor.
 */
type Authentication =
  { principal: Principal; sessionId: string } | { principal: null; problem: "anonymous" | "invalid" };

function bearerToken(request: NextRequest): string | null {
  const [scheme, token] = (request.headers.get("authorization") ?? "").split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token : null;
}

/**
 * The caller of a route handler: `Authorization: Bearer <access>` first, else the session cookie;
 * either must name a live session (one lookup in PostgreSQL, lib/server/auth/sessions.ts).
 */
export async function authenticate(request: NextRequest): Promise<Authentication> {
  if (request.headers.get("authorization")) {
    const token = bearerToken(request);
    const session = token ? await verifyAccessToken(token) : null;
    return session ? { principal: session.principal, sessionId: session.id } : { principal: null, problem: "invalid" };
  }
  const session = await readSession(request.cookies.get(SESSION_COOKIE)?.value);
  return session
    ? { principal: session.principal, sessionId: session.sessionId }
    : { principal: null, problem: "anonymous" };
}

/** Signs out the session the request's bearer token or cookie names (live or not); nothing when it names none. */
export async function endRequestSession(request: NextRequest): Promise<void> {
  const token = bearerToken(request);
  const ids = [
    token ? await accessTokenSessionId(token) : null,
    await sessionIdOf(request.cookies.get(SESSION_COOKIE)?.value),
  ];
  for (const id of ids) if (id) await endSession(id);
}

export type Guarded<P> = { ok: true; principal: P } | { ok: false; response: NextResponse };

function refuse(status: 401 | 403, error: string, message: string): { ok: false; response: NextResponse } {
  return { ok: false, response: NextResponse.json({ error, message }, { status }) };
}

/**
 * For customer route handlers:
 *   const auth = await requireCustomer(request); if (!auth.ok) return auth.response;
 * 401 without valid credentials, 403 for a staff member.
 */
export async function requireCustomer(request: NextRequest): Promise<Guarded<CustomerPrincipal>> {
  const auth = await authenticate(request);
  if (!auth.principal) {
    return auth.problem === "invalid"
      ? refuse(401, "unauthorized", SIGN_IN_MESSAGES.authenticationFailed)
      : refuse(401, "unauthorized", SIGN_IN_MESSAGES.noAccessToken);
  }
  if (auth.principal.kind !== "customer") return refuse(403, "forbidden", "This is for signed-in customers only.");
  return { ok: true, principal: auth.principal };
}

/** For staff route handlers: 401 without valid credentials, 403 when the role is not in `roles`. */
export async function requireStaff(request: NextRequest, roles: StaffRole[]): Promise<Guarded<StaffPrincipal>> {
  const auth = await authenticate(request);
  if (!auth.principal) {
    return auth.problem === "invalid"
      ? refuse(401, "unauthorized", SIGN_IN_MESSAGES.adminAuthExpired)
      : refuse(401, "unauthorized", SIGN_IN_MESSAGES.noAdminAccessToken);
  }
  // The session lookup read the account's current role and refused a disabled one.
  const { principal } = auth;
  if (principal.kind !== "staff" || !roles.includes(principal.role)) {
    return refuse(403, "forbidden", "You do not have permission to do this.");
  }
  return { ok: true, principal };
}

/** The session's principal in a server component or server action (cookies only; looked up once per render, never cached across requests). */
export const currentSession = cache(async () => readSession((await cookies()).get(SESSION_COOKIE)?.value));
