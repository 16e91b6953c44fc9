import "server-only";
import { randomUUID } from "node:crypto";
import { createElement } from "react";
import { formatINR, formatLongDateTime } from "@/lib/domain/format";
import type { Actor } from "@/lib/domain/principal";
import { renderTemplate, WHATSAPP_TEMPLATES, type WhatsAppTemplate } from "@/lib/domain/whatsapp-templates";
import { env } from "@/lib/env";
import { recordAudit } from "@/lib/server/audit/audit";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { sampleOrderMails, shopOf, type MailSample } from "@/lib/server/mail/order-mail";
import { renderMail } from "@/lib/server/mail/render";
import { mailTransport, type MailTransport } from "@/lib/server/mail/send";
import { BackInStockEmail, CartReminderEmail, NewsletterConfirmEmail } from "@/lib/server/mail/templates";
import { LIMITS, limitPerSubject } from "@/lib/server/security/rate-limit";
import { trackingPagePath } from "@/lib/server/shipping/carrier";
import { sendTemplateMessage, whatsAppSettings, WhatsAppRefusal } from "@/lib/server/whatsapp-cloud/whatsapp-api";
import type { NotificationTest } from "@/lib/validation/messaging/notification-test";

export type WhatsAppSample = {
  name: string;
  category: WhatsAppTemplate["category"];
  language: string;
  body: string;
  parameters: string[];
  text: string;
};

export type NotificationSamples = { email: MailSample[]; whatsapp: WhatsAppSample[]; whatsapp_on: boolean };

const link = (path: string) => new URL(path, env().APP_URL).toString();

/** Each WhatsApp template with the parameters a sample order (or cart, or product) gives it. */
function whatsAppParameters(shopName: string): Record<WhatsAppTemplate["name"], string[]> {
  const total = formatINR(109800);
  return {
    order_placed: ["Asha", "ORD-SAMPLE-0001", total],
    payment_received: ["Asha", "ORD-SAMPLE-0001", total],
    order_shipped: ["Asha", "ORD-SAMPLE-0001", "Delhivery Surface", link(trackingPagePath("SAMPLE123456"))],
    order_out_for_delivery: ["Asha", "ORD-SAMPLE-0001", `Please keep ${total} ready in cash.`],
    order_delivered: ["Asha", "ORD-SAMPLE-0001"],
    order_undelivered: ["Asha", "ORD-SAMPLE-0001", "1", "Customer not available", link("/orders/1")],
    cod_confirmation: [
      "Asha",
      "ORD-SAMPLE-0001",
      total,
      link("/confirm-cod?token=sample"),
      formatLongDateTime(new Date("2026-11-28T09:30:00Z")),
    ],
    cart_reminder: ["Asha", "Ashwagandha Capsules", shopName, `Your cart of ${total} is saved.`, link("/cart")],
    back_in_stock: ["Asha", "Ashwagandha Capsules", shopName, link("/products")],
  };
}

/**
 * Every template the shop sends, rendered with sample data (docs/messaging.md#the-notifications-screen):
 * the order e-mails and the merchant's new-order notice, the newsletter confirmation, the cart reminder and
 * back-in-stock e-mails, and each WhatsApp template with its parameters filled in. Nothing is stored or sent.
 */
export async function notificationSamples(): Promise<NotificationSamples> {
  const shop = await shopOf();
  const email = await sampleOrderMails();
  const sample = link("/product/1");
  const extra: [string, string, Parameters<typeof renderMail>[0]][] = [
    [
      "newsletter-confirm",
      `Confirm your subscription to ${shop.name}`,
      createElement(NewsletterConfirmEmail, { shop, confirmUrl: link("/newsletter/confirm?token=sample") }),
    ],
    [
      "cart-reminder",
      "You left something in your cart",
      createElement(CartReminderEmail, {
        shop,
        name: "Asha",
        lines: [{ name: "Ashwagandha Capsules", quantity: 2, unit: "60 capsules", price: 79800, url: sample }],
        restoreUrl: link("/api/carts/restore/?token=sample"),
        coupon: null,
        unsubscribeUrl: link("/unsubscribe?token=sample"),
      }),
    ],
    [
      "back-in-stock",
      "Back in stock: Ashwagandha Capsules",
      createElement(BackInStockEmail, { shop, productName: "Ashwagandha Capsules", productUrl: sample }),
    ],
  ];
  for (const [template, subject, element] of extra) email.push({ template, subject, ...(await renderMail(element)) });
  const parameters = whatsAppParameters(shop.name);
  const whatsapp = Object.values(WHATSAPP_TEMPLATES).map((template) => ({
    name: template.name,
    category: template.category,
    language: template.language,
    body: template.body,
    parameters: parameters[template.name],
    text: renderTemplate(template, parameters[template.name]),
  }));
  return { email, whatsapp, whatsapp_on: whatsAppSettings() !== null };
}

export type NotificationTestResult = { channel: "email" | "whatsapp"; template: string; to: string; message: string };

/**
 * "Send a test": one template with its sample data to the address or number the admin typed, at once (not
 * through the queue, not recorded as a message to a shopper), at most 10 in 10 minutes per staff member.
 * In development and tests SMTP is the local catcher and WhatsApp the local fake, which refuses a number
 * whose shopper has not opted in, as WhatsApp does. Audited.
 */
export async function sendTestNotification(
  actor: Actor,
  test: NotificationTest,
  transport: MailTransport = mailTransport(),
): Promise<NotificationTestResult> {
  await limitPerSubject(LIMITS.notificationTestPerStaff, String(actor.staffId ?? actor.name));
  const samples = await notificationSamples();
  let message: string;
  if (test.channel === "email") {
    const sample = samples.email.find((mail) => mail.template === test.template);
    if (!sample) throw new AppError(400, "unknown_template", "Unknown e-mail template");
    try {
      await transport.sendMail({
        from: env().MAIL_FROM,
        to: test.to,
        subject: `[Test] ${sample.subject}`,
        html: sample.html,
        text: sample.text,
        headers: { "X-Storefront-Test": "1" },
      });
    } catch {
      // The mail server refused or could not be reached: a 502, as the other upstream failures.
      throw new AppError(502, "mail_failed", "The mail server did not accept the test. Please try again.");
    }
    message = `Sent "${sample.subject}" to ${test.to}.`;
  } else {
    const settings = whatsAppSettings();
    if (!settings) throw new AppError(409, "whatsapp_off", "WhatsApp is off: set its environment variables first.");
    const sample = samples.whatsapp.find((template) => template.name === test.template);
    const template = Object.values(WHATSAPP_TEMPLATES).find((entry) => entry.name === test.template);
    if (!sample || !template) throw new AppError(400, "unknown_template", "Unknown WhatsApp template");
    const to = test.to.replace(/\D/g, "");
    try {
      const id = await sendTemplateMessage(settings, {
        to,
        template,
        parameters: sample.parameters,
        callbackData: `test:${randomUUID()}`,
      });
      message = `WhatsApp accepted ${template.name} for +${to} (${id}).`;
    } catch (error) {
      if (error instanceof WhatsAppRefusal)
        throw new AppError(422, "whatsapp_refused", `WhatsApp refused the test: ${error.message}`);
      throw new AppError(502, "whatsapp_unreachable", "WhatsApp could not be reached. Please try again.");
    }
  }
  await db.$transaction((tx) =>
    recordAudit(tx, actor, {
      action: "notification.test_sent",
      entity: "notification",
      entityId: `${test.channel}:${test.template}`,
      after: { channel: test.channel, template: test.template },
    }),
  );
  return { channel: test.channel, template: test.template, to: test.to, message };
}
