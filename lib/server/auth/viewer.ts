import "server-only";

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
 * The current viewer, from the session cookie. Phone sign-in and staff login (the identity issue)
 * fill this in; until then nobody can sign in, so every request is a visitor's.
 */
export async function getViewer(): Promise<Viewer> {
  return null;
}
