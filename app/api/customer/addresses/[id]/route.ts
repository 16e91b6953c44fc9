import { deleteAddress, updateAddress } from "@/lib/server/customers/profile";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { addressPatchSchema } from "@/lib/validation/customers/address";

const addressPath = recordPath("address_not_found", "Address not found");

/** Edits one of the caller's saved addresses (any field, `is_default: true`) -> the profile as `GET /api/customer/profile/` answers it. */
export const PATCH = route(
  { endpoint: "customer.updateAddress", auth: "customer", ...addressPath, body: addressPatchSchema },
  async ({ customer, params, body }) => ({
    success: true as const,
    data: await updateAddress(customer.id, params.id, body),
  }),
);

/** Deletes one of the caller's saved addresses; past orders keep their own copy of it. */
export const DELETE = route(
  { endpoint: "customer.deleteAddress", auth: "customer", ...addressPath },
  async ({ customer, params }) => ({
    success: true as const,
    data: await deleteAddress(customer.id, params.id),
  }),
);
