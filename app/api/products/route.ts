import { productJson, jsonError } from "@/lib/server/catalog/api";
import { listProducts } from "@/lib/server/catalog/products";
import { listingApiParams, rawListingParams } from "@/lib/validation/catalog";

/** GET /api/products/?category=&search=&min_price=&max_price=&availability=&brand=&sort=&page=&page_size= */
export async function GET(request: Request) {
  const parsed = listingApiParams.safeParse(rawListingParams(new URL(request.url).searchParams));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return jsonError(400, "invalid_query", `${issue.path.join(".")}: ${issue.message}`);
  }
  const query = parsed.data;
  const page = await listProducts({
    category: query.category, search: query.search, minPrice: query.min_price, maxPrice: query.max_price,
    availability: query.availability, brands: query.brand, sort: query.sort, page: query.page, pageSize: query.page_size,
  });
  return Response.json({ results: page.results.map(productJson), count: page.count, page: page.page, page_size: page.pageSize });
}
