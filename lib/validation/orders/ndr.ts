/** Undelivered parcels (NDR): the staff's answer and the NDR queue's filters (docs/ndr-rto.md). */
import { z } from "zod";
import { PAYMENT_METHODS } from "@/lib/domain/order-status";
import { NDR_ACTIONS } from "@/lib/domain/rto";
import { shopDay } from "@/lib/domain/shop-days";
import { indianMobile } from "@/lib/validation/customers/address";
import { ADMIN_PAGE_SIZE, boundedInt, calendarDay, paging } from "@/lib/validation/primitives";

const blankToUndefined = z.literal("").transform(() => undefined);

/** Re-attempt (with a note, a new phone or a date) or return to origin; `attempt`: the attempt staff saw. */
export const ndrActionBody = z
  .object({
    action: z.enum(NDR_ACTIONS, "Choose re-attempt or return"),
    note: z.string().trim().max(300).default(""),
    phone: indianMobile.optional().or(blankToUndefined),
    date: calendarDay().optional().or(blankToUndefined),
    attempt: boundedInt("attempt must be a whole number", { min: 1, max: 100 }).optional(),
  })
  .superRefine((body, context) => {
    if (body.date && body.date < shopDay(new Date()))
      context.addIssue({ code: "custom", path: ["date"], message: "Choose today or a later day" });
  });
export type NdrActionBody = z.output<typeof ndrActionBody>;

export const NDR_QUEUE_STATES = ["waiting", "reattempt", "return", "all"] as const;

const optionalText = z.string().trim().max(100).optional().or(blankToUndefined);

/** The NDR queue's filters, from the query string (the screen keeps them in the URL). */
export const ndrQueueQuery = z.object({
  state: z
    .enum(NDR_QUEUE_STATES)
    .default("waiting")
    .or(blankToUndefined.transform(() => "waiting" as const)),
  payment_method: z.enum(PAYMENT_METHODS).optional().or(blankToUndefined),
  reason: optionalText,
  search: optionalText,
  ...paging(ADMIN_PAGE_SIZE),
});
export type NdrQueueQuery = z.output<typeof ndrQueueQuery>;

/**
 * The shopper's answer to a failed delivery attempt on their order page: "Deliver again" on a day
 * (today or later), optionally a new phone and a line to add to the address (docs/ndr-rto.md).
 */
export const shopperNdrAnswerBody = z
  .object({
    attempt: boundedInt("attempt must be a whole number", { min: 1, max: 100 }),
    date: calendarDay(),
    phone: indianMobile.optional().or(blankToUndefined),
    address_line: z.string().trim().max(150, "Keep the address line within 150 characters").optional(),
  })
  .superRefine((body, context) => {
    if (body.date < shopDay(new Date()))
      context.addIssue({ code: "custom", path: ["date"], message: "Choose today or a later day" });
  });
export type ShopperNdrAnswerBody = z.output<typeof shopperNdrAnswerBody>;
