import { z } from "zod";
import { dbId } from "@/lib/validation/primitives";

/** The orders whose labels or manifest are asked for: 1 to 100 order ids. */
export const shippingDocumentsBody = z.object({
  order_ids: z
    .array(dbId("order_ids must be valid order ids"))
    .min(1, "Select at least one order")
    .max(100, "At most 100 orders at a time"),
});
