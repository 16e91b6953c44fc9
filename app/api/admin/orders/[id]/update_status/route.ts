import { NextResponse } from "next/server";
import { z } from "zod";
import { actionForStatus, ORDER_STATUSES } from "@/lib/domain/order-status";
import { adminRoute, orderIdOf, readBody } from "@/lib/server/admin/http";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { getAdminOrder } from "@/lib/server/orders/admin-queries";
import { ShopError } from "@/lib/server/orders/errors";

type Context = { params: Promise<{ id: string }> };

const Body = z.object({ new_status: z.enum(ORDER_STATUSES, "Choose a valid status"), notes: z.string().max(1000).optional().nullable() });

/** Moves an order to `new_status` through the action that leads there (the state machine decides). */
export const PATCH = adminRoute<Context>(async (request, actor, { params }) => {
  const orderId = orderIdOf((await params).id);
  const { new_status, notes } = await readBody(request, Body);
  const action = actionForStatus(new_status);
  if (!action) throw new ShopError(400, "invalid_status", "No action leads to this status.");
  await runOrderAction({ orderId, action, notes, actor });
  return NextResponse.json(await getAdminOrder(orderId));
});
