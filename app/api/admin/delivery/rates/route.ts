import { z } from "zod";
import { paiseToRupees } from "@/lib/domain/money";
import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { DEFAULT_WEIGHT_KG } from "@/lib/server/shipping/carrier";
import { carrier } from "@/lib/server/shipping/configured-carrier";
import { pincode } from "@/lib/validation/address";

const Query = z.object({ pincode, weight: z.coerce.number().positive().max(100).default(DEFAULT_WEIGHT_KG) });

/** The courier's quote for a parcel to `pincode`; money in rupees, as in every JSON answer. */
export const GET = route({ auth: ADMINS, query: Query }, async ({ query }) => {
  const rate = await carrier().rates(query.pincode, query.weight);
  return { ...rate, amount: paiseToRupees(rate.amount) };
});
