import { requestStockAlert } from "@/lib/server/messaging/stock-alerts";
import { route } from "@/lib/server/route-handler/route";
import { LIMITS, limitPerAddress } from "@/lib/server/security/rate-limit";
import { stockAlertBody, stockAlertParams } from "@/lib/validation/messaging/stock-alerts";

/**
 * POST /api/products/{id}/stock-alert/ {channel: "email", email} | {channel: "whatsapp"}: "notify me"
 * on an out-of-stock product; one message when it is back (docs/messaging.md#back-in-stock).
 */
export const POST = route(
  {
    endpoint: "products.stockAlert",
    auth: "caller",
    params: stockAlertParams,
    body: stockAlertBody,
    status: 201,
  },
  async ({ params, body, principal, request }) => {
    await limitPerAddress(LIMITS.newsletterPerIp, request.headers);
    return requestStockAlert(params.id, principal?.kind === "customer" ? principal : null, body);
  },
);
