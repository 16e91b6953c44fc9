import "server-only";
import type { Principal } from "@/lib/domain/principal";
import { viewerOf, type Role } from "./viewer";

/** What the header shows of the viewer. */
export type HeaderViewer = { greeting: string; role: Role } | null;

/** The greeting uses the username (a customer's is their phone number) or phone number, else 'User' (SPEC.md section 2). Per request, never cached. */
export async function loadHeaderViewer(principal: Principal | null): Promise<HeaderViewer> {
  const viewer = await viewerOf(principal);
  if (!viewer) return null;
  return { greeting: viewer.username || viewer.phone || "User", role: viewer.role };
}
