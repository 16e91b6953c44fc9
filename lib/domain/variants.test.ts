import { variantLabel, variantLineDescription, variantLineName } from "./variants";

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
