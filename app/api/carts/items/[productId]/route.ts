import { z } from "zod";
import { removeItem, setItemQuantity } from "@/lib/server/cart/service";
import { route } from "@/lib/server/route-handler/route";
import { productIdSchema, setQuantitySchema } from "@/lib/validation/cart/items";

const params = z.object({ productId: productIdSchema });

/** Sets `{ quantity }` of one line; 0 or below removes it. */
export const PATCH = route(
  { endpoint: "cart.setQuantity", auth: "cart", params, body: setQuantitySchema },
  ({ owner, params, body }) => setItemQuantity(owner, { productId: params.productId, quantity: body.quantity }),
);

export const DELETE = route({ endpoint: "cart.removeItem", auth: "cart", params }, ({ owner, params }) =>
  removeItem(owner, params.productId),
);
