import "server-only";

/**
 * The stock level at or below which the merchant is told a product is running low. The
 * `low_stock_threshold` setting (default 10) arrives with another branch: this is the one place
 * that reads it, so the merge switches only this function to the setting.
 */
export async function lowStockThreshold(): Promise<number> {
  return 10;
}

