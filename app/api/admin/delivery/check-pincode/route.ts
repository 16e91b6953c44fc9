import { z } from "zod";
import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { carrier } from "@/lib/server/shipping/configured-carrier";
import { pincode } from "@/lib/validation/address";

export const GET = route({ auth: ADMINS, query: z.object({ pincode }) }, ({ query }) =>
  carrier().checkPincode(query.pincode),
);
