/** The order events: each is a queue whose jobs send the order's e-mails. */
export const ORDER_EVENTS = [
  "order-placed",
  "order-paid",
  "order-shipped",
  "order-delivered",
  "order-cancelled",
  "order-refunded",
  /** Staff edited the order's lines or address before it shipped (docs/order-operations.md "Order edits"). */
  "order-edited",
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

export const LOW_STOCK = "low-stock";
export const DEAD_LETTER = "dead-letter";
export const EXPIRE_UNPAID_ORDERS = "expire-unpaid-orders";
/** Cancels the COD orders left unconfirmed past the settings' hours (docs/order-operations.md). */
export const EXPIRE_UNCONFIRMED_COD = "expire-unconfirmed-cod";
export const REMOVE_ABANDONED_UPLOADS = "remove-abandoned-uploads";
export const REVALIDATE_STOCK = "revalidate-stock";
export const WHATSAPP_ORDER_UPDATE = "whatsapp-order-update";
export const NEWSLETTER_CONFIRMATION = "newsletter-confirmation";
export const ABANDONED_CARTS = "abandoned-carts";
export const CART_REMINDER = "cart-reminder";
export const BACK_IN_STOCK = "back-in-stock";
export const STOCK_ALERT = "stock-alert";
/** One e-mail to an order's shopper outside the order events: a failed delivery attempt, a partial refund (docs/ndr-rto.md). */
export const ORDER_NOTICE = "order-notice";
/** Reads the courier's undelivered shipments (Shiprocket `GET /ndr/all`) every 15 minutes. */
export const NDR_POLL = "ndr-poll";
/** Refunds a prepaid parcel that came back undelivered (RTO delivered), once. */
export const RTO_REFUND = "rto-refund";
/** Refunds in full a payment captured when nothing was due (a balance paid twice, or after the order was cancelled), once. */
export const EXCESS_REFUND = "excess-refund";
/** A return moved to a status (docs/returns.md): the shopper's e-mail of that step. */
export const RETURN_UPDATE = "return-update";

/** Every job queue: lib/server/queue/queue.ts runs them, the admin's jobs screen filters by them. */
export const JOB_QUEUES = [
  ...ORDER_EVENTS,
  LOW_STOCK,
  DEAD_LETTER,
  EXPIRE_UNPAID_ORDERS,
  EXPIRE_UNCONFIRMED_COD,
  REMOVE_ABANDONED_UPLOADS,
  REVALIDATE_STOCK,
  WHATSAPP_ORDER_UPDATE,
  NEWSLETTER_CONFIRMATION,
  ABANDONED_CARTS,
  CART_REMINDER,
  BACK_IN_STOCK,
  STOCK_ALERT,
  ORDER_NOTICE,
  NDR_POLL,
  RTO_REFUND,
  EXCESS_REFUND,
  RETURN_UPDATE,
] as const;
export type JobQueue = (typeof JOB_QUEUES)[number];
