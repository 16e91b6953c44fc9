import type { NextRequest } from "next/server";
import { customerRoute } from "@/lib/server/http/customer-route";
import { customerProfile } from "@/lib/server/customers/profile";

/** The caller's contact details and saved addresses, for the checkout. */
export function GET(request: NextRequest) {
  return customerRoute(request, async (customer) => ({ success: true, data: await customerProfile(customer.id) }));
}
