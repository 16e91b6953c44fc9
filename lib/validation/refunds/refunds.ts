/** The admin's partial refund of an order (issue #29): lines and units, the shipping charge, or an amount. */
import { z } from "zod";
import { boundedInt, dbId, rupees } from "@/lib/validation/primitives";

const choice = z.discriminatedUnion("mode", [
  z.object({
    mode: z.literal("lines"),
    lines: z
      .array(
        z.object({
          item_id: dbId("Choose a line of this order"),
          quantity: boundedInt("Enter a whole number of units", { min: 0, max: 10_000 }),
        }),
      )
      .max(200),
    shipping: z.boolean().default(false),
  }),
  z.object({
    mode: z.literal("amount"),
    amount: rupees("The amount").refine((value) => value > 0, "The amount must be more than ₹0"),
  }),
]);

/** What a preview takes: the choice alone. */
export const refundPreviewBody = choice;

export const REFUND_METHODS = ["upi", "bank_transfer"] as const;

/**
 * A refund: the choice, the reason, whether refunded units go back in stock, a key the panel makes
 * once per confirmation (a second click or a retry with it refunds once), and for a cash-on-delivery
 * order how the merchant paid it (UPI or bank transfer) and its reference.
 */
export const refundCreateBody = z.intersection(
  choice,
  z.object({
    reason: z.string().trim().min(1, "A reason is required to refund an order.").max(500),
    restock: z.boolean().default(false),
    idempotency_key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, "idempotency_key must be 8 to 64 letters, digits, - or _"),
    paid_by: z.enum(REFUND_METHODS, "Choose UPI or bank transfer").optional(),
    reference: z.string().trim().max(100).optional(),
  }),
);

export type RefundCreateBody = z.output<typeof refundCreateBody>;
export type RefundPreviewBody = z.output<typeof refundPreviewBody>;
