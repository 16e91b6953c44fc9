import {
  formatAmount,
  formatClock,
  formatCount,
  formatDateTime,
  formatDay,
  formatDayOfMonth,
  formatDocumentDay,
  formatLongDateTime,
  formatLongDay,
  formatLongMonth,
  formatMonth,
  formatRupees,
} from "./format";

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

describe("the shop's other date formats", () => {
  it("reads shop days and months as India's calendar, whatever the process's zone", () => {
    expect(formatDay("2026-11-05")).toBe("5 Nov 2026");
    expect(formatDocumentDay("2026-11-05")).toBe("05 Nov 2026");
    expect(formatDocumentDay(LATE_EVENING_UTC)).toBe("24 Nov 2026");
    expect(formatLongDay("2025-07-02")).toBe("2 July 2025");
    expect(formatDayOfMonth("2026-03-12")).toBe("12 Mar");
    expect(formatMonth("2026-03-01")).toBe("Mar 2026");
    expect(formatLongMonth("2026-03")).toBe("March 2026");
  });

  it("shows the time on India's clock", () => {
    expect(formatClock(LATE_EVENING_UTC)).toMatch(/^02:30\s?am$/i);
  });
});

describe("numbers", () => {
  it("groups counts and amounts as India writes them", () => {
    expect(formatCount(120000)).toBe("1,20,000");
    expect(formatAmount(12345650)).toBe("1,23,456.50");
    expect(formatAmount(0)).toBe("0.00");
    expect(() => formatAmount(1.5)).toThrow(RangeError);
  });
});
