import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { deletePincode, getPincode, updatePincode } from "@/lib/server/shipping/pincode-list";
import { pincodePatch, pincodePath } from "@/lib/validation/shipping/pincodes";

/** One pincode of the list, with the `version` an edit must send back. */
export const GET = route({ endpoint: "portal.pincodes.get", auth: ADMINS, ...pincodePath }, ({ params }) =>
  getPincode(params.pincode),
);

/** Any of the fields with the `version` the admin saw; an older one is a 409 `edit_conflict`. */
export const PATCH = route(
  { endpoint: "portal.pincodes.update", auth: ADMINS, ...pincodePath, body: pincodePatch },
  ({ params, body, staff }) => updatePincode(params.pincode, body, staff),
);

/** Takes the pincode off the list (checkout then refuses it) -> { pincode, deleted: true }. */
export const DELETE = route({ endpoint: "portal.pincodes.delete", auth: ADMINS, ...pincodePath }, ({ params, staff }) =>
  deletePincode(params.pincode, staff),
);
