import { deliveryRefusal, estimatedDeliveryDay, isPincode } from "./delivery";

describe("isPincode", () => {
  test("takes six digits, the first 1 to 9", () => {
    expect(isPincode("560001")).toBe(true);
    expect(["56000", "5600011", "56O001", " 560001", "", "५६०००१", "060001"].map(isPincode)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("estimatedDeliveryDay", () => {
  test("counts the delivery days from today when ordered before 2 pm in India", () => {
    // 10:00 in India on 23 Nov 2026.
    expect(estimatedDeliveryDay(new Date("2026-11-23T04:30:00Z"), 3)).toBe("2026-11-26");
  });

  test("dispatches the next day when ordered from 2 pm in India", () => {
    // 14:00 in India.
    expect(estimatedDeliveryDay(new Date("2026-11-23T08:30:00Z"), 3)).toBe("2026-11-27");
  });

  test("uses India's day, not UTC's: 1 am in India is still the morning of the new day", () => {
    // 20:00 UTC on 23 Nov is 01:30 on 24 Nov in India.
    expect(estimatedDeliveryDay(new Date("2026-11-23T20:00:00Z"), 2)).toBe("2026-11-26");
  });

  test("crosses months and years", () => {
    expect(estimatedDeliveryDay(new Date("2026-12-30T04:30:00Z"), 5)).toBe("2027-01-04");
  });
});

describe("deliveryRefusal", () => {
  const reach = (serviceable: boolean, cod_allowed: boolean) => ({ pincode: "190001", serviceable, cod_allowed });

  test("refuses a pincode the shop does not deliver to, whatever the payment", () => {
    for (const method of ["cod", "online"] as const) {
      expect(deliveryRefusal(reach(false, false), method)).toEqual({
        code: "unserviceable_pincode",
        message: "Sorry, we do not deliver to pincode 190001 yet. Please choose another delivery address.",
      });
    }
  });

  test("refuses cash on delivery where it cannot be collected, and lets online payment through", () => {
    expect(deliveryRefusal(reach(true, false), "cod")).toEqual({
      code: "cod_unavailable_pincode",
      message: "Cash on Delivery is not available for pincode 190001. Please pay online.",
    });
    expect(deliveryRefusal(reach(true, false), "online")).toBeNull();
    expect(deliveryRefusal(reach(true, true), "cod")).toBeNull();
  });
});
