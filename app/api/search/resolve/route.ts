import { resolveSearch } from "@/lib/server/catalog/suggestions";

/** GET /api/search/resolve/?q= : where a submitted search goes; 400 for an empty search. */
export async function GET(request: Request) {
  const href = await resolveSearch(new URL(request.url).searchParams.get("q") ?? "");
  if (!href) return Response.json({ error: "empty_query", message: "Please enter something to search for." }, { status: 400 });
  return Response.json({ href });
}
