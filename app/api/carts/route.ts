import { handleCartRequest, parseBody } from "@/lib/server/cart/http";
import { addItemsSchema } from "@/lib/server/cart/schemas";
import { addItems, clearCart, getCart } from "@/lib/server/cart/service";

/** The visitor's or customer's cart, priced from the database. */
export function GET(request: Request) {
  return handleCartRequest(request, (owner) => getCart(owner));
}

/** SPEC.md section 7: adds every item of `{ items: [{ product, quantity }] }`, all or nothing. */
export function POST(request: Request) {
  return handleCartRequest(request, async (owner) => addItems(owner, (await parseBody(request, addItemsSchema)).items));
}

/** Empties the cart and removes its coupon. */
export function DELETE(request: Request) {
  return handleCartRequest(request, (owner) => clearCart(owner));
}
