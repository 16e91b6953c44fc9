import { paiseToRupees } from "@/lib/domain/money";
import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { carrier } from "@/lib/server/shipping/configured-carrier";
import { adminRatesQuery } from "@/lib/validation/shipping/admin";

/** The courier's quote for a parcel to `pincode`; money in rupees, as in every JSON answer. */
export const GET = route(
  { endpoint: "admin.delivery.rates", auth: ADMINS, query: adminRatesQuery },
  async ({ query }) => {
    const rate = await carrier().rates(query.pincode, query.weight);
    return { ...rate, amount: paiseToRupees(rate.amount) };
  },
);
