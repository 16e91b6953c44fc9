import { formatINR, rupeesToPaise } from "@/lib/domain/money";
import { SHOP_TIME_ZONE } from "@/lib/domain/shop-days";

/**
 * How people read dates and money: India's way (en-IN) and India's time zone, whatever the
 * browser's or the server's own zone is.
 */
const DAY = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: SHOP_TIME_ZONE,
});
const DATE_TIME = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: SHOP_TIME_ZONE,
});
const LONG_DATE_TIME = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: SHOP_TIME_ZONE,
});

type Moment = Date | string;
const asDate = (moment: Moment) => (typeof moment === "string" ? new Date(moment) : moment);

/** "23 Nov 2026" */
export const formatDay = (moment: Moment) => DAY.format(asDate(moment));
/** "23 Nov 2026, 3:26 pm" */
export const formatDateTime = (moment: Moment) => DATE_TIME.format(asDate(moment));
/** "23 November 2026 at 3:26 pm" */
export const formatLongDateTime = (moment: Moment) => LONG_DATE_TIME.format(asDate(moment));

/** API JSON amounts are rupees with 2 decimals; shown the en-IN way, e.g. ₹1,234.50. */
export const formatRupees = (rupees: number) => formatINR(rupeesToPaise(rupees));
