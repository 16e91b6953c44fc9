import { paymentFailedMessage, paymentStanding, paymentStatusLabel, type PaymentFacts } from "./payment-window";

const now = new Date("2026-11-23T12:00:00Z");
const later = new Date("2026-11-23T12:20:00Z");
const earlier = new Date("2026-11-23T11:40:00Z");
const online = (facts: Partial<PaymentFacts>): PaymentFacts => ({
  paymentMethod: "prepaid",
  paymentStatus: "pending",
  status: "pending",
  paymentExpiresAt: later,
  ...facts,
});

describe("paymentStanding", () => {
  it.each<[string, PaymentFacts, ReturnType<typeof paymentStanding>, string]>([
    [
      "cash on delivery",
      { paymentMethod: "cod", paymentStatus: "pending", status: "pending", paymentExpiresAt: null },
      "cod",
      "Pending",
    ],
    ["online, within its window", online({}), "payable", "Pending"],
    ["online, a failed attempt within its window (retry)", online({ paymentStatus: "failed" }), "payable", "Failed"],
    [
      "online, window passed but not yet expired by the job",
      online({ paymentExpiresAt: earlier }),
      "not-completed",
      "Payment not completed",
    ],
    [
      "online, cancelled by the expiry",
      online({ status: "cancelled", paymentExpiresAt: earlier }),
      "not-completed",
      "Payment not completed",
    ],
    [
      "online, failed and expired",
      online({ status: "cancelled", paymentStatus: "failed", paymentExpiresAt: earlier }),
      "not-completed",
      "Payment not completed",
    ],
    ["online, paid", online({ paymentStatus: "paid", status: "confirmed", paymentExpiresAt: null }), "paid", "Paid"],
    [
      "online, refunded",
      online({ paymentStatus: "refunded", status: "refunded", paymentExpiresAt: null }),
      "refunded",
      "Refunded",
    ],
  ])("%s", (_case, facts, standing, label) => {
    expect(paymentStanding(facts, now)).toBe(standing);
    expect(paymentStatusLabel(facts, now)).toBe(label);
  });
});

describe("paymentFailedMessage (issue 26, item 23: say it once)", () => {
  it.each<[string | undefined, string]>([
    ["Payment failed because the bank declined it", "Payment failed because the bank declined it"],
    ["payment failed: card expired", "payment failed: card expired"],
    ["Your card was declined", "Payment failed: Your card was declined"],
    ["Payment failedx", "Payment failed: Payment failedx"],
    ["  ", "Payment failed: Unknown error"],
    [undefined, "Payment failed: Unknown error"],
  ])("%p", (description, message) => {
    expect(paymentFailedMessage(description)).toBe(message);
  });
});
