/**
 * The order state machine of SPEC.md section 4 ("Admin actions by current status").
 * Every status change in the shop goes through `applyAction`; an action the table does not
 * allow is refused with a message that says why, never applied silently.
 */

export const ORDER_STATUSES = ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled", "refunded"] as const;
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "refunded"] as const;
export const ORDER_ACTIONS = ["confirm", "process", "ship", "deliver", "cancel", "refund"] as const;
/** Actions an admin may run on many orders at once. */
export const BULK_ACTIONS = ["confirm", "process", "ship", "cancel"] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ["cod", "prepaid"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export type OrderState = { status: OrderStatus; paymentStatus: PaymentStatus; paymentMethod: PaymentMethod };

/** Cancel and refund need a reason; the others take optional notes. */
export const ACTIONS_NEEDING_REASON: ReadonlySet<OrderAction> = new Set(["cancel", "refund"]);

/** The status each action leads to, as SPEC.md's table gives it. */
export const ACTION_RESULT: Record<OrderAction, OrderStatus> = {
  confirm: "confirmed",
  process: "processing",
  ship: "shipped",
  deliver: "delivered",
  cancel: "cancelled",
  refund: "refunded",
};

const FROM_STATUSES: Record<Exclude<OrderAction, "refund">, readonly OrderStatus[]> = {
  confirm: ["pending"],
  process: ["confirmed"],
  ship: ["confirmed", "processing"],
  deliver: ["shipped"],
  // "Any except cancelled or delivered"; a refunded order is closed as well.
  cancel: ["pending", "confirmed", "processing", "shipped"],
};

export function isAllowed(state: OrderState, action: OrderAction): boolean {
  if (action === "refund") {
    return state.paymentMethod === "prepaid" && state.paymentStatus === "paid" && state.status !== "refunded";
  }
  return FROM_STATUSES[action].includes(state.status);
}

export function allowedActions(state: OrderState): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => isAllowed(state, action));
}

export type Transition =
  | { ok: true; status: OrderStatus; paymentStatus: PaymentStatus; refundDue: boolean }
  | { ok: false; message: string };

/**
 * The state after `action`. Cancelling or refunding a paid online order makes a refund due
 * (the payment becomes "refunded" once the gateway confirms it).
 */
export function applyAction(state: OrderState, action: OrderAction): Transition {
  if (!isAllowed(state, action)) return { ok: false, message: refusal(state, action) };
  const refundDue = (action === "cancel" || action === "refund") && state.paymentMethod === "prepaid" && state.paymentStatus === "paid";
  return { ok: true, status: ACTION_RESULT[action], paymentStatus: state.paymentStatus, refundDue };
}

function refusal(state: OrderState, action: OrderAction): string {
  if (action === "refund") {
    if (state.paymentMethod !== "prepaid") return "Only orders paid online can be refunded.";
    if (state.status === "refunded") return "This order has already been refunded.";
    return "Only paid orders can be refunded.";
  }
  const allowed = allowedActions(state);
  const next = allowed.length ? ` Allowed now: ${allowed.join(", ")}.` : "";
  return `Cannot ${action} an order that is ${state.status}.${next}`;
}

const EDITABLE_STATUSES: readonly string[] = ["pending", "confirmed", "processing"] satisfies OrderStatus[];

/** An admin may change an order's delivery details and notes until it ships or closes. */
export function isEditable(status: string): boolean {
  return EDITABLE_STATUSES.includes(status);
}

export function editLockedMessage(status: string): string {
  return `An order that is ${status} can no longer be edited.`;
}

/** The action that leads to `status`, for callers that name the target status (update_status). */
export function actionForStatus(status: OrderStatus): OrderAction | null {
  const entry = Object.entries(ACTION_RESULT).find(([, result]) => result === status);
  return entry ? (entry[0] as OrderAction) : null;
}

const PAYMENT_ORDER: Record<PaymentStatus, number> = { pending: 0, failed: 1, paid: 2, refunded: 3 };

/**
 * Payment status only moves forward: pending -> failed -> paid -> refunded (a failed payment
 * may still be paid by a retry). Redelivered or out-of-order gateway events change nothing.
 */
export function advancePayment(current: PaymentStatus, next: PaymentStatus): PaymentStatus {
  return PAYMENT_ORDER[next] > PAYMENT_ORDER[current] ? next : current;
}
