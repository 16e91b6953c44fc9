import { STAFF } from "@/lib/domain/principal";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { adjustStock, listStockAdjustments } from "@/lib/server/catalog-management/stock";
import { stockAdjustment, stockHistoryQuery } from "@/lib/validation/catalog-management/products";

const productPath = recordPath("product_not_found", "Product not found");

/** The product's stock history, newest first -> { results, count }. */
export const GET = route(
  { endpoint: "portal.products.stockHistory", auth: STAFF, ...productPath, query: stockHistoryQuery },
  ({ params, query }) => listStockAdjustments(params.id, query),
);

/** `{ delta, reason, note? }`: a signed change; a count below zero is a 409 and changes nothing. */
export const POST = route(
  { endpoint: "portal.products.adjustStock", auth: STAFF, ...productPath, body: stockAdjustment, status: 201 },
  ({ params, body, staff }) => adjustStock(params.id, body, staff),
);
