import { documentNumber, financialYear, INVOICE_PREFIX, seriesOf, sequenceWidth } from "./invoice-number";

describe("financialYear (April to March, India's time zone)", () => {
  it.each([
    ["2026-04-01T00:00:00+05:30", "26-27"],
    ["2026-03-31T23:59:59+05:30", "25-26"],
    // 31 March 19:00 UTC is already 1 April in India.
    ["2027-03-31T19:00:00Z", "27-28"],
    ["2027-03-31T18:29:59Z", "26-27"],
    ["2026-11-23T10:00:00Z", "26-27"],
    ["2099-12-31T00:00:00Z", "99-00"],
    ["2009-06-01T00:00:00Z", "09-10"],
  ])("%s is in %s", (moment, year) => {
    expect(financialYear(new Date(moment))).toBe(year);
  });
});

describe("documentNumber", () => {
  it.each([
    ["PA", "26-27", 123, "PA/26-27/000123"],
    ["PA", "26-27", 1, "PA/26-27/000001"],
    ["PA", "26-27", 999_999, "PA/26-27/999999"],
    ["PA", "26-27", 1_234_567, "PA/26-27/1234567"],
    ["P", "26-27", 42, "P/26-27/000042"],
    ["PAY", "26-27", 7, "PAY/26-27/000007"],
    ["PAYC", "26-27", 12, "PAYC/26-27/00012"],
  ])("%s, %s, %i → %s", (series, year, sequence, number) => {
    expect(documentNumber(series, year, sequence)).toBe(number);
    expect(number.length).toBeLessThanOrEqual(16);
  });

  it("never goes past 16 characters", () => {
    expect(() => documentNumber("PA", "26-27", 10_000_000)).toThrow("no numbers left");
    expect(() => documentNumber("PAYC", "26-27", 100_000)).toThrow("no numbers left");
    expect(() => documentNumber("PA", "26-27", 0)).toThrow(RangeError);
  });

  it("leaves every series room for at least 5 digits", () => {
    expect(sequenceWidth(seriesOf("ABC", "credit_note"))).toBe(5);
    expect(sequenceWidth(seriesOf("AB", "invoice"))).toBe(7);
  });
});

describe("series", () => {
  it("numbers credit notes apart from invoices", () => {
    expect(seriesOf("PA", "invoice")).toBe("PA");
    expect(seriesOf("PA", "credit_note")).toBe("PAC");
  });

  it.each(["", "pa", "PAYS", "P-A", "P A"])("refuses the prefix %j", (prefix) => {
    expect(INVOICE_PREFIX.test(prefix)).toBe(false);
    expect(() => seriesOf(prefix, "invoice")).toThrow(RangeError);
  });
});
