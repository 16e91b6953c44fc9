import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/server/db";
import { CATALOG_TAGS } from "@/lib/server/cache/catalog-tags";

import type { Policy, PolicyKey } from "@/lib/content/policies";
import { formatINR } from "@/lib/domain/format";
import { rtoPolicySentence } from "@/lib/domain/rto";
import { STORE_DEFAULTS } from "@/lib/content/store";

export type { Policy, PolicyKey };

export type StoreInfo = {
  companyName: string;
  logo: string | null;
  tagline: string;
  slogan: string;
  email: string;
  phone: string;
  address: string;
  policies: Partial<Record<PolicyKey, Policy>>;
};

/** SPEC.md section 3 "Company info" defaults, used until the merchant's settings row exists. */
const DEFAULT_STORE: StoreInfo = {
  ...STORE_DEFAULTS,
  logo: null,
  email: "",
  phone: "",
  address: "",
  policies: {},
};

/** The merchant's company info, contact details and policy texts (StoreSettings row 1). */
export async function getStoreInfo(): Promise<StoreInfo> {
  "use cache";
  cacheTag(CATALOG_TAGS.settings);
  cacheLife("max");
  const settings = await db.storeSettings.findUnique({
    where: { id: 1 },
    select: {
      companyName: true,
      logo: true,
      tagline: true,
      slogan: true,
      email: true,
      phone: true,
      address: true,
      policies: true,
      rtoReturnShippingFee: true,
    },
  });
  if (!settings) return DEFAULT_STORE;
  const { rtoReturnShippingFee, ...info } = settings;
  const policies = (settings.policies ?? {}) as StoreInfo["policies"];
  // The refund policy states the setting's rule for a parcel returned undelivered (docs/ndr-rto.md).
  const cancellation = policies.cancellation && {
    ...policies.cancellation,
    body: [...policies.cancellation.body, rtoPolicySentence(rtoReturnShippingFee, formatINR)],
  };
  return {
    ...info,
    tagline: settings.tagline || DEFAULT_STORE.tagline,
    policies: cancellation ? { ...policies, cancellation } : policies,
  };
}
