/**
 * Building blocks for every boundary: values a client sends must fit what PostgreSQL can store
 * before they reach a query, so that no input can turn into a 500.
 */
import { z } from "zod";
import { formatCount } from "../domain/format";

/** PostgreSQL's `integer` (int4) range: ids, quantities and counts live in it. */
export const DB_INT_MAX = 2_147_483_647;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL refuses (a NUL character) or that is not valid Unicode (a lone UTF-16 surrogate). */
export function isUnstorableText(text: string): boolean {
  return text.includes("\u0000") || LONE_SURROGATE.test(text);
}

/**
 * The first string inside a JSON-like value that PostgreSQL could not store, if any (keys included).
 * Walked with a stack, not recursion: a body nested thousands deep is read to its last level.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (isUnstorableText(item)) return item;
    } else if (typeof item === "object" && item !== null) {
      for (const [key, inner] of Object.entries(item)) {
        if (isUnstorableText(key)) return key;
        pending.push(inner);
      }
    }
  }
  return null;
}

/** How deep arrays and objects nest in a JSON-like value (text or a number is 0), walked with a stack. */
export function nestingDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== "object" || item === null) continue;
    deepest = Math.max(deepest, depth + 1);
    for (const inner of Object.values(item)) pending.push([inner, depth + 1]);
  }
  return deepest;
}

/** The least value of PostgreSQL's `integer`. */
export const DB_INT_MIN = -DB_INT_MAX - 1;

type IntBounds<FromText extends boolean> = {
  min?: number;
  max?: number;
  fromText?: FromText;
  tooSmall?: string;
  tooLarge?: string;
};
/** A number schema, reading text too when `FromText`. */
type IntReader<FromText extends boolean> = FromText extends true ? z.ZodCoercedNumber : z.ZodNumber;

/**
 * The one reader of whole numbers at a boundary: an integer within `min`..`max`, which never leave
 * PostgreSQL's `integer` range (a column's own, narrower range is passed in). `fromText` also reads
 * it from a string (query strings, forms, CSV cells). `message` refuses anything else, unless
 * `tooSmall` or `tooLarge` says more.
 */
export function boundedInt<FromText extends boolean = false>(
  message: string,
  { min = DB_INT_MIN, max = DB_INT_MAX, fromText, tooSmall = message, tooLarge = message }: IntBounds<FromText> = {},
): IntReader<FromText> {
  const base = fromText ? z.coerce.number(message) : z.number(message);
  return base
    .int(message)
    .min(Math.max(min, DB_INT_MIN), tooSmall)
    .max(Math.min(max, DB_INT_MAX), tooLarge) as IntReader<FromText>;
}

/** A whole number PostgreSQL's `integer` column takes; `fromText` also reads it from a string (query strings, forms). */
export function dbInt<FromText extends boolean = false>(
  message = "Enter a whole number",
  { fromText }: { fromText?: FromText } = {},
) {
  return boundedInt(message, { fromText });
}

/** A record id: a positive whole number within PostgreSQL's `integer` range. */
export function dbId<FromText extends boolean = false>(
  message = "Enter a valid id",
  { fromText }: { fromText?: FromText } = {},
) {
  return boundedInt(message, { min: 1, fromText });
}

/** The record id a piece of text names (digits only: no signs, spaces or exponents), or null when no record can have it. */
export function idFromText(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= DB_INT_MAX ? id : null;
}

/** A record id in a URL path: digits only (no signs, spaces or exponents), within range. */
export function idParam(message = "Not found") {
  return z
    .string()
    .transform((text, context) => idFromText(text) ?? (context.addIssue({ code: "custom", message }), z.NEVER));
}

/** A real calendar day written YYYY-MM-DD: 2026-02-30, 2026-13-45 and 2026-1-5 are refused. */
export function calendarDay(message = "Use a real date in the format YYYY-MM-DD") {
  return z.iso.date({ message });
}

/** A real moment in ISO 8601 with its offset (SHOP_INSTANT_EXAMPLE is one), as a Date. */
export function instant(message: string) {
  return z.iso.datetime({ offset: true, message }).transform((value) => new Date(value));
}

/** An amount in rupees with at most 2 decimals, 0..max (default ₹10,00,000), as JSON carries money. */
export function rupees(label: string, max = 1_000_000) {
  return z
    .number({ message: `${label} must be an amount in rupees` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is at most ₹${formatCount(max)}`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${label} has at most 2 decimals`);
}

/** SPEC.md section 9: the admin's order (and customer) list pages hold 20 rows; newest first. */
export const ADMIN_PAGE_SIZE = 20;

/** The last page a list in a query string may ask for. */
const MAX_PAGE = 100_000;

/** `page` and `page_size` of a list in a query string: pages start at 1, at most `maxSize` rows a page. */
export function paging(defaultSize = 20, maxSize = 100) {
  return {
    page: boundedInt("Page must be a whole number", {
      min: 1,
      max: MAX_PAGE,
      fromText: true,
      tooSmall: "Page starts at 1",
      tooLarge: `Page is at most ${MAX_PAGE}`,
    }).default(1),
    page_size: boundedInt("page_size must be a whole number", {
      min: 1,
      max: maxSize,
      fromText: true,
      tooSmall: "page_size is at least 1",
      tooLarge: `page_size is at most ${maxSize}`,
    }).default(defaultSize),
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
