/** Most of one product a single cart line may hold. */
export const MAX_LINE_QUANTITY = 99;
const MIN_QUANTITY = 1;

/** The most one line may hold of a product with `stock` left: the stock, at most the line limit (never below 1). */
export function maxLineQuantity(stock: number): number {
  return Math.max(MIN_QUANTITY, Math.min(stock, MAX_LINE_QUANTITY));
}

export const notEnoughStockMessage = (stock: number) => `Only ${stock} left in stock`;
export const lineLimitMessage = (max: number = MAX_LINE_QUANTITY) => `You can order at most ${max} of a product`;

/**
 * What a quantity typed on the product page may be (issue 16, defect 9): at least 1, at most the stock
 * and the line limit, with the reason in the server's own words when it was brought down. `stock` 0
 * (sold out) keeps 1: the page disables its controls instead.
 */
export function capQuantity(requested: number, stock: number): { quantity: number; message: string | null } {
  const wanted = Number.isFinite(requested) ? Math.max(MIN_QUANTITY, Math.floor(requested)) : MIN_QUANTITY;
  const cap = maxLineQuantity(stock);
  if (wanted <= cap) return { quantity: wanted, message: null };
  return { quantity: cap, message: stock < MAX_LINE_QUANTITY ? notEnoughStockMessage(stock) : lineLimitMessage() };
}
