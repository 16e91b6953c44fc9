import { AWAITING_COD_CONFIRMATION_LABEL } from "@/lib/domain/cod-confirmation";
import { AWAITING_PAYMENT_LABEL } from "@/lib/domain/order-status";

/**
 * "Waiting for online payment" beside an online order whose payment is not captured (the order
 * JSON's `awaiting_payment`): why it has no Confirm, Process or Create Shipment. For the order
 * page and the orders list.
 */
export function AwaitingPaymentBadge({ order }: { order: { awaiting_payment: boolean } }) {
  if (!order.awaiting_payment) return null;
  return (
    <span
      data-testid="awaiting-payment"
      className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800"
    >
      {AWAITING_PAYMENT_LABEL}
    </span>
  );
}

/** "Awaiting COD confirmation" beside a cash-on-delivery order that waits for the shopper (docs/order-operations.md). */
export function AwaitingCodConfirmationBadge({ order }: { order: { awaiting_cod_confirmation: boolean } }) {
  if (!order.awaiting_cod_confirmation) return null;
  return (
    <span
      data-testid="awaiting-cod-confirmation"
      className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800"
    >
      {AWAITING_COD_CONFIRMATION_LABEL}
    </span>
  );
}
