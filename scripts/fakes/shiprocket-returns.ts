/**
 * The fake Shiprocket's return (reverse pickup) orders, as the real API takes them
 * (openapi shiprocket-return-exchange-orders): `POST /orders/create/return` with the shopper's
 * address as pickup_* and the warehouse as shipping_*, PREPAID only, refusing a second return with
 * the same order_id ("The order id has already been taken."); `GET /orders/processing/return` lists
 * them (searched by our reference). The AWB comes from `/courier/assign/awb` like any shipment, and
 * `advance` drives the pickup and the delivery back to the shop; webhooks carry `is_return: 1`.
 */
import type { IncomingMessage } from "node:http";
import { readJson } from "./http";

/** What the fake needs of its shipments: a return is one with `isReturn`. */
export type FakeReturnShipment = {
  orderId: number;
  shipmentId: number;
  reference: string;
  pickupLocation: string;
  pincode: string;
  paymentMethod: string;
  awb: string;
  courierName: string;
  status: string;
  statusId: number;
  cancelled: boolean;
  createdAt: string;
  isReturn?: boolean;
};

const REQUIRED = [
  "order_id",
  "order_date",
  "pickup_customer_name",
  "pickup_address",
  "pickup_city",
  "pickup_state",
  "pickup_country",
  "pickup_pincode",
  "pickup_email",
  "pickup_phone",
  "shipping_customer_name",
  "shipping_address",
  "shipping_city",
  "shipping_country",
  "shipping_pincode",
  "shipping_state",
  "shipping_phone",
  "order_items",
  "payment_method",
  "sub_total",
  "length",
  "breadth",
  "height",
  "weight",
];

const fieldError = (field: string) => `The ${field.replaceAll("_", " ")} field is required.`;
const invalid = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { message: "Oops! Invalid Data.", errors, status_code: 422 },
});

export function fakeReturnOrders<S extends FakeReturnShipment>(context: {
  shipments: Map<number, S>;
  nextIds(): { orderId: number; shipmentId: number };
  makeShipment(fields: FakeReturnShipment): S;
  now(): string;
}) {
  const returns = () => [...context.shipments.values()].filter((shipment) => shipment.isReturn);

  async function create(request: IncomingMessage) {
    const body = await readJson(request);
    const missing = REQUIRED.filter((field) => body[field] === undefined || body[field] === "" || body[field] === null);
    const items = Array.isArray(body.order_items) ? (body.order_items as Record<string, unknown>[]) : [];
    if (items.length === 0 && !missing.includes("order_items")) missing.push("order_items");
    items.forEach((item, index) =>
      ["name", "sku", "units", "selling_price"].forEach(
        (field) => item[field] === undefined && missing.push(`order_items.${index}.${field}`),
      ),
    );
    if (missing.length) return invalid(Object.fromEntries(missing.map((field) => [field, [fieldError(field)]])));
    if (String(body.payment_method).toUpperCase() !== "PREPAID")
      return invalid({ payment_method: ["The payment method must be PREPAID for a return order."] });
    if (!/^\d{6}$/.test(String(body.pickup_pincode))) return invalid({ pickup_pincode: ["Invalid pickup pincode."] });
    if (returns().some((shipment) => shipment.reference === String(body.order_id) && !shipment.cancelled))
      return invalid({ order_id: ["The order id has already been taken."] });
    const ids = context.nextIds();
    const shipment = context.makeShipment({
      ...ids,
      reference: String(body.order_id),
      pickupLocation: String(body.shipping_customer_name),
      pincode: String(body.pickup_pincode),
      paymentMethod: "PREPAID",
      awb: "",
      courierName: "",
      status: "RETURN PENDING",
      statusId: 21,
      cancelled: false,
      createdAt: context.now(),
      isReturn: true,
    });
    context.shipments.set(shipment.shipmentId, shipment);
    return {
      status: 200,
      body: {
        order_id: shipment.orderId,
        shipment_id: shipment.shipmentId,
        status: "RETURN PENDING",
        status_code: 21,
        company_name: "Prakriti Ayurveda",
      },
    };
  }

  function list(url: URL) {
    const search = url.searchParams.get("search") ?? "";
    const found = returns().filter((shipment) => !search || shipment.reference === search || shipment.awb === search);
    return {
      status: 200,
      body: {
        data: found.map((shipment) => ({
          id: shipment.orderId,
          channel_order_id: shipment.reference,
          status: shipment.cancelled ? "CANCELED" : shipment.status,
          payment_method: "prepaid",
          created_at: shipment.createdAt,
          shipments: [{ id: shipment.shipmentId, awb: shipment.awb, courier: shipment.courierName }],
        })),
        meta: { pagination: { total: found.length, count: found.length, per_page: 15, current_page: 1 } },
      },
    };
  }

  return { create, list };
}
