import { estimatedDeliveryDay, isPincode } from "./delivery";

describe("isPincode", () => {
  test("takes exactly six digits", () => {
    expect(isPincode("560001")).toBe(true);
    expect(["56000", "5600011", "56O001", " 560001", "", "५६०००१"].map(isPincode)).toEqual([false, false, false, false, false, false]);
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
