import "server-only";
import { cookies } from "next/headers";
import { NextResponse, type NextRequest } from "next/server";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { db } from "@/lib/server/db";
import { verifyAccessToken } from "./jwt";
import type { CustomerPrincipal, Principal, StaffPrincipal, StaffRole } from "@/lib/domain/principal";
import { readSession, SESSION_COOKIE } from "./session";

/** "anonymous": no credentials; "invalid": a bearer token was sent but is forged or expired. */
type Authentication = { principal: Principal } | { principal: null; problem: "anonymous" | "invalid" };

/** The caller of a route handler: `Authorization: Bearer <access>` first, else the session cookie. */
export async function authenticate(request: NextRequest): Promise<Authentication> {
  const header = request.headers.get("authorization");
  if (header) {
    const [scheme, token] = header.split(" ");
    const principal = scheme?.toLowerCase() === "bearer" && token ? await verifyAccessToken(token) : null;
    return principal ? { principal } : { principal: null, problem: "invalid" };
  }
  const session = await readSession(request.cookies.get(SESSION_COOKIE)?.value);
  return session ? { principal: session.principal } : { principal: null, problem: "anonymous" };
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
  const { principal } = auth;
  if (principal.kind !== "staff" || !roles.includes(principal.role)) return refuse(403, "forbidden", "You do not have permission to do this.");
  // A disabled account (or one whose role changed) has no session any more: the back office then
  // says 'Admin authentication expired' and signs in again (DESIGN.md section 4).
  if (!(await isActiveStaff(principal))) return refuse(401, "unauthorized", SIGN_IN_MESSAGES.adminAuthExpired);
  return { ok: true, principal };
}

async function isActiveStaff(principal: StaffPrincipal): Promise<boolean> {
  const staff = await db.staffUser.findUnique({ where: { id: principal.id }, select: { active: true, role: true } });
  return Boolean(staff?.active && staff.role === principal.role);
}

/** The session's principal in a server component or server action (cookies only; never cached). */
export async function currentSession() {
  return readSession((await cookies()).get(SESSION_COOKIE)?.value);
}
