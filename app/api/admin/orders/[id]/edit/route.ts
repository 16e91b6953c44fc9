import { NextResponse } from "next/server";
import { editOrder } from "@/lib/server/admin/edit-order";
import { orderEdit } from "@/lib/validation/admin-orders";
import { adminRoute, orderIdOf, readBody } from "@/lib/server/admin/http";
import { getAdminOrder } from "@/lib/server/orders/admin-queries";

type Context = { params: Promise<{ id: string }> };

/** Edits the delivery details and notes of an order that has not shipped. */
export const PATCH = adminRoute<Context>(async (request, _actor, { params }) => {
  const orderId = orderIdOf((await params).id);
  await editOrder(orderId, await readBody(request, orderEdit));
  return NextResponse.json(await getAdminOrder(orderId));
});
