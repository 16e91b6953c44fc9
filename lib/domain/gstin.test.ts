import { checkGstin, gstinCheckCharacter } from "./gstin";

describe("GSTIN check character", () => {
  it.each([
    ["27AAPFU0939F1Z", "V"],
    ["29AAGCB7383J1Z", "4"],
    ["29AAJCP7251M1Z", "Q"],
  ])("%s → %s", (first14, check) => {
    expect(gstinCheckCharacter(first14)).toBe(check);
  });
});

describe("checkGstin", () => {
  it.each([
    ["27AAPFU0939F1ZV", "27", "AAPFU0939F"],
    ["29AAGCB7383J1Z4", "29", "AAGCB7383J"],
    ["29AAJCP7251M1ZQ", "29", "AAJCP7251M"],
  ])("accepts %s", (gstin, stateCode, pan) => {
    expect(checkGstin(gstin)).toEqual({ valid: true, stateCode, pan });
  });

  it.each([
    ["27AAPFU0939F1ZV1", "A GSTIN has 15 characters"],
    ["27AAPFU0939F1Z", "A GSTIN has 15 characters"],
    ["27AAPF10939F1ZV", "A GSTIN is a state code"],
    ["27AAPFU0939F1YV", "A GSTIN is a state code"],
    ["27AAPFU0939F0ZV", "A GSTIN is a state code"],
    ["27aapfu0939f1zv", "A GSTIN is a state code"],
    ["00AAPFU0939F1ZV", "00 is not a GST state code"],
    ["28AAPFU0939F1ZV", "28 is not a GST state code"],
    ["27AAPFU0939F1ZW", "check character does not match"],
    ["72AAPFU0939F1ZV", "72 is not a GST state code"],
  ])("refuses %s", (gstin, message) => {
    const result = checkGstin(gstin);
    expect(result.valid).toBe(false);
    expect(!result.valid && result.message).toContain(message);
  });
});
