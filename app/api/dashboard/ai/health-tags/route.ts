import { listHealthTags } from "@/lib/server/catalog/health-assistant";
import { route } from "@/lib/server/route-handler/route";

/** GET /api/dashboard/ai/health-tags/ : the chat assistant's health concerns (no authorization). */
export const GET = route({ endpoint: "assistant.healthTags" }, async () => {
  const tags = await listHealthTags();
  return {
    success: true as const,
    tags,
    message: tags.length ? `${tags.length} health concerns available` : "No health tags available",
  };
});
