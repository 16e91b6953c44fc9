import { formatINR, formatRating } from "./format";
import { assertPaise, paiseToRupeeString, paiseToRupees, rupeesToPaise } from "./money";

describe("rupeesToPaise", () => {
  it.each<[number | string, number]>([
    [0, 0],
    [1, 100],
    [12.34, 1234],
    [0.01, 1],
    [19.99, 1999],
    [1234.5, 123450],
    // floating point would give 100 / 114 / 128 here; the conversion works on the decimal text
    [1.005, 101],
    [1.145, 115],
    [1.285, 129],
    [0.004, 0],
    [0.005, 1],
    [0.0049999, 0],
    [2.675, 268],
    [0.1 + 0.2, 30],
    [-1.005, -101],
    [-0.004, 0],
    [1e-7, 0],
    [1e3, 100000],
    [1234567.89, 123456789],
    ["0", 0],
    ["12", 1200],
    ["12.5", 1250],
    ["12.345", 1235],
    ["12.344999", 1234],
    ["  7.99 ", 799],
    ["+3", 300],
    ["-3.5", -350],
    [".5", 50],
    ["5.", 500],
    ["0007.10", 710],
    ["1.5e2", 15000],
    ["1E-2", 1],
    ["25e-4", 0],
    ["5e-3", 1],
    ["-0", 0],
    ["0.000000000000000000000000009", 0],
    ["90071992547409.91", 9007199254740991],
  ])("%p rupees -> %p paise", (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it("never returns negative zero", () => {
    expect(Object.is(rupeesToPaise("-0.001"), 0)).toBe(true);
    expect(Object.is(rupeesToPaise(-0), 0)).toBe(true);
  });

  it.each<[unknown]>([
    [NaN],
    [Infinity],
    [-Infinity],
    [""],
    ["   "],
    ["."],
    ["abc"],
    ["NaN"],
    ["Infinity"],
    ["1,000"],
    ["₹10"],
    ["1_000"],
    ["1e"],
    ["0x10"],
    ["1.2.3"],
    ["--1"],
    ["90071992547409.92"],
    ["1e16"],
    ["1e999999999"],
    [1e300],
    [null],
    [undefined],
  ])("rejects %p with a RangeError", (bad) => {
    expect(() => rupeesToPaise(bad as string)).toThrow(RangeError);
  });
});

describe("paiseToRupees", () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [799, 7.99],
    [123450, 1234.5],
    [-250, -2.5],
  ])("%p paise -> %p rupees", (paise, rupees) => {
    expect(paiseToRupees(paise)).toBe(rupees);
  });

  it.each([[0.5], [NaN], [Infinity], [2 ** 53]])("rejects %p", (bad) => {
    expect(() => paiseToRupees(bad)).toThrow(RangeError);
  });

  it.each([[0], [1], [799], [1999], [123456789]])("round-trips %p paise through rupees", (paise) => {
    expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
  });
});

describe("paiseToRupeeString", () => {
  it.each([
    [0, "0.00"],
    [1, "0.01"],
    [10, "0.10"],
    [99, "0.99"],
    [100, "1.00"],
    [799, "7.99"],
    [123450, "1234.50"],
    [12345678901, "123456789.01"],
    [Number.MAX_SAFE_INTEGER, "90071992547409.91"],
    [-5, "-0.05"],
    [-123450, "-1234.50"],
    [-0, "0.00"],
  ])("%p paise -> %p", (paise, text) => {
    expect(paiseToRupeeString(paise)).toBe(text);
  });

  it.each([[0.5], [NaN], [-Infinity]])("rejects %p", (bad) => {
    expect(() => paiseToRupeeString(bad)).toThrow(RangeError);
  });

  it.each([[0], [5], [799], [123450], [Number.MAX_SAFE_INTEGER]])(
    "round-trips %p paise through the string",
    (paise) => {
      expect(rupeesToPaise(paiseToRupeeString(paise))).toBe(paise);
    },
  );
});

describe("formatINR", () => {
  it.each([
    [0, "₹0.00"],
    [1, "₹0.01"],
    [799, "₹7.99"],
    [5000, "₹50.00"],
    [99999, "₹999.99"],
    [100000, "₹1,000.00"],
    [9999999, "₹99,999.99"],
    [10000000, "₹1,00,000.00"],
    [12345600, "₹1,23,456.00"],
    [1234567850, "₹1,23,45,678.50"],
    [100000000000, "₹1,00,00,00,000.00"],
    [-5000, "-₹50.00"],
    [-0, "₹0.00"],
  ])("%p paise -> %p", (paise, text) => {
    expect(formatINR(paise)).toBe(text);
  });

  it.each([[0.5], [NaN], [Infinity]])("rejects %p", (bad) => {
    expect(() => formatINR(bad)).toThrow(RangeError);
  });
});

describe("formatRating", () => {
  it.each([
    [0, "0.0"],
    [4, "4.0"],
    [3.5, "3.5"],
    [4.25, "4.3"],
    [4.04, "4.0"],
    [4.96, "5.0"],
    [5, "5.0"],
  ])("%p -> %p", (rating, text) => {
    expect(formatRating(rating)).toBe(text);
  });

  it.each([[NaN], [Infinity], [-1], [-0.01]])("rejects %p", (bad) => {
    expect(() => formatRating(bad)).toThrow(RangeError);
  });
});

describe("assertPaise", () => {
  it.each([[0], [1], [799], [Number.MAX_SAFE_INTEGER]])("accepts %p", (ok) => {
    expect(() => assertPaise(ok)).not.toThrow();
  });

  it.each([[-1], [0.5], [1.005], [NaN], [Infinity], [-Infinity], [2 ** 53]])("rejects %p", (bad) => {
    expect(() => assertPaise(bad)).toThrow(RangeError);
  });

  it("names the offending value in the message", () => {
    expect(() => assertPaise(-1, "price")).toThrow("price must be a whole, non-negative number of paise, got -1");
  });
});
