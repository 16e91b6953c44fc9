import { counted } from "./plural";

describe("counted", () => {
  it.each([
    [0, "job", undefined, "0 jobs"],
    [1, "job", undefined, "1 job"],
    [2, "job", undefined, "2 jobs"],
    [1, "category", "categories", "1 category"],
    [3, "category", "categories", "3 categories"],
    [120000, "product", undefined, "1,20,000 products"],
    [1, "staff account", undefined, "1 staff account"],
  ])("%d %s -> %s", (count, one, many, text) => expect(counted(count, one, many)).toBe(text));

  it("says a count that stopped is a floor", () => {
    expect(counted(1000, "order", undefined, true)).toBe("1,000+ orders");
    expect(counted(1, "order", undefined, true)).toBe("1+ orders");
  });
});
