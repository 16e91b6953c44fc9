import { addItem } from "@/lib/server/cart/service";
import { route } from "@/lib/server/route-handler/route";
import { addItemSchema } from "@/lib/validation/cart/items";

/** Adds `{ product, quantity }` (quantity defaults to 1) to the cart. */
export const POST = route({ endpoint: "cart.addItem", auth: "cart", body: addItemSchema }, ({ owner, body }) =>
  addItem(owner, body),
);
