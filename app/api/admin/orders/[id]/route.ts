import { NextResponse } from "next/server";
import { adminRoute, orderIdOf } from "@/lib/server/admin/http";
import { getAdminOrder } from "@/lib/server/orders/admin-queries";
import { ShopError } from "@/lib/server/orders/errors";
import { carrier } from "@/lib/server/shipping/carrier";

type Context = { params: Promise<{ id: string }> };

/** One order with its items and history, plus the carrier's tracking link once shipped. */
export const GET = adminRoute<Context>(async (_request, _actor, { params }) => {
  const order = await getAdminOrder(orderIdOf((await params).id));
  if (!order) throw new ShopError(404, "order_not_found", "Order not found");
  const trackingUrl = order.tracking_number ? carrier().trackingUrl(order.tracking_number) : null;
  return NextResponse.json({ ...order, tracking_url: trackingUrl });
});
