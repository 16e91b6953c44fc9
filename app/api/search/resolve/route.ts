import { z } from "zod";
import { resolveSearch } from "@/lib/server/catalog/suggestions";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";

const Query = z.object({ q: z.string().max(200).catch("") }).loose();

/** GET /api/search/resolve/?q= : where a submitted search goes; 400 for an empty search. */
export const GET = route({ query: Query }, async ({ query }) => {
  const href = await resolveSearch(query.q);
  if (!href) throw new AppError(400, "empty_query", "Please enter something to search for.");
  return { href };
});
