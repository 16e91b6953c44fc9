import { z } from "zod";
import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/http/route";
import { recentOrders } from "@/lib/server/orders/admin-queries";

const Query = z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) });

export const GET = route({ auth: ADMINS, query: Query }, async ({ query }) => ({ results: await recentOrders(query.limit) }));
