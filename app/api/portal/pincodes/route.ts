import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { createPincode, listPincodes } from "@/lib/server/shipping/pincode-list";
import { pincodeCreate, pincodeQuery } from "@/lib/validation/shipping/pincodes";

/** The serviceable pincode list: search by pincode, city or state -> { results, count }. */
export const GET = route({ endpoint: "portal.pincodes.list", auth: ADMINS, query: pincodeQuery }, ({ query }) =>
  listPincodes(query),
);

/** Adds a pincode (serviceable, COD allowed, delivery days, city, state); one already listed is a 409. */
export const POST = route(
  { endpoint: "portal.pincodes.create", auth: ADMINS, body: pincodeCreate, status: 201 },
  ({ body, staff }) => createPincode(body, staff),
);
