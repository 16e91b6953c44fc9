import { createServer, type Server } from "node:http";
import { LOCAL_RAZORPAY } from "@/lib/local-razorpay";
import { startFakeRazorpay } from "./razorpay";

/** A webhook URL that answers 308 to the address with the trailing slash, and the requests each address got. */
async function movedWebhookUrl(): Promise<{ server: Server; url: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? "");
    if (request.url === "/api/razorpay/webhook") response.writeHead(308, { location: "/api/razorpay/webhook/" }).end();
    else response.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}/api/razorpay/webhook`, hits };
}

it("delivers webhooks as Razorpay does: a webhook URL that answers 3xx loses the event, nothing follows it", async () => {
  const target = await movedWebhookUrl();
  const fake = await startFakeRazorpay({
    port: 0,
    keyId: LOCAL_RAZORPAY.keyId,
    keySecret: LOCAL_RAZORPAY.keySecret,
    webhookSecret: LOCAL_RAZORPAY.webhookSecret,
    webhookUrl: target.url,
  });
  try {
    const basic = `Basic ${Buffer.from(`${LOCAL_RAZORPAY.keyId}:${LOCAL_RAZORPAY.keySecret}`).toString("base64")}`;
    const created = await fetch(`${fake.url}/v1/orders`, {
      method: "POST",
      headers: { authorization: basic, "content-type": "application/json" },
      body: JSON.stringify({ amount: 24900, currency: "INR" }),
    });
    const order = (await created.json()) as { id: string };
    const paid = await fetch(`${fake.url}/_checkout/attempt`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: order.id, outcome: "success" }),
    });
    expect(paid.status).toBe(200);
    for (let wait = 0; wait < 50 && fake.webhooks.length < 2; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.webhooks).toEqual([
      { event: "payment.captured", status: 308 },
      { event: "order.paid", status: 308 },
    ]);
    expect(target.hits).toEqual(["/api/razorpay/webhook", "/api/razorpay/webhook"]);
  } finally {
    await fake.close();
    target.server.close();
  }
});
