import { z } from "zod";
import { MAX_EDIT_QUANTITY } from "@/lib/domain/order-edit";
import { indiaState, pincode, stateMatchingPincode } from "@/lib/validation/customers/address";

const id = z.number("Choose a line").int().positive();
const requiredText = (max: number) => z.string().trim().min(1, "Required").max(max);

/** Corrected delivery details (recipient, address, notes): the state must be the PIN code's (checked together). */
export const editedAddress = z
  .object({
    recipient_name: requiredText(100),
    recipient_phone: z
      .string()
      .trim()
      .regex(/^\+?\d{10,13}$/, "Enter a valid phone number"),
    delivery_address: requiredText(300),
    delivery_apartment: z.string().trim().max(100).default(""),
    delivery_city: requiredText(100),
    delivery_state: indiaState,
    delivery_pincode: pincode,
    /** The order's delivery notes; left out, they stay as they are. */
    notes: z.string().trim().max(1000).optional(),
  })
  .superRefine(stateMatchingPincode("delivery_state", "delivery_pincode"));

/**
 * A staff edit of an order's lines and address before it ships (docs/order-operations.md "Order
 * edits"): made on `version` (the order's version the screen showed; another edit since is a 409).
 */
export const orderLinesEdit = z.object({
  version: z.number().int().min(0),
  quantities: z
    .array(z.object({ item_id: id, quantity: z.number().int().min(0).max(MAX_EDIT_QUANTITY) }))
    .max(100)
    .default([]),
  remove: z.array(id).max(100).default([]),
  add: z
    .array(z.object({ variant_id: id, quantity: z.number().int().min(1).max(MAX_EDIT_QUANTITY) }))
    .max(20)
    .default([]),
  address: editedAddress.nullish(),
  reason: z.string().trim().max(300).default(""),
});

export type OrderLinesEdit = z.output<typeof orderLinesEdit>;
export type OrderLinesEditInput = z.input<typeof orderLinesEdit>;

/** The admin's product/variant picker: variants whose product or SKU matches. */
export const variantSearch = z.object({ q: z.string().trim().min(1).max(100) });
