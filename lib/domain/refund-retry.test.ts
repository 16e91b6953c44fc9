import { retryRefusal, type RetryCandidate } from "./refund-retry";

const failed: RetryCandidate = {
  status: "failed",
  method: "razorpay",
  kind: "partial",
  paymentId: "pay-1",
  amount: 50_000,
  lineCount: 1,
  orderVersion: 2,
};
const delivered = { status: "delivered", version: 2 };

describe("retryRefusal: whether a failed refund may be sent again", () => {
  it("allows a failed Razorpay refund of the order's version whose payment still holds its amount", () => {
    expect(retryRefusal(failed, delivered, 50_000)).toBeNull();
  });

  it("refuses a refund that did not fail, was not through Razorpay, or names no payment", () => {
    const refused = "Only a refund that failed can be retried.";
    expect(retryRefusal({ ...failed, status: "processed" }, delivered, 50_000)).toBe(refused);
    expect(retryRefusal({ ...failed, method: "manual" }, delivered, 50_000)).toBe(refused);
    expect(retryRefusal({ ...failed, paymentId: null }, delivered, 50_000)).toBe(refused);
  });

  it("refuses on a cancelled or refunded order, except a payment not due (kind excess)", () => {
    for (const status of ["cancelled", "refunded"]) {
      expect(retryRefusal(failed, { status, version: 2 }, 50_000)).toBe(
        `This order is ${status}: its refund covered what was left.`,
      );
      expect(retryRefusal({ ...failed, kind: "excess", lineCount: 0 }, { status, version: 2 }, 50_000)).toBeNull();
    }
  });

  it("refuses a refund of lines once the order was edited; one without lines is not tied to a version", () => {
    expect(retryRefusal(failed, { ...delivered, version: 3 }, 50_000)).toMatch(/edited since the refund failed/);
    expect(retryRefusal({ ...failed, kind: "edit", lineCount: 0 }, { ...delivered, version: 3 }, 50_000)).toBeNull();
  });

  it("refuses when the payment holds less than the refund, or is not among the captured ones", () => {
    expect(retryRefusal(failed, delivered, 49_999)).toBe(
      "The payment has ₹499.99 left to refund, less than this refund: make a new refund on the Refunds panel.",
    );
    expect(retryRefusal(failed, delivered, null)).toMatch(/^The payment has ₹0\.00 left/);
  });
});
