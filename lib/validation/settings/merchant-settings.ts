import { z } from "zod";
import { POLICY_KEYS, type PolicyKey } from "@/lib/content/policies";
import { COD_CONFIRMATION_RULES } from "@/lib/domain/cod-confirmation";
import { checkGstin } from "@/lib/domain/gstin";
import { stateByGstCode } from "@/lib/domain/india-states";
import { INVOICE_PREFIX, INVOICE_PREFIX_MESSAGE } from "@/lib/domain/invoice-number";
import { boundedInt, rupees } from "@/lib/validation/primitives";

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`);

const policy = z.object({
  title: text("Policy title", 100).min(1, "Every policy needs a title"),
  updated: text("Policy date", 40),
  body: z
    .array(text("A policy paragraph", 5000).min(1, "Policy paragraphs cannot be empty"))
    .min(1, "Every policy needs some text")
    .max(50, "A policy has at most 50 paragraphs"),
});

/** The merchant's settings as `/admin/settings` edits them; amounts in rupees (stored in paise). */
export const storeSettingsSchema = z.object({
  company_name: text("Company name", 100).min(1, "Company name is required"),
  logo: text("Logo URL", 500)
    .refine(
      (value) => value === "" || /^https?:\/\/\S+$/.test(value) || /^\/\S*$/.test(value),
      "Logo must be an http(s) address or a path starting with /",
    )
    .transform((value) => value || null)
    .nullable(),
  tagline: text("Tagline", 100),
  slogan: text("Slogan", 200),
  email: z.union([z.literal(""), z.string().trim().email("Enter a valid email address").max(200)]),
  phone: text("Phone", 20).refine(
    (value) => value === "" || /^\+?[\d\s-]{7,20}$/.test(value),
    "Enter a valid phone number",
  ),
  address: text("Address", 500),
  free_shipping_threshold: rupees("Free-shipping threshold"),
  shipping_fee: rupees("Shipping fee"),
  cod_enabled: z.boolean({ message: "Cash on delivery must be on or off" }),
  cod_max_amount: rupees("Cash on delivery limit").nullable(),
  /** Which COD orders wait for the shopper's confirmation (docs/order-operations.md). */
  cod_confirmation_rule: z.enum(COD_CONFIRMATION_RULES, {
    message: "Choose which cash-on-delivery orders wait for confirmation",
  }),
  /** With the rule above_amount: orders whose total is above this wait (rupees). */
  cod_confirmation_above: rupees("The confirmation amount").nullable(),
  /** Hours an order waits for the shopper's confirmation before it is cancelled. */
  cod_confirmation_hours: boundedInt("The hours to confirm are a whole number", {
    min: 1,
    max: 168,
    tooSmall: "Give the shopper at least 1 hour to confirm",
    tooLarge: "The hours to confirm are at most 168 (7 days)",
  }),
  /** The manual carrier's tracking link: the courier's tracking page with {awb} where the AWB goes. */
  tracking_url_template: text("Tracking link", 500)
    .refine(
      (value) => value === "" || (/^https:\/\/\S+$/.test(value) && value.includes("{awb}")),
      "The tracking link is an https address containing {awb}",
    )
    .transform((value) => value || null)
    .nullable(),
  /** Where the shop's own notices go (new orders, low stock, failed jobs); empty sends none. */
  merchant_email: z.union([
    z.literal(""),
    z
      .string()
      .trim()
      .email("Enter a valid email address for notices")
      .max(200, "The notices address is at most 200 characters"),
  ]),
  /** Abandoned carts (docs/messaging.md): how long a signed-in shopper's cart sits untouched before its one reminder. */
  cart_reminder_delay_minutes: boundedInt("The cart reminder delay is a whole number of minutes", {
    min: 15,
    max: 10_080,
    tooSmall: "The cart reminder delay is at least 15 minutes",
    tooLarge: "The cart reminder delay is at most 10080 minutes (7 days)",
  }),
  /** A coupon code the reminder offers and its link applies; empty for none. */
  cart_reminder_coupon: z
    .string({ message: "The reminder coupon must be text" })
    .trim()
    .toUpperCase()
    .max(50, "The reminder coupon code is at most 50 characters"),
  policies: z.object(Object.fromEntries(POLICY_KEYS.map((key) => [key, policy])) as Record<PolicyKey, typeof policy>),
  /** A product on sale with at most this many units is low on stock (the portal's filter, dashboard and restock list). */
  low_stock_threshold: boundedInt("Low-stock threshold is a whole number of units", {
    min: 1,
    max: 100_000,
    tooSmall: "Low-stock threshold is at least 1 unit",
    tooLarge: "Low-stock threshold is at most 100000 units",
  }),
  /** The seller on GST tax invoices. */
  legal_name: text("Legal name", 200),
  /** Upper-cased; empty until the merchant has one (no invoices are issued without it). */
  gstin: z
    .string({ message: "GSTIN must be text" })
    .trim()
    .max(15, "A GSTIN has 15 characters")
    .transform((value) => value.toUpperCase())
    .superRefine((value, context) => {
      if (value === "") return;
      const check = checkGstin(value);
      if (!check.valid) context.addIssue({ code: "custom", message: check.message });
    }),
  registered_address: text("Registered address", 500),
  registered_state_code: z
    .string({ message: "Registered state must be text" })
    .refine((code) => code === "" || stateByGstCode(code) !== null, "Choose the state of the registered office"),
  invoice_prefix: z
    .string({ message: "Invoice prefix must be text" })
    .trim()
    .regex(INVOICE_PREFIX, INVOICE_PREFIX_MESSAGE),
  signatory_name: text("Signatory name", 100),
});

/** A GSTIN begins with the GST code of the state it is registered in. */
export const GSTIN_STATE_MESSAGE = "The GSTIN's first two digits must be the registered state's GST code";

export function gstinMatchesState(gstin: string, stateCode: string): boolean {
  return gstin === "" || stateCode === "" || gstin.slice(0, 2) === stateCode;
}

/** The rule "above an amount" needs the amount. */
export const COD_CONFIRMATION_AMOUNT_MESSAGE =
  "Enter the amount above which cash-on-delivery orders wait for confirmation";

export function codConfirmationComplete(rule: string, above: number | null): boolean {
  return rule !== "above_amount" || above !== null;
}

/** PATCH: any subset of the fields, and any subset of the policies. */
export const storeSettingsPatch = storeSettingsSchema
  .extend({ policies: storeSettingsSchema.shape.policies.partial() })
  .partial()
  .strict();

export type StoreSettingsInput = z.infer<typeof storeSettingsSchema>;
export type StoreSettingsPatch = z.infer<typeof storeSettingsPatch>;

/** Paragraphs are edited as one text, separated by blank lines. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** An amount as typed; empty becomes NaN so that a required amount is refused by name. */
const typedAmount = z.string().transform((text) => (text.trim() === "" ? Number.NaN : Number(text)));

/**
 * The settings form as typed (amounts as text, a policy's paragraphs as one text), checked by the
 * same rules as the API: it turns into `storeSettingsSchema`'s shape, then that schema decides.
 */
export const storeSettingsForm = z
  .object({
    company_name: z.string(),
    logo: z.string().nullable(),
    tagline: z.string(),
    slogan: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    free_shipping_threshold: typedAmount,
    shipping_fee: typedAmount,
    cod_enabled: z.boolean(),
    cod_max_amount: z.string().transform((text) => (text.trim() === "" ? null : Number(text))),
    cod_confirmation_rule: z.string(),
    cod_confirmation_above: z.string().transform((text) => (text.trim() === "" ? null : Number(text))),
    cod_confirmation_hours: typedAmount,
    tracking_url_template: z.string().nullable(),
    low_stock_threshold: typedAmount,
    legal_name: z.string(),
    gstin: z.string(),
    registered_address: z.string(),
    registered_state_code: z.string(),
    invoice_prefix: z.string(),
    signatory_name: z.string(),
    merchant_email: z.string(),
    cart_reminder_delay_minutes: typedAmount,
    cart_reminder_coupon: z.string(),
    policies: z.object(
      Object.fromEntries(
        POLICY_KEYS.map((key) => [
          key,
          z.object({ title: z.string(), updated: z.string(), body: z.string().transform(paragraphsOf) }),
        ]),
      ) as Record<
        PolicyKey,
        z.ZodObject<{
          title: z.ZodString;
          updated: z.ZodString;
          body: z.ZodPipe<z.ZodString, z.ZodTransform<string[], string>>;
        }>
      >,
    ),
  })
  .pipe(
    storeSettingsSchema.superRefine((settings, context) => {
      if (!gstinMatchesState(settings.gstin, settings.registered_state_code))
        context.addIssue({ code: "custom", path: ["gstin"], message: GSTIN_STATE_MESSAGE });
      if (!codConfirmationComplete(settings.cod_confirmation_rule, settings.cod_confirmation_above))
        context.addIssue({
          code: "custom",
          path: ["cod_confirmation_above"],
          message: COD_CONFIRMATION_AMOUNT_MESSAGE,
        });
    }),
  );

export type StoreSettingsDraft = z.input<typeof storeSettingsForm>;
