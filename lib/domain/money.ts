/**
 * Money is always a whole number of paise (1 rupee = 100 paise). Rupees appear
 * only at the edges: API JSON amounts and what the shopper reads.
 */
export type Paise = number;

/** sign, whole digits, fraction digits, exponent — the decimal forms `String(number)` can produce, plus user text. */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** More digits than this cannot be a safe integer number of paise. */
const MAX_PAISE_DIGITS = 16;

/** Throws a RangeError unless `n` is a whole, non-negative number of paise (prices, discounts and totals never go below 0). */
export function assertPaise(n: number, label = "amount"): void {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`${label} must be a whole, non-negative number of paise, got ${n}`);
  }
}

/**
 * Converts rupees to paise exactly, rounding half away from zero to the nearest paisa.
 * Works on the decimal text rather than on floating point, so 1.005 becomes 101 paise, not 100.
 */
export function rupeesToPaise(rupees: number | string): Paise {
  const text = typeof rupees === "number" ? finiteText(rupees) : String(rupees).trim();
  const match = DECIMAL.exec(text);
  if (!match || (!match[2] && !match[3])) throw new RangeError(`Not an amount in rupees: ${JSON.stringify(rupees)}`);
  const [, sign, whole, fraction = "", exponent = "0"] = match;
  const paise = roundDecimal(whole + fraction, whole.length + Number(exponent) + 2);
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Amount in rupees is too large: ${text}`);
  return sign === "-" && paise !== 0 ? -paise : paise;
}

export function paiseToRupees(p: Paise): number {
  assertWhole(p);
  return p / 100;
}

/** Rupees with exactly 2 decimals and no grouping, e.g. "1234.50", for API JSON amounts. */
export function paiseToRupeeString(p: Paise): string {
  assertWhole(p);
  const abs = Math.abs(p);
  const paisePart = String(abs % 100).padStart(2, "0");
  return `${p < 0 ? "-" : ""}${Math.floor(abs / 100)}.${paisePart}`;
}

function assertWhole(p: Paise): void {
  if (!Number.isSafeInteger(p)) throw new RangeError(`Not a whole number of paise: ${p}`);
}

function finiteText(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not an amount in rupees: ${n}`);
  return String(n);
}

/** Rounds the decimal number `0.digits × 10^point` half away from zero to an integer. */
function roundDecimal(digits: string, point: number): number {
  const leadingZeros = digits.length - digits.replace(/^0+/, "").length;
  const significant = digits.slice(leadingZeros);
  const integerLength = point - leadingZeros;
  if (integerLength > MAX_PAISE_DIGITS) return Infinity;
  const integerPart = integerLength > 0 ? significant.slice(0, integerLength).padEnd(integerLength, "0") : "0";
  const roundingDigit = integerLength >= 0 ? (significant[integerLength] ?? "0") : "0";
  return Number(integerPart) + (roundingDigit >= "5" ? 1 : 0);
}
