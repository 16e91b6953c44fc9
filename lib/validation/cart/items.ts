import { z } from "zod";
import { MAX_LINE_QUANTITY } from "@/lib/domain/cart-limits";
import { boundedInt, dbId } from "@/lib/validation/primitives";

const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

/** A product id, as a number or as digits (path segments and older clients send text). */
export const productIdSchema = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: "Invalid product id" })
  .pipe(dbId("Invalid product id"));

const addQuantity = boundedInt(QUANTITY_MESSAGE, { min: 1, max: MAX_LINE_QUANTITY }).default(1);

export const addItemSchema = z
  .object({
    product: productIdSchema,
    quantity: addQuantity,
    variant_id: z.coerce.number().int().positive().optional(),
  })
  .transform(({ product, quantity, variant_id }) => ({ productId: product, variantId: variant_id, quantity }));

/** SPEC.md section 7: POST /api/carts/ with items: [{product, quantity}]. */
export const addItemsSchema = z.object({
  items: z.array(addItemSchema, { error: "items must be a list" }).min(1, "Add at least one item").max(100),
});

/**
 * Which line of a product PATCH/DELETE /api/carts/items/:productId/ means: `?variant=` names one size; without it,
 * the product's only line (a PATCH when the cart holds two sizes of it is refused) or, for DELETE, all its lines.
 */
export const cartLineQuery = z.object({
  variant: dbId("Invalid variant id", { fromText: true }).optional(),
});

/** 0 or below removes the line. */
export const setQuantitySchema = z.object({
  quantity: boundedInt(`Quantity must be a whole number up to ${MAX_LINE_QUANTITY}`, { max: MAX_LINE_QUANTITY }),
});

/** POST /api/carts/coupon/: the code to apply (one coupon per cart). */
export const applyCouponSchema = z.object({ code: z.string().trim().min(1, "Please enter a coupon code").max(64) });
