import "server-only";
import type { Prisma } from "@prisma/client";
import type { Actor } from "@/lib/domain/principal";
import { recordAudit } from "@/lib/server/audit/audit";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { lockOrder } from "./release";

type Tx = Prisma.TransactionClient;

/** One internal note as the back office shows it: who wrote it and when. Never part of a shopper's answer. */
export type OrderNoteJson = { id: number; body: string; staff_name: string; created_at: string };

const noteJson = (note: { id: number; body: string; staffName: string; createdAt: Date }): OrderNoteJson => ({
  id: note.id,
  body: note.body,
  staff_name: note.staffName,
  created_at: note.createdAt.toISOString(),
});

/** The order's internal notes, newest first; 404 for an order that does not exist. */
export async function listOrderNotes(orderId: number): Promise<{ notes: OrderNoteJson[] }> {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: { staffNotes: { orderBy: [{ createdAt: "desc" }, { id: "desc" }] } },
  });
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  return { notes: order.staffNotes.map(noteJson) };
}

/** Writes a note inside `tx` with its audit entry (the order is locked by the caller). */
export async function writeOrderNote(tx: Tx, orderId: number, body: string, actor: Actor): Promise<OrderNoteJson> {
  const note = await tx.orderNote.create({
    data: { orderId, body, staffId: actor.staffId, staffName: actor.name },
  });
  await recordAudit(tx, actor, {
    action: "order_note_added",
    entity: "order",
    entityId: orderId,
    after: { note_id: note.id, body },
  });
  return noteJson(note);
}

/** Adds a staff member's note to the order's timeline, audited in the same transaction. */
export async function addOrderNote(orderId: number, body: string, actor: Actor): Promise<OrderNoteJson> {
  return db.$transaction(async (tx) => {
    if (!(await lockOrder(tx, orderId))) throw new AppError(404, "order_not_found", "Order not found");
    return writeOrderNote(tx, orderId, body, actor);
  });
}
