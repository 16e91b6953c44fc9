import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { carrier } from "@/lib/server/shipping/configured-carrier";
import { adminPincodeQuery } from "@/lib/validation/shipping/admin";

export const GET = route(
  { endpoint: "admin.delivery.checkPincode", auth: ADMINS, query: adminPincodeQuery },
  ({ query }) => carrier().checkPincode(query.pincode),
);
