import { AWAITING_COD_CONFIRMATION_LABEL, awaitsCodConfirmation } from "./cod-confirmation";
/**
 * The order state machine of SPEC.md section 4 ("Admin actions by current status").
 * Every status change in the shop goes through `applyAction`; an action the table does not
 * allow is refused with a message that says why, never applied silently.
 */

export const ORDER_STATUSES = [
  "pending",
  "confirmed",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
  "refunded",
  // A parcel the courier could not deliver, coming back (RTO initiated) and back at the shop (RTO
  // delivered): set by the courier's scans only (lib/domain/rto.ts), never by an admin action.
  "returning",
  "returned",
] as const;
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "refunded"] as const;
export const ORDER_ACTIONS = ["confirm", "process", "ship", "deliver", "cancel", "refund"] as const;
/** Actions an admin may run on many orders at once. */
export const BULK_ACTIONS = ["confirm", "process", "ship", "cancel"] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ["cod", "prepaid"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export type OrderState = {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  /** Set on a COD order that waits for the shopper's confirmation (lib/domain/cod-confirmation.ts). */
  codConfirmDueAt?: Date | string | null;
  codConfirmedAt?: Date | string | null;
  /** Paise the shopper owes (or, for cash on delivery, has not yet agreed to) after an edit raised the order (docs/order-operations.md "Order edits"). */
  balanceDue?: number | null;
};

/** What the admin screens show beside an order held for the balance an edit left to pay. */
export const AWAITING_BALANCE_LABEL = "Waiting for the balance";

/** An open order an edit raised above what was paid: it cannot ship until the shopper pays the rest. */
export function awaitsBalance(state: OrderState): boolean {
  return (state.balanceDue ?? 0) > 0 && OPEN_STATUSES.includes(state.status);
}

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

const OPEN_STATUSES: readonly OrderStatus[] = ["pending", "confirmed", "processing", "shipped"];

/** What the admin screens show beside an order whose online payment has not been captured. */
export const AWAITING_PAYMENT_LABEL = "Waiting for online payment";

/**
 * An online (prepaid) order still open whose payment has not been captured (pending, or a failed
 * attempt the shopper may retry). It cannot be confirmed, processed or shipped: confirming it
 * would also take it out of the 30-minute payment window that releases its stock.
 */
export function awaitsOnlinePayment(state: OrderState): boolean {
  return (
    state.paymentMethod === "prepaid" &&
    (state.paymentStatus === "pending" || state.paymentStatus === "failed") &&
    OPEN_STATUSES.includes(state.status)
  );
}

/** The actions that move goods towards the customer, which only a captured online payment unlocks. */
const PAYMENT_GATED: Partial<Record<OrderAction, string>> = {
  confirm: "confirmed",
  process: "processed",
  ship: "shipped",
};

export function isAllowed(state: OrderState, action: OrderAction): boolean {
  if (action === "refund") {
    return state.paymentMethod === "prepaid" && state.paymentStatus === "paid" && state.status !== "refunded";
  }
  if (PAYMENT_GATED[action] && (awaitsOnlinePayment(state) || awaitsCodConfirmation(state))) return false;
  if (action === "ship" && awaitsBalance(state)) return false;
  return FROM_STATUSES[action].includes(state.status);
}

export function allowedActions(state: OrderState): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => isAllowed(state, action));
}

export type Transition =
  { ok: true; status: OrderStatus; paymentStatus: PaymentStatus; refundDue: boolean } | { ok: false; message: string };

/**
 * The state after `action`. Cancelling or refunding a paid online order makes a refund due
 * (the payment becomes "refunded" once the gateway confirms it).
 */
export function applyAction(state: OrderState, action: OrderAction): Transition {
  if (!isAllowed(state, action)) return { ok: false, message: refusal(state, action) };
  const refundDue =
    (action === "cancel" || action === "refund") && state.paymentMethod === "prepaid" && state.paymentStatus === "paid";
  return { ok: true, status: ACTION_RESULT[action], paymentStatus: state.paymentStatus, refundDue };
}

function refusal(state: OrderState, action: OrderAction): string {
  if (action === "refund") {
    if (state.paymentMethod !== "prepaid") return "Only orders paid online can be refunded.";
    if (state.status === "refunded") return "This order has already been refunded.";
    return "Only paid orders can be refunded.";
  }
  const gated = PAYMENT_GATED[action];
  if (
    gated &&
    awaitsOnlinePayment(state) &&
    FROM_STATUSES[action as Exclude<OrderAction, "refund">].includes(state.status)
  ) {
    return `${AWAITING_PAYMENT_LABEL}: this order cannot be ${gated} until its payment is captured.`;
  }
  if (gated && awaitsCodConfirmation(state))
    return `${AWAITING_COD_CONFIRMATION_LABEL}: this order cannot be ${gated} until the customer confirms it (or you confirm it by phone).`;
  if (action === "ship" && awaitsBalance(state) && FROM_STATUSES.ship.includes(state.status))
    return `${AWAITING_BALANCE_LABEL}: this order cannot be shipped until the customer pays the rest of its edited total.`;
  const allowed = allowedActions(state);
  const next = allowed.length ? ` Allowed now: ${allowed.join(", ")}.` : "";
  return `Cannot ${action} an order that is ${state.status}.${next}`;
}

const NEVER_SHIPPED: readonly OrderStatus[] = ["pending", "confirmed", "processing"];

/**
 * Whether cancelling or refunding an order puts its units back in stock. An order that never
 * shipped, or whose parcel the courier has not picked up (`parcelAtShop`), still has its units in
 * the shop: back by default. Otherwise they are with the courier or the customer: only when the
 * admin says the goods came back (`restock: true`). A cancelled order's units went back when it
 * was cancelled (or stayed out, as the admin chose), so its later refund never counts them twice.
 */
export function restocksOnClose(state: Pick<OrderState, "status">, restock?: boolean, parcelAtShop = false): boolean {
  if (state.status === "cancelled" || state.status === "refunded") return false;
  return restock ?? (NEVER_SHIPPED.includes(state.status) || parcelAtShop);
}

export type CashCollection = { ok: true; alreadyCollected: boolean } | { ok: false; message: string };

/**
 * Recording the cash of a cash-on-delivery order: once the parcel is delivered, and only once
 * (a second time is answered as done, with nothing recorded again).
 */
export function cashCollection(state: OrderState): CashCollection {
  if (state.paymentMethod !== "cod")
    return { ok: false, message: "Only cash-on-delivery orders are paid in cash: this order is paid online." };
  if (state.paymentStatus === "paid") return { ok: true, alreadyCollected: true };
  if (state.status === "cancelled" || state.status === "refunded")
    return { ok: false, message: `This order is ${state.status}: there is no cash to collect.` };
  if (state.status === "returning" || state.status === "returned")
    return { ok: false, message: "This parcel was not delivered and comes back to us: there is no cash to collect." };
  if (state.status !== "delivered")
    return {
      ok: false,
      message: `Cash is collected on delivery: this order is ${state.status}. Mark it delivered first.`,
    };
  return { ok: true, alreadyCollected: false };
}

/** A delivered cash-on-delivery order whose cash is not recorded yet: the admin's "Cash collected" applies. */
export function awaitsCashCollection(state: OrderState): boolean {
  const check = cashCollection(state);
  return check.ok && !check.alreadyCollected;
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

/** Who an order's history names for the shopper's own changes (placing, paying, cancelling); the e-mails read it. */
export const CUSTOMER_ACTOR = "Customer";
