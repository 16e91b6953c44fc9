import type { OrderAction } from "./order-status";

/** What running an order action now would do, order by order (the admin confirms it before running it). */
export type ActionPreviewLine = {
  id: number;
  order_number: string;
  allowed: boolean;
  refund_amount: number;
  message: string | null;
};
export type ActionPreview = {
  action: OrderAction;
  orders: ActionPreviewLine[];
  /** Ids asked for that match no order. */
  missing: number[];
  allowed_count: number;
  /** Rupees refunded to online payments if the action runs now on every allowed order. */
  refund_total: number;
};
