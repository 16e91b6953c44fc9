import { z } from "zod";
import { searchSuggestions } from "@/lib/server/catalog/suggestions";
import { route } from "@/lib/server/http/route";

const Query = z.object({ q: z.string().max(200).catch("") }).loose();

/** GET /api/search/suggestions/?q= : up to 5 products for the header's live suggestions. */
export const GET = route({ query: Query }, async ({ query }) => ({ results: await searchSuggestions(query.q) }));
