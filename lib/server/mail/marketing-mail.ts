import "server-only";
import { createElement } from "react";
import { env } from "@/lib/env";
import { confirmationToken } from "@/lib/server/contact/newsletter";
import { db } from "@/lib/server/db";
import type { NewsletterConfirmationJob } from "@/lib/server/queue/queue";
import { unsubscribePageUrl, unsubscribeUrl, type UnsubscribeTarget } from "@/lib/server/security/signed-links";
import { shopOf } from "./order-mail";
import { renderMail } from "./render";
import type { Mail } from "./send";
import { NewsletterConfirmEmail } from "./templates";

/**
 * The headers every marketing e-mail carries (RFC 8058 one-click unsubscribe, RFC 2369): the
 * mailbox provider shows its own "Unsubscribe" and POSTs `List-Unsubscribe=One-Click` to the URL,
 * whose signed token is all it takes; no cookie, no body the sender could forge.
 */
export function marketingHeaders(target: UnsubscribeTarget): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(target)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The footer link of a marketing e-mail (a page with the button) and its headers, for `target`. */
export function marketingParts(target: UnsubscribeTarget): { unsubscribeUrl: string; headers: Record<string, string> } {
  return { unsubscribeUrl: unsubscribePageUrl(target), headers: marketingHeaders(target) };
}

/**
 * The confirmation e-mail of one subscription request, or none when the request is no longer the
 * one in force (confirmed meanwhile, unsubscribed, or a newer request sent its own). Its key names
 * the request, so a retried job sends it once.
 */
export async function newsletterConfirmationMails(job: NewsletterConfirmationJob): Promise<Mail[]> {
  const row = await db.newsletterSubscriber.findUnique({ where: { id: job.subscriberId } });
  const sentAt = new Date(job.sentAt);
  if (!row || row.status !== "pending" || !row.confirmNonce || row.confirmationSentAt?.getTime() !== sentAt.getTime())
    return [];
  const shop = await shopOf();
  const confirmUrl = new URL("/newsletter/confirm", env().APP_URL);
  confirmUrl.searchParams.set("token", confirmationToken(row.id, row.confirmNonce, sentAt));
  const { html, text } = await renderMail(
    createElement(NewsletterConfirmEmail, { shop, confirmUrl: confirmUrl.toString() }),
  );
  return [
    {
      key: `newsletter-confirm:subscriber:${row.id}:${sentAt.getTime()}`,
      template: "newsletter-confirm",
      to: row.email,
      subject: `Confirm your subscription to ${shop.name}`,
      html,
      text,
    },
  ];
}
