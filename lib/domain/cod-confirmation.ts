/**
 * Cash-on-delivery confirmation (docs/order-operations.md): the merchant's rule says which COD
 * orders wait for the shopper's confirmation; such an order cannot be confirmed, processed or
 * shipped until then, and is cancelled when the hours to wait pass unconfirmed.
 */
export const COD_CONFIRMATION_RULES = ["off", "all", "above_amount", "first_orders"] as const;
export type CodConfirmationRule = (typeof COD_CONFIRMATION_RULES)[number];

export type CodConfirmationSettings = {
  codConfirmationRule: CodConfirmationRule;
  /** paise; with above_amount */
  codConfirmationAbove: number | null;
  codConfirmationHours: number;
};

export const AWAITING_COD_CONFIRMATION_LABEL = "Awaiting COD confirmation";

/** Whether a new COD order (total in paise; the customer's earlier orders counted) must wait for confirmation. */
export function needsCodConfirmation(
  settings: CodConfirmationSettings,
  order: { paymentMethod: "cod" | "prepaid"; total: number; earlierOrders: number },
): boolean {
  if (order.paymentMethod !== "cod") return false;
  switch (settings.codConfirmationRule) {
    case "off":
      return false;
    case "all":
      return true;
    case "above_amount":
      return settings.codConfirmationAbove !== null && order.total > settings.codConfirmationAbove;
    case "first_orders":
      return order.earlierOrders === 0;
  }
}

/** When an order that must wait is cancelled unconfirmed. */
export function codConfirmationDeadline(settings: CodConfirmationSettings, placedAt: Date): Date {
  return new Date(placedAt.getTime() + settings.codConfirmationHours * 3_600_000);
}

export type CodConfirmationState = {
  paymentMethod: "cod" | "prepaid";
  status: string;
  codConfirmDueAt?: Date | string | null;
  codConfirmedAt?: Date | string | null;
};

/** A pending COD order that waits for the shopper's confirmation. */
export function awaitsCodConfirmation(state: CodConfirmationState): boolean {
  return (
    state.paymentMethod === "cod" &&
    state.status === "pending" &&
    state.codConfirmDueAt !== undefined &&
    state.codConfirmDueAt !== null &&
    !state.codConfirmedAt
  );
}
