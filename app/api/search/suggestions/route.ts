import { searchSuggestions } from "@/lib/server/catalog/suggestions";

/** GET /api/search/suggestions/?q= : up to 5 products for the header's live suggestions. */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams.get("q") ?? "";
  return Response.json({ results: await searchSuggestions(query) });
}
