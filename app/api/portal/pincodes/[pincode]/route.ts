import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/http/route";
import { deletePincode, updatePincode } from "@/lib/server/shipping/pincode-list";
import { pincodePatch, pincodePath } from "@/lib/validation/portal-pincodes";

export const PATCH = route({ auth: ADMINS, ...pincodePath, body: pincodePatch }, ({ params, body, staff }) => updatePincode(params.pincode, body, staff));

/** Takes the pincode off the list (checkout then refuses it) -> { pincode, deleted: true }. */
export const DELETE = route({ auth: ADMINS, ...pincodePath }, ({ params, staff }) => deletePincode(params.pincode, staff));
