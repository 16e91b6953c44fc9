/**
 * A back-office search counts its matches up to a point and then says "1,000+ orders". Counting
 * every order that holds a common word (a surname, part of a phone) reads the whole table (about
 * 90 ms at 100,000 orders), while the page itself needs only its rows, which come newest first
 * from an index.
 */
export const SEARCH_COUNT_CAP = 1000;

/** Where a search's count stops on `page`: at the cap, or one row past the page, so the pager knows whether another follows. */
export function searchCountLimit(page: number, pageSize: number): number {
  return Math.max(SEARCH_COUNT_CAP, page * pageSize + 1);
}

/** A count that stopped at `limit` is a floor ("at least"), shown with a "+"; without a limit it is exact. */
export function searchCount(counted: number, limit: number | null): { count: number; count_capped: boolean } {
  if (limit === null) return { count: counted, count_capped: false };
  return { count: Math.min(counted, limit), count_capped: counted >= limit };
}

/** A page of a searchable back-office list: its rows and how many match (`count_capped`: at least that many). */
export type SearchPage<Row> = { results: Row[]; count: number; count_capped: boolean };
