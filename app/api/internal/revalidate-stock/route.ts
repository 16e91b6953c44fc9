import { revalidateStock } from "@/lib/server/cache/revalidate";
import { route } from "@/lib/server/route-handler/route";
import { revalidateStockSchema } from "@/lib/validation/cache/revalidate-stock";

/**
 * POST /api/internal/revalidate-stock/: the `revalidate-stock` job (lib/server/jobs/worker.ts) asks
 * its own app server to revalidate what an order's stock moves change, as a request would have done
 * (the expiry of unpaid orders runs outside any request). Only this process may call it (403 for
 * anyone else; deploy/nginx.conf does not pass it on).
 */
export const POST = route(
  { endpoint: "internal.revalidateStock", auth: "own-server", body: revalidateStockSchema },
  async ({ body }) => {
    revalidateStock(body);
    return { revalidated: body.moved.length };
  },
);
