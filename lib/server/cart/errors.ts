/** A request the cart cannot honour, with the HTTP status and message the shopper should see. */
export class CartError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "CartError";
  }
}

export const productNotFound = () => new CartError(404, "product_not_found", "Product not found");
export const lineNotFound = () => new CartError(404, "not_in_cart", "This product is not in your cart");
export const outOfStock = () => new CartError(409, "out_of_stock", "This product is out of stock");
export const notEnoughStock = (stock: number) => new CartError(409, "insufficient_stock", `Only ${stock} left in stock`);
export const lineLimitReached = (max: number) =>
  new CartError(409, "quantity_limit", `You can order at most ${max} of a product`);
export const cartNotFound = () => new CartError(404, "cart_not_found", "Cart not found");
