/** Returns (docs/returns.md): the shopper's request, the admin's decisions, inspection and refund, the policy. */
import { z } from "zod";
import { MAX_RETURN_PHOTOS } from "@/lib/domain/images";
import { RETURN_STATUSES, UPI_ID_PATTERN } from "@/lib/domain/returns";
import { REFUND_METHODS } from "@/lib/validation/refunds/refunds";
import { boundedInt, dbId, paging } from "@/lib/validation/primitives";

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`);

/** A shopper's return: lines and units, a reason from the policy's list, a note, and for COD the UPI ID to refund. */
export const returnCreateBody = z.object({
  lines: z
    .array(
      z.object({
        item_id: dbId("Choose an item of this order"),
        quantity: boundedInt("Enter a whole number of units", { min: 0, max: 10_000 }),
      }),
    )
    .min(1, "Choose at least one item to return.")
    .max(200),
  reason: text("The reason", 200).min(1, "Choose a reason for the return."),
  note: text("The note", 1000).default(""),
  upi_id: z
    .string({ message: "The UPI ID must be text" })
    .trim()
    .max(320)
    .refine((value) => value === "" || UPI_ID_PATTERN.test(value), "Enter a UPI ID such as name@okaxis.")
    .optional(),
  /** Site paths answered by the photo upload of this order (`/media/returns/...`), at most three. */
  photos: z
    .array(z.string({ message: "A photo must be the path its upload answered" }).max(200))
    .max(MAX_RETURN_PHOTOS, `Attach at most ${MAX_RETURN_PHOTOS} photos.`)
    .default([]),
});
export type ReturnCreateBody = z.output<typeof returnCreateBody>;

export const returnRejectBody = z.object({
  reason: text("The reason", 500).min(1, "Say why the return is rejected: the shopper is told."),
});

/** Inspection of a received return: per line, units back in stock as sellable and units written off as damaged. */
export const returnInspectBody = z.object({
  lines: z
    .array(
      z.object({
        line_id: dbId("Choose a line of this return"),
        restock: boundedInt("Enter a whole number of units", { min: 0, max: 10_000 }),
        write_off: boundedInt("Enter a whole number of units", { min: 0, max: 10_000 }),
      }),
    )
    .min(1)
    .max(200),
});
export type ReturnInspectBody = z.output<typeof returnInspectBody>;

/** The refund of a received return's lines: for cash on delivery, how it was paid and the reference (UTR). */
export const returnRefundBody = z.object({
  paid_by: z.enum(REFUND_METHODS, "Choose UPI or bank transfer").optional(),
  reference: text("The reference", 100).optional(),
});
export type ReturnRefundBody = z.output<typeof returnRefundBody>;

export const returnListQuery = z
  .object({
    status: z.enum(RETURN_STATUSES).optional(),
    q: text("The search", 100).optional(),
  })
  .extend(paging());
export type ReturnListQuery = z.output<typeof returnListQuery>;

export const returnPolicyBody = z
  .object({
    window_days: boundedInt("The return window is a whole number of days", {
      min: 0,
      max: 365,
      tooLarge: "The return window is at most 365 days",
    }),
    returnable_categories: z.array(text("A category", 100).min(1)).max(200),
    reasons: z
      .array(text("A reason", 200).min(1, "A reason cannot be empty"))
      .min(1, "Give at least one reason")
      .max(30),
  })
  .partial()
  .strict();
export type ReturnPolicyBody = z.output<typeof returnPolicyBody>;
