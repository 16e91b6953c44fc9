import { ADMINS } from "@/lib/domain/principal";
import { route } from "@/lib/server/route-handler/route";
import { previewAction } from "@/lib/server/orders/action-preview";
import { actionPreviewQuery } from "@/lib/validation/orders/admin-actions";

/**
 * What an action would do now to each order, before the admin confirms it: which orders it applies
 * to (the others with the reason), their order numbers and the amount refunded to online payments.
 */
export const GET = route(
  { endpoint: "admin.orders.actionPreview", auth: ADMINS, query: actionPreviewQuery },
  ({ query }) => previewAction(query.order_ids, query.action),
);
