/**
 * GTIN/EAN barcodes (GS1): GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13, India's 890 prefix) and GTIN-14, all digits,
 * the last a check digit: the other digits weighted 3 and 1 alternately from the right, the check digit bringing
 * the sum to a multiple of ten (GS1 General Specifications, 7.9.1).
 */

/** The lengths a GTIN has. */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** The check digit the digits before it call for. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const digit = body.charCodeAt(body.length - 1 - index) - 48;
    sum += digit * (index % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with a GTIN as typed (spaces and hyphens are not part of it), or null when it is a valid one. */
export function gtinProblem(code: string): string | null {
  if (!/^\d+$/.test(code) || !(GTIN_LENGTHS as readonly number[]).includes(code.length)) {
    return "GTIN has 8, 12, 13 or 14 digits";
  }
  const expected = gtinCheckDigit(code.slice(0, -1));
  if (Number(code[code.length - 1]) !== expected) {
    return `This GTIN's check digit is wrong: the last digit of ${code.slice(0, -1)}… is ${expected}`;
  }
  return null;
}

export const isValidGtin = (code: string) => gtinProblem(code) === null;
