import { log } from "@/lib/log";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import type PgBoss from "pg-boss";
import { POST as revalidateStockRoute } from "@/app/api/internal/revalidate-stock/route";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { createOrder } from "@/lib/server/orders/create-order";
import { expireUnpaidOrders } from "@/lib/server/checkout/online-payment";
import { revalidatedTags } from "@/scripts/jest/next-cache";
import { stopJobWorker, until } from "@/scripts/jest/job-worker";
import { jobQueue } from "@/lib/server/queue/queue";
import { REVALIDATE_STOCK } from "@/lib/validation/queue/queues";
import { startJobWorker } from "./worker";

// Workers poll and retry: longer than Jest's default 5 s.
jest.setTimeout(60_000);

/**
 * The app server, as far as the worker sees it: the real internal route behind a Node HTTP server on
 * the port the worker reads from PORT (Next.js sets it once listening). `down` answers 503 instead.
 */
const server = { down: false, calls: [] as { status: number; body: unknown }[] };
const app = http.createServer(async (incoming, outgoing) => {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString();
  const headers = Object.entries(incoming.headers).flatMap(([name, value]) =>
    typeof value === "string" ? [[name, value] as [string, string]] : [],
  );
  const response = server.down
    ? new Response("Service Unavailable", { status: 503 })
    : await revalidateStockRoute(
        new NextRequest(`http://127.0.0.1${incoming.url}`, { method: incoming.method, headers, body }),
      );
  server.calls.push({ status: response.status, body: body ? JSON.parse(body) : null });
  outgoing.writeHead(response.status, { "content-type": "application/json" }).end(await response.text());
});

let worker: PgBoss | null = null;
let errors: jest.SpyInstance;

beforeAll(async () => {
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  process.env.PORT = String((app.address() as AddressInfo).port);
});
beforeEach(() => {
  errors = jest.spyOn(log, "error").mockImplementation(() => {});
});
afterEach(async () => {
  errors.mockRestore();
  if (!worker) return;
  await stopJobWorker(worker);
  worker = null;
});
afterAll(async () => {
  delete process.env.PORT;
  app.closeAllConnections();
  await new Promise((resolve) => app.close(resolve));
  // The expiries enqueued through this process's producer: closed before the database goes.
  await (await jobQueue()).stop({ graceful: false, wait: true });
  await Promise.race([db.$disconnect(), new Promise((resolve) => setTimeout(resolve, 5_000))]);
});

let counter = 0;

/** An unpaid online order for every unit left of a product (it sells out), whose payment window has passed. */
async function lapsedOrderOfTheLastUnits() {
  counter += 1;
  const product = await db.product.findFirstOrThrow({
    where: { available: true, archivedAt: null },
    orderBy: { id: "asc" },
    skip: counter,
  });
  await db.product.update({ where: { id: product.id }, data: { stock: 2 } });
  const customer = await db.customer.create({
    data: {
      phone: `+9174444${String(counter).padStart(5, "0")}`,
      cart: { create: { items: { create: { productId: product.id, quantity: 2 } } } },
    },
  });
  const order = await createOrder({
    customerId: customer.id,
    idempotencyKey: null,
    paymentMethod: "prepaid",
    contact: { firstName: "Kavya", lastName: "Menon", email: "kavya@example.in", phone: customer.phone },
    address: { address: "4 Beach Road", city: "Kochi", state: "Kerala", zipCode: "682001" },
    notes: null,
  });
  expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(0);
  await db.order.update({ where: { id: order.id }, data: { paymentExpiresAt: new Date(Date.now() - 1000) } });
  revalidatedTags.splice(0);
  return { productId: product.id, orderId: order.id };
}

type JobRow = { state: string; data: unknown; output: unknown };

function revalidationJobsOf(orderId: number): Promise<JobRow[]> {
  return db.$queryRaw<
    JobRow[]
  >`SELECT state::text, data, output FROM pgboss.job WHERE name = ${REVALIDATE_STOCK} AND (data->>'orderId')::int = ${orderId}`;
}

const startWorker = async () => {
  worker = await startJobWorker({ connectionString: env().DATABASE_URL, pollingIntervalSeconds: 0.5, schedule: false });
};

describe("the stock an expired order puts back, outside any request", () => {
  it("is revalidated through the app server's own route, once per expiry, by the rule requests use", async () => {
    const { productId, orderId } = await lapsedOrderOfTheLastUnits();
    server.calls.splice(0);

    expect(await expireUnpaidOrders()).toBe(1);
    // Committed with the expiry; a second run expires nothing and enqueues nothing more.
    expect(await expireUnpaidOrders()).toBe(0);
    expect(await revalidationJobsOf(orderId)).toEqual([
      expect.objectContaining({
        state: "created",
        data: { orderId, moved: [productId], availabilityChanged: [productId] },
      }),
    ]);
    expect((await db.product.findUniqueOrThrow({ where: { id: productId } })).stock).toBe(2);
    expect(revalidatedTags).toEqual([]);

    await startWorker();
    await until(
      () => revalidationJobsOf(orderId),
      ([job]) => job.state === "completed",
      "the revalidation job",
    );
    expect(server.calls).toEqual([{ status: 200, body: { moved: [productId], availabilityChanged: [productId] } }]);
    // Back in stock: the listings too, and the product's own page and API.
    expect(revalidatedTags).toEqual(["products", `product:${productId}`]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("that fails is logged and retried until the app server answers", async () => {
    const { productId, orderId } = await lapsedOrderOfTheLastUnits();
    server.calls.splice(0);
    server.down = true;
    expect(await expireUnpaidOrders()).toBe(1);

    await startWorker();
    const [failed] = await until(
      () => revalidationJobsOf(orderId),
      ([job]) => job.state === "retry",
      "the failed try",
    );
    expect(JSON.stringify(failed.output)).toContain(`answered 503: Service Unavailable`);
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ orderIds: [orderId], err: expect.any(Error) }),
      "revalidating the stock of orders failed; it will be retried",
    );
    expect(revalidatedTags).toEqual([]);

    server.down = false;
    // Its back-off delay is over.
    await db.$executeRaw`UPDATE pgboss.job SET start_after = now() WHERE name = ${REVALIDATE_STOCK} AND (data->>'orderId')::int = ${orderId}`;
    await until(
      () => revalidationJobsOf(orderId),
      ([job]) => job.state === "completed",
      "the retry",
    );
    expect(server.calls.map((call) => call.status)).toEqual([503, 200]);
    expect(revalidatedTags).toEqual(["products", `product:${productId}`]);
  });
});
