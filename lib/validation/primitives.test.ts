import { dbId, dbInt, DB_INT_MAX, findUnstorableText, idParam, isUnstorableText, sitePath } from "./primitives";

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

  it("reads path ids as plain digits", () => {
    expect(idParam().safeParse("42").data).toBe(42);
    for (const bad of ["1e3", "-1", " 1", "0", "2147483648", "99999999999", "abc", "1.0"]) {
      expect(idParam().safeParse(bad).success).toBe(false);
    }
  });
});

describe("sitePath", () => {
  it("takes paths on this site and refuses other sites", () => {
    for (const good of ["/", "/products", "/products/wellness-teas?sort=price", "/images/slides/a.webp"]) expect(sitePath("Link").safeParse(good).success).toBe(true);
    for (const bad of ["", "products", "//evil.example", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "/a b", `/${"x".repeat(500)}`]) {
      expect(sitePath("Link").safeParse(bad).success).toBe(false);
    }
  });
});
