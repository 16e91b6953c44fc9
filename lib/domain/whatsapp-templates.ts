/**
 * The WhatsApp message templates the shop sends, as they are submitted for approval in WhatsApp
 * Manager (name, category, language and body with numbered parameters). The Cloud API refuses a
 * template it has not approved or the wrong number of parameters, and so does the local fake.
 */
export type TemplateCategory = "UTILITY" | "MARKETING";

export type WhatsAppTemplate = { name: string; category: TemplateCategory; language: string; body: string };

const template = (name: string, body: string, category: TemplateCategory = "UTILITY"): WhatsAppTemplate => ({
  name,
  category,
  language: "en",
  body,
});

export const WHATSAPP_TEMPLATES = {
  orderPlaced: template(
    "order_placed",
    "Thank you, {{1}}! We have received order {{2}} of {{3}}, paid in cash on delivery. We will message you when it ships.",
  ),
  paymentReceived: template(
    "payment_received",
    "Thank you, {{1}}! We have received your payment of {{3}} for order {{2}}. We will message you when it ships.",
  ),
  orderShipped: template("order_shipped", "Hello {{1}}, order {{2}} has shipped with {{3}}. Track it here: {{4}}"),
  outForDelivery: template("order_out_for_delivery", "Hello {{1}}, order {{2}} is out for delivery today. {{3}}"),
  orderDelivered: template(
    "order_delivered",
    "Hello {{1}}, order {{2}} has been delivered. We hope you enjoy it! Reply here if anything is not right.",
  ),
  /** A failed delivery attempt (NDR), one per attempt: asks to confirm the address or a time, with the order page's link. */
  orderUndelivered: template(
    "order_undelivered",
    "Hello {{1}}, the courier could not deliver order {{2}} (attempt {{3}}): {{4}}. Please confirm your address and phone, or tell us a day and time that suit you, by replying here or on your order page: {{5}}",
  ),
  /** A cash-on-delivery order that waits for the shopper's confirmation: the same one-tap link as its e-mail. */
  codConfirmation: template(
    "cod_confirmation",
    "Hello {{1}}, please confirm order {{2}} of {{3}}, to pay in cash on delivery, with one tap: {{4}} An order not confirmed by {{5}} is cancelled.",
  ),
  /** Marketing: sent only to a shopper who consents to marketing on WhatsApp (docs/messaging.md#abandoned-carts). */
  cartReminder: template(
    "cart_reminder",
    "Hello {{1}}, you left {{2}} in your cart at {{3}}. {{4}} Pick up where you left off: {{5}}",
    "MARKETING",
  ),
  /** Marketing: "notify me" on WhatsApp, for a shopper who consents to marketing on WhatsApp. */
  backInStock: template(
    "back_in_stock",
    "Good news, {{1}}! {{2}} is back in stock at {{3}}. Order it here: {{4}}",
    "MARKETING",
  ),
} as const satisfies Record<string, WhatsAppTemplate>;

/** How many {{n}} parameters a template's body takes. */
export function parameterCount(template: WhatsAppTemplate): number {
  return new Set(template.body.match(/\{\{\d+\}\}/g) ?? []).size;
}

/** The body as the recipient reads it, with the parameters in place. */
export function renderTemplate(template: WhatsAppTemplate, parameters: string[]): string {
  return template.body.replace(/\{\{(\d+)\}\}/g, (_match, index: string) => parameters[Number(index) - 1] ?? "");
}
