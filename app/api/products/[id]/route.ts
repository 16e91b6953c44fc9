import { productJson, jsonError } from "@/lib/server/catalog/api";
import { getProduct } from "@/lib/server/catalog/product-detail";

/** GET /api/products/{id}/ */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,10}$/.test(id)) return jsonError(400, "invalid_id", "Product id must be a positive whole number.");
  const product = await getProduct(Number(id));
  if (!product) return jsonError(404, "not_found", "Product not found");
  return Response.json(productJson(product));
}
