import { ADMINS } from "@/lib/domain/principal";
import { returnPolicyJson, updateReturnPolicy } from "@/lib/server/returns/policy";
import { route } from "@/lib/server/route-handler/route";
import { returnPolicyBody } from "@/lib/validation/returns/returns";

/** The returns policy: window after delivery, returnable categories, the reasons list. */
export const GET = route({ endpoint: "admin.returns.policy", auth: ADMINS }, () => returnPolicyJson());

export const PATCH = route(
  { endpoint: "admin.returns.updatePolicy", auth: ADMINS, body: returnPolicyBody },
  ({ body, staff }) => updateReturnPolicy(body, staff),
);
