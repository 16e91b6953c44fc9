/**
 * GST invoice numbers: `PREFIX/YY-YY/NNNNNN`, at most 16 characters (Rule 46 of the CGST Rules),
 * unique and consecutive within a financial year (1 April to 31 March, in India's time zone) and
 * series. Invoices are numbered in the series of the merchant's prefix, credit notes in their own
 * series, the prefix followed by "C". The sequence has 6 digits (more when it outgrows them, as long as the
 * number stays within 16 characters).
 */
import { shopDay } from "./shop-days";

/** Rule 46: an invoice number has at most 16 characters. */
export const INVOICE_NUMBER_MAX = 16;
/** The merchant's prefix: 1 to 3 capital letters or digits, so that every number fits in 16 characters. */
export const INVOICE_PREFIX = /^[A-Z0-9]{1,3}$/;
export const INVOICE_PREFIX_MESSAGE = "The invoice prefix is 1 to 3 capital letters or digits";

export type DocumentKind = "invoice" | "credit_note";

/** The series a kind of document is numbered in. */
export function seriesOf(prefix: string, kind: DocumentKind): string {
  if (!INVOICE_PREFIX.test(prefix)) throw new RangeError(`Not an invoice prefix: ${prefix}`);
  return kind === "invoice" ? prefix : `${prefix}C`;
}

/** The financial year (April to March, India's calendar) of a moment, as "YY-YY", e.g. "26-27". */
export function financialYear(moment: Date): string {
  const [year, month] = shopDay(moment).split("-").map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, "0")}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The sequence is written with at least this many digits (leading zeros), as in PA/26-27/000123. */
export const SEQUENCE_DIGITS = 6;

/** The most digits a sequence may have: whatever the 16 characters leave after the series and the year. */
export function sequenceWidth(series: string): number {
  return INVOICE_NUMBER_MAX - series.length - "/YY-YY/".length;
}

/** The number of the `sequence`-th document of a series in a financial year; refuses one that would not fit in 16 characters. */
export function documentNumber(series: string, year: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Not a sequence number: ${sequence}`);
  const width = sequenceWidth(series);
  const digits = String(sequence).padStart(Math.min(SEQUENCE_DIGITS, width), "0");
  if (digits.length > width)
    throw new RangeError(
      `Series ${series} has no numbers left in ${year}: at most ${"9".repeat(width)} fit in ${INVOICE_NUMBER_MAX} characters`,
    );
  return `${series}/${year}/${digits}`;
}

/** SPEC.md section 9: the default invoice number is 'INV-{id}'. */
export function invoiceNumberOf(order: { id: number; invoiceNumber: string | null }): string {
  return order.invoiceNumber ?? `INV-${order.id}`;
}
