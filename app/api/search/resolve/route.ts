import { resolveSearch } from "@/lib/server/catalog/suggestions";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";
import { searchQuery } from "@/lib/validation/catalog/search";

/** GET /api/search/resolve/?q= : where a submitted search goes; 400 for an empty search. */
export const GET = route({ endpoint: "search.resolve", query: searchQuery }, async ({ query }) => {
  const href = await resolveSearch(query.q);
  if (!href) throw new AppError(400, "empty_query", "Please enter something to search for.");
  return { href };
});
