import "server-only";
import { randomBytes } from "node:crypto";
import type { NewsletterStatus, Prisma } from "@prisma/client";
import { csvRow } from "@/lib/domain/csv";
import type { Actor } from "@/lib/domain/principal";
import { recordAudit } from "@/lib/server/audit/audit";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { enqueueInTransaction } from "@/lib/server/queue/queue";
import { signLinkToken, unsubscribeUrl, verifyLinkToken } from "@/lib/server/security/signed-links";
import { NEWSLETTER_CONFIRMATION } from "@/lib/validation/queue/queues";
import type { NewsletterQuery } from "@/lib/validation/contact/newsletter";

/** A confirmation link works for this long after its e-mail was sent. */
export const CONFIRMATION_VALID_MS = 48 * 3600_000;
/** An address still pending gets another confirmation e-mail only after this long (nobody floods an inbox through the form). */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;

/**
 * Double opt-in: the address (lower-cased) is stored pending and a confirmation e-mail is queued in
 * the same transaction; only its link puts the address on the list. An address already on the list
 * gets nothing, one pending gets the e-mail again at most every 10 minutes, one that unsubscribed
 * starts again with a new link. The caller is never told which (nobody learns who subscribes).
 * Two requests at once lock the same row, so they queue one e-mail between them.
 */
export async function requestSubscription(email: string, now = new Date()): Promise<void> {
  const address = email.trim().toLowerCase();
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`INSERT INTO "NewsletterSubscriber" (email) VALUES (${address}) ON CONFLICT (email) DO NOTHING`;
    const [row] = await tx.$queryRaw<
      { id: number; status: NewsletterStatus; confirmNonce: string | null; confirmationSentAt: Date | null }[]
    >`SELECT id, status, "confirmNonce", "confirmationSentAt" FROM "NewsletterSubscriber" WHERE email = ${address} FOR UPDATE`;
    if (row.status === "confirmed") return;
    const recentlySent =
      row.status === "pending" &&
      row.confirmationSentAt !== null &&
      now.getTime() - row.confirmationSentAt.getTime() < CONFIRMATION_RESEND_MS;
    if (recentlySent) return;
    await tx.newsletterSubscriber.update({
      where: { id: row.id },
      data: {
        status: "pending",
        // A pending address keeps its link (an earlier e-mail still works); a returning one gets a new one.
        confirmNonce: row.status === "pending" && row.confirmNonce ? row.confirmNonce : randomBytes(16).toString("hex"),
        confirmationSentAt: now,
        unsubscribedAt: null,
      },
    });
    await enqueueInTransaction(tx, NEWSLETTER_CONFIRMATION, { subscriberId: row.id, sentAt: now.toISOString() });
  });
}

/** The confirmation link's token: the subscriber and the nonce in force, valid 48 hours from `sentAt`. */
export function confirmationToken(subscriberId: number, nonce: string, sentAt: Date): string {
  return signLinkToken(
    "newsletter-confirm",
    `subscriber:${subscriberId}:${nonce}`,
    new Date(sentAt.getTime() + CONFIRMATION_VALID_MS),
  );
}

const invalidLink = () =>
  new AppError(400, "invalid_link", "This confirmation link is not valid. Please subscribe again from the shop.");
const expiredLink = () =>
  new AppError(400, "link_expired", "This confirmation link has expired. Please subscribe again from the shop.");

export type NewsletterConfirmation = { status: "confirmed" | "already-confirmed"; message: string };

/**
 * Follows a confirmation link: a pending address whose nonce the token carries is on the list from
 * now. The same link again answers "already confirmed" and changes nothing; a forged, altered or
 * expired token, or one from before an unsubscription or a newer request, is refused.
 */
export async function confirmSubscription(token: string, now = new Date()): Promise<NewsletterConfirmation> {
  const check = verifyLinkToken("newsletter-confirm", token, now);
  if (!check.ok) throw check.reason === "expired" ? expiredLink() : invalidLink();
  const match = /^subscriber:(\d+):([0-9a-f]{32})$/.exec(check.subject);
  if (!match) throw invalidLink();
  const [id, nonce] = [Number(match[1]), match[2]];
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ status: NewsletterStatus; confirmNonce: string | null }[]>`
      SELECT status, "confirmNonce" FROM "NewsletterSubscriber" WHERE id = ${id} FOR UPDATE`;
    if (!row || row.confirmNonce !== nonce) throw invalidLink();
    if (row.status === "confirmed")
      return { status: "already-confirmed", message: "Your subscription is already confirmed." } as const;
    await tx.newsletterSubscriber.update({ where: { id }, data: { status: "confirmed", confirmedAt: now } });
    return { status: "confirmed", message: "Thank you for subscribing! Your subscription is confirmed." } as const;
  });
}

/** Takes a subscriber off the list (the unsubscribe link): idempotent, and an old confirmation link stops working. */
export async function unsubscribeSubscriber(id: number, now = new Date()): Promise<void> {
  await db.newsletterSubscriber.updateMany({
    where: { id, status: { not: "unsubscribed" } },
    data: { status: "unsubscribed", unsubscribedAt: now, confirmNonce: null },
  });
}

/** The confirmed subscribers, newest first, optionally those whose address contains `search` -> { results, count }. */
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
    results: rows.map((row) => ({
      id: row.id,
      email: row.email,
      subscribed_at: (row.confirmedAt ?? row.createdAt).toISOString(),
    })),
    count,
  };
}

/** Only confirmed addresses are on the list: pending and unsubscribed ones are never shown or exported. */
function subscriberWhere(search: string | undefined): Prisma.NewsletterSubscriberWhereInput {
  return { status: "confirmed", ...(search ? { email: { contains: search.toLowerCase() } } : {}) };
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

/**
 * The confirmed subscribers as CSV (email, subscribed_at, unsubscribe_url: each address's own one-click
 * link, for the mailing tool to put in every newsletter), oldest first, read in batches by id so memory stays flat. */
export async function* exportSubscribersCsv(search: string | undefined): AsyncGenerator<string> {
  yield csvRow(["email", "subscribed_at", "unsubscribe_url"]);
  const where = subscriberWhere(search);
  let afterId = 0;
  for (;;) {
    const batch = await db.newsletterSubscriber.findMany({
      where: { AND: [where, { id: { gt: afterId } }] },
      orderBy: { id: "asc" },
      take: EXPORT_BATCH,
    });
    if (batch.length === 0) return;
    yield batch
      .map((row) => csvRow([row.email, row.confirmedAt ?? row.createdAt, unsubscribeUrl({ subscriberId: row.id })]))
      .join("");
    afterId = batch[batch.length - 1].id;
  }
}
