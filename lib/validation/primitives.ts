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
