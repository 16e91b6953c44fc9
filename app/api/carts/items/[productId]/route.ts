import { z } from "zod";
import { removeItem, setItemQuantity } from "@/lib/server/cart/service";
import { route } from "@/lib/server/route-handler/route";
import { cartLineQuery, productIdSchema, setQuantitySchema } from "@/lib/validation/cart/items";

const params = z.object({ productId: productIdSchema });

/** Sets `{ quantity }` of one line (`?variant=` names the size); 0 or below removes it. */
export const PATCH = route(
  { endpoint: "cart.setQuantity", auth: "cart", params, query: cartLineQuery, body: setQuantitySchema },
  ({ owner, params, query, body }) =>
    setItemQuantity(owner, { productId: params.productId, variantId: query.variant, quantity: body.quantity }),
);

/** Removes one variant's line (`?variant=`), or every line of the product. */
export const DELETE = route(
  { endpoint: "cart.removeItem", auth: "cart", params, query: cartLineQuery },
  ({ owner, params, query }) => removeItem(owner, { productId: params.productId, variantId: query.variant }),
);
