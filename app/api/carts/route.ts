import { addItems, clearCart, getCart } from "@/lib/server/cart/service";
import { route } from "@/lib/server/route-handler/route";
import { addItemsSchema } from "@/lib/validation/cart/items";

/** The visitor's or customer's cart, priced from the database. */
export const GET = route({ endpoint: "cart.get", auth: "cart" }, ({ owner }) => getCart(owner));

/** SPEC.md section 7: adds every item of `{ items: [{ product, quantity }] }`, all or nothing. */
export const POST = route({ endpoint: "cart.addItems", auth: "cart", body: addItemsSchema }, ({ owner, body }) =>
  addItems(owner, body.items),
);

/** Empties the cart and removes its coupon. */
export const DELETE = route({ endpoint: "cart.clear", auth: "cart" }, ({ owner }) => clearCart(owner));
