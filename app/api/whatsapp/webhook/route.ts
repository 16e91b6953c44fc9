import { NextResponse } from "next/server";
import { route } from "@/lib/server/route-handler/route";
import { whatsAppSettings } from "@/lib/server/whatsapp-cloud/whatsapp-api";
import { answerSubscription, receiveWhatsAppWebhook, requireWhatsApp } from "@/lib/server/messaging/whatsapp-webhook";
import { receiveWebhook } from "@/lib/server/webhooks/events";
import { whatsAppSubscriptionQuery } from "@/lib/validation/messaging/whatsapp-webhook";

/**
 * The WhatsApp Cloud API's webhook (register https://{shop}/api/whatsapp/webhook/ in the Meta app's
 * WhatsApp configuration with WHATSAPP_VERIFY_TOKEN, and subscribe to the "messages" field).
 * GET is the subscription handshake; POST carries messages' status callbacks, signed with the app
 * secret (X-Hub-Signature-256): a forged one is a 401, a replayed one changes nothing.
 */
export const GET = route(
  { endpoint: "webhooks.whatsapp.subscribe", query: whatsAppSubscriptionQuery },
  async ({ query }) => {
    const challenge = answerSubscription(requireWhatsApp(whatsAppSettings()), query);
    return new NextResponse(challenge, { status: 200, headers: { "Content-Type": "text/plain" } });
  },
);

export const POST = route({ endpoint: "webhooks.whatsapp" }, async ({ request }) => {
  const settings = requireWhatsApp(whatsAppSettings());
  const rawBody = await request.text();
  const status = await receiveWebhook(
    "whatsapp",
    () => receiveWhatsAppWebhook(settings, rawBody, request.headers.get("x-hub-signature-256")),
    (result) => result,
  );
  return { status };
});
