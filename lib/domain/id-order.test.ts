import { inIdOrder } from "./id-order";

describe("inIdOrder", () => {
  it("puts the rows in the ids' order and leaves out ids with no row", () => {
    const rows = [{ id: 1 }, { id: 3 }, { id: 2 }];
    expect(inIdOrder([3, 9, 1, 2], rows)).toEqual([{ id: 3 }, { id: 1 }, { id: 2 }]);
    expect(inIdOrder([], rows)).toEqual([]);
  });
});
