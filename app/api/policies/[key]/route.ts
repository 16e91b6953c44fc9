import { z } from "zod";
import { POLICY_KEYS } from "@/lib/content/policies";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route-handler/route";
import { getStoreInfo } from "@/lib/server/settings/store-info";

const params = z.object({ key: z.enum(POLICY_KEYS, "Policy not found") });
const policyNotFound = { status: 404, code: "not_found" } as const;

/** GET /api/policies/{key}/: one of the merchant's policy texts, for the footer's dialogs. */
export const GET = route(
  { endpoint: "policies.get", params, refuse: { params: policyNotFound } },
  async ({ params }) => {
    const policy = (await getStoreInfo()).policies[params.key];
    if (!policy) throw new AppError(404, "not_found", "Policy not found");
    return policy;
  },
);
