import {
  boundedInt,
  calendarDay,
  dbId,
  dbInt,
  DB_INT_MAX,
  findUnstorableText,
  idFromText,
  idParam,
  instant,
  isUnstorableText,
  nestingDepth,
  paging,
  sitePath,
} from "@/lib/validation/primitives";

describe("isUnstorableText", () => {
  it.each([
    ["NUL", "a\u0000b", true],
    ["lone high surrogate", "x\uD83D", true],
    ["lone low surrogate", "\uDE00x", true],
    ["a surrogate pair (emoji)", "tulsi 🌿", false],
    ["Devanagari", "तुलसी", false],
    ["plain", "Ashwagandha", false],
  ])("%s", (_name, text, unstorable) => expect(isUnstorableText(text)).toBe(unstorable));
});

describe("findUnstorableText", () => {
  it("finds bad text in nested values and keys, and nothing in clean ones", () => {
    expect(findUnstorableText({ a: [1, { b: "ok\u0000" }] })).toBe("ok\u0000");
    expect(findUnstorableText({ ["k\uD800"]: 1 })).toBe("k\uD800");
    expect(findUnstorableText({ a: ["fine", 2, null, true] })).toBeNull();
  });

  it("reads a value nested far deeper than 32 levels to its last level", () => {
    const deep = (depth: number, inner: unknown) =>
      Array.from({ length: depth }).reduce<unknown>((value) => ({ a: [value] }), inner);
    expect(findUnstorableText(deep(40, "x\u0000"))).toBe("x\u0000");
    expect(findUnstorableText(deep(100_000, "x\u0000"))).toBe("x\u0000");
    expect(findUnstorableText(deep(100_000, "x"))).toBeNull();
    expect(nestingDepth(deep(100_000, "x"))).toBe(200_000);
    expect(nestingDepth({ a: 1, b: [{}] })).toBe(3);
    expect(nestingDepth("text")).toBe(0);
  });
});

describe("database-range numbers", () => {
  it("takes ids within PostgreSQL's integer range only", () => {
    expect(dbId().safeParse(12).data).toBe(12);
    expect(dbId().safeParse("12").success).toBe(false);
    expect(dbId("", { fromText: true }).safeParse("12").data).toBe(12);
    expect(dbId().safeParse(DB_INT_MAX).success).toBe(true);
    expect(dbId().safeParse(DB_INT_MAX + 1).success).toBe(false);
    expect(dbId().safeParse(0).success).toBe(false);
    expect(dbId().safeParse(1.5).success).toBe(false);
    expect(dbId("", { fromText: true }).safeParse("1e3").success).toBe(true);
    expect(dbInt().safeParse(-DB_INT_MAX - 2).success).toBe(false);
  });

  it("bounds every integer to PostgreSQL's range, whatever range a caller asks for", () => {
    const wide = boundedInt("whole", { min: -(2 ** 40), max: 2 ** 40 });
    expect(wide.safeParse(DB_INT_MAX).success).toBe(true);
    expect(wide.safeParse(DB_INT_MAX + 1).success).toBe(false);
    expect(wide.safeParse(-DB_INT_MAX - 2).success).toBe(false);
    const small = boundedInt("whole", {
      min: 1,
      max: 60,
      tooSmall: "at least 1",
      tooLarge: "at most 60",
      fromText: true,
    });
    expect(small.safeParse("60").data).toBe(60);
    expect(small.safeParse("0").error?.issues[0].message).toBe("at least 1");
    expect(small.safeParse("2147483648").error?.issues[0].message).toBe("at most 60");
    expect(small.safeParse("1.5").error?.issues[0].message).toBe("whole");
    expect(paging().page.safeParse("1000000000000").success).toBe(false);
  });

  it("reads ids in text as plain digits within range, else none", () => {
    expect(idFromText("42")).toBe(42);
    expect(idFromText(String(DB_INT_MAX))).toBe(DB_INT_MAX);
    for (const bad of ["0", "2147483648", "9007199254740993", "1e3", "-1", " 1", "", "abc"])
      expect(idFromText(bad)).toBeNull();
  });

  it("reads path ids as plain digits", () => {
    expect(idParam().safeParse("42").data).toBe(42);
    for (const bad of ["1e3", "-1", " 1", "0", "2147483648", "99999999999", "abc", "1.0"]) {
      expect(idParam().safeParse(bad).success).toBe(false);
    }
  });
});

describe("dates", () => {
  it("takes real calendar days only", () => {
    for (const good of ["2026-02-28", "2028-02-29", "2026-12-31"])
      expect(calendarDay().safeParse(good).success).toBe(true);
    for (const bad of [
      "2026-13-45",
      "2026-02-30",
      "2026-02-29",
      "2026-04-31",
      "2026-1-5",
      "2026-13-45T00:00",
      "20260101",
      "-200000-01-01",
      "",
    ]) {
      expect(calendarDay().safeParse(bad).success).toBe(false);
    }
  });

  it("takes real moments with their offset", () => {
    expect(instant("when").parse("2026-12-01T00:00:00+05:30")).toEqual(new Date("2026-11-30T18:30:00Z"));
    for (const bad of ["2026-02-30T00:00:00Z", "2026-12-01T00:00:00", "275760-09-14T00:00:00Z", "1"])
      expect(instant("when").safeParse(bad).success).toBe(false);
  });
});

describe("sitePath", () => {
  it("takes paths on this site and refuses other sites", () => {
    for (const good of ["/", "/products", "/products/wellness-teas?sort=price", "/images/slides/a.webp"])
      expect(sitePath("Link").safeParse(good).success).toBe(true);
    for (const bad of [
      "",
      "products",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "/a b",
      `/${"x".repeat(500)}`,
    ]) {
      expect(sitePath("Link").safeParse(bad).success).toBe(false);
    }
  });
});
