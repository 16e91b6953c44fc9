import { z } from "zod";
import { ORDER_ACTIONS } from "@/lib/domain/order-status";
import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { previewAction } from "@/lib/server/orders/action-preview";
import { dbId } from "@/lib/validation/primitives";

const id = dbId("order_ids must be order ids", { fromText: true });
const Query = z.object({
  action: z.enum(ORDER_ACTIONS, "Choose a valid action"),
  /** Comma-separated (`order_ids=4,7,9`) or repeated. */
  order_ids: z
    .union([z.string(), z.array(z.string())], "Select at least one order")
    .transform((value): unknown[] =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(","))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(id).min(1, "Select at least one order").max(100, "At most 100 orders at once")),
});

/**
 * What an action would do now to each order, before the admin confirms it: which orders it applies
 * to (the others with the reason), their order numbers and the amount refunded to online payments.
 */
export const GET = route({ auth: ADMINS, query: Query }, ({ query }) => previewAction(query.order_ids, query.action));
