/**
 * A business buyer at checkout (docs/order-operations.md): an optional GSTIN and business name,
 * given together. The GSTIN is checked by its shape and check character (lib/domain/gstin.ts), and
 * its first two digits, the state it is registered in, must be the billing address's state.
 */
import { checkGstin } from "./gstin";
import { stateByGstCode, stateByName } from "./india-states";

export const BUSINESS_NAME_MAX = 100;

export type BusinessBuyerField = "gstin" | "businessName";
export type BusinessBuyerProblem = { field: BusinessBuyerField; message: string };
export type BusinessBuyer = { gstin: string; businessName: string };

/** How a GSTIN is typed (any case, spaces or dashes) to how it is kept: upper case, nothing else. */
export function normalizeGstin(text: string): string {
  return text.replace(/[\s-]/g, "").toUpperCase();
}

/** What is wrong with the GSTIN and name as typed, each alone (no state needed): [] when both are right or both empty. */
export function businessBuyerFieldProblems(gstinText: string, businessNameText: string): BusinessBuyerProblem[] {
  const gstin = normalizeGstin(gstinText);
  const businessName = businessNameText.trim();
  if (!gstin && !businessName) return [];
  const problems: BusinessBuyerProblem[] = [];
  if (!gstin) problems.push({ field: "gstin", message: "Enter the business's GSTIN, or clear the business name" });
  else {
    const check = checkGstin(gstin);
    if (!check.valid) problems.push({ field: "gstin", message: check.message });
  }
  if (!businessName)
    problems.push({ field: "businessName", message: "Enter the business name registered with this GSTIN" });
  else if (businessName.length > BUSINESS_NAME_MAX)
    problems.push({ field: "businessName", message: `A business name is at most ${BUSINESS_NAME_MAX} characters` });
  return problems;
}

/** Where a valid GSTIN is registered ("Maharashtra (27)") when the state is not the given one; null when it is (or the GSTIN is not valid). */
function registeredElsewhere(gstinText: string, state: string): string | null {
  const check = checkGstin(normalizeGstin(gstinText));
  if (!check.valid) return null;
  if (stateByName(state)?.gstCode === check.stateCode) return null;
  const registered = stateByGstCode(check.stateCode);
  return registered ? `${registered.name} (${check.stateCode})` : `state code ${check.stateCode}`;
}

/** The state rule: the GSTIN's state code is the billing state's; a message at the GSTIN field when not. */
export function gstinStateProblem(gstinText: string, billingState: string): BusinessBuyerProblem | null {
  const where = registeredElsewhere(gstinText, billingState);
  if (!where) return null;
  return {
    field: "gstin",
    message: `This GSTIN is registered in ${where}, but the billing address is in ${billingState}: use a GSTIN of ${billingState} or an address there`,
  };
}

/** The same rule when staff correct a business order's address: its invoice's GSTIN stays, so the state must too. */
export function editedStateProblem(gstinText: string, state: string): string | null {
  const where = registeredElsewhere(gstinText, state);
  if (!where) return null;
  return `The buyer's GSTIN is registered in ${where}: a business order's address stays in that state (the invoice's place of supply). To deliver to ${state}, cancel the order and place a new one.`;
}

/** Every problem, the state rule included; [] for a valid business buyer or none at all. */
export function businessBuyerProblems(
  gstin: string,
  businessName: string,
  billingState: string,
): BusinessBuyerProblem[] {
  const problems = businessBuyerFieldProblems(gstin, businessName);
  if (problems.length > 0 || !normalizeGstin(gstin)) return problems;
  const state = gstinStateProblem(gstin, billingState);
  return state ? [state] : [];
}

/** The business buyer to keep on the order (normalized), or null for a consumer; only for input without problems. */
export function businessBuyerOf(gstin: string, businessName: string): BusinessBuyer | null {
  const normalized = normalizeGstin(gstin);
  return normalized ? { gstin: normalized, businessName: businessName.trim() } : null;
}
