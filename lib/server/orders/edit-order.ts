import "server-only";
import { z } from "zod";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";

const text = (max: number) => z.string().trim().min(1, "Required").max(max);

/** The delivery details and notes an admin may change before an order ships. */
export const orderEdit = z.object({
  recipient_name: text(100),
  recipient_phone: z.string().trim().regex(/^\+?\d{10,13}$/, "Enter a valid phone number"),
  delivery_address: text(300),
  delivery_apartment: z.string().trim().max(100).default(""),
  delivery_city: text(100),
  delivery_state: text(100),
  delivery_pincode: z.string().trim().regex(/^\d{6}$/, "Enter a valid 6-digit pincode"),
  notes: z.string().trim().max(1000).default(""),
});

export type OrderEdit = z.infer<typeof orderEdit>;

const LOCKED = new Set(["shipped", "delivered", "cancelled", "refunded"]);

/** Saves an edit; an order that has shipped or closed keeps its details (409). */
export async function editOrder(orderId: number, edit: OrderEdit): Promise<void> {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { status: true } });
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  if (LOCKED.has(order.status)) throw new AppError(409, "order_locked", `An order that is ${order.status} can no longer be edited.`);
  await db.order.update({
    where: { id: orderId },
    data: {
      recipientName: edit.recipient_name, recipientPhone: edit.recipient_phone, deliveryAddress: edit.delivery_address,
      deliveryApartment: edit.delivery_apartment || null, deliveryCity: edit.delivery_city, deliveryState: edit.delivery_state,
      deliveryPincode: edit.delivery_pincode, notes: edit.notes || null,
    },
  });
}
