import { formatINR } from "./format";
import { ndrActionRefusal, ndrComments, rtoPolicySentence, rtoRefundAmount, rtoStatus } from "./rto";
import { nextShipmentStatus, shipmentStatusOf } from "./shipment-status";
import { cashCollection } from "./order-status";
import { shopperOrderStatusLabel } from "./shopper-order-status";

describe("RTO in the order state machine", () => {
  it("moves a shipped order to returning, then returned", () => {
    expect(rtoStatus("shipped", "initiated")).toBe("returning");
    expect(rtoStatus("returning", "delivered")).toBe("returned");
    expect(rtoStatus("shipped", "delivered")).toBe("returned");
  });

  it.each(["pending", "confirmed", "processing", "delivered", "cancelled", "refunded", "returned"] as const)(
    "changes nothing on an order that is %s",
    (status) => {
      expect(rtoStatus(status, "initiated")).toBeNull();
      if (status !== "returned") expect(rtoStatus(status, "delivered")).toBeNull();
    },
  );

  it("never lets a returned order start returning again (a replayed RTO initiated scan)", () => {
    expect(rtoStatus("returned", "initiated")).toBeNull();
    expect(rtoStatus("returned", "delivered")).toBeNull();
  });

  it("speaks the shopper's words for both states", () => {
    const order = {
      status: "returning",
      paymentMethod: "cod",
      paymentStatus: "pending",
      paymentExpiresAt: null,
    } as const;
    expect(shopperOrderStatusLabel(order)).toBe("Returning to us");
    expect(shopperOrderStatusLabel({ ...order, status: "returned" })).toBe("Returned to us");
  });

  it("never records cash for a parcel coming back", () => {
    for (const status of ["returning", "returned"] as const)
      expect(cashCollection({ status, paymentStatus: "pending", paymentMethod: "cod" })).toEqual({
        ok: false,
        message: "This parcel was not delivered and comes back to us: there is no cash to collect.",
      });
  });
});

describe("courier scans", () => {
  it("reads RTO initiated and RTO delivered apart", () => {
    expect(shipmentStatusOf("RTO INITIATED")).toBe("rto");
    expect(shipmentStatusOf("RTO In Transit")).toBe("rto");
    expect(shipmentStatusOf("RTO DELIVERED")).toBe("rto_delivered");
    expect(shipmentStatusOf("UNDELIVERED")).toBe("undelivered");
  });

  it("a parcel on its way back only arrives back; back, it stays", () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 10, minutes));
    const late = [
      { status: "rto" as const, occurredAt: at(1) },
      { status: "out_for_delivery" as const, occurredAt: at(5) },
    ];
    expect(nextShipmentStatus("rto", late)).toBe("rto");
    expect(nextShipmentStatus("rto", [...late, { status: "rto_delivered", occurredAt: at(3) }])).toBe("rto_delivered");
    expect(nextShipmentStatus("rto_delivered", [{ status: "delivered", occurredAt: at(9) }])).toBe("rto_delivered");
    expect(nextShipmentStatus("undelivered", [{ status: "rto", occurredAt: at(2) }])).toBe("rto");
  });
});

describe("the refund of a prepaid parcel returned to origin", () => {
  const paid = { paymentMethod: "prepaid", paymentStatus: "paid", refundable: 120_000, returnShippingFee: 0 } as const;

  it("refunds what the payment has left, in full by default", () => {
    expect(rtoRefundAmount(paid)).toBe(120_000);
  });

  it("keeps the return shipping when the setting says so", () => {
    expect(rtoRefundAmount({ ...paid, returnShippingFee: 7_900 })).toBe(112_100);
  });

  it("refunds what earlier partial refunds left, less the fee, never below zero", () => {
    expect(rtoRefundAmount({ ...paid, refundable: 20_000, returnShippingFee: 7_900 })).toBe(12_100);
    expect(rtoRefundAmount({ ...paid, refundable: 5_000, returnShippingFee: 7_900 })).toBe(0);
    expect(rtoRefundAmount({ ...paid, refundable: 7_999, returnShippingFee: 7_900 })).toBe(0);
  });

  it("refunds nothing to a cash-on-delivery or unpaid order", () => {
    expect(rtoRefundAmount({ ...paid, paymentMethod: "cod" })).toBe(0);
    expect(rtoRefundAmount({ ...paid, paymentStatus: "refunded" })).toBe(0);
  });

  it("states the rule in the policy text", () => {
    expect(rtoPolicySentence(0, formatINR)).toMatch(/refund your payment in full/);
    expect(rtoPolicySentence(7_900, formatINR)).toMatch(/less ₹79\.00 for the return shipping/);
  });
});

describe("staff's answer to a failed delivery", () => {
  const open = { shipmentStatus: "undelivered", latestAction: null, anyReturn: false, hasAttempt: true };

  it("is allowed once per attempt while the parcel waits", () => {
    expect(ndrActionRefusal(open)).toBeNull();
    expect(ndrActionRefusal({ ...open, latestAction: "reattempt" })).toMatch(/already answered/);
    expect(ndrActionRefusal({ ...open, anyReturn: true })).toMatch(/cannot be undone/);
    expect(ndrActionRefusal({ ...open, shipmentStatus: "out_for_delivery" })).toMatch(/not waiting/);
    expect(ndrActionRefusal({ ...open, hasAttempt: false })).toMatch(/no failed delivery/);
  });

  it("sends the note, new phone and date as the courier's comments", () => {
    expect(ndrComments({ action: "reattempt", note: "Call first", phone: "9876543210", date: "2026-11-30" })).toBe(
      "Call first. New phone: 9876543210. Deliver on: 2026-11-30",
    );
    expect(ndrComments({ action: "return", note: "", phone: "9876543210" })).toBe("Return to origin");
  });
});
