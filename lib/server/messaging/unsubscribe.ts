import "server-only";
import { unsubscribeSubscriber } from "@/lib/server/contact/newsletter";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { unsubscribeTargetOf } from "@/lib/server/security/signed-links";
import { recordConsents } from "./consents";

export type Unsubscribed = { status: "unsubscribed"; message: string };

/**
 * A marketing e-mail's unsubscribe link, followed (the page's button, or the mailbox provider's
 * one-click POST): a newsletter subscriber is taken off the list; a customer's consent to marketing
 * e-mail is withdrawn (a `Consent` row, source `unsubscribe_link`). The signed token is the only
 * proof; a forged one is refused; the same link again changes nothing and answers the same.
 */
export async function unsubscribeByToken(token: string): Promise<Unsubscribed> {
  const target = unsubscribeTargetOf(token);
  if (!target) throw new AppError(400, "invalid_link", "This unsubscribe link is not valid.");
  if ("subscriberId" in target) await unsubscribeSubscriber(target.subscriberId);
  else if (await db.customer.findUnique({ where: { id: target.customerId }, select: { id: true } }))
    await recordConsents(target.customerId, { marketing_email: false }, "unsubscribe_link");
  // An erased account's link answers as any other: there is nothing left to send to.
  return { status: "unsubscribed", message: "You are unsubscribed. You will get no more of these e-mails." };
}
