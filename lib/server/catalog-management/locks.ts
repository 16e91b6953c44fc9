import "server-only";
import { Prisma } from "@prisma/client";
import { AppError } from "@/lib/server/errors";

/** Tables whose rows the portal locks before it reads, checks and changes them. */
type LockedTable = "Category" | "Slide" | "HealthTag" | "Review" | "ContactMessage" | "Product";

/**
 * Locks one row for the rest of the transaction (SELECT ... FOR UPDATE), so that the state a change
 * checks and audits is the state it changes; false when the row does not exist.
 */
export async function lockRow(tx: Prisma.TransactionClient, table: LockedTable, id: number): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM ${Prisma.raw(`"${table}"`)} WHERE id = ${id} FOR UPDATE`;
  return rows.length > 0;
}

/**
 * The optimistic check of every portal edit: `sent` is the version the editor saw, `stored` the
 * locked row's. An older one is a 409 (someone else saved in between), never a silent overwrite.
 */
export function checkVersion(stored: number, sent: number, record: string): void {
  if (stored !== sent) {
    throw new AppError(409, "edit_conflict", `Someone else changed this ${record} since you opened it. Reload it to see their changes, then edit again.`);
  }
}
