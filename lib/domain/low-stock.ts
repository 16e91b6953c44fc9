/**
 * The products an order took from above the low-stock threshold to at or below it: the merchant is
 * told once, when a product crosses, not on every later order. `stockLeft` is the stock after the
 * order, `quantity` what the order took.
 */
export function crossedLowStock(
  lines: readonly { productId: number; stockLeft: number; quantity: number }[],
  threshold: number,
): number[] {
  return lines
    .filter((line) => line.stockLeft <= threshold && line.stockLeft + line.quantity > threshold)
    .map((line) => line.productId);
}
