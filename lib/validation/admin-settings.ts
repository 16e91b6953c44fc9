import { z } from "zod";
import type { PolicyKey } from "@/lib/content/policies";
import { rupees } from "./primitives";

export const POLICY_KEYS = ["shipping", "cancellation", "terms", "privacy", "contact"] as const satisfies readonly PolicyKey[];


const text = (label: string, max: number) => z.string({ message: `${label} must be text` }).trim().max(max, `${label} is at most ${max} characters`);

const policy = z.object({
  title: text("Policy title", 100).min(1, "Every policy needs a title"),
  updated: text("Policy date", 40),
  body: z.array(text("A policy paragraph", 5000).min(1, "Policy paragraphs cannot be empty")).min(1, "Every policy needs some text").max(50, "A policy has at most 50 paragraphs"),
});

/** The merchant's settings as `/admin/settings` edits them; amounts in rupees (stored in paise). */
export const storeSettingsSchema = z.object({
  company_name: text("Company name", 100).min(1, "Company name is required"),
  logo: text("Logo URL", 500)
    .refine((value) => value === "" || /^https?:\/\/\S+$/.test(value) || /^\/\S*$/.test(value), "Logo must be an http(s) address or a path starting with /")
    .transform((value) => value || null)
    .nullable(),
  tagline: text("Tagline", 100),
  slogan: text("Slogan", 200),
  email: z.union([z.literal(""), z.string().trim().email("Enter a valid email address").max(200)]),
  phone: text("Phone", 20).refine((value) => value === "" || /^\+?[\d\s-]{7,20}$/.test(value), "Enter a valid phone number"),
  address: text("Address", 500),
  free_shipping_threshold: rupees("Free-shipping threshold"),
  shipping_fee: rupees("Shipping fee"),
  cod_enabled: z.boolean({ message: "Cash on delivery must be on or off" }),
  cod_max_amount: rupees("Cash on delivery limit").nullable(),
  /** The manual carrier's tracking link: the courier's tracking page with {awb} where the AWB goes. */
  tracking_url_template: text("Tracking link", 500)
    .refine((value) => value === "" || (/^https:\/\/\S+$/.test(value) && value.includes("{awb}")), "The tracking link is an https address containing {awb}")
    .transform((value) => value || null)
    .nullable(),
  /** Where the shop's own notices go (new orders, low stock, failed jobs); empty sends none. */
  merchant_email: z.union([z.literal(""), z.string().trim().email("Enter a valid email address for notices").max(200, "The notices address is at most 200 characters")]),
  policies: z.object(Object.fromEntries(POLICY_KEYS.map((key) => [key, policy])) as Record<PolicyKey, typeof policy>),
});

/** PATCH: any subset of the fields, and any subset of the policies. */
export const storeSettingsPatch = storeSettingsSchema
  .extend({ policies: storeSettingsSchema.shape.policies.partial() })
  .partial()
  .strict();

export type StoreSettingsInput = z.infer<typeof storeSettingsSchema>;
export type StoreSettingsPatch = z.infer<typeof storeSettingsPatch>;

/** Paragraphs are edited as one text, separated by blank lines. */
const paragraphsOf = (text: string) => text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);

/** An amount as typed; empty becomes NaN so that a required amount is refused by name. */
const typedAmount = z.string().transform((text) => (text.trim() === "" ? Number.NaN : Number(text)));

/**
 * The settings form as typed (amounts as text, a policy's paragraphs as one text), checked by the
 * same rules as the API: it turns into `storeSettingsSchema`'s shape, then that schema decides.
 */
export const storeSettingsForm = z
  .object({
    company_name: z.string(), logo: z.string().nullable(), tagline: z.string(), slogan: z.string(), email: z.string(), phone: z.string(), address: z.string(),
    free_shipping_threshold: typedAmount,
    shipping_fee: typedAmount,
    cod_enabled: z.boolean(),
    cod_max_amount: z.string().transform((text) => (text.trim() === "" ? null : Number(text))),
    tracking_url_template: z.string().nullable(),
    merchant_email: z.string(),
    policies: z.object(Object.fromEntries(POLICY_KEYS.map((key) => [key, z.object({ title: z.string(), updated: z.string(), body: z.string().transform(paragraphsOf) })])) as Record<PolicyKey, z.ZodObject<{ title: z.ZodString; updated: z.ZodString; body: z.ZodPipe<z.ZodString, z.ZodTransform<string[], string>> }>>),
  })
  .pipe(storeSettingsSchema);

export type StoreSettingsDraft = z.input<typeof storeSettingsForm>;
