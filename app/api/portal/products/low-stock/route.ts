import { z } from "zod";
import { STAFF } from "@/lib/domain/principal";
import { listLowStockProducts } from "@/lib/server/catalog-management/products";
import { route } from "@/lib/server/route-handler/route";
import { paging } from "@/lib/validation/primitives";

/** The restock list: products on sale at or below the low-stock threshold, fewest units first -> { results, count, low_stock_threshold }. */
export const GET = route({ auth: STAFF, query: z.object(paging(20)) }, ({ query }) => listLowStockProducts(query));
