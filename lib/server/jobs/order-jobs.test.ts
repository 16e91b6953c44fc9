import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { createOrder, type CheckoutInput } from "@/lib/server/orders/create-order";
import { handleWebhook, startPayment } from "@/lib/server/checkout/online-payment";
import { hmacHex } from "@/lib/server/payments/signatures";
import { withFakeRazorpay } from "@/scripts/jest/fake-razorpay";
import { withMailCatcher } from "@/scripts/jest/mail-catcher";
import { stopJobWorker, until } from "@/scripts/jest/job-worker";
import { jobQueue, startBoss } from "@/lib/server/queue/queue";
import { startJobWorker } from "./worker";

// Workers poll, retry and wait for e-mail: longer than Jest's default 5 s.
jest.setTimeout(60_000);

const mailbox = withMailCatcher();
const payments = withFakeRazorpay();
const MERCHANT = "merchant@prakriti.example";

let worker: PgBoss | null = null;

beforeAll(() => db.storeSettings.update({ where: { id: 1 }, data: { merchantEmail: MERCHANT } }));
afterEach(async () => {
  if (!worker) return;
  await stopJobWorker(worker);
  worker = null;
});
// Seen here: after the transaction refused at COMMIT (the rollback test), the Prisma client's pool
// waited the whole hook timeout to close; the database is dropped with the run anyway.
afterAll(() => Promise.race([db.$disconnect(), new Promise((resolve) => setTimeout(resolve, 5_000))]));

let counter = 0;

async function shopperWithCart(quantity = 1) {
  counter += 1;
  const product = await db.product.findFirstOrThrow({
    where: { available: true, stock: { gt: 50 } },
    orderBy: { id: "asc" },
  });
  const customer = await db.customer.create({
    data: {
      phone: `+9173333${String(counter).padStart(5, "0")}`,
      cart: { create: { items: { create: { productId: product.id, quantity } } } },
    },
  });
  return { customer, product };
}

function checkout(customerId: number, paymentMethod: "cod" | "prepaid", email: string): CheckoutInput {
  return {
    customerId,
    idempotencyKey: null,
    paymentMethod,
    contact: { firstName: "Meera", lastName: "Iyer", email, phone: "+919845012345" },
    address: { address: "7 Temple Street", city: "Chennai", state: "Tamil Nadu", zipCode: "600001", country: "IN" },
    notes: null,
  };
}

type JobRow = { id: string; state: string; retry_count: number };

function jobsOf(queue: string, orderId: number): Promise<JobRow[]> {
  return db.$queryRaw<
    JobRow[]
  >`SELECT id::text, state::text, retry_count FROM pgboss.job WHERE name = ${queue} AND (data->>'orderId')::int = ${orderId}`;
}

const startWorker = async () => {
  worker = await startJobWorker({
    connectionString: env().DATABASE_URL,
    transport: mailbox.transport,
    pollingIntervalSeconds: 0.5,
    schedule: false,
  });
  return worker;
};

const caughtFor = (to: string) => mailbox.catcher.messages.filter((mail) => mail.to.includes(to));

/**
 * A worker "crashes": it fetched the job (now active) and stopped without completing it. Time
 * passes beyond the job's expiry; pg-boss's maintenance (which every worker runs) gives it back.
 */
async function crashWhileRunning(
  queue: string,
  orderId: number,
  beforeDying: (job: PgBoss.Job<{ orderId: number }>) => Promise<void>,
) {
  const crashed = await startBoss("worker", env().DATABASE_URL, false);
  const [job] = await crashed.fetch<{ orderId: number }>(queue);
  expect(job.data.orderId).toBe(orderId);
  await beforeDying(job);
  await crashed.stop({ graceful: false });
  expect(await jobsOf(queue, orderId)).toEqual([expect.objectContaining({ state: "active" })]);
  await db.$executeRaw`UPDATE pgboss.job SET started_on = now() - interval '1 hour' WHERE id = ${job.id}::uuid`;
  const maintainer = await startBoss("worker", env().DATABASE_URL, false);
  await (maintainer as unknown as { maintain(): Promise<unknown> }).maintain();
  await maintainer.stop({ graceful: false });
  const [retried] = await jobsOf(queue, orderId);
  expect(retried.state).toBe("retry");
  // Its back-off delay is over.
  await db.$executeRaw`UPDATE pgboss.job SET start_after = now() WHERE id = ${job.id}::uuid`;
  return job;
}

describe("order e-mails on the job queue", () => {
  it("an order placed commits exactly one 'order placed' job, and a worker crash before sending still sends exactly one e-mail", async () => {
    const { customer } = await shopperWithCart();
    const email = `crash-before-${randomUUID().slice(0, 8)}@example.in`;
    const order = await createOrder(checkout(customer.id, "cod", email));

    expect(await jobsOf("order-placed", order.id)).toEqual([expect.objectContaining({ state: "created" })]);

    const job = await crashWhileRunning("order-placed", order.id, async () => {});
    await startWorker();
    const mail = await mailbox.catcher.waitFor((caught) => caught.to.includes(email));
    await until(
      () => jobsOf("order-placed", order.id),
      (rows) => rows[0]?.state === "completed",
      "the retried job to complete",
    );

    expect(mail.subject).toBe(`Order ${order.orderNumber} placed: thank you!`);
    expect(mail.text).toContain(order.orderNumber);
    expect(mail.text).toContain("7 Temple Street");
    expect(mail.html).toContain("₹");
    expect(caughtFor(email)).toHaveLength(1);
    const merchant = caughtFor(MERCHANT).filter((caught) =>
      caught.subject.startsWith(`New order ${order.orderNumber}`),
    );
    expect(merchant).toHaveLength(1);
    expect((await jobsOf("order-placed", order.id))[0]).toMatchObject({
      id: job.id,
      state: "completed",
      retry_count: 1,
    });
  });

  it("a worker that sent the e-mail and crashed before completing the job: the retry sends nothing more", async () => {
    const { customer } = await shopperWithCart();
    const email = `crash-after-${randomUUID().slice(0, 8)}@example.in`;
    const order = await createOrder(checkout(customer.id, "cod", email));
    const { orderEventMails } = await import("@/lib/server/mail/order-mail");
    const { sendOnce } = await import("@/lib/server/mail/send");

    await crashWhileRunning("order-placed", order.id, async (job) => {
      for (const mail of await orderEventMails("order-placed", job.data.orderId))
        await sendOnce(mail, mailbox.transport);
    });
    expect(caughtFor(email)).toHaveLength(1);
    await startWorker();
    await until(
      () => jobsOf("order-placed", order.id),
      (rows) => rows[0]?.state === "completed",
      "the retried job to complete",
    );

    expect(caughtFor(email)).toHaveLength(1);
    const deliveries = await db.emailDelivery.findMany({ where: { orderId: order.id } });
    expect(deliveries.map((delivery) => [delivery.key, delivery.status]).sort()).toEqual([
      [`new-order:order:${order.id}:merchant`, "sent"],
      [`order-placed:order:${order.id}:customer`, "sent"],
    ]);
  });

  it("a rolled-back checkout enqueues nothing and sends nothing", async () => {
    const { customer, product } = await shopperWithCart(2);
    const before = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    const jobsBefore = await db.$queryRaw<
      { count: bigint }[]
    >`SELECT count(*) FROM pgboss.job WHERE name = 'order-placed'`;
    // The checkout's transaction fails at COMMIT, after the order, its stock and its job were written.
    await db.$executeRawUnsafe(
      `CREATE FUNCTION refuse_order() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused at commit'; END $$`,
    );
    await db.$executeRawUnsafe(
      `CREATE CONSTRAINT TRIGGER refuse_order AFTER INSERT ON "Order" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_order()`,
    );
    try {
      const failure = await createOrder(checkout(customer.id, "cod", "rolled-back@example.in")).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(AppError);
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER refuse_order ON "Order"`);
      await db.$executeRawUnsafe(`DROP FUNCTION refuse_order()`);
    }

    expect(await db.order.count({ where: { customerId: customer.id } })).toBe(0);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(before.stock);
    const jobsAfter = await db.$queryRaw<
      { count: bigint }[]
    >`SELECT count(*) FROM pgboss.job WHERE name = 'order-placed'`;
    expect(jobsAfter[0].count).toBe(jobsBefore[0].count);
    await startWorker();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(caughtFor("rolled-back@example.in")).toHaveLength(0);
  });

  it("a payment webhook delivered five times, and the job run twice, sends one 'payment received' e-mail", async () => {
    const { customer } = await shopperWithCart();
    const email = `paid-${randomUUID().slice(0, 8)}@example.in`;
    const order = await createOrder(checkout(customer.id, "prepaid", email));
    const started = await startPayment(customer.id, order.id, payments.gateway);
    const body = JSON.stringify({
      entity: "event",
      event: "payment.captured",
      payload: { payment: { entity: { id: `pay_${order.id}`, order_id: started.order_id } } },
    });
    const signature = hmacHex(env().RAZORPAY_WEBHOOK_SECRET, body);
    const eventId = `evt_${randomUUID()}`;

    const results = [];
    for (let delivery = 0; delivery < 5; delivery += 1) results.push(await handleWebhook(body, signature, eventId));
    // Razorpay also sends order.paid for the same payment, under its own event id.
    const orderPaid = JSON.stringify({
      entity: "event",
      event: "order.paid",
      payload: { payment: { entity: { id: `pay_${order.id}`, order_id: started.order_id } } },
    });
    results.push(
      await handleWebhook(orderPaid, hmacHex(env().RAZORPAY_WEBHOOK_SECRET, orderPaid), `evt_${randomUUID()}`),
    );

    expect(results).toEqual(["processed", "duplicate", "duplicate", "duplicate", "duplicate", "processed"]);
    expect(await jobsOf("order-paid", order.id)).toHaveLength(1);
    // A job retried after a timeout runs the same work again: modelled as a second job for the same event.
    const boss = await jobQueue();
    await boss.send("order-paid", { event: "order-paid", orderId: order.id });

    await startWorker();
    await until(
      () => jobsOf("order-paid", order.id),
      (rows) => rows.length === 2 && rows.every((row) => row.state === "completed"),
      "both jobs to complete",
    );

    const received = caughtFor(email);
    expect(received.map((mail) => mail.subject)).toEqual([`Payment received for order ${order.orderNumber}`]);
    // The GST invoice, issued with the payment, goes with it.
    expect(received[0].attachments).toEqual([
      expect.objectContaining({ contentType: "application/pdf", filename: expect.stringMatching(/\.pdf$/) }),
    ]);
    expect(received[0].attachments[0].size).toBeGreaterThan(1000);
    expect(
      caughtFor(MERCHANT).filter((mail) => mail.subject.startsWith(`New order ${order.orderNumber}`)),
    ).toHaveLength(1);
    // An online order says nothing when placed: its confirmation is the payment.
    await until(
      () => jobsOf("order-placed", order.id),
      (rows) => rows[0]?.state === "completed",
      "the placed job to complete",
    );
    expect(caughtFor(email)).toHaveLength(1);
  });
});
