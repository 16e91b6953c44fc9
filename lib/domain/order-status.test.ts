import {
  actionForStatus,
  advancePayment,
  allowedActions,
  applyAction,
  editLockedMessage,
  isEditable,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type OrderAction,
  type OrderState,
  type OrderStatus,
  type PaymentStatus,
} from "./order-status";

const cod = (status: OrderStatus, paymentStatus: PaymentStatus = "pending"): OrderState => ({ status, paymentStatus, paymentMethod: "cod" });
const prepaid = (status: OrderStatus, paymentStatus: PaymentStatus = "paid"): OrderState => ({ status, paymentStatus, paymentMethod: "prepaid" });

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
    expect(applyAction(cod(from), action)).toEqual({ ok: true, status: to, paymentStatus: "pending", refundDue: false });
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
  };

  const illegal = ORDER_STATUSES.flatMap((status) =>
    ORDER_ACTIONS.filter((action) => action !== "refund" && !legal[status].includes(action)).map((action) => [status, action] as const),
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
    expect(applyAction(cod("delivered", "paid"), "refund")).toEqual({ ok: false, message: "Only orders paid online can be refunded." });
  });

  it.each<PaymentStatus>(["pending", "failed"])("refuses an online order whose payment is %s", (paymentStatus) => {
    expect(applyAction(prepaid("confirmed", paymentStatus), "refund")).toEqual({ ok: false, message: "Only paid orders can be refunded." });
  });

  it("refuses to refund twice", () => {
    expect(applyAction(prepaid("refunded", "paid"), "refund")).toEqual({ ok: false, message: "This order has already been refunded." });
  });

  it("makes a refund due when a paid online order is cancelled", () => {
    expect(applyAction(prepaid("confirmed"), "cancel")).toMatchObject({ ok: true, status: "cancelled", refundDue: true });
    expect(applyAction(prepaid("confirmed", "pending"), "cancel")).toMatchObject({ ok: true, refundDue: false });
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
