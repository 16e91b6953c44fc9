import { z } from "zod";
import { dbId } from "@/lib/validation/primitives";

/** POST /api/dashboard/ai/recommendations/: the health concerns the shopper chose in the chat. */
export const recommendationRequest = z.object({ tag_ids: z.array(dbId()).min(1).max(50) });
