import {
  isE164,
  normalisePhone,
  phoneColumns,
  phoneSearchDigits,
  phoneSearchMatch,
  toE164,
  toIndianMobile,
} from "./phone";

describe("normalisePhone", () => {
  it("puts +91 in front of a number without a country code", () => {
    expect(normalisePhone("9876543210")).toBe("+919876543210");
  });

  it("keeps a number that already has a +", () => {
    expect(normalisePhone("+14155550123")).toBe("+14155550123");
  });

  it("trims and strips spaces, dashes and brackets", () => {
    expect(normalisePhone("  +91 98765-43210 ")).toBe("+919876543210");
    expect(normalisePhone("(98765) 43210")).toBe("+919876543210");
  });

  it("leaves a blank number blank", () => {
    expect(normalisePhone("   ")).toBe("");
  });
});

describe("toE164", () => {
  it("accepts valid numbers", () => {
    expect(toE164("98765 43210")).toBe("+919876543210");
    expect(isE164("+447911123456")).toBe(true);
  });

  it("rejects letters, too short, too long and a leading zero country code", () => {
    expect(toE164("98765abcde")).toBeNull();
    expect(toE164("12345")).toBeNull();
    expect(toE164("+1234567890123456")).toBeNull();
    expect(toE164("+0123456789")).toBeNull();
    expect(toE164("")).toBeNull();
  });
});

describe("phoneSearchMatch", () => {
  it("matches a whole Indian mobile number exactly, however it is spelled", () => {
    for (const typed of ["98765 43210", "+91 9876543210", "09876543210", "0091-98765-43210", "919876543210"])
      expect(phoneSearchMatch(typed)).toEqual({ equals: "+919876543210" });
  });

  it("looks for part of a number, or another country's, anywhere in the stored number", () => {
    expect(phoneSearchMatch("43210")).toEqual({ contains: "43210" });
    expect(phoneSearchMatch("+1 415 555 0123")).toEqual({ contains: "14155550123" });
    // Ten digits that cannot be an Indian mobile (it starts 6 to 9) stay a part to look for.
    expect(phoneSearchMatch("0123456789")).toEqual({ contains: "123456789" });
    expect(phoneSearchMatch("5123456789")).toEqual({ contains: "5123456789" });
  });

  it("is null for text that is not a number", () => {
    expect(phoneSearchMatch("Asha Rao")).toBeNull();
    expect(phoneSearchMatch("ORD-2026")).toBeNull();
  });
});

describe("phoneSearchDigits", () => {
  it("finds the same number however it is spelled", () => {
    for (const typed of [
      "+91 98765 43210",
      "+919876543210",
      "0091-98765-43210",
      "91 98765 43210",
      "098765 43210",
      "9876543210",
      "98765-43210",
      " (98765) 43210 ",
    ]) {
      expect(phoneSearchDigits(typed)).toBe("9876543210");
    }
  });

  it("keeps part of a number and another country's number as digits", () => {
    expect(phoneSearchDigits("98765")).toBe("98765");
    expect(phoneSearchDigits("0987")).toBe("987");
    expect(phoneSearchDigits("+1 415 555 0123")).toBe("14155550123");
    expect(phoneSearchDigits("+91")).toBe("91");
  });

  it("is null for text that is not a number", () => {
    expect(phoneSearchDigits("Asha Rao")).toBeNull();
    expect(phoneSearchDigits("ORD-2026")).toBeNull();
    expect(phoneSearchDigits("  ")).toBeNull();
    expect(phoneSearchDigits("--")).toBeNull();
  });
});

describe("toIndianMobile", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["+91 98765-43210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["+916123456789", "+916123456789"],
  ])("reads %s as %s", (typed, stored) => {
    expect(toIndianMobile(typed)).toBe(stored);
  });

  it.each(["", "987654321", "98765432101", "5876543210", "+14155550123", "+9198765abcde"])("refuses %p", (typed) => {
    expect(toIndianMobile(typed)).toBeNull();
  });
});

describe("phoneColumns", () => {
  it("splits an Indian number into its country code and ten digits, nothing a spreadsheet reads as a formula", () => {
    expect(phoneColumns("+919700012001")).toEqual({ countryCode: "91", number: "9700012001" });
    expect(phoneColumns("+14155550123")).toEqual({ countryCode: "", number: "+14155550123" });
    expect(phoneColumns(null)).toEqual({ countryCode: "", number: "" });
    expect(phoneColumns("")).toEqual({ countryCode: "", number: "" });
  });
});
