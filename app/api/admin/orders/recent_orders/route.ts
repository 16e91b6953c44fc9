import { z } from "zod";
import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { recentOrders } from "@/lib/server/orders/admin-queries";
import { boundedInt } from "@/lib/validation/primitives";

const Query = z.object({
  limit: boundedInt("limit is a whole number from 1 to 100", { min: 1, max: 100, fromText: true }).default(10),
});

export const GET = route({ auth: ADMINS, query: Query }, async ({ query }) => ({
  results: await recentOrders(query.limit),
}));
