import { NextResponse } from "next/server";
import { z } from "zod";
import { adminRoute, orderIdOf, readBody } from "@/lib/server/admin/http";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { getAdminOrder } from "@/lib/server/orders/admin-queries";

type Context = { params: Promise<{ id: string }> };

const Body = z.object({ cancellation_reason: z.string("A reason is required to cancel an order.").trim().min(1, "A reason is required to cancel an order.").max(500) });

export const POST = adminRoute<Context>(async (request, actor, { params }) => {
  const orderId = orderIdOf((await params).id);
  const { cancellation_reason } = await readBody(request, Body);
  await runOrderAction({ orderId, action: "cancel", notes: cancellation_reason, actor });
  return NextResponse.json(await getAdminOrder(orderId));
});
