import { ADMINS } from "@/lib/domain/principal";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { getStaff, updateStaff } from "@/lib/server/staff/management";
import { staffPatch } from "@/lib/validation/staff/management";

const staffPath = recordPath("staff_not_found", "Staff member not found");

/** One staff account (never its password hash), with the `version` an edit must send back. */
export const GET = route({ endpoint: "portal.staff.get", auth: ADMINS, ...staffPath }, ({ params }) =>
  getStaff(params.id),
);

/**
 * Renames, changes the role, resets the password, disables or enables, with the `version` the admin
 * saw (an older one is a 409 `edit_conflict`); disabling yourself or the last admin is a 409.
 */
export const PATCH = route(
  { endpoint: "portal.staff.update", auth: ADMINS, ...staffPath, body: staffPatch },
  ({ params, body, staff }) => updateStaff(params.id, body, staff),
);
