import "server-only";
import { Prisma } from "@prisma/client";

/** Tables whose rows the portal locks before it reads, checks and changes them. */
type LockedTable = "Category" | "Slide" | "HealthTag" | "Review" | "ContactMessage" | "Product";

/**
 * Locks one row for the rest of the transaction (SELECT ... FOR UPDATE), so that the state a change
 * checks and audits is the state it changes; false when the row does not exist.
 */
export async function lockRow(tx: Prisma.TransactionClient, table: LockedTable, id: number): Promise<boolean> {
  const rows = await tx.$queryRaw<
    { id: number }[]
  >`SELECT id FROM ${Prisma.raw(`"${table}"`)} WHERE id = ${id} FOR UPDATE`;
  return rows.length > 0;
}
