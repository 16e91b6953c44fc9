import { ADMINS } from "@/lib/domain/principal";
import { getAdminOrder } from "@/lib/server/orders/admin-queries";
import { confirmCodOrder } from "@/lib/server/orders/cod-confirmation";
import { recordPath, route } from "@/lib/server/route-handler/route";
import { codPhoneConfirmation } from "@/lib/validation/orders/notes";

/** Staff confirm a COD order awaiting the shopper's confirmation by phone, with the call's note (audited). */
export const POST = route(
  {
    endpoint: "admin.orders.confirmCodByPhone",
    auth: ADMINS,
    ...recordPath("order_not_found", "Order not found"),
    body: codPhoneConfirmation,
  },
  async ({ params, body, staff }) => {
    await confirmCodOrder(params.id, { kind: "staff", actor: staff, note: body.note });
    return getAdminOrder(params.id);
  },
);
