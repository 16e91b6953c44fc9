import {
  matchCombinations,
  repricedByPercent,
  variantCombinations,
  variantLabel,
  variantLineDescription,
  variantLineName,
} from "./variants";

describe("variantCombinations", () => {
  it("is one empty combination without options", () => {
    expect(variantCombinations([])).toEqual([[]]);
  });

  it("crosses the options' values in order, the first option varying slowest", () => {
    expect(
      variantCombinations([
        { name: "Size", values: ["60 capsules", "120 capsules"] },
        { name: "Pack", values: ["1", "2", "3"] },
      ]),
    ).toEqual([
      ["60 capsules", "1"],
      ["60 capsules", "2"],
      ["60 capsules", "3"],
      ["120 capsules", "1"],
      ["120 capsules", "2"],
      ["120 capsules", "3"],
    ]);
  });

  it("is empty when an option has no values", () => {
    expect(variantCombinations([{ name: "Size", values: [] }])).toEqual([]);
  });
});

describe("matchCombinations", () => {
  const a = { id: 1, optionValues: [] as string[] };
  it("gives a product's single variant the first value of its first option", () => {
    const matched = matchCombinations([a], [{ name: "Size", values: ["100 ml", "200 ml"] }]);
    expect(matched).toEqual([
      { optionValues: ["100 ml"], existing: a },
      { optionValues: ["200 ml"], existing: null },
    ]);
  });

  it("keeps variants whose values are still offered, in any case, and drops the rest", () => {
    const small = { id: 1, optionValues: ["100 ML"] };
    const large = { id: 2, optionValues: ["200 ml"] };
    const matched = matchCombinations([small, large], [{ name: "Size", values: ["200 ml", "500 ml"] }]);
    expect(matched).toEqual([
      { optionValues: ["200 ml"], existing: large },
      { optionValues: ["500 ml"], existing: null },
    ]);
  });
});

describe("repricedByPercent", () => {
  it.each([
    [29900, 10, 32890],
    [29900, -10, 26910],
    [10000, 12.5, 11250],
    [999, 5, 1049], // 1048.95 rounds up
    [101, -50, 51], // 50.5 rounds half up
    [1, -90, 1], // never below one paisa
    [0, 20, 0],
  ])("%i paise %d%% -> %i", (price, percent, expected) => {
    expect(repricedByPercent(price, percent)).toBe(expected);
  });

  it("refuses percents outside -90..500 and non-paise prices", () => {
    expect(() => repricedByPercent(100, -91)).toThrow(RangeError);
    expect(() => repricedByPercent(100, 501)).toThrow(RangeError);
    expect(() => repricedByPercent(1.5, 10)).toThrow(RangeError);
  });
});

describe("variantLabel", () => {
  it("joins the option values in order, skipping blanks", () => {
    expect(variantLabel(["Mint", " 200 ml "])).toBe("Mint / 200 ml");
    expect(variantLabel(["120 capsules", ""])).toBe("120 capsules");
  });
  it("is empty for a variant without options", () => {
    expect(variantLabel([])).toBe("");
  });
});

describe("variantLineName", () => {
  it("names the product and its variant", () => {
    expect(variantLineName("Ashwagandha Capsules", "120 capsules")).toBe("Ashwagandha Capsules, 120 capsules");
  });
  it("is the product's name without a label", () => {
    expect(variantLineName("Ashwagandha Capsules", "")).toBe("Ashwagandha Capsules");
  });
});

describe("variantLineDescription", () => {
  it("adds the quantity text when the label does not say it", () => {
    expect(variantLineDescription("Herbal Tea", "Mint", "100 g")).toBe("Herbal Tea, Mint (100 g)");
    expect(variantLineDescription("Herbal Tea", "", "100 g")).toBe("Herbal Tea (100 g)");
  });
  it("does not repeat a quantity text the label already holds", () => {
    expect(variantLineDescription("Ashwagandha Capsules", "120 capsules", "120 capsules")).toBe(
      "Ashwagandha Capsules, 120 capsules",
    );
    expect(variantLineDescription("Hair Oil", "Mint / 200 ml", "200 ml")).toBe("Hair Oil, Mint / 200 ml");
  });
  it("is the bare name without label or quantity text", () => {
    expect(variantLineDescription("Kit", "", "")).toBe("Kit");
  });
});
