import {
  capQuantity,
  lineLimitMessage,
  MAX_LINE_QUANTITY,
  maxLineQuantity,
  notEnoughStockMessage,
} from "./cart-limits";

describe("capQuantity (issue 16, defect 9)", () => {
  it.each([
    [1, 50, 1, null],
    [50, 50, 50, null],
    [500, 50, 50, "Only 50 left in stock"],
    [500, 1000, MAX_LINE_QUANTITY, "You can order at most 99 of a product"],
    [99, 1000, 99, null],
    [100, 99, 99, "You can order at most 99 of a product"],
    [3, 2, 2, "Only 2 left in stock"],
    [0, 10, 1, null],
    [-4, 10, 1, null],
    [Number.NaN, 10, 1, null],
    [2.7, 10, 2, null],
  ])("%p wanted with %p in stock -> %p (%p)", (requested, stock, quantity, message) => {
    expect(capQuantity(requested, stock)).toEqual({ quantity, message });
  });

  it.each([
    [140, 99],
    [99, 99],
    [12, 12],
    [1, 1],
    [0, 1],
  ])("allows at most %p in stock -> %p on a line", (stock, max) => {
    expect(maxLineQuantity(stock)).toBe(max);
  });

  it("uses the server's refusal texts", () => {
    expect(notEnoughStockMessage(3)).toBe("Only 3 left in stock");
    expect(lineLimitMessage()).toBe(`You can order at most ${MAX_LINE_QUANTITY} of a product`);
  });
});
