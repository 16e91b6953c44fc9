import "server-only";
import { shopDay } from "@/lib/domain/shop-days";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import type { Carrier } from "./carrier";
import { carrier as defaultCarrier } from "./configured-carrier";
import type { ShipmentDocumentLine } from "./documents-pdf";

export type ShippingDocumentKind = "labels" | "manifest";

const SHIPPED_OR_BOOKED = ["created", "picked_up", "in_transit", "out_for_delivery"] as const;

/**
 * The labels, or the manifest, of the selected orders' shipments as one PDF, from the carrier that
 * booked them (Shiprocket's own documents, or the shop's for the manual carrier). Every selected
 * order must have a booked shipment not yet delivered, returned or cancelled, with the carrier in
 * use: otherwise a 422 names the orders and nothing is made.
 */
export async function shippingDocument(
  kind: ShippingDocumentKind,
  orderIds: number[],
  carrier: Carrier = defaultCarrier(),
): Promise<{ pdf: Buffer; filename: string }> {
  const orders = await db.order.findMany({
    where: { id: { in: orderIds } },
    include: { shipment: true },
    orderBy: { id: "asc" },
  });
  const missing = orderIds.filter((id) => !orders.some((order) => order.id === id));
  if (missing.length) throw new AppError(404, "order_not_found", `Order not found: ${missing.join(", ")}`);
  const unbooked = orders.filter(
    (order) =>
      !order.shipment?.trackingNumber || !(SHIPPED_OR_BOOKED as readonly string[]).includes(order.shipment.status),
  );
  if (unbooked.length) {
    throw new AppError(
      422,
      "no_shipment",
      `No shipment to ${kind === "labels" ? "label" : "hand over"} for ${unbooked.map((order) => order.orderNumber).join(", ")}: create the shipment first (delivered, returned and cancelled ones are left out).`,
    );
  }
  const elsewhere = orders.filter((order) => order.shipment!.carrier !== carrier.name);
  if (elsewhere.length) {
    throw new AppError(
      422,
      "other_carrier",
      `${elsewhere.map((order) => order.orderNumber).join(", ")} shipped with another carrier (${elsewhere[0].shipment!.carrier}) than the one in use (${carrier.name}).`,
    );
  }
  const lines: ShipmentDocumentLine[] = orders.map((order) => {
    const shipment = order.shipment!;
    return {
      orderNumber: order.orderNumber,
      invoiceNumber: shipment.invoiceNumber,
      trackingNumber: shipment.trackingNumber!,
      courierName: shipment.courierName,
      carrierOrderId: shipment.carrierOrderId,
      carrierShipmentId: shipment.carrierShipmentId,
      recipient: {
        name: order.recipientName,
        phone: order.recipientPhone,
        address: order.deliveryAddress,
        apartment: order.deliveryApartment,
        city: order.deliveryCity,
        state: order.deliveryState,
        pincode: order.deliveryPincode,
      },
      paymentMethod: order.paymentMethod,
      collect:
        order.paymentMethod === "cod"
          ? order.paymentStatus !== "paid"
            ? order.total
            : 0
          : order.balanceCollectedAt
            ? 0
            : order.balanceOnDelivery,
      weightGrams: shipment.weightGrams,
    };
  });
  const store = await db.storeSettings.findUnique({
    where: { id: 1 },
    select: { companyName: true, address: true, phone: true },
  });
  const sender = { name: store?.companyName ?? "", address: store?.address ?? "", phone: store?.phone ?? "" };
  const pdf = kind === "labels" ? await carrier.labels(lines, sender) : await carrier.manifest(lines, sender);
  return { pdf, filename: `${kind}_${shopDay(new Date())}.pdf` };
}
