import { z } from "zod";
import { recommendProducts, UnknownHealthTagsError } from "@/lib/server/content/health-assistant";

const bodySchema = z.object({ tag_ids: z.array(z.number().int().positive()).min(1).max(50) });

function badRequest(error: string, message: string) {
  return Response.json({ success: false, error, message }, { status: 400 });
}

/** POST /api/dashboard/ai/recommendations/ {tag_ids}: up to 3 products for the chosen health concerns (no authorization). */
export async function POST(request: Request) {
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return badRequest("invalid_tag_ids", "Please select at least one health concern to get personalized Ayurvedic recommendations.");
  }
  try {
    return Response.json({ success: true, products: await recommendProducts(parsed.data.tag_ids) });
  } catch (error) {
    if (error instanceof UnknownHealthTagsError) return badRequest("unknown_health_tags", error.message);
    throw error;
  }
}
