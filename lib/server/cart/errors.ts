import { lineLimitMessage, notEnoughStockMessage } from "@/lib/domain/cart-limits";
import { AppError } from "@/lib/server/errors";

/** Requests the cart cannot honour, with the HTTP status and message the shopper should see. */
export const lineNotFound = () => new AppError(404, "not_in_cart", "This product is not in your cart");
export const outOfStock = () => new AppError(409, "out_of_stock", "This product is out of stock");
export const notEnoughStock = (stock: number) => new AppError(409, "insufficient_stock", notEnoughStockMessage(stock));
export const lineLimitReached = (max: number) => new AppError(409, "quantity_limit", lineLimitMessage(max));
export const cartNotFound = () => new AppError(404, "cart_not_found", "Cart not found");
export const variantNotFound = () =>
  new AppError(404, "variant_not_found", "This size or option is not one of this product's");
export const variantUnavailable = () =>
  new AppError(409, "variant_unavailable", "This size or option is no longer sold");
export const variantRequired = () =>
  new AppError(422, "variant_required", "Your cart has more than one size of this product: say which one");
