import { z } from "zod";

/** The shopper's choice for each consent purpose (lib/domain/consent.ts). */
export const consentChoicesSchema = z.object({
  order_updates_whatsapp: z.boolean(),
  marketing_email: z.boolean(),
  marketing_whatsapp: z.boolean(),
});
export type ConsentChoices = z.infer<typeof consentChoicesSchema>;

/** PUT /api/customer/consents: some choices, and where the shopper made them. */
export const consentUpdateSchema = z.object({
  source: z.enum(["checkout", "sign_up", "preferences"], { message: "source: checkout, sign_up or preferences" }),
  consents: consentChoicesSchema
    .partial()
    .strict()
    .refine((choices) => Object.keys(choices).length > 0, "Give at least one consent choice"),
});
export type ConsentUpdate = z.infer<typeof consentUpdateSchema>;
