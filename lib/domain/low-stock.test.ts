import { crossedLowStock, lowStockIds } from "./low-stock";

describe("crossedLowStock", () => {
  it.each([
    { stockLeft: 11, quantity: 2, crossed: false, why: "still above the threshold" },
    { stockLeft: 10, quantity: 1, crossed: true, why: "from 11 to exactly the threshold" },
    { stockLeft: 4, quantity: 9, crossed: true, why: "from 13 to well below it" },
    { stockLeft: 0, quantity: 12, crossed: true, why: "sold out from above it" },
    { stockLeft: 7, quantity: 2, crossed: false, why: "already low before this order (told then)" },
  ])("$why → $crossed", ({ stockLeft, quantity, crossed }) => {
    expect(crossedLowStock([{ productId: 5, stockLeft, quantity }], 10).map((line) => line.productId)).toEqual(
      crossed ? [5] : [],
    );
  });

  it("keeps only the lines that crossed, in order", () => {
    const lines = [
      { productId: 1, stockLeft: 9, quantity: 5 },
      { productId: 2, stockLeft: 50, quantity: 1 },
      { productId: 3, stockLeft: 0, quantity: 1 },
    ];
    expect(crossedLowStock(lines, 10)).toEqual([lines[0]]);
    expect(crossedLowStock(lines, 0)).toEqual([lines[2]]);
  });

  it("a rise (a negative quantity) never crosses", () => {
    expect(crossedLowStock([{ productId: 1, stockLeft: 8, quantity: -3 }], 10)).toEqual([]);
  });
});

describe("lowStockIds", () => {
  it("names each product once and each variant", () => {
    expect(
      lowStockIds([
        { productId: 2, variantId: 7 },
        { productId: 2, variantId: 8 },
        { productId: 3, variantId: 9 },
      ]),
    ).toEqual({ productIds: [2, 3], variantIds: [7, 8, 9] });
  });
});
