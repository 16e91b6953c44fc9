import { z } from "zod";
import { POLICY_KEYS } from "@/lib/content/policies";
import { jsonError } from "@/lib/server/catalog/api";
import { getStoreInfo } from "@/lib/server/settings";

const policyKey = z.enum(POLICY_KEYS);

/** GET /api/policies/{key}/: one of the merchant's policy texts, for the footer's dialogs. */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const key = policyKey.safeParse((await params).key);
  if (!key.success) return jsonError(404, "not_found", "Policy not found");
  const policy = (await getStoreInfo()).policies[key.data];
  if (!policy) return jsonError(404, "not_found", "Policy not found");
  return Response.json(policy);
}
