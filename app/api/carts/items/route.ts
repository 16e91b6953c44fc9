import { handleCartRequest, parseBody } from "@/lib/server/cart/http";
import { addItemSchema } from "@/lib/server/cart/schemas";
import { addItem } from "@/lib/server/cart/service";

/** Adds `{ product, quantity }` (quantity defaults to 1) to the cart. */
export function POST(request: Request) {
  return handleCartRequest(request, async (owner) => addItem(owner, await parseBody(request, addItemSchema)));
}
