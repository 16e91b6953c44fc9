import { listHealthTags } from "@/lib/server/content/health-assistant";

/** GET /api/dashboard/ai/health-tags/ : the chat assistant's health concerns (no authorization). */
export async function GET() {
  const tags = await listHealthTags();
  return Response.json({
    success: true,
    tags,
    message: tags.length ? `${tags.length} health concerns available` : "No health tags available",
  });
}
