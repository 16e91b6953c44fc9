import { z } from "zod";
import { businessBuyerFieldProblems, gstinStateProblem } from "@/lib/domain/business-buyer";

/** The order payload's optional business buyer: a GSTIN and the business's name, both or neither. */
export const businessBuyerFields = {
  buyer_gstin: z.string().max(40).default(""),
  buyer_business_name: z.string().max(200).default(""),
};

const FIELD_KEYS = { gstin: "buyer_gstin", businessName: "buyer_business_name" } as const;

/** Each problem at its field (the shape and check character, both given, the GSTIN's state = the delivery state). */
export function businessBuyerMatchingState(
  values: { buyer_gstin: string; buyer_business_name: string; delivery_state: string },
  context: z.RefinementCtx,
) {
  const problems = businessBuyerFieldProblems(values.buyer_gstin, values.buyer_business_name);
  const state =
    problems.length === 0 && values.buyer_gstin.trim()
      ? gstinStateProblem(values.buyer_gstin, values.delivery_state)
      : null;
  for (const problem of state ? [state] : problems)
    context.addIssue({ code: "custom", path: [FIELD_KEYS[problem.field]], message: problem.message });
}
