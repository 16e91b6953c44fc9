import { gstinCheckCharacter } from "./gstin";
import {
  businessBuyerFieldProblems,
  businessBuyerOf,
  businessBuyerProblems,
  gstinStateProblem,
  normalizeGstin,
} from "./business-buyer";

// A real-shaped Karnataka GSTIN (check character 4) and a Tamil Nadu one built with the check character.
const KARNATAKA = "29AAGCB7383J1Z4";
const TAMIL_NADU = `33AAGCB7383J1Z${gstinCheckCharacter("33AAGCB7383J1Z")}`;

describe("business buyer rules", () => {
  it("asks nothing of a consumer (both fields empty)", () => {
    expect(businessBuyerProblems("", "  ", "Karnataka")).toEqual([]);
    expect(businessBuyerOf(" ", "")).toBeNull();
  });

  it("accepts a GSTIN of the billing state, however it is typed, and keeps it normalized", () => {
    expect(businessBuyerProblems("29aagcb 7383j-1z4", "Bhoomi Traders", "Karnataka")).toEqual([]);
    expect(normalizeGstin("29aagcb 7383j-1z4")).toBe(KARNATAKA);
    expect(businessBuyerOf("29aagcb7383j1z4", "  Bhoomi Traders ")).toEqual({
      gstin: KARNATAKA,
      businessName: "Bhoomi Traders",
    });
    expect(businessBuyerProblems(TAMIL_NADU, "Chola Stores", "Tamil Nadu")).toEqual([]);
  });

  it("refuses a GSTIN of another state, at the GSTIN field, naming both states", () => {
    const problem = gstinStateProblem(KARNATAKA, "Tamil Nadu");
    expect(problem).toEqual({
      field: "gstin",
      message: expect.stringContaining("registered in Karnataka (29), but the billing address is in Tamil Nadu"),
    });
    expect(businessBuyerProblems(KARNATAKA, "Bhoomi Traders", "Tamil Nadu")).toEqual([problem]);
  });

  it("refuses a wrong check character, a wrong length or shape, each with its own message", () => {
    expect(businessBuyerFieldProblems("29AAGCB7383J1Z5", "Bhoomi")).toEqual([
      { field: "gstin", message: expect.stringContaining("check character does not match") },
    ]);
    expect(businessBuyerFieldProblems("29AAGCB7383", "Bhoomi")).toEqual([
      { field: "gstin", message: "A GSTIN has 15 characters" },
    ]);
    expect(businessBuyerFieldProblems("2XAAGCB7383J1Z4", "Bhoomi")[0].message).toContain("state code, a PAN");
  });

  it("wants both: a GSTIN without a name, or a name without a GSTIN, is said at the empty field", () => {
    expect(businessBuyerFieldProblems(KARNATAKA, "")).toEqual([
      { field: "businessName", message: expect.stringContaining("business name") },
    ]);
    expect(businessBuyerFieldProblems("", "Bhoomi Traders")).toEqual([
      { field: "gstin", message: expect.stringContaining("GSTIN") },
    ]);
    expect(businessBuyerFieldProblems(KARNATAKA, "x".repeat(101))[0].field).toBe("businessName");
  });
});
