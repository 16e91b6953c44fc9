import type { ReactNode } from "react";
import { EmptyState } from "@/components/back-office/states";
import { ADMINS } from "@/lib/domain/principal";
import { getViewer } from "@/lib/server/auth/viewer";

/**
 * A portal screen for admins only (its API admits `ADMINS` too): an editor reads `refusal`
 * instead of a screen that fails to load.
 */
export async function AdminsOnly({ refusal, children }: { refusal: string; children: ReactNode }) {
  const viewer = await getViewer();
  const role = viewer?.kind === "staff" ? viewer.role : null;
  if (!role || !(ADMINS as readonly string[]).includes(role)) {
    return (
      <EmptyState title={refusal}>
        <p className="text-sm text-stone-500">Ask an administrator if you need a change here.</p>
      </EmptyState>
    );
  }
  return children;
}
