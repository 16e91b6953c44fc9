/**
 * GSTIN, India's 15-character GST identification number:
 * 2 digits of the state code, the holder's 10-character PAN (5 letters, 4 digits, 1 letter), an
 * entity number (1-9 or A-Z), the letter Z, and a check character computed over the first 14.
 */
import { stateByGstCode } from "./india-states";

const CHARSET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;
/** State codes a GSTIN may carry besides the states' own: 97 "Other Territory", 99 "Centre Jurisdiction". */
const SPECIAL_CODES = new Set(["97", "99"]);

/**
 * The GSTIN check character: each of the first 14 characters is read in base 36, multiplied by 1
 * and 2 alternately (1 for the first), and the product's base-36 digits are added; the check
 * character is the one that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = CHARSET.indexOf(first14[index]);
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${first14[index]}`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36];
}

export type GstinCheck = { valid: true; stateCode: string; pan: string } | { valid: false; message: string };

/** Checks a GSTIN (upper case, no spaces) and says what is wrong with it. */
export function checkGstin(gstin: string): GstinCheck {
  if (gstin.length !== 15) return { valid: false, message: "A GSTIN has 15 characters" };
  const match = SHAPE.exec(gstin);
  if (!match)
    return {
      valid: false,
      message: "A GSTIN is a state code, a PAN, an entity number, Z and a check character (e.g. 29ABCDE1234F1Z5)",
    };
  const [, stateCode, pan] = match;
  if (!stateByGstCode(stateCode) && !SPECIAL_CODES.has(stateCode))
    return { valid: false, message: `${stateCode} is not a GST state code` };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    return { valid: false, message: "The GSTIN's check character does not match: please check for a typing mistake" };
  return { valid: true, stateCode, pan };
}
