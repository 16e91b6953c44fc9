/** What other features use: the route-handler and server-action guards. */
export { requireCustomer, requireStaff, requireCustomerSession, requireStaffSession, NotAllowed } from "./guards";
export type { CustomerPrincipal, StaffPrincipal, Principal, StaffRole } from "./principal";
