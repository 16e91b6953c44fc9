import fc from "fast-check";
import { SEARCH_COUNT_CAP, searchCount, searchCountLimit } from "./search-count";

describe("a search's count", () => {
  it("stops at the cap on the first pages, and one row past a later page", () => {
    expect(searchCountLimit(1, 20)).toBe(SEARCH_COUNT_CAP);
    expect(searchCountLimit(50, 20)).toBe(1001);
    expect(searchCountLimit(200, 20)).toBe(4001);
  });

  it("is exact below its limit and a floor at it", () => {
    expect(searchCount(37, 1000)).toEqual({ count: 37, count_capped: false });
    expect(searchCount(1000, 1000)).toEqual({ count: 1000, count_capped: true });
  });

  it("is exact without a limit (filters alone)", () => {
    expect(searchCount(100_000, null)).toEqual({ count: 100_000, count_capped: false });
  });

  it("always knows whether a page follows the one shown", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 100 }),
        fc.nat(60_000),
        (page, size, matches) => {
          const limit = searchCountLimit(page, size);
          const { count, count_capped } = searchCount(Math.min(matches, limit), limit);
          const morePages = count_capped || Math.ceil(count / size) > page;
          expect(morePages).toBe(matches > page * size);
        },
      ),
    );
  });
});
