import { handleCartRequest, parseBody, parseInput } from "@/lib/server/cart/http";
import { productIdSchema, setQuantitySchema } from "@/lib/server/cart/schemas";
import { removeItem, setItemQuantity } from "@/lib/server/cart/service";

type Context = { params: Promise<{ productId: string }> };

/** Sets `{ quantity }` of one line; 0 or below removes it. */
export function PATCH(request: Request, { params }: Context) {
  return handleCartRequest(request, async (owner) => {
    const productId = parseInput(productIdSchema, (await params).productId);
    const { quantity } = await parseBody(request, setQuantitySchema);
    return setItemQuantity(owner, { productId, quantity });
  });
}

export function DELETE(request: Request, { params }: Context) {
  return handleCartRequest(request, async (owner) => removeItem(owner, parseInput(productIdSchema, (await params).productId)));
}
