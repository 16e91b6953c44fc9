import { route } from "@/lib/server/route-handler/route";
import { handleWebhook } from "@/lib/server/checkout/online-payment";
import { receiveWebhook } from "@/lib/server/webhooks/events";

/** Razorpay's webhook: the signature is checked over the raw body; redeliveries answer 'duplicate'. */
export const POST = route({ endpoint: "webhooks.razorpay" }, async ({ request }) => {
  const rawBody = await request.text();
  const signature = request.headers.get("x-razorpay-signature");
  const eventId = request.headers.get("x-razorpay-event-id");
  const status = await receiveWebhook(
    "razorpay",
    () => handleWebhook(rawBody, signature, eventId),
    (result) => result,
  );
  return { status };
});
