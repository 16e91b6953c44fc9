import "server-only";
import type { BusinessBuyer } from "@/lib/domain/business-buyer";
import { codConfirmDueAt } from "./cod-confirmation";
import { randomBytes } from "node:crypto";
import { Prisma } from "@prisma/client";
import { priceStoredProduct, type ProductPricingFields } from "@/lib/domain/catalog";
import { evaluateCoupon, type CouponRules } from "@/lib/domain/coupons";
import { formatINR } from "@/lib/domain/format";
import { paiseToRupees } from "@/lib/domain/money";
import {
  cartTotals,
  codAllowed,
  orderTotals,
  RAZORPAY_MIN_AMOUNT,
  type CartLine,
  type CodRules,
  type OrderTotals,
} from "@/lib/domain/pricing";
import { NO_STOCK_MOVES, revalidateStock, type StockMoves } from "@/lib/server/cache/revalidate";
import { db } from "@/lib/server/db";
import { isUniqueViolation, AppError } from "@/lib/server/errors";
import { CHECKOUT_MESSAGES } from "@/lib/domain/checkout-messages";
import { crossedLowStock, lowStockIds } from "@/lib/domain/low-stock";
import { deliveryRefusal } from "@/lib/domain/delivery";
import { variantLabel, variantLineName } from "@/lib/domain/variants";
import type { Carrier } from "@/lib/server/shipping/carrier";
import { checkDelivery } from "@/lib/server/shipping/delivery-check";
import { enqueueInTransaction, enqueueOrderEvent, jobQueue } from "@/lib/server/queue/queue";
import { LOW_STOCK } from "@/lib/validation/queue/queues";

/** How long an online order waits for its payment before its stock and coupon are released. */
export const PAYMENT_WINDOW_MINUTES = 30;

export type CheckoutInput = {
  customerId: number;
  /** Client key: the same key from the same customer always yields the same order. */
  idempotencyKey: string | null;
  paymentMethod: "cod" | "prepaid";
  contact: { firstName: string; lastName: string; email: string; phone: string };
  address: {
    address: string;
    apartment?: string | null;
    city: string;
    state: string;
    zipCode: string;
    country?: string | null;
  };
  /** Who receives the parcel, when not the customer (a saved address's recipient). */
  recipient?: { name?: string | null; phone?: string | null };
  notes: string | null;
  /** A business buyer's GSTIN and name (checked by the route), printed on a B2B tax invoice. */
  business?: BusinessBuyer | null;
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

/** What POST /api/orders/ answers for a placed order (SPEC.md section 3); the total in rupees. */
export type PlacedOrderJson = {
  order_id: number;
  order_number: string;
  payment_status: string;
  order_status: string;
  final_total: number;
};

export function placedOrderJson(order: PlacedOrder): PlacedOrderJson {
  return {
    order_id: order.id,
    order_number: order.orderNumber,
    payment_status: order.paymentStatus,
    order_status: order.status,
    final_total: paiseToRupees(order.total),
  };
}

/** A cart line as the checkout took it: the variant's fields are null when its stock did not suffice. */
type TakenLine = ProductPricingFields & {
  productId: number;
  variantId: number | null;
  quantity: number;
  cartId: string;
  couponId: number | null;
  name: string | null;
  /** The variant's SKU and option values joined (empty without options), kept on the order line. */
  sku: string | null;
  variantLabel: string;
  unitLabel: string;
  gstRate: number;
  hsnCode: string | null;
  image: string | null;
  /** The variant's stock after this order. */
  stockLeft: number | null;
  /** The product's stock (the sum over its active variants) before this order, read under its lock. */
  productStock: number | null;
};

type PricedLine = CartLine & { line: TakenLine };

type Tx = Prisma.TransactionClient;

function newOrderNumber(now: Date): string {
  const date = now.toISOString().slice(2, 10).replaceAll("-", "");
  return `ORD-${date}-${randomBytes(4).toString("hex").toUpperCase()}`;
}

/**
 * One statement: takes the customer's cart lines (deleting them locks them, so a second checkout of
 * the same cart waits, then finds it empty), locks their products in id order (concurrent checkouts
 * never deadlock; every writer of a variant locks its product first: restoreStock, the portal) and takes
 * the stock of every line's variant (the size the shopper chose) that is on sale and has enough. Only
 * `ProductVariant.stock` is written: the product's stock is their sum, kept by a trigger (docs/variants.md),
 * whose write of the product row this statement's lock already covers. A line whose variant could not be
 * taken comes back with a null name; the caller then rolls it all back.
 */
async function takeCart(tx: Tx, customerId: number): Promise<TakenLine[]> {
  return tx.$queryRaw<TakenLine[]>`
    WITH cart AS (
      SELECT id, "couponId" FROM "Cart" WHERE "customerId" = ${customerId}
    ), wanted AS (
      DELETE FROM "CartItem" item USING cart WHERE item."cartId" = cart.id
      RETURNING item."productId" AS id, item."variantId", item.quantity
    ), locked AS MATERIALIZED (
      SELECT p.id, p.stock, p.available FROM "Product" p WHERE p.id IN (SELECT id FROM wanted) ORDER BY p.id FOR UPDATE
    ), taken AS (
      UPDATE "ProductVariant" v SET stock = v.stock - wanted.quantity, "updatedAt" = now()
      FROM wanted, locked
      WHERE v.id = wanted."variantId" AND v."productId" = wanted.id AND locked.id = wanted.id
        AND locked.available AND v.active AND v.stock >= wanted.quantity
      RETURNING v.id, v.sku, v."optionValues", v.price, v."discountType"::text AS "discountType", v.discount, v."unitLabel", v.stock
    )
    SELECT wanted.id AS "productId", wanted."variantId", wanted.quantity, cart.id AS "cartId", cart."couponId",
           CASE WHEN taken.id IS NULL THEN NULL ELSE p.name END AS name, taken.sku,
           COALESCE(array_to_string(taken."optionValues", ' / '), '') AS "variantLabel",
           taken.price, taken."discountType", taken.discount, taken."unitLabel", p."gstRate", p."hsnCode",
           taken.stock AS "stockLeft", locked.stock AS "productStock",
           (SELECT url FROM "ProductImage" i WHERE i."productId" = p.id ORDER BY i.position, i.id LIMIT 1) AS image
    FROM wanted CROSS JOIN cart
    LEFT JOIN taken ON taken.id = wanted."variantId"
    LEFT JOIN locked ON locked.id = wanted.id
    LEFT JOIN "Product" p ON p.id = wanted.id
    ORDER BY wanted.id, wanted."variantId"`;
}

/** Why a line's stock could not be taken, read under the locks the checkout holds: the variant's stock, named by its size. */
async function stockRefusal(tx: Tx, { productId, variantId }: TakenLine): Promise<AppError> {
  const product = await tx.product.findUnique({
    where: { id: productId },
    select: { name: true, available: true },
  });
  const variant =
    variantId === null
      ? null
      : await tx.productVariant.findUnique({
          where: { id: variantId },
          select: { stock: true, active: true, optionValues: true },
        });
  if (!product || !variant)
    return new AppError(409, "product_unavailable", "A product in your cart is no longer available.");
  const name = variantLineName(product.name, variantLabel(variant.optionValues));
  if (!variant.active)
    return new AppError(409, "product_unavailable", `${name} is no longer available. Please remove it from your cart.`);
  if (!product.available || variant.stock <= 0) return new AppError(409, "out_of_stock", `${name} is out of stock`);
  return new AppError(409, "insufficient_stock", `Only ${variant.stock} left in stock of ${name}`);
}

async function priceLines(tx: Tx, lines: TakenLine[]): Promise<PricedLine[]> {
  const short = lines.find((line) => line.name === null);
  if (short) throw await stockRefusal(tx, short);
  return lines.map((line) => {
    const price = priceStoredProduct(line);
    return { line, quantity: line.quantity, originalPrice: price.price, discountPrice: price.discountPrice };
  });
}

/**
 * Counts the redemption up front (the row lock serializes every checkout using this coupon), then
 * reads what the rules need in a second statement, so it sees redemptions committed while waiting.
 */
async function redeemCoupon(
  tx: Tx,
  couponId: number,
  customerId: number,
): Promise<(CouponRules & { id: number; customerRedemptions: number; customerOrders: number }) | null> {
  const [coupon] = await tx.$queryRaw<(Omit<CouponRules, "eligiblePhones"> & { id: number })[]>`
    UPDATE "Coupon" SET "usedCount" = "usedCount" + 1 WHERE id = ${couponId}
    RETURNING id, code, "group"::text AS "group", "discountType"::text AS "discountType", discount, "maxDiscount", "minCartTotal",
              "validFrom", "validTo", "usageLimit", "usedCount" - 1 AS "usedCount", "perCustomerLimit", "firstOrderOnly", active`;
  if (!coupon) return null;
  const [usage] = await tx.$queryRaw<
    { eligiblePhones: string[]; customerRedemptions: number; customerOrders: number }[]
  >`
    SELECT ARRAY(SELECT phone FROM "CouponEligibility" WHERE "couponId" = ${couponId}) AS "eligiblePhones",
           (SELECT count(*)::int FROM "CouponRedemption" WHERE "couponId" = ${couponId} AND "customerId" = ${customerId}) AS "customerRedemptions",
           (SELECT count(*)::int FROM "Order" WHERE "customerId" = ${customerId} AND status <> 'cancelled') AS "customerOrders"`;
  return { ...coupon, ...usage };
}

type Settings = {
  freeShippingThreshold: number;
  shippingFee: number;
  codEnabled: boolean;
  codMaxAmount: number | null;
};

function assertPayable(totals: OrderTotals, paymentMethod: CheckoutInput["paymentMethod"], settings: Settings): void {
  if (totals.finalTotal <= 0) throw new AppError(422, "invalid_total", CHECKOUT_MESSAGES.invalidTotal);
  if (paymentMethod === "prepaid" && totals.finalTotal < RAZORPAY_MIN_AMOUNT) {
    throw new AppError(422, "below_minimum", CHECKOUT_MESSAGES.razorpayMinimum);
  }
  if (paymentMethod === "cod") {
    const refusal = codRefusal(totals.finalTotal, settings);
    if (refusal) throw refusal;
  }
}

/** Why the merchant's settings rule out cash on delivery for an order of `finalTotal` (checkout, and switching a placed order to it), or null. */
export function codRefusal(finalTotal: number, settings: CodRules): AppError | null {
  if (codAllowed(finalTotal, settings)) return null;
  const limit =
    settings.codMaxAmount !== null && settings.codEnabled ? ` above ${formatINR(settings.codMaxAmount)}` : "";
  return new AppError(
    422,
    "cod_unavailable",
    limit
      ? `Cash on Delivery is not available for orders${limit}. Please pay online.`
      : CHECKOUT_MESSAGES.codUnavailable,
  );
}

type OrderColumns = Partial<Record<keyof Prisma.OrderUncheckedCreateInput, Prisma.Sql | string | number | Date | null>>;

function orderColumns(
  input: CheckoutInput,
  totals: OrderTotals,
  coupon: { id: number; code: string } | null,
  now: Date,
): OrderColumns {
  const { contact, address } = input;
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  return {
    orderNumber: newOrderNumber(now),
    customerId: input.customerId,
    paymentMethod: Prisma.sql`${input.paymentMethod}::"PaymentMethod"`,
    customerName: name,
    customerEmail: contact.email,
    customerPhone: contact.phone,
    recipientName: input.recipient?.name || name,
    recipientPhone: input.recipient?.phone || contact.phone,
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
    buyerGstin: input.business?.gstin ?? null,
    buyerBusinessName: input.business?.businessName ?? null,
    idempotencyKey: input.idempotencyKey,
    paymentExpiresAt:
      input.paymentMethod === "prepaid" ? new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000) : null,
    updatedAt: Prisma.sql`now()`,
  };
}

function itemsJson(lines: PricedLine[]): string {
  return JSON.stringify(
    lines.map(({ line, quantity, originalPrice, discountPrice }) => ({
      productId: line.productId,
      variantId: line.variantId,
      variantSku: line.sku,
      variantLabel: line.variantLabel,
      productName: line.name,
      productImage: line.image,
      unitLabel: line.unitLabel,
      quantity,
      unitPrice: originalPrice,
      discountPrice,
      totalPrice: discountPrice * quantity,
      gstRate: line.gstRate,
      hsnCode: line.hsnCode,
    })),
  );
}

/** One statement: the order, its items, its first history row, the coupon redemption, and the cart's coupon cleared. */
async function writeOrder(
  tx: Tx,
  columns: OrderColumns,
  lines: PricedLine[],
  redemption: { couponId: number; amount: number } | null,
): Promise<PlacedOrder> {
  const names = Prisma.join(Object.keys(columns).map((column) => Prisma.raw(`"${column}"`)));
  const { customerId } = columns;
  const [order] = await tx.$queryRaw<Omit<PlacedOrder, "replayed">[]>`
    WITH placed AS (
      INSERT INTO "Order" (${names}) VALUES (${Prisma.join(Object.values(columns))})
      RETURNING id, "orderNumber", status::text AS status, "paymentStatus"::text AS "paymentStatus", "paymentMethod"::text AS "paymentMethod", total
    ), items AS (
      INSERT INTO "OrderItem" ("orderId", "productId", "variantId", "variantSku", "variantLabel", "productName", "productImage", "unitLabel", quantity, "unitPrice", "discountPrice", "totalPrice", "gstRate", "hsnCode")
      SELECT placed.id, item.* FROM placed, jsonb_to_recordset(${itemsJson(lines)}::jsonb) AS item(
        "productId" int, "variantId" int, "variantSku" text, "variantLabel" text, "productName" text, "productImage" text, "unitLabel" text, quantity int,
        "unitPrice" int, "discountPrice" int, "totalPrice" int, "gstRate" int, "hsnCode" text)
    ), history AS (
      INSERT INTO "OrderStatusHistory" ("orderId", status, "paymentStatus", "changedByName", notes)
      SELECT id, 'pending', 'pending', 'Customer', 'Order placed' FROM placed
    ), redemption AS (
      INSERT INTO "CouponRedemption" ("couponId", "customerId", "orderId", amount)
      SELECT ${redemption?.couponId ?? null}::int, ${customerId}::int, id, ${redemption?.amount ?? 0}::int FROM placed WHERE ${redemption !== null}
    ), emptied AS (
      UPDATE "Cart" SET "couponId" = NULL, "updatedAt" = now() WHERE id = ${lines[0].line.cartId}
    )
    SELECT * FROM placed`;
  return { ...order, replayed: false };
}

/** The placed order, and the stock it took (every product's page shows it; listings show the ones it sold out). */
type Placement = { order: PlacedOrder; stock: StockMoves };

async function placeOrder(tx: Tx, input: CheckoutInput, settings: CheckoutContext, now: Date): Promise<Placement> {
  const taken = await takeCart(tx, input.customerId);
  if (taken.length === 0) {
    const replay = await findReplay(tx, input);
    if (replay) return { order: replay, stock: NO_STOCK_MOVES };
    throw new AppError(422, "empty_cart", CHECKOUT_MESSAGES.emptyCart);
  }
  const lines = await priceLines(tx, taken);
  const couponId = taken[0].couponId;
  const coupon = couponId === null ? null : await redeemCoupon(tx, couponId, input.customerId);
  if (coupon) {
    const verdict = evaluateCoupon(coupon, {
      now,
      cartTotal: cartTotals(lines).subtotal,
      customerPhone: settings.phone,
      customerRedemptions: coupon.customerRedemptions,
      customerOrders: coupon.customerOrders,
    });
    if (!verdict.valid) throw new AppError(422, "coupon_invalid", verdict.message);
  }
  const totals = orderTotals({ lines, coupon, shipping: settings });
  assertPayable(totals, input.paymentMethod, settings);
  const columns = orderColumns(input, totals, coupon, now);
  // A COD order the merchant's rule names waits for the shopper's confirmation (docs/order-operations.md).
  columns.codConfirmDueAt = await codConfirmDueAt(
    tx,
    { customerId: input.customerId, paymentMethod: input.paymentMethod, total: totals.finalTotal },
    now,
  );
  const order = await writeOrder(tx, columns, lines, coupon && { couponId: coupon.id, amount: totals.couponDiscount });
  // The e-mails go only if this transaction commits: the jobs are written in it.
  await enqueueOrderEvent(tx, "order-placed", order.id);
  const stocked = productStockMoves(taken);
  // Each size on its own: the variant's stock after this order against what it took (docs/variants.md).
  const low = crossedLowStock(
    taken.flatMap(({ productId, variantId, stockLeft, quantity }) =>
      stockLeft === null || variantId === null ? [] : [{ productId, variantId, stockLeft, quantity }],
    ),
    settings.lowStockThreshold,
  );
  if (low.length > 0)
    await enqueueInTransaction(tx, LOW_STOCK, { event: LOW_STOCK, orderId: order.id, ...lowStockIds(low) });
  return {
    order,
    stock: {
      moved: stocked.map((line) => line.productId),
      availabilityChanged: stocked.filter((line) => line.stockLeft === 0).map((line) => line.productId),
    },
  };
}

/**
 * Per product, the units this order took and the product's stock left (its stock before, read under the lock,
 * less what every line of it took: two sizes of one product are two lines), for the pages.
 */
function productStockMoves(taken: readonly TakenLine[]): { productId: number; stockLeft: number; quantity: number }[] {
  const moves = new Map<number, { productId: number; stockLeft: number; quantity: number }>();
  for (const { productId, productStock, stockLeft, quantity } of taken) {
    if (stockLeft === null || productStock === null) continue;
    const move = moves.get(productId) ?? { productId, stockLeft: productStock, quantity: 0 };
    move.stockLeft -= quantity;
    move.quantity += quantity;
    moves.set(productId, move);
  }
  return [...moves.values()];
}

function summarize(
  order: {
    id: number;
    orderNumber: string;
    status: string;
    paymentStatus: string;
    paymentMethod: "cod" | "prepaid";
    total: number;
  },
  replayed: boolean,
): PlacedOrder {
  const { id, orderNumber, status, paymentStatus, paymentMethod, total } = order;
  return { id, orderNumber, status, paymentStatus, paymentMethod, total, replayed };
}

async function findReplay(client: Tx, input: CheckoutInput): Promise<PlacedOrder | null> {
  if (!input.idempotencyKey) return null;
  const order = await client.order.findUnique({
    where: { customerId_idempotencyKey: { customerId: input.customerId, idempotencyKey: input.idempotencyKey } },
  });
  return order && summarize(order, true);
}

type CheckoutContext = Settings & {
  lowStockThreshold: number;
  phone: string;
  replay: Omit<PlacedOrder, "replayed"> | null;
};

/**
 * The shop's shipping, COD and low-stock rules, the customer's phone and the order an earlier request
 * with the same idempotency key placed, in one statement before the transaction: nothing here needs
 * a lock, and nothing inside the transaction waits for a second connection.
 */
async function checkoutContext({ customerId, idempotencyKey }: CheckoutInput): Promise<CheckoutContext> {
  const [context] = await db.$queryRaw<CheckoutContext[]>`
    SELECT s."freeShippingThreshold", s."shippingFee", s."codEnabled", s."codMaxAmount", s."lowStockThreshold", c.phone,
           (SELECT json_build_object('id', o.id, 'orderNumber', o."orderNumber", 'status', o.status, 'paymentStatus', o."paymentStatus",
                                     'paymentMethod', o."paymentMethod", 'total', o.total)
            FROM "Order" o WHERE o."customerId" = c.id AND o."idempotencyKey" = ${idempotencyKey}) AS replay
    FROM "StoreSettings" s CROSS JOIN "Customer" c WHERE s.id = 1 AND c.id = ${customerId}`;
  if (!context) throw new AppError(404, "customer_not_found", "Customer not found");
  return context;
}

/**
 * Places the customer's cart as an order, in one short transaction (three statements between BEGIN and
 * COMMIT, five with a coupon, one more when a product runs low): re-prices every line from the database, checks and decrements stock under row locks (no
 * oversell), redeems the cart's coupon (a one-time coupon exactly once), writes the order, its items
 * and first history row, empties the cart, and enqueues the order's "order-placed" job (and a
 * low-stock one) in the same transaction. Amounts sent by a client are never used. Before it, a
 * pincode the shop does not deliver to, or cash on delivery where it cannot be collected, is a 422
 * (the same check as the product page's and the shipment's, lib/server/shipping/delivery-check.ts).
 */
export async function createOrder(
  input: CheckoutInput,
  now = new Date(),
  { carrier }: { carrier?: Carrier } = {},
): Promise<PlacedOrder> {
  const context = await checkoutContext(input);
  if (context.replay) return { ...context.replay, replayed: true };
  // Where the shop cannot deliver, or take cash, nothing is placed (the checkout said so when the address was chosen).
  const reach = await checkDelivery(input.address.zipCode, now, { carrier });
  const refusal = deliveryRefusal(reach, input.paymentMethod === "cod" ? "cod" : "online");
  if (refusal) throw new AppError(422, refusal.code, refusal.message);
  // The queue is started before the transaction, so that the first order does not hold its locks while it starts.
  await jobQueue();
  try {
    const { order, stock } = await db.$transaction((tx) => placeOrder(tx, input, context, now), {
      timeout: 20_000,
      maxWait: 20_000,
    });
    revalidateStock(stock);
    return order;
  } catch (error) {
    if (isUniqueViolation(error)) {
      const raced = await findReplay(db, input);
      if (raced) return raced;
    }
    throw error;
  }
}
