import "server-only";
import type { Actor } from "@/lib/domain/principal";
import { describeDeliveryEdit, type DeliveryDetails } from "@/lib/domain/order-edit";
import { editLockedMessage, isEditable } from "@/lib/domain/order-status";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import type { OrderEdit } from "@/lib/validation/orders/admin";
import { lockOrder } from "./release";

/**
 * Saves an edit under the order's lock (a shipment booked meanwhile wins); an order that has shipped
 * or closed keeps its details (409). A change is written to the order's history with who made it
 * and each field before and after.
 */
export async function editOrder(orderId: number, edit: OrderEdit, actor: Actor): Promise<void> {
  await db.$transaction(async (tx) => {
    if (!(await lockOrder(tx, orderId))) throw new AppError(404, "order_not_found", "Order not found");
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
    if (!isEditable(order.status)) throw new AppError(409, "order_locked", editLockedMessage(order.status));
    const after: DeliveryDetails = {
      recipientName: edit.recipient_name,
      recipientPhone: edit.recipient_phone,
      deliveryAddress: edit.delivery_address,
      deliveryApartment: edit.delivery_apartment || null,
      deliveryCity: edit.delivery_city,
      deliveryState: edit.delivery_state,
      deliveryPincode: edit.delivery_pincode,
      notes: edit.notes || null,
    };
    const change = describeDeliveryEdit(order, after);
    if (!change) return;
    await tx.order.update({ where: { id: orderId }, data: after });
    await tx.orderStatusHistory.create({
      data: {
        orderId,
        status: order.status,
        paymentStatus: order.paymentStatus,
        changedById: actor.staffId,
        changedByName: actor.name,
        notes: change,
      },
    });
  });
}
