import { describeDeliveryEdit, type DeliveryDetails } from "./order-edit";

const before: DeliveryDetails = {
  recipientName: "Asha Rao",
  recipientPhone: "+919811111111",
  deliveryAddress: "12 MG Road",
  deliveryApartment: null,
  deliveryCity: "Pune",
  deliveryState: "Maharashtra",
  deliveryPincode: "411001",
  notes: null,
};

describe("describeDeliveryEdit", () => {
  it("names each changed field with its value before and after, in the form's order", () => {
    expect(
      describeDeliveryEdit(before, {
        ...before,
        deliveryPincode: "411002",
        deliveryApartment: "Flat 4B",
        deliveryCity: "Pimpri",
      }),
    ).toBe(
      'Delivery details edited: Apartment (empty) → "Flat 4B"; City "Pune" → "Pimpri"; PIN code "411001" → "411002"',
    );
  });

  it("is null when nothing changed, an empty value and a missing one being the same", () => {
    expect(describeDeliveryEdit(before, { ...before, deliveryApartment: "", notes: "" })).toBeNull();
  });

  it("records a value removed", () => {
    expect(describeDeliveryEdit({ ...before, notes: "Ring twice" }, before)).toBe(
      'Delivery details edited: Notes "Ring twice" → (empty)',
    );
  });
});
