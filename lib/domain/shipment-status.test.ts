import {
  nextShipmentStatus,
  parcelAtShop,
  shipmentStatusOf,
  withdrawalOf,
  type ShipmentStatus,
} from "./shipment-status";

const at = (iso: string) => new Date(iso);

describe("shipmentStatusOf", () => {
  it.each([
    ["PICKED UP", "picked_up"],
    ["IN TRANSIT", "in_transit"],
    ["In Transit-At Destination Hub", "in_transit"],
    ["OUT FOR DELIVERY", "out_for_delivery"],
    ["DELIVERED", "delivered"],
    ["UNDELIVERED-1st Attempt", "undelivered"],
    ["RTO INITIATED", "rto"],
    ["RTO DELIVERED", "rto_delivered"],
    ["CANCELED", "cancelled"],
    ["MANIFEST GENERATED", "created"],
  ])("reads %s as %s", (label, status) => {
    expect(shipmentStatusOf(label)).toBe(status);
  });

  it("says nothing for a label it does not know", () => {
    expect(shipmentStatusOf("SELF FULFILLED")).toBeNull();
  });
});

describe("nextShipmentStatus", () => {
  it("follows the latest scan by the courier's time, whatever the arrival order", () => {
    const scans = [
      { status: "out_for_delivery" as const, occurredAt: at("2026-05-21T09:00:00Z") },
      { status: "in_transit" as const, occurredAt: at("2026-05-20T09:00:00Z") },
    ];
    expect(nextShipmentStatus("picked_up", scans)).toBe("out_for_delivery");
  });

  it("never moves a delivered, cancelled or returned shipment", () => {
    const late = [{ status: "in_transit" as const, occurredAt: at("2026-05-30T09:00:00Z") }];
    expect(nextShipmentStatus("delivered", late)).toBe("delivered");
    expect(nextShipmentStatus("rto", late)).toBe("rto");
    expect(nextShipmentStatus("cancelled", late)).toBe("cancelled");
  });

  it("lets a new attempt follow a failed one", () => {
    expect(
      nextShipmentStatus("undelivered", [{ status: "out_for_delivery", occurredAt: at("2026-05-22T09:00:00Z") }]),
    ).toBe("out_for_delivery");
  });
});

describe("withdrawalOf", () => {
  it.each<[ShipmentStatus | null, ReturnType<typeof withdrawalOf>]>([
    [null, "nothing"],
    ["cancelled", "nothing"],
    ["rto", "nothing"],
    ["booking", "wait"],
    ["created", "withdraw"],
    ["picked_up", "with_courier"],
    ["in_transit", "with_courier"],
    ["out_for_delivery", "with_courier"],
    ["undelivered", "with_courier"],
    ["delivered", "with_courier"],
  ])("closing an order whose shipment is %s: %s", (status, step) => {
    expect(withdrawalOf(status)).toBe(step);
  });
});

describe("parcelAtShop", () => {
  it("is true while a courier's booking waits for pickup or was withdrawn, never for a parcel handed over by hand", () => {
    expect(parcelAtShop(null)).toBe(false);
    for (const status of ["booking", "created", "cancelled"] as const)
      expect(parcelAtShop({ status, carrier: "shiprocket" })).toBe(true);
    for (const status of ["picked_up", "in_transit", "delivered", "rto"] as const)
      expect(parcelAtShop({ status, carrier: "shiprocket" })).toBe(false);
    expect(parcelAtShop({ status: "created", carrier: "manual" })).toBe(false);
  });
});
