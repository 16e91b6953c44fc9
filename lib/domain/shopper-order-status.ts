import { paymentStanding, type PaymentFacts } from "./payment-window";

/**
 * An order's state in the shopper's words: the one wording the confirmation page, /orders and the
 * e-mails use. A pending order the shop has taken (cash on delivery, or paid online) is "Order placed"
 * until the merchant confirms it; an online order still waiting for its payment says so.
 */
export const SHOPPER_ORDER_STATUS = {
  awaitingPayment: "Awaiting payment",
  paymentNotCompleted: "Payment not completed",
  placed: "Order placed",
  confirmed: "Confirmed",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
  returning: "Returning to us",
  returned: "Returned to us",
} as const;

export type ShopperOrderStatus = keyof typeof SHOPPER_ORDER_STATUS;

export function shopperOrderStatus(order: PaymentFacts, now = new Date()): ShopperOrderStatus {
  switch (order.status) {
    case "pending": {
      const standing = paymentStanding(order, now);
      if (standing === "payable") return "awaitingPayment";
      if (standing === "not-completed") return "paymentNotCompleted";
      return "placed";
    }
    case "confirmed":
    case "processing":
    case "shipped":
    case "delivered":
    case "cancelled":
    case "refunded":
    case "returning":
    case "returned":
      return order.status;
    default:
      throw new RangeError(`Unknown order status: ${order.status}`);
  }
}

export function shopperOrderStatusLabel(order: PaymentFacts, now = new Date()): string {
  return SHOPPER_ORDER_STATUS[shopperOrderStatus(order, now)];
}
