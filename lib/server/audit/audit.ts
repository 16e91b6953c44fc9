import "server-only";
import type { Prisma } from "@prisma/client";
import type { Actor } from "@/lib/domain/principal";
import { db } from "@/lib/server/db";
import type { AuditQuery } from "@/lib/validation/audit/query";

type Tx = Prisma.TransactionClient;

export type AuditChange = {
  action: string;
  entity: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Only the fields that changed, before and after; the whole record when it was created or removed. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** Writes who changed what, inside the transaction of the change itself, so neither exists without the other. */
export async function recordAudit(tx: Tx, actor: Actor, change: AuditChange): Promise<void> {
  await tx.auditEntry.create({
    data: {
      staffId: actor.staffId,
      staffName: actor.name,
      action: change.action,
      entity: change.entity,
      entityId: String(change.entityId),
      before: (change.before ?? undefined) as Prisma.InputJsonValue | undefined,
      after: (change.after ?? undefined) as Prisma.InputJsonValue | undefined,
    },
  });
}

/** The audit log, newest first, filtered -> { results, count }. */
export async function listAudit(query: AuditQuery) {
  const where: Prisma.AuditEntryWhereInput = {
    entity: query.entity,
    entityId: query.entity_id,
    staffId: query.staff_id,
    action: query.action,
    createdAt: { gte: query.from, lt: query.to },
  };
  const [rows, count] = await Promise.all([
    db.auditEntry.findMany({
      where,
      orderBy: { id: "desc" },
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    }),
    db.auditEntry.count({ where }),
  ]);
  const results = rows.map((row) => ({
    id: row.id,
    staff_id: row.staffId,
    staff_name: row.staffName,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: row.before,
    after: row.after,
    created_at: row.createdAt.toISOString(),
  }));
  return { results, count };
}

export type AuditPage = Awaited<ReturnType<typeof listAudit>>;
