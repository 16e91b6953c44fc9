import {
  addDays,
  daysBetween,
  endOfShopDay,
  fromShopLocalDateTime,
  fromShopWallClock,
  lastDays,
  shopDay,
  shopHour,
  shopLocalDateTime,
  shopTimestamp,
  startOfShopDay,
} from "./shop-days";

describe("shop days (India, UTC+05:30)", () => {
  it("puts 18:29 UTC on the same day and 18:30 UTC on the next", () => {
    expect(shopDay(new Date("2026-03-10T18:29:59Z"))).toBe("2026-03-10");
    expect(shopDay(new Date("2026-03-10T18:30:00Z"))).toBe("2026-03-11");
  });

  it("starts a day at midnight in India", () => {
    expect(startOfShopDay("2026-03-11").toISOString()).toBe("2026-03-10T18:30:00.000Z");
  });

  it("refuses text that is not a day", () => {
    expect(() => startOfShopDay("11/03/2026")).toThrow(RangeError);
    expect(() => startOfShopDay("2026-13-40")).toThrow(RangeError);
  });

  it("adds days across month and year ends, and counts days inclusively", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-03-01", "2026-03-01")).toBe(1);
    expect(daysBetween("2026-01-01", "2026-12-31")).toBe(365);
  });

  it("defaults to the last 30 days with today included, today being India's date", () => {
    expect(lastDays(new Date("2026-03-30T20:00:00Z"))).toEqual({ start: "2026-03-02", end: "2026-03-31" });
  });
});

describe("India's wall-clock time in a datetime-local input", () => {
  it("shows an instant as India's time and reads it back as the same instant", () => {
    const moment = new Date("2026-11-30T18:30:00Z");
    expect(shopLocalDateTime(moment)).toBe("2026-12-01T00:00");
    expect(new Date(fromShopLocalDateTime("2026-12-01T00:00")).getTime()).toBe(moment.getTime());
    expect(fromShopLocalDateTime(" ")).toBe("");
  });
});

describe("shopTimestamp", () => {
  it("gives India's date and time to the second, across midnight UTC", () => {
    expect(shopTimestamp(new Date("2026-11-24T19:05:09.500Z"))).toBe("2026-11-25 00:35:09");
    expect(shopTimestamp(new Date("2026-11-25T06:30:00Z"))).toBe("2026-11-25 12:00:00");
  });
});

describe("India's clock", () => {
  it("ends a day at its last millisecond in India", () => {
    expect(endOfShopDay("2026-03-11").toISOString()).toBe("2026-03-11T18:29:59.999Z");
  });

  it("tells the hour in India and reads India's wall-clock time as an instant", () => {
    expect(shopHour(new Date("2026-03-10T08:29:00Z"))).toBe(13);
    expect(shopHour(new Date("2026-03-10T18:30:00Z"))).toBe(0);
    expect(fromShopWallClock("2026-05-19T11:59:16").toISOString()).toBe("2026-05-19T06:29:16.000Z");
    expect(Number.isNaN(fromShopWallClock("2026-05-19T25:00:00").getTime())).toBe(true);
  });
});
