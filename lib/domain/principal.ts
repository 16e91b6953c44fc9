/** Who a request acts for, as carried in the session cookie and in access tokens. */
export type CustomerPrincipal = { kind: "customer"; id: number; role: "user" };
export type StaffRole = "admin" | "editor";
export type StaffPrincipal = { kind: "staff"; id: number; role: StaffRole };
export type Principal = CustomerPrincipal | StaffPrincipal;

/** The principal in a token's claims, or null when the claims do not describe one. */
export function principalFromClaims(claims: Record<string, unknown>): Principal | null {
  const id = Number(claims.sub);
  if (!Number.isInteger(id) || id <= 0) return null;
  if (claims.kind === "customer" && claims.role === "user") return { kind: "customer", id, role: "user" };
  if (claims.kind === "staff" && (claims.role === "admin" || claims.role === "editor")) {
    return { kind: "staff", id, role: claims.role };
  }
  return null;
}

export function principalClaims(principal: Principal): { sub: string; kind: string; role: string } {
  return { sub: String(principal.id), kind: principal.kind, role: principal.role };
}

/** The staff member a back-office change is recorded under (null id: the system). */
export type Actor = { staffId: number | null; name: string };

/** The role lists routes and pages admit. */
export const ADMINS: readonly StaffRole[] = ["admin"];
export const STAFF: readonly StaffRole[] = ["admin", "editor"];
