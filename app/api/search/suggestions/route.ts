import { z } from "zod";
import { searchSuggestions } from "@/lib/server/catalog/suggestions";
import { route } from "@/lib/server/route-handler/route";
import { LIMITS, limitPerAddress } from "@/lib/server/security/rate-limit";

const Query = z.object({ q: z.string().max(200).catch("") }).loose();

/** GET /api/search/suggestions/?q= : up to 5 products for the header's live suggestions. */
export const GET = route({ query: Query }, async ({ query, request }) => {
  await limitPerAddress(LIMITS.searchSuggestionsPerIp, request.headers);
  return { results: await searchSuggestions(query.q) };
});
