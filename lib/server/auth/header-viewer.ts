import "server-only";
import { getViewer, type Role } from "./viewer";

/** What the header shows of the viewer. */
export type HeaderViewer = { greeting: string; role: Role } | null;

/** The greeting uses the username (a customer's is their phone number) or phone number, else 'User' (SPEC.md section 2). Per request, never cached. */
export async function loadHeaderViewer(): Promise<HeaderViewer> {
  const viewer = await getViewer();
  if (!viewer) return null;
  return { greeting: viewer.username || viewer.phone || "User", role: viewer.role };
}
