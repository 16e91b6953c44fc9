/**
 * Orders for the tests of what happens after checkout (edits, refunds, returns, NDR/RTO): placed through
 * `createOrder` from a cart written straight to the database, and paid online as a shopper pays, at the fake
 * Razorpay's Checkout and then through the shop's signature check.
 */
import type { BusinessBuyer } from "@/lib/domain/business-buyer";
import type { Actor } from "@/lib/domain/principal";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { startPayment, verifyPayment } from "@/lib/server/checkout/online-payment";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { recordCashCollected } from "@/lib/server/orders/cash-collection";
import { createOrder } from "@/lib/server/orders/create-order";
import { createPartialRefund } from "@/lib/server/orders/partial-refunds";
import type { PaymentGateway } from "@/lib/server/payments/razorpay";
import { paymentSignature } from "@/lib/server/payments/signatures";
import { PINCODE_IN } from "./addresses";
import type { FakeGateway } from "./fake-razorpay";

export type PaymentMethod = "cod" | "prepaid";
export type OrderLine = { productId: number; quantity: number };

/** Who an order is for: the contact and the delivery address given at checkout, and a business buyer's GSTIN. */
export type Buyer = {
  contact: { firstName: string; lastName: string; email: string };
  address: { address: string; city: string; state: string; zipCode: string };
  business?: BusinessBuyer | null;
};

/** A buyer in Karnataka (the store's state too: CGST + SGST). */
export const ASHA_IN_BENGALURU: Buyer = {
  contact: { firstName: "Asha", lastName: "Nair", email: "asha@example.in" },
  address: { address: "12 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: PINCODE_IN.Karnataka },
};

/** A buyer in Chennai (Tamil Nadu: out of the shop's state, so IGST). */
export const MEERA_IN_CHENNAI: Buyer = {
  contact: { firstName: "Meera", lastName: "Iyer", email: "meera@example.in" },
  address: { address: "4 Anna Salai", city: "Chennai", state: "Tamil Nadu", zipCode: "600001" },
};

// Jest loads this module afresh for each test file, and each file has a database of its own.
let counter = 0;

/** A buyer in New Delhi (Delhi: out of the shop's state, so IGST). */
export const RAVI_IN_DELHI: Buyer = {
  contact: { firstName: "Ravi", lastName: "Kumar", email: "ravi@example.in" },
  address: { address: "1 Janpath", city: "New Delhi", state: "Delhi", zipCode: PINCODE_IN.Delhi },
};

/** A buyer with no e-mail in `state` (at its PIN code in PINCODE_IN), a business when `business` is given. */
export function buyerIn(state: string, business: BusinessBuyer | null = null): Buyer {
  return {
    contact: { firstName: "Ira", lastName: "Das", email: "" },
    address: { address: "5 Lake Road", city: "Town", state, zipCode: PINCODE_IN[state] },
    business,
  };
}

/**
 * An order of `lines` for a new customer, placed from the customer's cart; the customer's phone is `phone`, or one of
 * the file's own numbers.
 */
export async function placeOrder(
  paymentMethod: PaymentMethod,
  lines: OrderLine[],
  buyer: Buyer = ASHA_IN_BENGALURU,
  phone?: string,
) {
  counter += 1;
  const customer = await db.customer.create({
    data: {
      phone: phone ?? `+9174444${String(counter).padStart(5, "0")}`,
      cart: { create: { items: { create: lines } } },
    },
  });
  const order = await createOrder({
    customerId: customer.id,
    idempotencyKey: null,
    paymentMethod,
    contact: { ...buyer.contact, phone: customer.phone },
    address: buyer.address,
    notes: null,
    business: buyer.business,
  });
  return { order, customer };
}

/** An order of two products of different HSN codes (2 units and 1 unit), delivered to Karnataka (CGST + SGST). */
export async function placeTwoProductOrder(paymentMethod: PaymentMethod) {
  const products = await db.product.findMany({
    where: { available: true, stock: { gt: 100 }, hsnCode: { not: null } },
    orderBy: { id: "asc" },
    distinct: ["hsnCode"],
    take: 2,
  });
  const { order, customer } = await placeOrder(
    paymentMethod,
    products.map((product, index) => ({ productId: product.id, quantity: 2 - index })),
  );
  const items = await db.orderItem.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
  return { order, customer, products, items };
}

/**
 * Pays a Razorpay order (the shop's or a balance's) at the fake's Checkout, checks that the fake signed it as Razorpay
 * does, and hands the result to the shop's signature check. Returns the Razorpay payment id.
 */
export async function payAtFakeCheckout(payments: FakeGateway, customerId: number, razorpayOrderId: string) {
  const attempt = await fetch(`${payments.fake.url}/_checkout/attempt`, {
    method: "POST",
    body: JSON.stringify({ order_id: razorpayOrderId, outcome: "success" }),
  });
  const result = (await attempt.json()) as { razorpay_payment_id: string; razorpay_signature: string };
  expect(result.razorpay_signature).toBe(
    paymentSignature(razorpayOrderId, result.razorpay_payment_id, env().RAZORPAY_KEY_SECRET),
  );
  await verifyPayment(customerId, { razorpay_order_id: razorpayOrderId, ...result });
  return result.razorpay_payment_id;
}

/** Starts the online payment of an order placed prepaid and pays it through the fake. Returns the payment id. */
export async function payOnline(payments: FakeGateway, customerId: number, orderId: number) {
  const started = await startPayment(customerId, orderId, payments.gateway);
  return payAtFakeCheckout(payments, customerId, started.order_id);
}

/** The order of `placeTwoProductOrder`, paid online (its invoice issued). */
export async function paidTwoProductOrder(payments: FakeGateway) {
  const placed = await placeTwoProductOrder("prepaid");
  const razorpayPaymentId = await payOnline(payments, placed.customer.id, placed.order.id);
  return { ...placed, razorpayPaymentId };
}

/** Cash-on-delivery refunds are paid outside the shop: Razorpay is never asked. */
export const NO_GATEWAY = new Proxy({} as PaymentGateway, {
  get: () => {
    throw new Error("A cash-on-delivery refund never calls Razorpay");
  },
});

/** Delivers a confirmed COD order, records the cash, and refunds one unit of its first line by UPI: a partial credit note. */
export async function refundOneUnitByUpi(orderId: number, key: string, actor: Actor) {
  await runOrderAction({ orderId, action: "process", actor });
  await db.order.update({ where: { id: orderId }, data: { status: "delivered" } });
  await recordCashCollected(orderId, actor);
  const [item] = await db.orderItem.findMany({ where: { orderId }, orderBy: { id: "asc" } });
  await createPartialRefund(
    orderId,
    {
      mode: "lines",
      lines: [{ item_id: item.id, quantity: 1 }],
      shipping: false,
      reason: "One jar broken",
      restock: false,
      idempotency_key: key,
      paid_by: "upi",
      reference: `UTR ${key}`,
    },
    actor,
    NO_GATEWAY,
  );
  return db.creditNote.findFirstOrThrow({ where: { invoice: { orderId } }, orderBy: { id: "desc" } });
}
