import { lineLimitMessage, notEnoughStockMessage } from "@/lib/domain/cart-limits";
import { AppError } from "@/lib/server/errors";

/** Requests the cart cannot honour, with the HTTP status and message the shopper should see. */
export const lineNotFound = () => new AppError(404, "not_in_cart", "This product is not in your cart");
export const outOfStock = () => new AppError(409, "out_of_stock", "This product is out of stock");
export const notEnoughStock = (stock: number) => new AppError(409, "insufficient_stock", notEnoughStockMessage(stock));
export const lineLimitReached = (max: number) => new AppError(409, "quantity_limit", lineLimitMessage(max));
export const cartNotFound = () => new AppError(404, "cart_not_found", "Cart not found");
