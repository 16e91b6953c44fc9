import { erasureDueAt, ERASURE_PERIOD_DAYS, gstRetentionEnd, latestRetentionEnd } from "./data-rights";

describe("gstRetentionEnd", () => {
  it("keeps an invoice until 31 December six years after its financial year ends (72 months from the annual return)", () => {
    expect(gstRetentionEnd(new Date("2026-11-27T10:00:00+05:30"))).toBe("2033-12-31");
    expect(gstRetentionEnd(new Date("2027-03-31T23:59:00+05:30"))).toBe("2033-12-31");
    expect(gstRetentionEnd(new Date("2027-04-01T00:00:00+05:30"))).toBe("2034-12-31");
  });

  it("reads the financial year in India's time: 31 March 19:00 UTC is already April in India", () => {
    expect(gstRetentionEnd(new Date("2027-03-31T19:00:00Z"))).toBe("2034-12-31");
  });

  it("takes the latest of several invoices, and null for none", () => {
    expect(latestRetentionEnd([new Date("2026-05-01"), new Date("2027-05-01"), new Date("2025-05-01")])).toBe(
      "2034-12-31",
    );
    expect(latestRetentionEnd([])).toBeNull();
  });
});

it("makes an erasure request due the stated number of days after it", () => {
  const asked = new Date("2026-11-27T04:00:00Z");
  expect(ERASURE_PERIOD_DAYS).toBe(30);
  expect(erasureDueAt(asked).toISOString()).toBe("2026-12-27T04:00:00.000Z");
});
