import { z } from "zod";
import { productJson } from "@/lib/server/catalog/api";
import { getProduct } from "@/lib/server/catalog/product-detail";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";
import { idParam } from "@/lib/validation/primitives";

const params = z.object({ id: idParam("Product id must be a positive whole number.") });

/** GET /api/products/{id}/ */
export const GET = route(
  { endpoint: "products.get", params, refuse: { params: { code: "invalid_id" } } },
  async ({ params }) => {
    const product = await getProduct(params.id);
    if (!product) throw new AppError(404, "not_found", "Product not found");
    return productJson(product);
  },
);
