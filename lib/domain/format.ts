import { rupeesToPaise, type Paise } from "./money";
import { SHOP_TIME_ZONE, startOfShopDay } from "./shop-days";

/**
 * How people read dates, times, money and counts, in the browser, the e-mails, the invoices and the
 * labels alike: India's way (en-IN) and India's time zone, whatever the browser's or the server's own zone is.
 */
const inIndia = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-IN", { ...options, timeZone: SHOP_TIME_ZONE });

const DAY = inIndia({ day: "numeric", month: "short", year: "numeric" });
const DOCUMENT_DAY = inIndia({ day: "2-digit", month: "short", year: "numeric" });
const LONG_DAY = inIndia({ day: "numeric", month: "long", year: "numeric" });
const DAY_OF_MONTH = inIndia({ day: "numeric", month: "short" });
const MONTH = inIndia({ month: "short", year: "numeric" });
const LONG_MONTH = inIndia({ month: "long", year: "numeric" });
const DATE_TIME = inIndia({ dateStyle: "medium", timeStyle: "short" });
const LONG_DATE_TIME = inIndia({ dateStyle: "long", timeStyle: "short" });
const CLOCK = inIndia({ hour: "2-digit", minute: "2-digit" });

const COUNT = new Intl.NumberFormat("en-IN");
const AMOUNT = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const INR = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An instant (a Date or ISO text), a shop day ("YYYY-MM-DD") or a shop month ("YYYY-MM"). */
type Moment = Date | string;
const SHOP_DAY = /^\d{4}-\d{2}-\d{2}$/;
const SHOP_MONTH = /^\d{4}-\d{2}$/;

function asDate(moment: Moment): Date {
  if (typeof moment !== "string") return moment;
  if (SHOP_DAY.test(moment)) return startOfShopDay(moment);
  if (SHOP_MONTH.test(moment)) return startOfShopDay(`${moment}-01`);
  return new Date(moment);
}

/** "23 Nov 2026" */
export const formatDay = (moment: Moment) => DAY.format(asDate(moment));
/** "05 Nov 2026", the day as invoices, labels and manifests print it. */
export const formatDocumentDay = (moment: Moment) => DOCUMENT_DAY.format(asDate(moment));
/** "2 July 2025" */
export const formatLongDay = (moment: Moment) => LONG_DAY.format(asDate(moment));
/** "12 Mar" */
export const formatDayOfMonth = (moment: Moment) => DAY_OF_MONTH.format(asDate(moment));
/** "Mar 2026" */
export const formatMonth = (moment: Moment) => MONTH.format(asDate(moment));
/** "March 2026" */
export const formatLongMonth = (moment: Moment) => LONG_MONTH.format(asDate(moment));
/** "23 Nov 2026, 3:26 pm" */
export const formatDateTime = (moment: Moment) => DATE_TIME.format(asDate(moment));
/** "23 November 2026 at 3:26 pm" */
export const formatLongDateTime = (moment: Moment) => LONG_DATE_TIME.format(asDate(moment));
/** "03:26 pm" */
export const formatClock = (moment: Moment) => CLOCK.format(asDate(moment));

/** A count with India's digit grouping: "1,20,000". */
export const formatCount = (count: number) => COUNT.format(count);

/** Indian grouping and the rupee sign, e.g. "₹1,23,456.00". */
export function formatINR(p: Paise): string {
  assertWhole(p);
  return INR.format(p / 100 + 0); // + 0 turns -0 into 0, which Intl would print as "-₹0.00"
}

/** Indian grouping and 2 decimals without the rupee sign, e.g. "1,23,456.00", for columns of amounts. */
export function formatAmount(p: Paise): string {
  assertWhole(p);
  return AMOUNT.format(p / 100);
}

/** Ratings always show one decimal: 4 -> "4.0". */
export function formatRating(rating: number): string {
  if (!Number.isFinite(rating) || rating < 0) throw new RangeError(`Not a rating: ${rating}`);
  return rating.toFixed(1);
}

/** API JSON amounts are rupees with 2 decimals; shown the en-IN way, e.g. ₹1,234.50. */
export const formatRupees = (rupees: number) => formatINR(rupeesToPaise(rupees));

function assertWhole(p: Paise): void {
  if (!Number.isSafeInteger(p)) throw new RangeError(`Not a whole number of paise: ${p}`);
}
