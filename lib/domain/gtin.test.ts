import { gtinCheckDigit, gtinProblem, isValidGtin } from "./gtin";

describe("GTIN check digit (GS1)", () => {
  it.each([
    ["EAN-13, India's 890 prefix", "8901234567890"],
    ["EAN-13 from a real pack", "8901030865275"],
    ["EAN-13 of GS1's example", "4006381333931"],
    ["GTIN-8", "96385074"],
    ["UPC-A (GTIN-12)", "036000291452"],
    ["GTIN-14", "10614141000415"],
    ["GTIN-14 with a leading zero", "00012345600012"],
  ])("takes a valid %s", (_kind, code) => {
    expect(gtinProblem(code)).toBeNull();
    expect(isValidGtin(code)).toBe(true);
  });

  it("computes the check digit from the digits before it", () => {
    expect(gtinCheckDigit("890123456789")).toBe(0);
    expect(gtinCheckDigit("400638133393")).toBe(1);
    expect(gtinCheckDigit("9638507")).toBe(4);
    expect(gtinCheckDigit("03600029145")).toBe(2);
  });

  it("refuses a wrong check digit, naming the right one", () => {
    expect(gtinProblem("8901030865278")).toBe("This GTIN's check digit is wrong: the last digit of 890103086527… is 5");
    expect(isValidGtin("4006381333932")).toBe(false);
    expect(isValidGtin("96385075")).toBe(false);
  });

  it.each([
    ["123456789"],
    ["12345"],
    ["890123456789012"],
    ["89012345678a0"],
    [""],
    ["8901 234567890"],
    ["-901234567890"],
  ])("refuses %j: not 8, 12, 13 or 14 digits", (code) => {
    expect(gtinProblem(code)).toBe("GTIN has 8, 12, 13 or 14 digits");
  });
});
