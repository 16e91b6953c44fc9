import { z } from "zod";
import { ADMINS } from "@/lib/domain/principal";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { getAdminOrder } from "@/lib/server/orders/admin-queries";

const Body = z.object({
  cancellation_reason: z
    .string("A reason is required to cancel an order.")
    .trim()
    .min(1, "A reason is required to cancel an order.")
    .max(500),
  /** Put the order's units back in stock; unset: back when the order never shipped. */
  restock: z.boolean("restock is true or false").optional(),
});

export const POST = route(
  { auth: ADMINS, ...recordPath("order_not_found", "Order not found"), body: Body },
  async ({ params, body, staff }) => {
    await runOrderAction({
      orderId: params.id,
      action: "cancel",
      notes: body.cancellation_reason,
      actor: staff,
      restock: body.restock,
    });
    return getAdminOrder(params.id);
  },
);
