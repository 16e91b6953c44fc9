/** Test-only: orders for the admin spec, written straight to the e2e database (DATABASE_URL from scripts/e2e.ts). */
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, type Prisma } from "@prisma/client";
import { LOCAL_RAZORPAY } from "../lib/local-razorpay";

type Seed = { name: string; status?: "pending" | "confirmed" | "shipped"; total?: number };

async function withDb<T>(work: (db: PrismaClient) => Promise<T>): Promise<T> {
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL, max: 2 }) });
  try {
    return await work(db);
  } finally {
    await db.$disconnect();
  }
}

function orderData(number: string, customer: { id: number; phone: string }, row: Seed, paymentMethod: "cod" | "prepaid"): Prisma.OrderUncheckedCreateInput {
  const total = row.total ?? 50000;
  return {
    orderNumber: number, customerId: customer.id, paymentMethod, status: row.status ?? "pending", paymentStatus: "pending",
    customerName: row.name, customerPhone: customer.phone, recipientName: row.name, recipientPhone: customer.phone, deliveryAddress: "12 MG Road",
    deliveryCity: "Pune", deliveryState: "Maharashtra", deliveryPincode: "411001", itemsOriginalTotal: total, subtotal: total, total,
    items: { create: { productName: "Ashwagandha, 60 capsules", quantity: 1, unitPrice: total, discountPrice: total, totalPrice: total } },
    history: { create: { status: "pending", changedByName: "Customer" } },
  };
}

const newPhone = () => `+9197${String(Date.now()).slice(-8)}`;

/** Orders of one new customer (named `customerName` when given), numbered ORD-E2E-{tag}-{index}. */
export async function seedAdminOrders(tag: string, rows: Seed[], customerName?: string): Promise<Record<string, { id: number; number: string }>> {
  return withDb(async (db) => {
    const customer = await db.customer.create({ data: { phone: newPhone(), name: customerName } });
    const seeded: Record<string, { id: number; number: string }> = {};
    for (const [index, row] of rows.entries()) {
      const number = `ORD-E2E-${tag}-${index}`;
      const order = await db.order.create({ data: orderData(number, customer, row, "cod") });
      seeded[row.name] = { id: order.id, number };
    }
    return seeded;
  });
}

const FAKE_RAZORPAY = `http://127.0.0.1:${process.env.RAZORPAY_FAKE_PORT ?? LOCAL_RAZORPAY.port}`;

async function fakeRazorpay<T>(path: string, body: unknown, authorised = true): Promise<T> {
  const basic = Buffer.from(`${LOCAL_RAZORPAY.keyId}:${LOCAL_RAZORPAY.keySecret}`).toString("base64");
  const response = await fetch(`${FAKE_RAZORPAY}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(authorised ? { authorization: `Basic ${basic}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Fake Razorpay ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * An online order paid through the fake Razorpay the way a shopper pays it: a gateway order for the
 * stored amount, the Checkout stand-in's Pay, and the payment.captured webhook that marks it paid.
 */
export async function seedPaidOnlineOrder(tag: string, name: string): Promise<{ id: number; number: string }> {
  return withDb(async (db) => {
    const customer = await db.customer.create({ data: { phone: newPhone() } });
    const number = `ORD-E2E-${tag}-paid`;
    const order = await db.order.create({ data: orderData(number, customer, { name, status: "confirmed" }, "prepaid") });
    const gatewayOrder = await fakeRazorpay<{ id: string }>("/v1/orders", { amount: order.total, currency: "INR", receipt: number });
    await db.payment.create({ data: { orderId: order.id, razorpayOrderId: gatewayOrder.id, amount: order.total } });
    await fakeRazorpay("/_checkout/attempt", { order_id: gatewayOrder.id, outcome: "success" }, false);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { paymentStatus } = await db.order.findUniqueOrThrow({ where: { id: order.id } });
      if (paymentStatus === "paid") return { id: order.id, number };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The payment.captured webhook did not mark ${number} paid`);
  });
}
