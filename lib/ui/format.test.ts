import { formatDateTime, formatDay, formatLongDateTime, formatRupees } from "./format";

// 2026-11-23 21:00 UTC is already the 24th in India (UTC+05:30).
const LATE_EVENING_UTC = "2026-11-23T21:00:00.000Z";

describe("format", () => {
  it("shows days and times in India's time zone, the en-IN way", () => {
    expect(formatDay(LATE_EVENING_UTC)).toBe("24 Nov 2026");
    expect(formatDateTime(new Date(LATE_EVENING_UTC))).toMatch(/^24 Nov 2026, 2:30\s?am$/i);
    expect(formatLongDateTime(LATE_EVENING_UTC)).toMatch(/^24 November 2026 at 2:30\s?am$/i);
  });

  it("shows API rupees with the rupee sign and Indian grouping", () => {
    expect(formatRupees(123456.5)).toBe("₹1,23,456.50");
    expect(formatRupees(0)).toBe("₹0.00");
  });
});
