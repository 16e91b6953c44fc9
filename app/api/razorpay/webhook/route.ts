import { answer } from "@/lib/server/http/customer-route";
import { handleWebhook } from "@/lib/server/payments/online-payment";

/** Razorpay's webhook: the signature is checked over the raw body; redeliveries answer 'duplicate'. */
export async function POST(request: Request) {
  const rawBody = await request.text();
  const signature = request.headers.get("x-razorpay-signature");
  const eventId = request.headers.get("x-razorpay-event-id");
  return answer(async () => ({ status: await handleWebhook(rawBody, signature, eventId) }));
}
