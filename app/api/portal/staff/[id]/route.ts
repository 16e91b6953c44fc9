import { ADMINS } from "@/lib/domain/principal";
import { recordPath, route } from "@/lib/server/http/route";
import { updateStaff } from "@/lib/server/staff/management";
import { staffPatch } from "@/lib/validation/portal-staff";

/** Renames, changes the role, resets the password, disables or enables; disabling yourself or the last admin is a 409. */
export const PATCH = route({ auth: ADMINS, ...recordPath("staff_not_found", "Staff member not found"), body: staffPatch }, ({ params, body, staff }) =>
  updateStaff(params.id, body, staff),
);
