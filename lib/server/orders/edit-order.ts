import "server-only";
import { editLockedMessage, isEditable } from "@/lib/domain/order-status";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import type { OrderEdit } from "@/lib/validation/admin-orders";

/** Saves an edit; an order that has shipped or closed keeps its details (409). */
export async function editOrder(orderId: number, edit: OrderEdit): Promise<void> {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { status: true } });
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  if (!isEditable(order.status)) throw new AppError(409, "order_locked", editLockedMessage(order.status));
  await db.order.update({
    where: { id: orderId },
    data: {
      recipientName: edit.recipient_name, recipientPhone: edit.recipient_phone, deliveryAddress: edit.delivery_address,
      deliveryApartment: edit.delivery_apartment || null, deliveryCity: edit.delivery_city, deliveryState: edit.delivery_state,
      deliveryPincode: edit.delivery_pincode, notes: edit.notes || null,
    },
  });
}
