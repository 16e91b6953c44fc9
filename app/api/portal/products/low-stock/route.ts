import { STAFF } from "@/lib/domain/principal";
import { listLowStockProducts } from "@/lib/server/catalog-management/products";
import { route } from "@/lib/server/route-handler/route";
import { lowStockQuery } from "@/lib/validation/catalog-management/products";

/** The restock list: products on sale at or below the low-stock threshold, fewest units first -> { results, count, low_stock_threshold }. */
export const GET = route({ endpoint: "portal.products.lowStock", auth: STAFF, query: lowStockQuery }, ({ query }) =>
  listLowStockProducts(query),
);
