import { z } from "zod";

/** GET /api/search/suggestions/ and /api/search/resolve/: `?q=` (anything else in the query is ignored). */
export const searchQuery = z.object({ q: z.string().max(200).catch("") }).loose();
