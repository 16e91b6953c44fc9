import "server-only";
import { awaitsCodConfirmation } from "@/lib/domain/cod-confirmation";
import type { Prisma } from "@prisma/client";
import { paiseToRupees } from "@/lib/domain/money";
import { CUSTOMER_ACTOR } from "@/lib/domain/order-status";
import { paymentStanding, paymentStatusLabel, type PaymentStanding } from "@/lib/domain/payment-window";
import { storedOrderLines, type SummaryLineKey } from "@/lib/domain/pricing";
import { shopperOrderStatusLabel } from "@/lib/domain/shopper-order-status";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { trackingPagePath } from "@/lib/server/shipping/carrier";
import { variantLineName } from "@/lib/domain/variants";

const WITH_ITEMS = {
  items: { orderBy: { id: "asc" } },
  invoice: { select: { number: true, creditNotes: { select: { number: true } } } },
  history: { orderBy: { id: "desc" }, take: 1, select: { changedByName: true } },
} satisfies Prisma.OrderInclude;
type OrderWithItems = Prisma.OrderGetPayload<{ include: typeof WITH_ITEMS }>;

/** The customer e-mails that confirm an order (lib/server/mail/order-mail.ts): cash on delivery when placed, online when paid. */
const CONFIRMATION_TEMPLATES = ["order-placed", "order-paid"];

/** Where each order's confirmation e-mail went, for the orders whose e-mail has been sent (not merely queued). */
async function confirmationsSent(orderIds: number[]): Promise<Map<number, string>> {
  const sent = await db.emailDelivery.findMany({
    where: {
      orderId: { in: orderIds },
      status: "sent",
      template: { in: CONFIRMATION_TEMPLATES },
      key: { endsWith: ":customer" },
    },
    orderBy: { sentAt: "asc" },
    select: { orderId: true, recipient: true },
  });
  return new Map(sent.map(({ orderId, recipient }) => [orderId!, recipient] as const).reverse());
}

/** SPEC.md section 3 "Customer order (read)", money in rupees. */
export type CustomerOrderJson = {
  id: number;
  order_number: string;
  created_at: string;
  order_status: string;
  payment_method: "cod" | "prepaid";
  payment_status: string;
  /** The order's state in the shopper's words (lib/domain/shopper-order-status.ts), the same on every page and e-mail. */
  order_status_label: string;
  /** The payment status as the shopper reads it ("Payment not completed" for an online order past its window). */
  payment_status_label: string;
  /** cod, paid, refunded, payable (Pay now, until `pay_until`) or not-completed. */
  payment_standing: PaymentStanding;
  pay_until: string | null;
  /** A cancelled order the shopper cancelled (from its payment page), not the shop or the payment window. */
  cancelled_by_customer: boolean;
  final_total: number;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  /** Who receives the parcel and the phone the courier calls: the delivery address's own (the customer's when it named none). */
  recipient_name: string;
  recipient_phone: string;
  delivery_address: string;
  delivery_city: string;
  delivery_state: string;
  delivery_pincode: string;
  /** `product_name` names the variant ("Ashwagandha Capsules, 120 capsules"); `sku` is the variant's at order time. */
  items: {
    product_name: string;
    variant_label: string;
    sku: string | null;
    quantity: number;
    unit_price: number;
    total_price: number;
  }[];
  /** The summary lines (lib/domain/pricing.ts storedOrderLines), in rupees; they add up to `final_total`. */
  summary_lines: { key: SummaryLineKey; label: string; amount: number; sign: 1 | -1 }[];
  /** Where the confirmation e-mail went, once it has been sent; null before (or when there is none). */
  confirmation_sent_to: string | null;
  subtotal: number;
  tax_amount: number;
  shipping_amount: number;
  discount_amount: number;
  notes: string;
  /** The shop's tracking page, once the order has an AWB. */
  tracking_url: string | null;
  /** The GST tax invoice, once issued (paid online, or a confirmed COD order), and its PDF. */
  invoice_number: string | null;
  invoice_url: string | null;
  /** The credit note of a cancelled or refunded invoiced order, and its PDF. */
  credit_note_number: string | null;
  credit_note_url: string | null;
  balance_due: number;
  /** Rupees the courier collects for the balance of an edited prepaid order ("Collect on delivery"); 0 when none or collected. */
  balance_on_delivery: number;
  /** A cash-on-delivery order that waits for the shopper's confirmation (docs/order-operations.md), and until when. */
  awaiting_cod_confirmation: boolean;
  cod_confirm_due_at: string | null;
};

function orderJson(order: OrderWithItems, confirmationSentTo: string | null): CustomerOrderJson {
  const address = [order.deliveryAddress, order.deliveryApartment].filter(Boolean).join(", ");
  return {
    id: order.id,
    order_number: order.orderNumber,
    created_at: order.createdAt.toISOString(),
    order_status: order.status,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    order_status_label: shopperOrderStatusLabel(order),
    payment_status_label: paymentStatusLabel(order),
    payment_standing: paymentStanding(order),
    pay_until: paymentStanding(order) === "payable" ? (order.paymentExpiresAt?.toISOString() ?? null) : null,
    cancelled_by_customer: order.status === "cancelled" && order.history[0]?.changedByName === CUSTOMER_ACTOR,
    final_total: paiseToRupees(order.total),
    customer_name: order.customerName,
    customer_email: order.customerEmail,
    customer_phone: order.customerPhone,
    recipient_name: order.recipientName,
    recipient_phone: order.recipientPhone,
    delivery_address: address,
    delivery_city: order.deliveryCity,
    delivery_state: order.deliveryState,
    delivery_pincode: order.deliveryPincode,
    items: order.items.map((item) => ({
      product_name: variantLineName(item.productName, item.variantLabel),
      variant_label: item.variantLabel,
      sku: item.variantSku,
      quantity: item.quantity,
      unit_price: paiseToRupees(item.discountPrice),
      total_price: paiseToRupees(item.totalPrice),
    })),
    summary_lines: storedOrderLines(order).map((line) => ({ ...line, amount: paiseToRupees(line.amount) })),
    confirmation_sent_to: confirmationSentTo,
    subtotal: paiseToRupees(order.subtotal),
    tax_amount: paiseToRupees(order.taxAmount),
    shipping_amount: paiseToRupees(order.shippingCost),
    discount_amount: paiseToRupees(order.couponDiscount),
    notes: order.notes ?? "",
    tracking_url: order.trackingNumber ? trackingPagePath(order.trackingNumber) : null,
    invoice_number: order.invoice?.number ?? null,
    invoice_url: order.invoice ? `/api/my-orders/${order.id}/invoice.pdf` : null,
    credit_note_number: order.invoice?.creditNotes[0]?.number ?? null,
    credit_note_url: order.invoice?.creditNotes.length ? `/api/my-orders/${order.id}/credit-note.pdf` : null,
    /** What is left to pay after an edit raised the order ("Pay now"), in rupees; 0 when nothing. */
    balance_due: paiseToRupees(order.balanceDue),
    balance_on_delivery: order.balanceCollectedAt ? 0 : paiseToRupees(order.balanceOnDelivery),
    awaiting_cod_confirmation: awaitsCodConfirmation(order),
    cod_confirm_due_at: awaitsCodConfirmation(order) ? (order.codConfirmDueAt?.toISOString() ?? null) : null,
  };
}

/** The customer's own orders, newest first (never anyone else's, whatever a query says). */
export async function listCustomerOrders(customerId: number): Promise<{ count: number; results: CustomerOrderJson[] }> {
  const orders = await db.order.findMany({
    where: { customerId },
    include: WITH_ITEMS,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
  });
  const sent = await confirmationsSent(orders.map((order) => order.id));
  return { count: orders.length, results: orders.map((order) => orderJson(order, sent.get(order.id) ?? null)) };
}

/** One of the customer's orders, for the payment page. */
export async function customerOrder(customerId: number, orderId: number): Promise<CustomerOrderJson> {
  const order = await findCustomerOrder(customerId, orderId);
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  return order;
}

/** The customer's order for a page, or null where the id (unreadable: null) names none of theirs. */
export async function findCustomerOrder(customerId: number, orderId: number | null): Promise<CustomerOrderJson | null> {
  if (orderId === null) return null;
  const order = await db.order.findFirst({ where: { id: orderId, customerId }, include: WITH_ITEMS });
  if (!order) return null;
  const sent = await confirmationsSent([order.id]);
  return orderJson(order, sent.get(order.id) ?? null);
}

export type PaymentConfirmation = { orderNumber: string; paymentId: string };

/**
 * What the return page may confirm after an online payment: the order number and payment id, only
 * when the order is the customer's, is paid, and the payment id is one captured for it.
 */
export async function paymentConfirmation(
  customerId: number,
  orderId: number,
  paymentId: string,
): Promise<PaymentConfirmation | null> {
  const payment = await db.payment.findFirst({
    where: { orderId, razorpayPaymentId: paymentId, status: "captured", order: { customerId, paymentStatus: "paid" } },
    select: { order: { select: { orderNumber: true } } },
  });
  return payment && { orderNumber: payment.order.orderNumber, paymentId };
}
