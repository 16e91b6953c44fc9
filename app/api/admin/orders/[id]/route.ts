import { NextResponse } from "next/server";
import { adminRoute, orderIdOf, orderNotFound } from "@/lib/server/admin/http";
import { withTrackingUrl } from "@/lib/server/admin/tracking";
import { getAdminOrder } from "@/lib/server/orders/admin-queries";

type Context = { params: Promise<{ id: string }> };

/** One order with its items and history, plus the carrier's tracking link once shipped. */
export const GET = adminRoute<Context>(async (_request, _actor, { params }) => {
  const order = await getAdminOrder(orderIdOf((await params).id));
  if (!order) throw orderNotFound();
  return NextResponse.json(withTrackingUrl(order));
});
