import "server-only";
import { createHash } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";

/** One e-mail to one recipient about one event; `key` names the pair, e.g. "order-paid:order:42:customer". */
export type Mail = {
  key: string;
  template: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  orderId?: number;
  /** Headers of its own: a marketing e-mail's `List-Unsubscribe` and `List-Unsubscribe-Post` (marketing-mail.ts). */
  headers?: Record<string, string>;
  /** Files sent with it (the GST invoice PDF: see order-mail.ts). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

export type MailTransport = Pick<Transporter, "sendMail">;

const holder = globalThis as unknown as { storefrontMailTransport?: Transporter };

/** SMTP through nodemailer, to SMTP_URL (the local catcher in development and tests). */
export function mailTransport(): MailTransport {
  holder.storefrontMailTransport ??= nodemailer.createTransport(env().SMTP_URL);
  return holder.storefrontMailTransport;
}

/** A claim older than this belongs to a worker that stopped mid-send: another may take it over. */
export const STALE_CLAIM_MS = 3 * 60_000;

/** Another worker is sending this very e-mail right now: the job fails and is retried later. */
export class MailInProgressError extends Error {
  constructor(key: string) {
    super(`E-mail ${key} is being sent by another worker`);
    this.name = "MailInProgressError";
  }
}

/** The same Message-ID for every attempt at one e-mail, so a receiving server can drop a repeat. */
function messageIdOf(key: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(env().MAIL_FROM)?.[1] ?? "localhost";
  return `<${createHash("sha256").update(key).digest("hex").slice(0, 40)}@${domain}>`;
}

/** Claims the key: true when this worker may send (new, or taken over from a stale claim). */
async function claim(mail: Mail, messageId: string): Promise<boolean> {
  const inserted = await db.$executeRaw`
    INSERT INTO "EmailDelivery" (key, template, recipient, subject, "messageId", "orderId")
    VALUES (${mail.key}, ${mail.template}, ${mail.to}, ${mail.subject}, ${messageId}, ${mail.orderId ?? null})
    ON CONFLICT (key) DO NOTHING`;
  if (inserted > 0) return true;
  const existing = await db.emailDelivery.findUnique({ where: { key: mail.key } });
  if (!existing || existing.status === "sent") return false;
  if (Date.now() - existing.claimedAt.getTime() < STALE_CLAIM_MS) throw new MailInProgressError(mail.key);
  const taken = await db.emailDelivery.updateMany({
    where: { key: mail.key, status: "sending", claimedAt: existing.claimedAt },
    data: { claimedAt: new Date(), attempts: { increment: 1 } },
  });
  if (taken.count === 0) throw new MailInProgressError(mail.key);
  return true;
}

/**
 * Sends the e-mail unless its key was sent before: at most one e-mail per event and recipient,
 * however often a webhook arrives or a job is retried. The key is claimed in PostgreSQL before the
 * SMTP call and marked sent after it; a refusal by the SMTP server releases the claim (nothing was
 * sent), while a lost connection keeps it until it is stale (the server may have taken the message),
 * and the retry then sends it with the same Message-ID.
 */
export async function sendOnce(
  mail: Mail,
  transport: MailTransport = mailTransport(),
): Promise<"sent" | "already-sent"> {
  const messageId = messageIdOf(mail.key);
  if (!(await claim(mail, messageId))) return "already-sent";
  try {
    await transport.sendMail({
      from: env().MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId,
      headers: { ...mail.headers, "X-Storefront-Key": mail.key },
      attachments: mail.attachments,
    });
  } catch (error) {
    const refused = typeof error === "object" && error !== null && "responseCode" in error;
    if (refused) await db.emailDelivery.deleteMany({ where: { key: mail.key, status: "sending" } });
    throw error;
  }
  await db.emailDelivery.update({ where: { key: mail.key }, data: { status: "sent", sentAt: new Date() } });
  return "sent";
}
