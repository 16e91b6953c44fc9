import { searchSuggestions } from "@/lib/server/catalog/suggestions";
import { route } from "@/lib/server/route-handler/route";
import { LIMITS, limitPerAddress } from "@/lib/server/security/rate-limit";
import { searchQuery } from "@/lib/validation/catalog/search";

/** GET /api/search/suggestions/?q= : up to 5 products for the header's live suggestions. */
export const GET = route({ endpoint: "search.suggestions", query: searchQuery }, async ({ query, request }) => {
  await limitPerAddress(LIMITS.searchSuggestionsPerIp, request.headers);
  return { results: await searchSuggestions(query.q) };
});
