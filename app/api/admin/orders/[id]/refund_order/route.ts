import { NextResponse } from "next/server";
import { z } from "zod";
import { adminRoute, orderIdOf, readBody } from "@/lib/server/admin/http";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { getAdminOrder } from "@/lib/server/orders/admin-queries";

type Context = { params: Promise<{ id: string }> };

const Body = z.object({ refund_reason: z.string("A reason is required to refund an order.").trim().min(1, "A reason is required to refund an order.").max(500) });

export const POST = adminRoute<Context>(async (request, actor, { params }) => {
  const orderId = orderIdOf((await params).id);
  const { refund_reason } = await readBody(request, Body);
  await runOrderAction({ orderId, action: "refund", notes: refund_reason, actor });
  return NextResponse.json(await getAdminOrder(orderId));
});
