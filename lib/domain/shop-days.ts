/**
 * Days as the shop counts them: India has one time zone (UTC+05:30) and no daylight saving, so a
 * shop day is a fixed 24-hour window and plain offset arithmetic is exact.
 */
/** India's zone, for formatters and SQL that need its name; the offset below is the same zone as arithmetic. */
export const SHOP_TIME_ZONE = "Asia/Kolkata";
/** The same zone as an ISO 8601 offset, for instants written as India's wall-clock time. */
const SHOP_UTC_OFFSET = "+05:30";
const SHOP_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** "YYYY-MM-DD" of the shop day that `moment` falls in. */
export function shopDay(moment: Date): string {
  return new Date(moment.getTime() + SHOP_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a shop day begins (midnight in India). */
export function startOfShopDay(day: string): Date {
  if (!DAY_FORMAT.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw new RangeError(`Not a day: ${day}`);
  return new Date(Date.parse(`${day}T00:00:00Z`) - SHOP_OFFSET_MS);
}

/** The last instant of a shop day (23:59:59.999 in India). */
export function endOfShopDay(day: string): Date {
  return new Date(startOfShopDay(addDays(day, 1)).getTime() - 1);
}

/** The hour (0-23) on India's clock at `moment`. */
export function shopHour(moment: Date): number {
  return Number(shopLocalDateTime(moment).slice(11, 13));
}

/** An example instant for messages that ask for one: midnight in India as an ISO 8601 instant with its offset. */
export const SHOP_INSTANT_EXAMPLE = `2026-12-01T00:00:00${SHOP_UTC_OFFSET}`;

export function addDays(day: string, days: number): string {
  return shopDay(new Date(startOfShopDay(day).getTime() + days * DAY_MS));
}

/** Whole days from `start` to `end`, counting both (1 when they are the same day). */
export function daysBetween(start: string, end: string): number {
  return Math.round((startOfShopDay(end).getTime() - startOfShopDay(start).getTime()) / DAY_MS) + 1;
}

/** The reports' default range: the last 30 shop days, today included. */
export function lastDays(now: Date, days = 30): { start: string; end: string } {
  const end = shopDay(now);
  return { start: addDays(end, 1 - days), end };
}

/** The wall-clock time in India of `moment`, as a datetime-local input shows it: "YYYY-MM-DDTHH:mm". */
export function shopLocalDateTime(moment: Date): string {
  return new Date(moment.getTime() + SHOP_OFFSET_MS).toISOString().slice(0, 16);
}

/** The wall-clock time in India of `moment` to the second, as spreadsheets read it: "YYYY-MM-DD HH:mm:ss". */
export function shopTimestamp(moment: Date): string {
  return new Date(moment.getTime() + SHOP_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}

/** A datetime-local value read as India's wall-clock time, as an ISO instant with its offset; "" stays "". */
export function fromShopLocalDateTime(typed: string): string {
  return typed.trim() === "" ? "" : `${typed.trim().slice(0, 16)}:00${SHOP_UTC_OFFSET}`;
}

/** India's wall-clock time "YYYY-MM-DDTHH:mm:ss" as an instant (an invalid Date when the text is not a time). */
export function fromShopWallClock(wallClock: string): Date {
  return new Date(`${wallClock}${SHOP_UTC_OFFSET}`);
}
