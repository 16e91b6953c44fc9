import "server-only";
import type { Prisma } from "@prisma/client";
import { DEFAULT_RETURN_POLICY, type ReturnPolicy } from "@/lib/domain/returns";
import type { Actor } from "@/lib/domain/principal";
import { changedFields, recordAudit } from "@/lib/server/audit/audit";
import { db } from "@/lib/server/db";
import type { ReturnPolicyBody } from "@/lib/validation/returns/returns";

type Client = Prisma.TransactionClient | typeof db;

/** The returns policy from the settings (the seeded defaults until the merchant changes them). */
export async function returnPolicy(client: Client = db): Promise<ReturnPolicy> {
  const settings = await client.storeSettings.findUnique({
    where: { id: 1 },
    select: { returnWindowDays: true, returnableCategories: true, returnReasons: true },
  });
  if (!settings) return DEFAULT_RETURN_POLICY;
  return {
    windowDays: settings.returnWindowDays,
    returnableCategories: settings.returnableCategories,
    reasons: settings.returnReasons,
  };
}

export type ReturnPolicyJson = {
  window_days: number;
  returnable_categories: string[];
  reasons: string[];
  categories: { slug: string; name: string }[];
};

async function policyJson(policy: ReturnPolicy): Promise<ReturnPolicyJson> {
  const categories = await db.category.findMany({
    where: { parentId: null },
    orderBy: { position: "asc" },
    select: { slug: true, name: true },
  });
  return {
    window_days: policy.windowDays,
    returnable_categories: [...policy.returnableCategories],
    reasons: [...policy.reasons],
    categories,
  };
}

export async function returnPolicyJson(): Promise<ReturnPolicyJson> {
  return policyJson(await returnPolicy());
}

/** Saves the given fields of the returns policy, audited. */
export async function updateReturnPolicy(body: ReturnPolicyBody, actor: Actor): Promise<ReturnPolicyJson> {
  const policy = await db.$transaction(async (tx) => {
    const before = await returnPolicy(tx);
    const updated = await tx.storeSettings.update({
      where: { id: 1 },
      data: {
        returnWindowDays: body.window_days,
        returnableCategories: body.returnable_categories,
        returnReasons: body.reasons,
      },
    });
    const after: ReturnPolicy = {
      windowDays: updated.returnWindowDays,
      returnableCategories: updated.returnableCategories,
      reasons: updated.returnReasons,
    };
    const changed = changedFields(before, after);
    if (Object.keys(changed.after).length)
      await recordAudit(tx, actor, { action: "update", entity: "return_policy", entityId: "1", ...changed });
    return after;
  });
  return policyJson(policy);
}
