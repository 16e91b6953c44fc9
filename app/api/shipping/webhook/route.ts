import { route } from "@/lib/server/route-handler/route";
import { assertWebhookToken, recordTrackingUpdate, TrackingUpdate } from "@/lib/server/courier-tracking/tracking";
import { parseWebhookBody, receiveWebhook } from "@/lib/server/webhooks/events";
import { recordReturnTracking } from "@/lib/server/returns/tracking";

/**
 * The courier's tracking webhook (register https://{shop}/api/shipping/webhook/ in Shiprocket under
 * Settings > API > Webhooks, with SHIPROCKET_WEBHOOK_TOKEN as its token): authenticated by the
 * x-api-key header first; replays and late scans change nothing. Its payloads carry no event id,
 * so each scan is recorded once by its own key (shipment, scan) rather than by event.
 */
export const POST = route({ endpoint: "webhooks.shipping" }, async ({ request }) =>
  receiveWebhook(
    "shiprocket",
    async () => {
      assertWebhookToken(request.headers.get("x-api-key"));
      const update = TrackingUpdate.parse(parseWebhookBody(await request.text()));
      // A return's reverse pickup (is_return) is recorded on the return; any other AWB on its shipment.
      return (await recordReturnTracking(update)) ?? recordTrackingUpdate(update);
    },
    (result) => (!result.known ? "unknown_shipment" : result.recorded > 0 ? "processed" : "duplicate"),
  ),
);
