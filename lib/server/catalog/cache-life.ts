/**
 * Cache life of catalogue data that orders and edits revalidate by tag (at once, see revalidate.ts).
 * Refreshed in the background at most hourly (a safety net for writes made outside the app, and for
 * the stock that unpaid online orders give back, which the sweeper does outside any request), and
 * never expired by age.
 */
export const CATALOG_CACHE_LIFE = { stale: 300, revalidate: 3600, expire: 365 * 24 * 3600 };
