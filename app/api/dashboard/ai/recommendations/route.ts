import { recommendProducts } from "@/lib/server/catalog/health-assistant";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";
import { LIMITS, limitPerAddress } from "@/lib/server/security/rate-limit";
import { recommendationRequest } from "@/lib/validation/catalog/health-assistant";

const noConcernChosen = () =>
  new AppError(
    400,
    "invalid_tag_ids",
    "Please select at least one health concern to get personalized Ayurvedic recommendations.",
    { success: false },
  );

/** POST /api/dashboard/ai/recommendations/ {tag_ids}: up to 3 products for the chosen health concerns (no authorization). */
export const POST = route(
  { endpoint: "assistant.recommendations", body: recommendationRequest, refuse: { body: noConcernChosen } },
  async ({ body, request }) => {
    await limitPerAddress(LIMITS.chatRecommendationsPerIp, request.headers);
    return { success: true as const, products: await recommendProducts(body.tag_ids) };
  },
);
