import { z } from "zod";
import { productJson } from "@/lib/server/catalog/api";
import { listProducts, productQueryOf } from "@/lib/server/catalog/products";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";
import { listingApiParams, rawListingParams } from "@/lib/validation/catalog/listing";

const Query = z.preprocess((query) => rawListingParams(query as Record<string, string | string[]>), listingApiParams);

function invalidQuery(error: z.ZodError): AppError {
  const issue = error.issues[0];
  return new AppError(400, "invalid_query", `${issue.path.join(".")}: ${issue.message}`);
}

/** GET /api/products/?category=&search=&min_price=&max_price=&availability=&brand=&sort=&page=&page_size= */
export const GET = route(
  { endpoint: "products.list", query: Query, refuse: { query: invalidQuery } },
  async ({ query }) => {
    const page = await listProducts(productQueryOf(query));
    return { results: page.results.map(productJson), count: page.count, page: page.page, page_size: page.pageSize };
  },
);
