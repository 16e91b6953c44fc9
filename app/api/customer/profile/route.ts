import { customerProfile } from "@/lib/server/customers/profile";
import { route } from "@/lib/server/route-handler/route";

/** The caller's contact details and saved addresses, for the checkout. */
export const GET = route({ endpoint: "customer.profile", auth: "customer" }, async ({ customer }) => ({
  success: true as const,
  data: await customerProfile(customer.id),
}));
