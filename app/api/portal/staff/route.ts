import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { createStaff, listStaff } from "@/lib/server/staff/management";
import { staffCreate, staffQuery } from "@/lib/validation/staff/management";

/** The staff accounts (never their password hashes) -> { results, count }. */
export const GET = route({ endpoint: "portal.staff.list", auth: ADMINS, query: staffQuery }, ({ query }) =>
  listStaff(query),
);

/** Creates an editor or an admin with a password (stored bcrypt-hashed); a username in use is a 409. */
export const POST = route(
  { endpoint: "portal.staff.create", auth: ADMINS, body: staffCreate, status: 201 },
  ({ body, staff }) => createStaff(body, staff),
);
