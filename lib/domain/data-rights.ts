/**
 * The shopper's rights under India's Digital Personal Data Protection Act, 2023 (docs/privacy.md):
 * the period the shop states for an erasure request, and how long tax law keeps an invoice.
 */
import { shopDay } from "@/lib/domain/shop-days";

/**
 * The shop's stated period for completing an erasure request, in days from the request. The Act sets no
 * fixed number of days for erasure; this is the merchant's own commitment (docs/privacy.md).
 */
export const ERASURE_PERIOD_DAYS = 30;

/** When an erasure request asked for at `requestedAt` is due. */
export function erasureDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ERASURE_PERIOD_DAYS * 24 * 60 * 60 * 1000);
}

/** The months the CGST Act, 2017 (section 36) keeps accounts and records: after the annual return's due date. */
export const GST_RETENTION_MONTHS = 72;

/**
 * The last day (India's date, YYYY-MM-DD) an invoice issued at `issuedAt` must be kept: section 36 of the
 * CGST Act, 2017 keeps records for 72 months from the due date of the annual return (GSTR-9) of the
 * financial year they belong to, which section 44 sets at 31 December after the year's end. An invoice of
 * the year April 2026 - March 2027 is kept until 31 December 2033.
 */
export function gstRetentionEnd(issuedAt: Date): string {
  const [year, month] = shopDay(issuedAt).split("-").map(Number);
  const financialYearEnd = month >= 4 ? year + 1 : year;
  return `${financialYearEnd + GST_RETENTION_MONTHS / 12}-12-31`;
}

/** The latest of the retention ends of several invoices, or null when there is none. */
export function latestRetentionEnd(issuedAts: Date[]): string | null {
  return issuedAts.map(gstRetentionEnd).sort().at(-1) ?? null;
}

/** Orders still under way: an account with one is not erased until it is delivered, cancelled or refunded. */
export const OPEN_ORDER_STATUSES = ["pending", "confirmed", "processing", "shipped"] as const;

/** A return in one of these statuses blocks an erasure: its refund still needs the shopper's details. */
export const OPEN_RETURN_STATUSES = ["requested", "approved", "pickup_scheduled", "in_transit", "received"] as const;

/** What an erased account's name and an anonymised order's contact fields read. */
export const ERASED_NAME = "Erased customer";
/** A review's author once its account is erased. */
export const ERASED_REVIEW_AUTHOR = "Former customer";

/** The words the profile shows about what an erasure keeps (SPEC.md has none; docs/privacy.md). */
export const ERASURE_KEEPS_TEXT =
  "We keep your invoices and the records of the orders they belong to, as India's GST law (section 36 of the CGST Act, 2017) obliges us to, for 72 months from the due date of the annual return of the year of each invoice. Their contact details are removed from the orders; the invoices stay as they were issued.";
