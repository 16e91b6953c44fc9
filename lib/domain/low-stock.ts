/**
 * The lines that went from above the low-stock threshold to at or below it: the merchant is told
 * once, when a variant (or a product) crosses, not on every later order. `stockLeft` is the stock
 * after the change, `quantity` what it took (negative for a rise, which never crosses).
 */
export function crossedLowStock<T extends { stockLeft: number; quantity: number }>(
  lines: readonly T[],
  threshold: number,
): T[] {
  return lines.filter((line) => line.stockLeft <= threshold && line.stockLeft + line.quantity > threshold);
}

/** A low-stock job's ids from the variants that crossed: their products (once each, for old readers) and the variants. */
export function lowStockIds(crossed: readonly { productId: number; variantId: number }[]): {
  productIds: number[];
  variantIds: number[];
} {
  return {
    productIds: [...new Set(crossed.map((line) => line.productId))],
    variantIds: [...new Set(crossed.map((line) => line.variantId))],
  };
}
