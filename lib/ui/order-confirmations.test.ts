import type { ActionPreview } from "@/lib/domain/order-action-preview";
import { confirmationOf, listOrderNumbers, type ConfirmedAction } from "./order-confirmations";

const line = (order_number: string, refund_amount = 0, message: string | null = null) => ({
  id: 1,
  order_number,
  allowed: message === null,
  refund_amount,
  message,
});
const preview = (action: ConfirmedAction, orders: ActionPreview["orders"], missing: number[] = []) => ({
  action,
  orders,
  missing,
  allowed_count: orders.filter((order) => order.allowed).length,
  refund_total: orders.reduce((sum, order) => sum + (order.allowed ? order.refund_amount : 0), 0),
});

describe("listOrderNumbers", () => {
  it("joins with commas and 'and', and summarises past the limit", () => {
    expect(listOrderNumbers(["A"])).toBe("A");
    expect(listOrderNumbers(["A", "B", "C"])).toBe("A, B and C");
    expect(listOrderNumbers(["A", "B", "C", "D"], 2)).toBe("A, B and 2 more");
  });
});

describe("confirmationOf", () => {
  it("names the orders a bulk cancel applies to and the total refunded, and those it leaves with why", () => {
    const text = confirmationOf(
      preview(
        "cancel",
        [
          line("ORD-1", 1200.5),
          line("ORD-2"),
          line("ORD-5", 1149.5),
          line("ORD-9", 0, "Cannot cancel an order that is delivered."),
        ],
        [77],
      ),
    );
    expect(text.summary).toBe(
      "This will cancel 3 orders (ORD-1, ORD-2 and ORD-5) and refund ₹2,350.00 to the customers' online payments.",
    );
    expect(text.unaffected).toEqual([
      { order_number: "ORD-9", message: "Cannot cancel an order that is delivered." },
      { order_number: "#77", message: "Order not found" },
    ]);
    expect(text.affected).toBe(3);
  });

  it("says when nothing is refunded, and words one order and one payment in the singular", () => {
    expect(confirmationOf(preview("cancel", [line("ORD-2")])).summary).toBe(
      "This will cancel order ORD-2. No online payment is refunded.",
    );
    expect(confirmationOf(preview("cancel", [line("ORD-1", 499)])).summary).toBe(
      "This will cancel order ORD-1 and refund ₹499.00 to the customer's online payment.",
    );
    expect(confirmationOf(preview("refund", [line("ORD-1", 1149.5)])).summary).toBe(
      "This will refund ₹1,149.50 for order ORD-1 to the customer's online payment.",
    );
  });

  it("names the orders a bulk confirm or process changes, and those it leaves with why", () => {
    const text = confirmationOf(
      preview("confirm", [line("ORD-1"), line("ORD-2"), line("ORD-3", 0, "Cannot confirm an order that is shipped.")]),
    );
    expect(text).toEqual({
      summary: "This will confirm 2 orders (ORD-1 and ORD-2).",
      unaffected: [{ order_number: "ORD-3", message: "Cannot confirm an order that is shipped." }],
      affected: 2,
    });
    expect(confirmationOf(preview("process", [line("ORD-4")])).summary).toBe("This will start processing order ORD-4.");
    expect(
      confirmationOf(preview("confirm", [line("ORD-5", 0, "Cannot confirm an order that is delivered.")])).summary,
    ).toBe("None of these orders can be confirmed.");
  });

  it("leaves nothing to confirm when no order qualifies", () => {
    const text = confirmationOf(preview("refund", [line("ORD-3", 0, "Only orders paid online can be refunded.")]));
    expect(text).toMatchObject({ summary: "None of these orders can be refunded.", affected: 0 });
  });
});
