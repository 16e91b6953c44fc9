import { answer, jsonBody } from "@/lib/server/http/customer-route";
import { assertWebhookToken, recordTrackingUpdate, TrackingUpdate } from "@/lib/server/shipping/tracking";

/**
 * The courier's tracking webhook (register https://{shop}/api/shipping/webhook/ in Shiprocket under
 * Settings > API > Webhooks, with SHIPROCKET_WEBHOOK_TOKEN as its token): authenticated by the
 * x-api-key header; replays and late scans change nothing.
 */
export async function POST(request: Request) {
  return answer(async () => {
    assertWebhookToken(request.headers.get("x-api-key"));
    return recordTrackingUpdate(await jsonBody(request, TrackingUpdate));
  });
}
