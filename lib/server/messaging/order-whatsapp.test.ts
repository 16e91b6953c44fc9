import type PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { fakeWhatsAppEnv } from "@/lib/local-whatsapp";
import { db } from "@/lib/server/db";
import { startBoss } from "@/lib/server/queue/queue";
import { startJobWorker } from "@/lib/server/jobs/worker";
import { createOrder } from "@/lib/server/orders/create-order";
import { recordTrackingUpdate } from "@/lib/server/courier-tracking/tracking";
import { withFakeWhatsApp } from "@/scripts/jest/fake-whatsapp";
import { stopJobWorker, until } from "@/scripts/jest/job-worker";
import { withMailCatcher } from "@/scripts/jest/mail-catcher";
import { codConfirmationToken } from "@/lib/server/orders/cod-confirmation";
import { recordConsents } from "./consents";
import { orderMessages } from "./order-messages";
import { sendOrderUpdate } from "./order-whatsapp";

// Workers poll, retry and wait for the fake: longer than Jest's default 5 s.
jest.setTimeout(60_000);

const cloud = withFakeWhatsApp();
const mailbox = withMailCatcher();
// WhatsApp is on, through this file's fake.
beforeAll(() => void Object.assign(env(), fakeWhatsAppEnv(cloud.fake.url)));

let worker: PgBoss | null = null;
afterAll(() => db.$disconnect());
afterEach(async () => {
  if (!worker) return;
  await stopJobWorker(worker);
  worker = null;
});

const QUEUE = "whatsapp-order-update";
let counter = 0;

/** A shopper with a cart, opted in to order updates on WhatsApp or not, and their COD order. */
async function codOrder(optedIn: boolean) {
  counter += 1;
  const product = await db.product.findFirstOrThrow({
    where: { available: true, stock: { gt: 50 } },
    orderBy: { id: "asc" },
  });
  const customer = await db.customer.create({
    data: {
      phone: `+9175555${String(counter).padStart(5, "0")}`,
      cart: { create: { items: { create: { productId: product.id, quantity: 1 } } } },
    },
  });
  if (optedIn) await recordConsents(customer.id, { order_updates_whatsapp: true }, "checkout");
  const order = await createOrder({
    customerId: customer.id,
    idempotencyKey: null,
    paymentMethod: "cod",
    contact: { firstName: "Meera", lastName: "Iyer", email: `meera${counter}@example.in`, phone: customer.phone },
    address: { address: "7 Temple Street", city: "Chennai", state: "Tamil Nadu", zipCode: "600001", country: "IN" },
    notes: null,
  });
  return { order, to: customer.phone.slice(1), customer };
}

type JobRow = { id: string; state: string; retry_count: number; output: { outcome?: string } | null };

const jobsOf = (orderId: number) =>
  db.$queryRaw<JobRow[]>`SELECT id::text, state::text, retry_count, output FROM pgboss.job
    WHERE name = ${QUEUE} AND (data->>'orderId')::int = ${orderId} ORDER BY created_on`;

const sentTo = (to: string) => cloud.fake.messages.filter((message) => message.to === to);

const startWorker = async () => {
  worker = await startJobWorker({
    connectionString: env().DATABASE_URL,
    transport: mailbox.transport,
    pollingIntervalSeconds: 0.5,
    schedule: false,
  });
};

const completed = (orderId: number, count = 1) =>
  until(
    () => jobsOf(orderId),
    (rows) => rows.length === count && rows.every((row) => row.state === "completed"),
    "the WhatsApp jobs to complete",
  );

describe("order updates on WhatsApp", () => {
  it("a worker that sent the message and crashed before completing the job: the retry sends nothing more", async () => {
    const { order, to } = await codOrder(true);
    const crashed = await startBoss("worker", env().DATABASE_URL, false);
    const [job] = await crashed.fetch<{ orderId: number }>(QUEUE);
    expect(job.data.orderId).toBe(order.id);
    expect(await sendOrderUpdate({ update: "order-placed", orderId: order.id })).toBe("sent");
    await crashed.stop({ graceful: false });
    // Past its expiry, pg-boss's maintenance gives the job back for a retry, at once.
    await db.$executeRaw`UPDATE pgboss.job SET started_on = now() - interval '1 hour' WHERE id = ${job.id}::uuid`;
    const maintainer = await startBoss("worker", env().DATABASE_URL, false);
    await (maintainer as unknown as { maintain(): Promise<unknown> }).maintain();
    await maintainer.stop({ graceful: false });
    await db.$executeRaw`UPDATE pgboss.job SET start_after = now() WHERE id = ${job.id}::uuid`;

    await startWorker();
    const [retried] = await completed(order.id);
    expect(retried).toMatchObject({ id: job.id, retry_count: 1, output: { outcome: "already-sent" } });
    expect(sentTo(to).map((message) => message.template)).toEqual(["order_placed"]);
    expect(sentTo(to)[0].text).toContain(order.orderNumber);
  });

  it("two workers on the same update send one message", async () => {
    const { order, to } = await codOrder(true);
    const outcomes = await Promise.all([
      sendOrderUpdate({ update: "order-placed", orderId: order.id }).catch((error: Error) => error.name),
      sendOrderUpdate({ update: "order-placed", orderId: order.id }).catch((error: Error) => error.name),
    ]);
    expect(outcomes.sort()).toEqual(["WhatsAppInProgressError", "sent"]);
    expect(sentTo(to)).toHaveLength(1);
  });

  it("sends nothing to a shopper who did not opt in, or who withdrew before the job ran", async () => {
    const { order: neverAsked, to: stranger } = await codOrder(false);
    const { order: withdrawn, to: changedTheirMind, customer } = await codOrder(true);
    await recordConsents(customer.id, { order_updates_whatsapp: false }, "preferences");
    await startWorker();
    expect((await completed(neverAsked.id))[0].output).toEqual({ outcome: "no-consent" });
    expect((await completed(withdrawn.id))[0].output).toEqual({ outcome: "no-consent" });
    expect([...sentTo(stranger), ...sentTo(changedTheirMind)]).toEqual([]);
    expect(cloud.fake.refusals.filter((refusal) => [stranger, changedTheirMind].includes(refusal.to))).toEqual([]);
  });

  it("the courier's out-for-delivery scan sends its message once, however often it is reported", async () => {
    const { order, to } = await codOrder(true);
    const awb = `WA${order.id}`;
    await db.shipment.create({
      data: { orderId: order.id, carrier: "manual", trackingNumber: awb, invoiceNumber: "x", country: "India" },
    });
    const scan = { awb, current_status: "OUT FOR DELIVERY", current_timestamp: "26 11 2026 09:15:00" };
    await recordTrackingUpdate(scan);
    await recordTrackingUpdate(scan);
    await startWorker();
    await completed(order.id, 2);
    await until(
      async () => sentTo(to).length,
      (count) => count === 2,
      "both messages",
    );
    const outForDelivery = sentTo(to).find((message) => message.template === "order_out_for_delivery")!;
    expect(outForDelivery.parameters).toEqual([
      "Meera",
      order.orderNumber,
      expect.stringMatching(/^Please keep ₹[\d,.]+ ready in cash\.$/),
    ]);
  });

  it("each failed delivery attempt sends one message asking to confirm the address, with the order page's link", async () => {
    const { order, to } = await codOrder(true);
    const { order: notAsked, to: stranger } = await codOrder(false);
    for (const [target, awb] of [
      [order, `ND${order.id}`],
      [notAsked, `ND${notAsked.id}`],
    ] as const) {
      await db.shipment.create({
        data: { orderId: target.id, carrier: "manual", trackingNumber: awb, invoiceNumber: "x", country: "India" },
      });
    }
    const undelivered = (awb: string, at: string, reason: string) => ({
      awb,
      current_status: "UNDELIVERED",
      scans: [{ date: at, status: "UNDELIVERED", activity: reason, "sr-status-label": "UNDELIVERED" }],
    });
    const first = undelivered(`ND${order.id}`, "2026-11-26 14:05:00", "Consignee unavailable");
    // The same scan reported twice (a replayed webhook) is one attempt and one message.
    await recordTrackingUpdate(first);
    await recordTrackingUpdate(first);
    await recordTrackingUpdate({
      ...first,
      scans: [...first.scans, ...undelivered("", "2026-11-27 13:10:00", "Address incomplete").scans],
    });
    await recordTrackingUpdate(undelivered(`ND${notAsked.id}`, "2026-11-26 14:05:00", "Consignee unavailable"));
    const attempts = await db.ndrAttempt.findMany({ where: { orderId: order.id }, orderBy: { attempt: "asc" } });
    expect(attempts.map((attempt) => attempt.attempt)).toEqual([1, 2]);

    await startWorker();
    // The placed message and one per attempt; the shopper who did not opt in gets none.
    await completed(order.id, 3);
    expect((await completed(notAsked.id, 2)).map((row) => row.output)).toEqual([
      { outcome: "no-consent" },
      { outcome: "no-consent" },
    ]);
    await until(
      async () => sentTo(to).length,
      (count) => count === 3,
      "the three messages",
    );
    const ndr = sentTo(to).filter((message) => message.template === "order_undelivered");
    const orderPage = new URL(`/orders/${order.id}`, env().APP_URL).toString();
    expect(ndr.map((message) => message.parameters)).toEqual([
      ["Meera", order.orderNumber, "1", "Consignee unavailable", orderPage],
      ["Meera", order.orderNumber, "2", "Address incomplete", orderPage],
    ]);
    expect(ndr[0].text).toContain("Please confirm your address");
    expect(sentTo(stranger)).toEqual([]);
    // The admin's order page lists them under "Messages sent".
    const listed = (await orderMessages(order.id)).filter((message) => message.channel === "whatsapp");
    expect(listed.map((message) => message.template).sort()).toEqual([
      "order_placed",
      "order_undelivered",
      "order_undelivered",
    ]);
    // A retried job of an attempt sends nothing more.
    expect(await sendOrderUpdate({ update: "ndr-attempt", orderId: order.id, attemptId: attempts[0].id })).toBe(
      "already-sent",
    );
  });

  describe("a cash-on-delivery order waiting for the shopper's confirmation", () => {
    beforeAll(() =>
      db.storeSettings.update({
        where: { id: 1 },
        data: { codConfirmationRule: "above_amount", codConfirmationAbove: 100, codConfirmationHours: 6 },
      }),
    );
    afterAll(() => db.storeSettings.update({ where: { id: 1 }, data: { codConfirmationRule: "off" } }));

    it("gets the one-tap confirmation link on WhatsApp, the same as its e-mail, once", async () => {
      const { order: placed, to } = await codOrder(true);
      const order = await db.order.findUniqueOrThrow({ where: { id: placed.id } });
      expect(order.codConfirmDueAt).not.toBeNull();
      await startWorker();
      const [job] = await completed(order.id);
      expect(job.output).toEqual({ outcome: "sent" });
      expect(sentTo(to).map((message) => message.template)).toEqual(["cod_confirmation"]);
      const link = sentTo(to)[0].parameters[3];
      const token = codConfirmationToken(order.id, order.codConfirmDueAt!);
      expect(new URL(link).pathname).toBe("/confirm-cod");
      expect(new URL(link).searchParams.get("token")).toBe(token);
      // The order's e-mail carries the very same link.
      const mail = await until(
        async () =>
          mailbox.catcher.messages.find((message) => message.subject === `Please confirm order ${order.orderNumber}`),
        Boolean,
        "the confirmation e-mail",
      );
      expect(mail!.text).toContain(encodeURIComponent(token));
      expect(await sendOrderUpdate({ update: "order-placed", orderId: order.id })).toBe("already-sent");
      expect(sentTo(to)).toHaveLength(1);
    });
  });
});
