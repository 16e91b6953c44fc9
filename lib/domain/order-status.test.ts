import {
  actionForStatus,
  advancePayment,
  allowedActions,
  applyAction,
  isAllowed,
  awaitsCashCollection,
  awaitsOnlinePayment,
  cashCollection,
  editLockedMessage,
  isEditable,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type OrderAction,
  type OrderState,
  type OrderStatus,
  type PaymentStatus,
  restocksOnClose,
} from "./order-status";

const cod = (status: OrderStatus, paymentStatus: PaymentStatus = "pending"): OrderState => ({
  status,
  paymentStatus,
  paymentMethod: "cod",
});
const prepaid = (status: OrderStatus, paymentStatus: PaymentStatus = "paid"): OrderState => ({
  status,
  paymentStatus,
  paymentMethod: "prepaid",
});

describe("the admin action table of SPEC.md section 4", () => {
  it.each<[OrderStatus, OrderAction, OrderStatus]>([
    ["pending", "confirm", "confirmed"],
    ["confirmed", "process", "processing"],
    ["confirmed", "ship", "shipped"],
    ["processing", "ship", "shipped"],
    ["shipped", "deliver", "delivered"],
    ["pending", "cancel", "cancelled"],
    ["confirmed", "cancel", "cancelled"],
    ["processing", "cancel", "cancelled"],
    ["shipped", "cancel", "cancelled"],
  ])("%s --%s--> %s", (from, action, to) => {
    expect(applyAction(cod(from), action)).toEqual({
      ok: true,
      status: to,
      paymentStatus: "pending",
      refundDue: false,
    });
  });

  it.each(["pending", "confirmed", "processing", "shipped", "delivered", "cancelled"] as OrderStatus[])(
    "refunds a paid online order that is %s",
    (status) => {
      expect(applyAction(prepaid(status), "refund")).toMatchObject({ ok: true, status: "refunded", refundDue: true });
    },
  );

  const legal: Record<OrderStatus, OrderAction[]> = {
    pending: ["confirm", "cancel"],
    confirmed: ["process", "ship", "cancel"],
    processing: ["ship", "cancel"],
    shipped: ["deliver", "cancel"],
    delivered: [],
    cancelled: [],
    refunded: [],
    returning: [],
    returned: [],
  };

  const illegal = ORDER_STATUSES.flatMap((status) =>
    ORDER_ACTIONS.filter((action) => action !== "refund" && !legal[status].includes(action)).map(
      (action) => [status, action] as const,
    ),
  );

  it.each(illegal)("refuses to %2$s an order that is %1$s, saying why", (status, action) => {
    const result = applyAction(cod(status), action);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(`Cannot ${action} an order that is ${status}.`);
  });

  it.each(ORDER_STATUSES)("lists the allowed actions of a COD order that is %s", (status) => {
    expect(allowedActions(cod(status))).toEqual(legal[status]);
  });
});

describe("refunds", () => {
  it("refuses cash-on-delivery orders", () => {
    expect(applyAction(cod("delivered", "paid"), "refund")).toEqual({
      ok: false,
      message: "Only orders paid online can be refunded.",
    });
  });

  it.each<PaymentStatus>(["pending", "failed"])("refuses an online order whose payment is %s", (paymentStatus) => {
    expect(applyAction(prepaid("confirmed", paymentStatus), "refund")).toEqual({
      ok: false,
      message: "Only paid orders can be refunded.",
    });
  });

  it("refuses to refund twice", () => {
    expect(applyAction(prepaid("refunded", "paid"), "refund")).toEqual({
      ok: false,
      message: "This order has already been refunded.",
    });
  });

  it("makes a refund due when a paid online order is cancelled", () => {
    expect(applyAction(prepaid("confirmed"), "cancel")).toMatchObject({
      ok: true,
      status: "cancelled",
      refundDue: true,
    });
    expect(applyAction(prepaid("confirmed", "pending"), "cancel")).toMatchObject({ ok: true, refundDue: false });
  });
});

describe("an online order whose payment is not captured", () => {
  it.each<PaymentStatus>(["pending", "failed"])(
    "with its payment %s, can only be cancelled while pending",
    (paymentStatus) => {
      expect(awaitsOnlinePayment(prepaid("pending", paymentStatus))).toBe(true);
      expect(allowedActions(prepaid("pending", paymentStatus))).toEqual(["cancel"]);
      expect(applyAction(prepaid("pending", paymentStatus), "confirm")).toEqual({
        ok: false,
        message: "Waiting for online payment: this order cannot be confirmed until its payment is captured.",
      });
    },
  );

  it("cannot be processed or shipped either (an order confirmed before the rule)", () => {
    const confirmed = prepaid("confirmed", "pending");
    expect(allowedActions(confirmed)).toEqual(["cancel"]);
    expect(applyAction(confirmed, "process")).toEqual({
      ok: false,
      message: "Waiting for online payment: this order cannot be processed until its payment is captured.",
    });
    expect(applyAction(prepaid("processing", "failed"), "ship")).toEqual({
      ok: false,
      message: "Waiting for online payment: this order cannot be shipped until its payment is captured.",
    });
  });

  it("is not waiting once paid, closed, or when paid on delivery", () => {
    expect(awaitsOnlinePayment(prepaid("pending", "paid"))).toBe(false);
    expect(allowedActions(prepaid("pending", "paid"))).toEqual(["confirm", "cancel", "refund"]);
    expect(awaitsOnlinePayment(prepaid("cancelled", "pending"))).toBe(false);
    expect(awaitsOnlinePayment(cod("pending"))).toBe(false);
  });

  it("keeps the usual refusal for an action its status does not allow", () => {
    expect(applyAction(prepaid("pending", "pending"), "process")).toEqual({
      ok: false,
      message: "Cannot process an order that is pending. Allowed now: cancel.",
    });
  });
});

describe("restocksOnClose", () => {
  it.each<[OrderStatus, boolean]>([
    ["pending", true],
    ["confirmed", true],
    ["processing", true],
    ["shipped", false],
    ["delivered", false],
  ])("the units of an order that is %s go back in stock on cancel or refund by default: %s", (status, restocked) => {
    expect(restocksOnClose({ status })).toBe(restocked);
  });

  it("puts back by default the units of a shipped order whose parcel is still at the shop", () => {
    expect(restocksOnClose({ status: "shipped" }, undefined, true)).toBe(true);
    expect(restocksOnClose({ status: "shipped" }, false, true)).toBe(false);
  });

  it("follows the admin's choice", () => {
    expect(restocksOnClose({ status: "confirmed" }, false)).toBe(false);
    expect(restocksOnClose({ status: "delivered" }, true)).toBe(true);
  });

  it("never restocks a cancelled order again when it is refunded", () => {
    expect(restocksOnClose({ status: "cancelled" })).toBe(false);
    expect(restocksOnClose({ status: "cancelled" }, true)).toBe(false);
  });
});

describe("cashCollection", () => {
  it("records the cash of a delivered COD order once", () => {
    expect(cashCollection(cod("delivered"))).toEqual({ ok: true, alreadyCollected: false });
    expect(awaitsCashCollection(cod("delivered"))).toBe(true);
    expect(cashCollection(cod("delivered", "paid"))).toEqual({ ok: true, alreadyCollected: true });
    expect(awaitsCashCollection(cod("delivered", "paid"))).toBe(false);
  });

  it.each<[OrderState, string]>([
    [prepaid("delivered"), "Only cash-on-delivery orders are paid in cash: this order is paid online."],
    [cod("shipped"), "Cash is collected on delivery: this order is shipped. Mark it delivered first."],
    [cod("pending"), "Cash is collected on delivery: this order is pending. Mark it delivered first."],
    [cod("cancelled"), "This order is cancelled: there is no cash to collect."],
  ])("refuses %o", (state, message) => {
    expect(cashCollection(state)).toEqual({ ok: false, message });
    expect(awaitsCashCollection(state)).toBe(false);
  });
});

describe("actionForStatus", () => {
  it.each<[OrderStatus, OrderAction | null]>([
    ["confirmed", "confirm"],
    ["processing", "process"],
    ["shipped", "ship"],
    ["delivered", "deliver"],
    ["cancelled", "cancel"],
    ["refunded", "refund"],
    ["pending", null],
  ])("%s is reached by %s", (status, action) => expect(actionForStatus(status)).toBe(action));
});

describe("advancePayment", () => {
  it.each<[PaymentStatus, PaymentStatus, PaymentStatus]>([
    ["pending", "paid", "paid"],
    ["pending", "failed", "failed"],
    ["failed", "paid", "paid"],
    ["paid", "failed", "paid"],
    ["paid", "pending", "paid"],
    ["paid", "refunded", "refunded"],
    ["refunded", "paid", "refunded"],
    ["paid", "paid", "paid"],
  ])("%s + %s = %s", (current, next, result) => expect(advancePayment(current, next)).toBe(result));
});

describe("which orders an admin may edit", () => {
  it.each<[OrderStatus, boolean]>([
    ["pending", true],
    ["confirmed", true],
    ["processing", true],
    ["shipped", false],
    ["delivered", false],
    ["cancelled", false],
    ["refunded", false],
  ])("%s: %s", (status, editable) => {
    expect(isEditable(status)).toBe(editable);
  });

  it("refuses a status it does not know, and says why a locked order stays as it is", () => {
    expect(isEditable("lost")).toBe(false);
    expect(editLockedMessage("shipped")).toBe("An order that is shipped can no longer be edited.");
  });
});

describe("an order an edit raised above what was paid", () => {
  const state = { status: "confirmed", paymentStatus: "paid", paymentMethod: "prepaid", balanceDue: 5_000 } as const;
  it("cannot ship until the balance is paid; it may still be processed or cancelled", () => {
    expect(applyAction(state, "ship")).toEqual({
      ok: false,
      message:
        "Waiting for the balance: this order cannot be shipped until the customer pays the rest of its edited total.",
    });
    expect(isAllowed(state, "process")).toBe(true);
    expect(isAllowed(state, "cancel")).toBe(true);
    expect(isAllowed({ ...state, balanceDue: 0 }, "ship")).toBe(true);
  });
});
