import { MAX_STOCK, restockedCount } from "./stock";

describe("restockedCount", () => {
  it("adds the units back", () => expect(restockedCount(10, 3)).toBe(13));
  it("stops at the ceiling", () => expect(restockedCount(MAX_STOCK - 1, 5)).toBe(MAX_STOCK));
  it("never lowers a count already above the ceiling", () =>
    expect(restockedCount(2_147_483_640, 99)).toBe(2_147_483_640));
});
