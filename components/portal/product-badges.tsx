import Link from "next/link";
import { StatusBadge } from "@/components/ui/status-badge";
import type { PortalProductJson } from "@/lib/server/catalog-management/products";
import { stockLevel } from "@/lib/validation/portal-products";

const STOCK_BADGES = { out: "out of stock", low: "low stock" } as const;

/** The count, with a badge when it is low (at or below the merchant's `threshold`, when known) or gone. */
export function StockCell({ stock, threshold }: { stock: number; threshold: number | undefined }) {
  const level = stockLevel(stock, threshold ?? 0);
  return (
    <span className="inline-flex items-center gap-2">
      <span className="tabular-nums">{stock}</span>
      {level !== "in-stock" && <StatusBadge status={STOCK_BADGES[level]} />}
    </span>
  );
}

/** Whether shoppers can buy it: available, unavailable (listed, not for sale) or archived (gone from the shop). */
export function SaleStatusBadge({ product }: { product: Pick<PortalProductJson, "archived" | "available"> }) {
  return <StatusBadge status={product.archived ? "archived" : product.available ? "available" : "unavailable"} />;
}

/** A product's name, linked to its portal page, over its SKU: the first cell of the portal's product tables. */
export function ProductNameCell({ product }: { product: Pick<PortalProductJson, "id" | "name" | "sku"> }) {
  return (
    <span className="block text-left">
      <Link href={`/portal/products/${product.id}`} className="font-medium text-brand-900 hover:underline">
        {product.name}
      </Link>
      <span className="block font-mono text-xs text-stone-500">{product.sku}</span>
    </span>
  );
}
