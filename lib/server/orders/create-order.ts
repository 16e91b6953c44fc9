import "server-only";
import { randomBytes } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { evaluateCoupon, type CouponRules } from "@/lib/domain/coupons";
import { formatINR } from "@/lib/domain/money";
import { codAllowed, orderTotals, priceProduct, RAZORPAY_MIN_AMOUNT, type CartLine } from "@/lib/domain/pricing";
import { db } from "@/lib/server/db";
import { isUniqueViolation, ShopError } from "./errors";

/** How long an online order waits for its payment before its stock and coupon are released. */
export const PAYMENT_WINDOW_MINUTES = 30;

export type CheckoutInput = {
  customerId: number;
  /** Client key: the same key from the same customer always yields the same order. */
  idempotencyKey: string | null;
  paymentMethod: "cod" | "prepaid";
  contact: { firstName: string; lastName: string; email: string; phone: string };
  address: { address: string; apartment?: string | null; city: string; state: string; zipCode: string; country?: string | null };
  notes: string | null;
};

export type PlacedOrder = {
  id: number;
  orderNumber: string;
  status: string;
  paymentStatus: string;
  paymentMethod: "cod" | "prepaid";
  total: number;
  /** True when the idempotency key matched an order placed earlier. */
  replayed: boolean;
};

export const CHECKOUT_MESSAGES = {
  emptyCart: "Your cart is empty. Please add items to proceed.",
  invalidTotal: "Invalid cart total. Please check your cart and try again.",
  razorpayMinimum:
    "Order amount must be at least ₹1.00 to use Razorpay. Please add more items to your cart or use Cash on Delivery.",
  codUnavailable: "Cash on Delivery is not available for this order. Please pay online.",
} as const;

type LockedProduct = {
  id: number;
  name: string;
  price: number;
  discountType: "amount" | "percent" | null;
  discount: number;
  stock: number;
  available: boolean;
  unitLabel: string;
  gstRate: number;
  hsnCode: string | null;
  image: string | null;
};

type Tx = Prisma.TransactionClient;

function newOrderNumber(now: Date): string {
  const date = now.toISOString().slice(2, 10).replaceAll("-", "");
  return `ORD-${date}-${randomBytes(4).toString("hex").toUpperCase()}`;
}

/** Locks the products in id order (so concurrent checkouts never deadlock) and reads them fresh. */
async function lockProducts(tx: Tx, ids: number[]): Promise<Map<number, LockedProduct>> {
  const rows = await tx.$queryRaw<LockedProduct[]>`
    SELECT p.id, p.name, p.price, p."discountType"::text AS "discountType", p.discount, p.stock, p.available,
           p."unitLabel", p."gstRate", p."hsnCode",
           (SELECT url FROM "ProductImage" i WHERE i."productId" = p.id ORDER BY i.position, i.id LIMIT 1) AS image
    FROM "Product" p WHERE p.id = ANY(${ids}::int[]) ORDER BY p.id FOR UPDATE OF p`;
  return new Map(rows.map((row) => [row.id, row]));
}

function checkStock(product: LockedProduct | undefined, quantity: number): asserts product is LockedProduct {
  if (!product) throw new ShopError(409, "product_unavailable", "A product in your cart is no longer available.");
  if (!product.available || product.stock <= 0) throw new ShopError(409, "out_of_stock", `${product.name} is out of stock`);
  if (product.stock < quantity) throw new ShopError(409, "insufficient_stock", `Only ${product.stock} left in stock of ${product.name}`);
}

async function lockCoupon(tx: Tx, couponId: number): Promise<(CouponRules & { id: number }) | null> {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Coupon" WHERE id = ${couponId} FOR UPDATE`;
  if (!row) return null;
  const coupon = await tx.coupon.findUniqueOrThrow({ where: { id: couponId }, include: { eligiblePhones: true } });
  return { ...coupon, eligiblePhones: coupon.eligiblePhones.map((entry) => entry.phone) };
}

async function placeOrder(tx: Tx, input: CheckoutInput, now: Date): Promise<PlacedOrder> {
  const cart = await tx.cart.findUnique({ where: { customerId: input.customerId }, include: { items: { orderBy: { productId: "asc" } } } });
  if (!cart || cart.items.length === 0) throw new ShopError(422, "empty_cart", CHECKOUT_MESSAGES.emptyCart);
  const customer = await tx.customer.findUniqueOrThrow({ where: { id: input.customerId } });

  const products = await lockProducts(tx, cart.items.map((item) => item.productId));
  const lines = cart.items.map((item) => {
    const product = products.get(item.productId);
    checkStock(product, item.quantity);
    const price = priceProduct({ price: product.price, discountType: product.discountType ?? "amount", discount: product.discountType ? product.discount : 0 });
    return { product, quantity: item.quantity, originalPrice: price.price, discountPrice: price.discountPrice };
  });

  const settings = await tx.storeSettings.findUniqueOrThrow({ where: { id: 1 } });
  const coupon = cart.couponId ? await lockCoupon(tx, cart.couponId) : null;
  const cartLines: CartLine[] = lines.map(({ originalPrice, discountPrice, quantity }) => ({ originalPrice, discountPrice, quantity }));
  if (coupon) {
    const redemptions = await tx.couponRedemption.count({ where: { couponId: coupon.id, customerId: input.customerId } });
    const subtotal = cartLines.reduce((sum, line) => sum + line.discountPrice * line.quantity, 0);
    const verdict = evaluateCoupon(coupon, { now, cartTotal: subtotal, customerPhone: customer.phone, customerRedemptions: redemptions });
    if (!verdict.valid) throw new ShopError(422, "coupon_invalid", verdict.message);
  }
  const totals = orderTotals({
    lines: cartLines,
    coupon: coupon && { discountType: coupon.discountType, discount: coupon.discount, maxDiscount: coupon.maxDiscount },
    shipping: settings,
  });

  if (totals.finalTotal <= 0) throw new ShopError(422, "invalid_total", CHECKOUT_MESSAGES.invalidTotal);
  if (input.paymentMethod === "prepaid" && totals.finalTotal < RAZORPAY_MIN_AMOUNT) {
    throw new ShopError(422, "below_minimum", CHECKOUT_MESSAGES.razorpayMinimum);
  }
  if (input.paymentMethod === "cod" && !codAllowed(totals.finalTotal, settings)) {
    const limit = settings.codMaxAmount !== null && settings.codEnabled ? ` above ${formatINR(settings.codMaxAmount)}` : "";
    throw new ShopError(422, "cod_unavailable", limit ? `Cash on Delivery is not available for orders${limit}. Please pay online.` : CHECKOUT_MESSAGES.codUnavailable);
  }

  for (const line of lines) {
    await tx.product.update({ where: { id: line.product.id }, data: { stock: { decrement: line.quantity } } });
  }
  if (coupon) await tx.coupon.update({ where: { id: coupon.id }, data: { usedCount: { increment: 1 } } });

  const { contact, address } = input;
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  const order = await tx.order.create({
    data: {
      orderNumber: newOrderNumber(now),
      customerId: input.customerId,
      paymentMethod: input.paymentMethod,
      customerName: name,
      customerEmail: contact.email,
      customerPhone: contact.phone,
      recipientName: name,
      recipientPhone: contact.phone,
      deliveryAddress: address.address,
      deliveryApartment: address.apartment ?? null,
      deliveryCity: address.city,
      deliveryState: address.state,
      deliveryPincode: address.zipCode,
      deliveryCountry: address.country && address.country !== "IN" ? address.country : "India",
      itemsOriginalTotal: totals.totalOriginalPrice,
      subtotal: totals.subtotal,
      productDiscount: totals.productDiscount,
      couponDiscount: totals.couponDiscount,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      shippingCost: totals.shipping,
      total: totals.finalTotal,
      notes: input.notes,
      idempotencyKey: input.idempotencyKey,
      paymentExpiresAt: input.paymentMethod === "prepaid" ? new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000) : null,
      items: {
        create: lines.map(({ product, quantity, originalPrice, discountPrice }) => ({
          productId: product.id,
          productName: product.name,
          productImage: product.image,
          unitLabel: product.unitLabel,
          quantity,
          unitPrice: originalPrice,
          discountPrice,
          totalPrice: discountPrice * quantity,
          gstRate: product.gstRate,
          hsnCode: product.hsnCode,
        })),
      },
      history: { create: { status: "pending", paymentStatus: "pending", changedByName: "Customer", notes: "Order placed" } },
    },
  });
  if (coupon) {
    await tx.couponRedemption.create({ data: { couponId: coupon.id, customerId: input.customerId, orderId: order.id, amount: totals.couponDiscount } });
  }
  await tx.cartItem.deleteMany({ where: { cartId: cart.id } });
  await tx.cart.update({ where: { id: cart.id }, data: { couponId: null } });
  return summarize(order, false);
}

function summarize(
  order: { id: number; orderNumber: string; status: string; paymentStatus: string; paymentMethod: "cod" | "prepaid"; total: number },
  replayed: boolean,
): PlacedOrder {
  const { id, orderNumber, status, paymentStatus, paymentMethod, total } = order;
  return { id, orderNumber, status, paymentStatus, paymentMethod, total, replayed };
}

async function findReplay(input: CheckoutInput): Promise<PlacedOrder | null> {
  if (!input.idempotencyKey) return null;
  const order = await db.order.findUnique({
    where: { customerId_idempotencyKey: { customerId: input.customerId, idempotencyKey: input.idempotencyKey } },
  });
  return order && summarize(order, true);
}

/**
 * Places the customer's cart as an order, in one transaction: re-prices every line from the
 * database, checks and decrements stock under row locks (no oversell), redeems the cart's coupon
 * (a one-time coupon exactly once), writes the order, its items and first history row, and
 * empties the cart. Amounts sent by a client are never used.
 */
export async function createOrder(input: CheckoutInput, now = new Date()): Promise<PlacedOrder> {
  const replay = await findReplay(input);
  if (replay) return replay;
  try {
    return await db.$transaction((tx) => placeOrder(tx, input, now), { timeout: 20_000, maxWait: 20_000 });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const raced = await findReplay(input);
      if (raced) return raced;
    }
    throw error;
  }
}
