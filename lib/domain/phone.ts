/** Phone numbers as the shop stores them: E.164, India (+91) when the shopper gives no country code. */

export const DEFAULT_COUNTRY_PREFIX = "+91";

const E164 = /^\+[1-9]\d{7,14}$/;

/** Trims, strips spaces, dashes, dots and brackets, and puts +91 in front of a number without "+". */
export function normalisePhone(input: string): string {
  const compact = input.trim().replace(/[\s\-().]/g, "");
  if (compact === "") return "";
  return compact.startsWith("+") ? compact : `${DEFAULT_COUNTRY_PREFIX}${compact}`;
}

export function isE164(phone: string): boolean {
  return E164.test(phone);
}

/** The E.164 form of `input`, or null when it is not a valid phone number. */
export function toE164(input: string): string | null {
  const phone = normalisePhone(input);
  return isE164(phone) ? phone : null;
}

const PHONE_LIKE = /^\+?[\d\s\-().]+$/;
const INDIA_CODE = DEFAULT_COUNTRY_PREFIX.slice(1);

/**
 * The digits to look for in stored (E.164) phone numbers when staff search by a number, however
 * it is typed: "+91 98765 43210", "0091-98765-43210", "91 9876543210", "098765 43210" and
 * "9876543210" all give "9876543210"; part of a number ("98765") gives its digits. Null when the
 * text is not a phone number (letters, or no digit at all), so a name search never matches phones.
 */
export function phoneSearchDigits(input: string): string | null {
  const text = input.trim();
  if (!PHONE_LIKE.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  if (digits === "") return null;
  const international = text.startsWith("+") ? digits : digits.startsWith("00") ? digits.slice(2) : null;
  let national: string;
  if (international !== null)
    national = international.startsWith(INDIA_CODE) ? international.slice(INDIA_CODE.length) : international;
  else if (digits.length === 12 && digits.startsWith(INDIA_CODE)) national = digits.slice(INDIA_CODE.length);
  else national = digits.replace(/^0+/, "");
  return national || digits;
}

/**
 * How staff's search by phone matches a stored (E.164) number, as a Prisma string filter: a whole Indian
 * mobile number, however typed ("098765 43210", "+91 98765-43210"), is that number exactly, which the
 * phone column's index answers; other digits (part of a number, another country's) are looked for anywhere
 * in it. Null when the text is not a phone number.
 */
export function phoneSearchMatch(input: string): { equals: string } | { contains: string } | null {
  const digits = phoneSearchDigits(input);
  if (digits === null) return null;
  return /^[6-9]\d{9}$/.test(digits) ? { equals: `${DEFAULT_COUNTRY_PREFIX}${digits}` } : { contains: digits };
}

const INDIAN_MOBILE = /^\+91[6-9]\d{9}$/;

/**
 * An Indian mobile number as the shop stores it (+91 and 10 digits starting 6 to 9), from the
 * ways people type one: "98765 43210", "+91 98765-43210", "09876543210"; null for anything else.
 */
export function toIndianMobile(input: string): string | null {
  const phone = normalisePhone(input).replace(/^\+910(?=\d{10}$)/, "+91");
  return INDIAN_MOBILE.test(phone) ? phone : null;
}

/**
 * A stored (E.164) phone number in two spreadsheet cells that show as written: the country code and
 * the number, digits only, e.g. `{ countryCode: "91", number: "9876543210" }` (a leading "+" would
 * read as a formula and need an apostrophe Excel shows). India's numbers split at 91; a number of
 * another country, whose code's length varies, stays whole in `number` with no country code.
 */
export function phoneColumns(phone: string | null | undefined): { countryCode: string; number: string } {
  if (!phone) return { countryCode: "", number: "" };
  if (phone.startsWith(DEFAULT_COUNTRY_PREFIX))
    return { countryCode: INDIA_CODE, number: phone.slice(DEFAULT_COUNTRY_PREFIX.length) };
  return { countryCode: "", number: phone };
}
