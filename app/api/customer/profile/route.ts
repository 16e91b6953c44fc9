import { customerProfile } from "@/lib/server/customers/profile";
import { route } from "@/lib/server/route-handler/route";

/** The caller's contact details and saved addresses, for the checkout. */
export const GET = route({ auth: "customer" }, async ({ customer }) => ({
  success: true,
  data: await customerProfile(customer.id),
}));
