import { route } from "@/lib/server/http/route";
import { handleWebhook } from "@/lib/server/payments/online-payment";

/** Razorpay's webhook: the signature is checked over the raw body; redeliveries answer 'duplicate'. */
export const POST = route({}, async ({ request }) => {
  const rawBody = await request.text();
  const signature = request.headers.get("x-razorpay-signature");
  const eventId = request.headers.get("x-razorpay-event-id");
  return { status: await handleWebhook(rawBody, signature, eventId) };
});
