import { awaitsCodConfirmation, codConfirmationDeadline, needsCodConfirmation } from "./cod-confirmation";
import { applyAction, allowedActions } from "./order-status";

const settings = (rule: "off" | "all" | "above_amount" | "first_orders", above: number | null = null) => ({
  codConfirmationRule: rule,
  codConfirmationAbove: above,
  codConfirmationHours: 12,
});
const cod = (total: number, earlierOrders = 0) => ({ paymentMethod: "cod" as const, total, earlierOrders });

describe("which COD orders wait for the shopper's confirmation", () => {
  it("off: none; all: every COD order; never an online one", () => {
    expect(needsCodConfirmation(settings("off"), cod(999_999))).toBe(false);
    expect(needsCodConfirmation(settings("all"), cod(100))).toBe(true);
    expect(needsCodConfirmation(settings("all"), { ...cod(100), paymentMethod: "prepaid" })).toBe(false);
  });

  it("above an amount: strictly above it (paise)", () => {
    expect(needsCodConfirmation(settings("above_amount", 200_000), cod(200_000))).toBe(false);
    expect(needsCodConfirmation(settings("above_amount", 200_000), cod(200_001))).toBe(true);
    expect(needsCodConfirmation(settings("above_amount", null), cod(10_000_000))).toBe(false);
  });

  it("first orders: only a customer with no earlier order", () => {
    expect(needsCodConfirmation(settings("first_orders"), cod(100, 0))).toBe(true);
    expect(needsCodConfirmation(settings("first_orders"), cod(100, 1))).toBe(false);
  });

  it("the deadline is the settings' hours after the order", () => {
    expect(codConfirmationDeadline(settings("all"), new Date("2026-11-27T00:00:00Z")).toISOString()).toBe(
      "2026-11-27T12:00:00.000Z",
    );
  });
});

describe("an order awaiting COD confirmation is held like an unpaid online order", () => {
  const waiting = {
    status: "pending" as const,
    paymentStatus: "pending" as const,
    paymentMethod: "cod" as const,
    codConfirmDueAt: new Date(),
    codConfirmedAt: null,
  };

  it("cannot be confirmed, processed or shipped; can be cancelled", () => {
    expect(awaitsCodConfirmation(waiting)).toBe(true);
    expect(allowedActions(waiting)).toEqual(["cancel"]);
    const refused = applyAction(waiting, "confirm");
    expect(refused).toEqual({ ok: false, message: expect.stringContaining("Awaiting COD confirmation") });
  });

  it("once confirmed, or when none was asked, the usual actions apply", () => {
    expect(allowedActions({ ...waiting, codConfirmedAt: new Date() })).toContain("confirm");
    expect(allowedActions({ ...waiting, codConfirmDueAt: null })).toContain("confirm");
  });
});
