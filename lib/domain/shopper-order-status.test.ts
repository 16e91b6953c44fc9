import type { PaymentFacts } from "./payment-window";
import { shopperOrderStatusLabel } from "./shopper-order-status";

const now = new Date("2026-11-23T12:00:00Z");
const later = new Date("2026-11-23T12:20:00Z");
const earlier = new Date("2026-11-23T11:40:00Z");
const order = (facts: Partial<PaymentFacts>): PaymentFacts => ({
  paymentMethod: "prepaid",
  paymentStatus: "pending",
  status: "pending",
  paymentExpiresAt: later,
  ...facts,
});

describe("shopperOrderStatusLabel (issue 26, item 9: one wording of each state)", () => {
  it.each<[string, Partial<PaymentFacts>, string]>([
    // The reported order: paid online, not yet confirmed by the merchant. Not "Pending", and not "confirmed" either.
    ["paid online, awaiting the merchant", { paymentStatus: "paid", paymentExpiresAt: null }, "Order placed"],
    ["cash on delivery, awaiting the merchant", { paymentMethod: "cod", paymentExpiresAt: null }, "Order placed"],
    ["online, within its payment window", {}, "Awaiting payment"],
    ["online, a failed attempt within the window", { paymentStatus: "failed" }, "Awaiting payment"],
    ["online, window passed", { paymentExpiresAt: earlier }, "Payment not completed"],
    ["confirmed", { status: "confirmed", paymentStatus: "paid" }, "Confirmed"],
    ["processing", { status: "processing", paymentMethod: "cod" }, "Processing"],
    ["shipped", { status: "shipped", paymentStatus: "paid" }, "Shipped"],
    ["delivered", { status: "delivered", paymentStatus: "paid" }, "Delivered"],
    ["cancelled", { status: "cancelled", paymentExpiresAt: earlier }, "Cancelled"],
    ["refunded", { status: "refunded", paymentStatus: "refunded" }, "Refunded"],
  ])("%s", (_case, facts, label) => {
    expect(shopperOrderStatusLabel(order(facts), now)).toBe(label);
  });

  it("refuses a status it does not know", () => {
    expect(() => shopperOrderStatusLabel(order({ status: "lost" }), now)).toThrow(RangeError);
  });
});
