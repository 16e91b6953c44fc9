import { z } from "zod";
import { revalidateStock } from "@/lib/server/cache/revalidate";
import { route } from "@/lib/server/route-handler/route";
import { dbId } from "@/lib/validation/primitives";

const productIds = z.array(dbId("Product ids must be positive whole numbers.")).max(10_000);
const body = z.object({ moved: productIds, availabilityChanged: productIds });

/**
 * POST /api/internal/revalidate-stock/: the `revalidate-stock` job (lib/server/jobs/worker.ts) asks
 * its own app server to revalidate what an order's stock moves change, as a request would have done
 * (the expiry of unpaid orders runs outside any request). Only this process may call it (403 for
 * anyone else; deploy/nginx.conf does not pass it on).
 */
export const POST = route({ auth: "own-server", body }, async ({ body }) => {
  revalidateStock(body);
  return { revalidated: body.moved.length };
});
