import "server-only";
import { db } from "@/lib/server/db";
import type { Principal } from "@/lib/domain/principal";
import { currentSession } from "./guards";

export type Role = "user" | "editor" | "admin";

/** Who is looking at the page: a signed-in customer or staff member, or null for a visitor. */
export type Viewer = {
  kind: "customer" | "staff";
  id: number;
  name: string | null;
  phone: string | null;
  username: string | null;
  role: Role;
} | null;

/**
 * The current viewer, from the session cookie, with the account's current name (read per request,
 * never cached across users). A session whose account is gone or deactivated counts as a visitor.
 */
export async function getViewer(): Promise<Viewer> {
  return viewerOf((await currentSession())?.principal);
}

/** The viewer a principal (from a session or token) stands for, with the account's current name. */
export async function viewerOf(principal: Principal | null | undefined): Promise<Viewer> {
  if (!principal) return null;
  if (principal.kind === "customer") {
    const customer = await db.customer.findUnique({ where: { id: principal.id }, select: { name: true, phone: true } });
    if (!customer) return null;
    return {
      kind: "customer",
      id: principal.id,
      name: customer.name,
      phone: customer.phone,
      username: customer.phone,
      role: "user",
    };
  }
  const staff = await db.staffUser.findUnique({ where: { id: principal.id } });
  if (!staff?.active) return null;
  return {
    kind: "staff",
    id: staff.id,
    name: staff.name || null,
    phone: null,
    username: staff.username,
    role: staff.role,
  };
}
