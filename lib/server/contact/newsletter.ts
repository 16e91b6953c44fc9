import "server-only";
import type { Prisma } from "@prisma/client";
import { csvRow } from "@/lib/domain/csv";
import type { Actor } from "@/lib/domain/principal";
import { recordAudit } from "@/lib/server/audit/audit";
import { db } from "@/lib/server/db";
import type { NewsletterQuery } from "@/lib/validation/contact/newsletter";

/** Stores the address lower-cased, once; an address already on the list is left as it is, and the caller is not told which. */
export async function subscribeToNewsletter(email: string): Promise<void> {
  await db.newsletterSubscriber.createMany({ data: [{ email: email.trim().toLowerCase() }], skipDuplicates: true });
}

/** The subscribers, newest first, optionally those whose address contains `search` -> { results, count }. */
export async function listSubscribers(query: NewsletterQuery) {
  const where = subscriberWhere(query.search);
  const [rows, count] = await Promise.all([
    db.newsletterSubscriber.findMany({
      where,
      orderBy: { id: "desc" },
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    }),
    db.newsletterSubscriber.count({ where }),
  ]);
  return {
    results: rows.map((row) => ({ id: row.id, email: row.email, subscribed_at: row.createdAt.toISOString() })),
    count,
  };
}

function subscriberWhere(search: string | undefined): Prisma.NewsletterSubscriberWhereInput {
  return search ? { email: { contains: search.toLowerCase() } } : {};
}

const EXPORT_BATCH = 1000;

export type SubscriberPage = Awaited<ReturnType<typeof listSubscribers>>;

/** An export is audited before it starts: it hands personal data out of the shop. */
export async function recordSubscriberExport(search: string | undefined, actor: Actor): Promise<void> {
  await recordAudit(db, actor, {
    action: "export",
    entity: "newsletter",
    entityId: "csv",
    after: { search: search ?? null },
  });
}

/** The subscribers as CSV (email, subscribed_at), oldest first, read in batches by id so memory stays flat. */
export async function* exportSubscribersCsv(search: string | undefined): AsyncGenerator<string> {
  yield csvRow(["email", "subscribed_at"]);
  const where = subscriberWhere(search);
  let afterId = 0;
  for (;;) {
    const batch = await db.newsletterSubscriber.findMany({
      where: { AND: [where, { id: { gt: afterId } }] },
      orderBy: { id: "asc" },
      take: EXPORT_BATCH,
    });
    if (batch.length === 0) return;
    yield batch.map((row) => csvRow([row.email, row.createdAt])).join("");
    afterId = batch[batch.length - 1].id;
  }
}
