import "server-only";
import type { ContactMessage, Prisma } from "@prisma/client";
import type { Actor } from "@/lib/domain/principal";
import { changedFields, recordAudit } from "@/lib/server/audit/audit";
import { lockRow } from "@/lib/server/catalog-management/locks";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import type { MessageQuery } from "@/lib/validation/catalog-management/storefront-content";

const messageNotFound = () => new AppError(404, "message_not_found", "Message not found");

export function portalMessageJson(row: ContactMessage) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    handled: row.handledAt !== null,
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by: row.handledByName,
  };
}

export type PortalMessageJson = ReturnType<typeof portalMessageJson>;
export type PortalMessagePage = { results: PortalMessageJson[]; count: number };

/** The contact inbox: unhandled messages first, newest first, then handled ones, latest handled first -> { results, count }. */
export async function listContactMessages(query: MessageQuery) {
  const where: Prisma.ContactMessageWhereInput =
    query.handled === undefined ? {} : { handledAt: query.handled ? { not: null } : null };
  const [rows, count] = await Promise.all([
    db.contactMessage.findMany({
      where,
      orderBy: [{ handledAt: { sort: "desc", nulls: "first" } }, { createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    }),
    db.contactMessage.count({ where }),
  ]);
  return { results: rows.map(portalMessageJson), count };
}

/** Marks a message handled (recording who and when) or back to unhandled; marking it twice keeps the first who and when. */
export async function setMessageHandled(id: number, handled: boolean, actor: Actor) {
  const row = await db.$transaction(async (tx) => {
    if (!(await lockRow(tx, "ContactMessage", id))) throw messageNotFound();
    const current = await tx.contactMessage.findUniqueOrThrow({ where: { id } });
    if ((current.handledAt !== null) === handled) return current;
    const data = handled
      ? { handledAt: new Date(), handledById: actor.staffId, handledByName: actor.name }
      : { handledAt: null, handledById: null, handledByName: null };
    const updated = await tx.contactMessage.update({ where: { id }, data });
    await recordAudit(tx, actor, {
      action: handled ? "handle" : "reopen",
      entity: "contact_message",
      entityId: id,
      ...changedFields(portalMessageJson(current), portalMessageJson(updated)),
    });
    return updated;
  });
  return portalMessageJson(row);
}
