import { createHmac } from "node:crypto";
import { WHATSAPP_TEMPLATES } from "@/lib/domain/whatsapp-templates";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { withFakeWhatsApp } from "@/scripts/jest/fake-whatsapp";
import { until } from "@/scripts/jest/job-worker";
import { consentsOf, recordConsents } from "./consents";
import { sendTemplateMessage, WhatsAppRefusal } from "@/lib/server/whatsapp-cloud/whatsapp-api";
import { sendWhatsAppOnce, STALE_WHATSAPP_CLAIM_MS, UNKNOWN_OUTCOME, WhatsAppInProgressError } from "./whatsapp-send";
import { answerSubscription, receiveWhatsAppWebhook } from "./whatsapp-webhook";

// Webhooks and retries take a few seconds: longer than Jest's default 5 s.
jest.setTimeout(30_000);

const cloud = withFakeWhatsApp();
let counter = 0;

/** A new shopper, opted in to order updates on WhatsApp unless told otherwise; `to` is their WhatsApp number. */
async function shopper(optedIn = true) {
  counter += 1;
  const customer = await db.customer.create({ data: { phone: `+9174444${String(counter).padStart(5, "0")}` } });
  if (optedIn) await recordConsents(customer.id, { order_updates_whatsapp: true }, "checkout");
  return { customer, to: customer.phone.slice(1) };
}

const shipped = (to: string, key = `order-shipped:test:${to}`) => ({
  key,
  to,
  template: WHATSAPP_TEMPLATES.orderShipped,
  parameters: ["Meera", "PA-1001", "Delhivery", "https://shop.example/track/123"],
});

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe("consents", () => {
  it("records a row only when a choice changes what is in force, with channel, source and text version", async () => {
    const { customer } = await shopper(false);
    expect(await consentsOf(customer.id)).toEqual({
      order_updates_whatsapp: false,
      marketing_email: false,
      marketing_whatsapp: false,
    });
    await recordConsents(customer.id, { order_updates_whatsapp: true, marketing_email: false }, "checkout");
    await recordConsents(customer.id, { order_updates_whatsapp: true, marketing_email: true }, "preferences");
    await recordConsents(customer.id, { order_updates_whatsapp: false }, "preferences");
    const rows = await db.consent.findMany({ where: { customerId: customer.id }, orderBy: { id: "asc" } });
    expect(
      rows.map(({ purpose, channel, granted, source, textVersion }) => ({
        purpose,
        channel,
        granted,
        source,
        textVersion,
      })),
    ).toEqual([
      {
        purpose: "order_updates_whatsapp",
        channel: "whatsapp",
        granted: true,
        source: "checkout",
        textVersion: "2026-11-27",
      },
      { purpose: "marketing_email", channel: "email", granted: true, source: "preferences", textVersion: "2026-11-26" },
      {
        purpose: "order_updates_whatsapp",
        channel: "whatsapp",
        granted: false,
        source: "preferences",
        textVersion: "2026-11-27",
      },
    ]);
    expect(await consentsOf(customer.id)).toEqual({
      order_updates_whatsapp: false,
      marketing_email: true,
      marketing_whatsapp: false,
    });
  });
});

describe("the Cloud API adapter against the fake", () => {
  it("sends a template message and is answered with its message id", async () => {
    const { to } = await shopper();
    const id = await sendTemplateMessage(cloud.settings, { ...shipped(to), callbackData: "k" });
    expect(id).toMatch(/^wamid\./);
    expect(cloud.fake.messages.find((message) => message.id === id)).toMatchObject({
      to,
      template: "order_shipped",
      text: "Hello Meera, order PA-1001 has shipped with Delhivery. Track it here: https://shop.example/track/123",
    });
  });

  it("is refused an unknown template, a wrong parameter count, a shopper who has not opted in, and a wrong token", async () => {
    const { to } = await shopper();
    const { to: stranger } = await shopper(false);
    const unknown = { ...WHATSAPP_TEMPLATES.orderShipped, name: "order_teleported" };
    expect(
      await refusalOf(sendTemplateMessage(cloud.settings, { ...shipped(to), template: unknown, callbackData: "k" })),
    ).toMatchObject({ httpStatus: 404, code: 132001, permanent: true });
    expect(
      await refusalOf(
        sendTemplateMessage(cloud.settings, { ...shipped(to), parameters: ["Meera"], callbackData: "k" }),
      ),
    ).toMatchObject({ httpStatus: 400, code: 132000, permanent: true });
    expect(
      await refusalOf(sendTemplateMessage(cloud.settings, { ...shipped(stranger), callbackData: "k" })),
    ).toMatchObject({ httpStatus: 400, code: 131050, permanent: true });
    expect(
      await refusalOf(
        sendTemplateMessage({ ...cloud.settings, accessToken: "stolen" }, { ...shipped(to), callbackData: "k" }),
      ),
    ).toMatchObject({ httpStatus: 401, code: 190 });
    expect(cloud.fake.messages.filter((message) => message.to === stranger)).toEqual([]);
    expect(
      await refusalOf(sendTemplateMessage(cloud.settings, { ...shipped(stranger), callbackData: "k" })),
    ).toBeInstanceOf(WhatsAppRefusal);
  });
});

describe("sending at most once", () => {
  it("sends once however often the job runs", async () => {
    const { to } = await shopper();
    expect(await sendWhatsAppOnce(cloud.settings, shipped(to))).toBe("sent");
    expect(await sendWhatsAppOnce(cloud.settings, shipped(to))).toBe("already-sent");
    expect(cloud.fake.messages.filter((message) => message.to === to)).toHaveLength(1);
  });

  it("records a permanent refusal as failed and does not send it again", async () => {
    const { to } = await shopper(false);
    expect(await sendWhatsAppOnce(cloud.settings, shipped(to))).toBe("refused");
    expect(await sendWhatsAppOnce(cloud.settings, shipped(to))).toBe("already-sent");
    const stored = await db.whatsAppMessage.findUniqueOrThrow({ where: { key: shipped(to).key } });
    expect(stored).toMatchObject({ status: "failed", providerMessageId: null });
    expect(stored.error).toMatch(/^131050: /);
  });

  it("releases the claim on a passing refusal (500), so the retry sends it once", async () => {
    const { to } = await shopper();
    cloud.fake.failNext({ status: 500, body: { error: { message: "Service temporarily unavailable", code: 2 } } });
    expect(await refusalOf(sendWhatsAppOnce(cloud.settings, shipped(to)))).toMatchObject({
      httpStatus: 500,
      permanent: false,
    });
    expect(await db.whatsAppMessage.count({ where: { key: shipped(to).key } })).toBe(0);
    expect(await sendWhatsAppOnce(cloud.settings, shipped(to))).toBe("sent");
    expect(cloud.fake.messages.filter((message) => message.to === to)).toHaveLength(1);
  });

  it("never sends twice when the worker loses the answer: the status webhook tells it went out", async () => {
    const { to } = await shopper();
    const delivery = shipped(to);
    cloud.fake.failNext("timeout-after-work");
    // The answer never comes: the worker waits (until its timeout, or it dies) with the claim held.
    void sendWhatsAppOnce(cloud.settings, delivery).catch(() => undefined);
    await until(
      async () => cloud.fake.messages.filter((message) => message.to === to).length,
      (n) => n === 1,
      "the message at the fake",
    );
    await expect(sendWhatsAppOnce(cloud.settings, delivery)).rejects.toBeInstanceOf(WhatsAppInProgressError);
    const [sent] = await until(
      async () => cloud.posted.filter((posted) => posted.rawBody.includes(delivery.key)),
      (posted) => posted.length > 0,
      "the sent webhook",
    );
    expect(await receiveWhatsAppWebhook(cloud.settings, sent.rawBody, sent.signature)).toBe("processed");
    expect(await sendWhatsAppOnce(cloud.settings, delivery)).toBe("already-sent");
    expect(cloud.fake.messages.filter((message) => message.to === to)).toHaveLength(1);
    const stored = await db.whatsAppMessage.findUniqueOrThrow({ where: { key: delivery.key } });
    expect(stored.providerMessageId).toBe(cloud.fake.messages.find((message) => message.to === to)!.id);
  });

  it("does not send again after a worker died mid-send with no word from WhatsApp: the outcome is recorded as unknown", async () => {
    const { to } = await shopper();
    const delivery = shipped(to);
    await db.whatsAppMessage.create({
      data: {
        key: delivery.key,
        template: delivery.template.name,
        recipient: to,
        claimedAt: new Date(Date.now() - STALE_WHATSAPP_CLAIM_MS - 1000),
      },
    });
    expect(await sendWhatsAppOnce(cloud.settings, delivery)).toBe("unknown");
    expect(await sendWhatsAppOnce(cloud.settings, delivery)).toBe("already-sent");
    expect(await db.whatsAppMessage.findUniqueOrThrow({ where: { key: delivery.key } })).toMatchObject({
      status: "failed",
      error: UNKNOWN_OUTCOME,
    });
    expect(cloud.fake.messages.filter((message) => message.to === to)).toEqual([]);
  });
});

describe("the status webhook", () => {
  it("records the fake's signed sent, delivered and read callbacks on the message", async () => {
    const { to } = await shopper();
    const delivery = shipped(to);
    await sendWhatsAppOnce(cloud.settings, delivery);
    const { id } = cloud.fake.messages.find((message) => message.to === to)!;
    await until(
      async () => cloud.posted.filter((posted) => posted.rawBody.includes(id)).length,
      (n) => n === 2,
      "sent and delivered",
    );
    await cloud.fake.report(id, "read");
    for (const posted of cloud.posted.filter((candidate) => candidate.rawBody.includes(id)))
      expect(await receiveWhatsAppWebhook(cloud.settings, posted.rawBody, posted.signature)).toBe("processed");
    const stored = await db.whatsAppMessage.findUniqueOrThrow({
      where: { key: delivery.key },
      include: { statuses: { orderBy: { id: "asc" } } },
    });
    expect(stored.status).toBe("read");
    expect(stored.statuses.map((status) => status.status)).toEqual(["sent", "delivered", "read"]);
  });

  it("refuses a forged or unsigned delivery (401) and changes nothing for a replayed one", async () => {
    const { to } = await shopper();
    await sendWhatsAppOnce(cloud.settings, shipped(to));
    const { id } = cloud.fake.messages.find((message) => message.to === to)!;
    await until(
      async () => cloud.posted.filter((posted) => posted.rawBody.includes(id)).length,
      (n) => n === 2,
      "sent and delivered",
    );
    const [sent, delivered] = cloud.posted.filter((posted) => posted.rawBody.includes(id));
    const forgedBody = delivered.rawBody.replace('"delivered"', '"read"');
    const forgedSignature = `sha256=${createHmac("sha256", "another-secret").update(forgedBody).digest("hex")}`;
    for (const signature of [delivered.signature, forgedSignature, null, "sha256=00"]) {
      const error = await refusalOf(receiveWhatsAppWebhook(cloud.settings, forgedBody, signature));
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 401, code: "invalid_signature" });
    }
    expect(await receiveWhatsAppWebhook(cloud.settings, sent.rawBody, sent.signature)).toBe("processed");
    expect(await receiveWhatsAppWebhook(cloud.settings, delivered.rawBody, delivered.signature)).toBe("processed");
    expect(await receiveWhatsAppWebhook(cloud.settings, sent.rawBody, sent.signature)).toBe("duplicate");
    const stored = await db.whatsAppMessage.findUniqueOrThrow({
      where: { providerMessageId: id },
      include: { statuses: true },
    });
    expect(stored.status).toBe("delivered");
    expect(stored.statuses).toHaveLength(2);
  });

  it("answers the subscription handshake only with our verify token", () => {
    const query = {
      "hub.mode": "subscribe",
      "hub.verify_token": cloud.settings.verifyToken,
      "hub.challenge": "1158201444",
    };
    expect(answerSubscription(cloud.settings, query)).toBe("1158201444");
    expect(() => answerSubscription(cloud.settings, { ...query, "hub.verify_token": "guess" })).toThrow(AppError);
    expect(() => answerSubscription(cloud.settings, { ...query, "hub.mode": "unsubscribe" })).toThrow(AppError);
  });
});
