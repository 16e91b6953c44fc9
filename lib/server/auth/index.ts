/** What other features use: the route-handler and server-action guards. */
export { requireCustomer, requireStaff } from "./guards";
export type { CustomerPrincipal, StaffPrincipal, Principal, StaffRole } from "@/lib/domain/principal";
