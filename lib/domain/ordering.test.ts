import { moveOnePlace } from "./ordering";

const rows = (...positions: number[]) => positions.map((position, index) => ({ id: index + 1, position }));

describe("moving a row one place", () => {
  it("swaps two neighbours numbered 0, 1, 2…", () => {
    expect(moveOnePlace(rows(0, 1, 2, 3), 2, -1)).toEqual([
      { item: { id: 3, position: 2 }, position: 1 },
      { item: { id: 2, position: 1 }, position: 2 },
    ]);
    expect(moveOnePlace(rows(0, 1, 2, 3), 0, 1)).toEqual([
      { item: { id: 2, position: 1 }, position: 0 },
      { item: { id: 1, position: 0 }, position: 1 },
    ]);
  });

  it("renumbers equal or sparse positions so the move is exactly one place", () => {
    expect(moveOnePlace(rows(0, 0, 0), 2, -1)).toEqual([
      { item: { id: 3, position: 0 }, position: 1 },
      { item: { id: 2, position: 0 }, position: 2 },
    ]);
    expect(moveOnePlace(rows(5, 10, 20), 0, 1)).toEqual([
      { item: { id: 2, position: 10 }, position: 0 },
      { item: { id: 1, position: 5 }, position: 1 },
      { item: { id: 3, position: 20 }, position: 2 },
    ]);
  });

  it("changes nothing past either end or for a row that is not there", () => {
    expect(moveOnePlace(rows(0, 1), 0, -1)).toEqual([]);
    expect(moveOnePlace(rows(0, 1), 1, 1)).toEqual([]);
    expect(moveOnePlace(rows(0, 1), 5, -1)).toEqual([]);
    expect(moveOnePlace([], 0, 1)).toEqual([]);
  });
});
