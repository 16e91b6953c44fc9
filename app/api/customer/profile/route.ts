import { customerProfile } from "@/lib/server/customers/profile";
import { route } from "@/lib/server/http/route";

/** The caller's contact details and saved addresses, for the checkout. */
export const GET = route({ auth: "customer" }, async ({ customer }) => ({
  success: true,
  data: await customerProfile(customer.id),
}));
