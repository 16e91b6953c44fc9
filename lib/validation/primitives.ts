/**
 * Building blocks for every boundary: values a client sends must fit what PostgreSQL can store
 * before they reach a query, so that no input can turn into a 500.
 */
import { z } from "zod";

/** PostgreSQL's `integer` (int4) range: ids, quantities and counts live in it. */
export const DB_INT_MAX = 2_147_483_647;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL refuses (a NUL character) or that is not valid Unicode (a lone UTF-16 surrogate). */
export function isUnstorableText(text: string): boolean {
  return text.includes("\u0000") || LONE_SURROGATE.test(text);
}

/** The first string inside a JSON-like value that PostgreSQL could not store, if any (keys included). */
export function findUnstorableText(value: unknown, depth = 0): string | null {
  if (typeof value === "string") return isUnstorableText(value) ? value : null;
  if (depth > 32 || typeof value !== "object" || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorableText(key)) return key;
    const found = findUnstorableText(item, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const number = (message: string, fromText: boolean) => (fromText ? z.coerce.number(message) : z.number(message));

/** A whole number PostgreSQL's `integer` column takes; `fromText` also reads it from a string (query strings, forms). */
export function dbInt(message = "Enter a whole number", { fromText = false } = {}) {
  return number(message, fromText).int(message).min(-DB_INT_MAX - 1, message).max(DB_INT_MAX, message);
}

/** A record id: a positive whole number within PostgreSQL's `integer` range. */
export function dbId(message = "Enter a valid id", { fromText = false } = {}) {
  return number(message, fromText).int(message).min(1, message).max(DB_INT_MAX, message);
}

/** A record id in a URL path: digits only (no signs, spaces or exponents), within range. */
export function idParam(message = "Not found") {
  return z.string().regex(/^\d{1,10}$/, message).transform(Number).pipe(z.number().min(1, message).max(DB_INT_MAX, message));
}

const RUPEE_LIMIT_TEXT = new Intl.NumberFormat("en-IN");

/** An amount in rupees with at most 2 decimals, 0..max (default ₹10,00,000), as JSON carries money. */
export function rupees(label: string, max = 1_000_000) {
  return z
    .number({ message: `${label} must be an amount in rupees` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is at most ₹${RUPEE_LIMIT_TEXT.format(max)}`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${label} has at most 2 decimals`);
}

/** `page` and `page_size` of a list in a query string: pages start at 1, at most `maxSize` rows a page. */
export function paging(defaultSize = 20, maxSize = 100) {
  return {
    page: z.coerce.number("Page must be a number").int("Page must be a whole number").min(1, "Page starts at 1").max(100_000, "Page is at most 100000").default(1),
    page_size: z.coerce.number("page_size must be a number").int("page_size must be a whole number").min(1, "page_size is at least 1").max(maxSize, `page_size is at most ${maxSize}`).default(defaultSize),
  };
}

/** The longest line of text a name, phone or address field takes. */
const TEXT_MAX = 200;

/** A line of text that must not be blank once trimmed; `message` says so at the field. */
export function requiredText(message: string) {
  return z.string().trim().min(1, message).max(TEXT_MAX);
}

/** A line of text that may be left empty. */
export const optionalText = z.string().trim().max(TEXT_MAX);

/** An e-mail address, trimmed (RFC 5321 allows at most 320 characters). */
export const emailAddress = z.string().trim().pipe(z.email("Please enter a valid email address.").max(320));

/** A path on this site (links and image paths staff enter): starts with one `/`, no spaces, never another site. */
export function sitePath(label: string) {
  return z
    .string({ message: `${label} must be text` })
    .trim()
    .max(500, `${label} is at most 500 characters`)
    .regex(/^\/(?![/\\])\S*$/, `${label} must be a path on this site, starting with /`);
}
