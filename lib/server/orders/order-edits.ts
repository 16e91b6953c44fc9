import "server-only";
import { Prisma, type Refund } from "@prisma/client";
import { formatINR } from "@/lib/domain/format";
import { paiseToRupees } from "@/lib/domain/money";
import {
  describeDeliveryEdit,
  priceOrderEdit,
  type AddedVariant,
  type DeliveryDetails,
  type EditCoupon,
  type EditLine,
  type OrderEditBasis,
  type PricedEdit,
} from "@/lib/domain/order-edit";
import { editLockedMessage, isEditable } from "@/lib/domain/order-status";
import type { Actor } from "@/lib/domain/principal";
import { MINIMUM_REFUND } from "@/lib/domain/partial-refund";
import { refundableOf } from "@/lib/domain/refund-split";
import { recordAudit } from "@/lib/server/audit/audit";
import { currentPaymentLink, ensureBalanceLink, paymentLinkJson, type PaymentLinkJson } from "./payment-links";
import { log } from "@/lib/log";
import { NO_STOCK_MOVES, revalidateStock, type StockMoves } from "@/lib/server/cache/revalidate";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { issueCreditNote, issueInvoice } from "@/lib/server/invoices/issue";
import type { PaymentGateway } from "@/lib/server/payments/razorpay";
import { enqueueOrderEvent } from "@/lib/server/queue/queue";
import type { OrderLinesEdit } from "@/lib/validation/orders/order-edits";
import { codRefusal } from "./create-order";
import { sendParts } from "./partial-refunds";
import { capturedPayments, refundParts, type CapturedPayment } from "./payments-left";
import { lockOrder, releaseCoupon, restoreStock } from "./release";

type Tx = Prisma.TransactionClient;
type Client = Tx | typeof db;
type OrderWithItems = Prisma.OrderGetPayload<{ include: { items: true } }>;

/**
 * Order edits before shipping (issue #30, docs/order-operations.md "Order edits"): staff change
 * quantities, remove lines, add lines of any variant or correct the address; the order is priced
 * again by checkout's rules (`priceOrderEdit`), in one transaction under the order's row lock with a
 * version check, stock moved per variant, the history and audit log written, and the money
 * difference settled: refunded through the partial-refund path (a paid online order edited down),
 * owed as a balance the order cannot ship without (edited up), or simply collected (cash on delivery).
 */

const STALE_MESSAGE = "This order was changed meanwhile (by another edit or action): reload it and edit again.";

type Plan = {
  order: OrderWithItems;
  priced: PricedEdit;
  address: DeliveryDetails | null;
  addressChange: string | null;
  /** What the shopper has paid and not been refunded (paise). */
  paid: number;
  /** The captured payments, each with what refunds hold of it: an edit's refund is split over them. */
  captured: CapturedPayment[];
  variants: Map<number, AddedVariant & { sku: string; stock: number }>;
};

const rupees = paiseToRupees;

function linesOf(order: OrderWithItems): EditLine[] {
  return order.items.map((item) => ({
    itemId: item.id,
    productId: item.productId,
    variantId: item.variantId,
    name: item.productName,
    unitLabel: item.unitLabel,
    quantity: item.quantity,
    originalPrice: item.unitPrice,
    discountPrice: item.discountPrice,
    gstRate: item.gstRate,
    hsnCode: item.hsnCode,
  }));
}

async function couponOf(client: Client, order: OrderWithItems): Promise<EditCoupon | null> {
  if (!order.couponCode && order.couponDiscount === 0) return null;
  const coupon = order.couponId ? await client.coupon.findUnique({ where: { id: order.couponId } }) : null;
  if (coupon)
    return {
      code: coupon.code,
      discountType: coupon.discountType,
      discount: coupon.discount,
      maxDiscount: coupon.maxDiscount,
      minCartTotal: coupon.minCartTotal,
    };
  // A coupon deleted since: the order keeps what it took off, as a fixed amount.
  return {
    code: order.couponCode ?? "coupon",
    discountType: "amount",
    discount: order.couponDiscount,
    maxDiscount: null,
    minCartTotal: 0,
  };
}

/** Captured online payments less every refund that holds part of them; 0 for cash on delivery (collected on delivery). */
async function paidOf(client: Client, order: OrderWithItems) {
  if (order.paymentMethod !== "prepaid" || order.paymentStatus !== "paid") return { paid: 0, captured: [] };
  const captured = await capturedPayments(client, order.id);
  return { paid: refundableOf(captured), captured };
}

async function variantsOf(client: Client, ids: number[]): Promise<Plan["variants"]> {
  if (ids.length === 0) return new Map();
  const rows = await client.productVariant.findMany({
    where: { id: { in: ids } },
    include: { product: { select: { name: true, gstRate: true, hsnCode: true, available: true } } },
  });
  const found = new Map<number, AddedVariant & { sku: string; stock: number }>();
  for (const row of rows) {
    if (!row.active || !row.product.available) continue;
    found.set(row.id, {
      productId: row.productId,
      variantId: row.id,
      name: row.product.name,
      unitLabel: row.unitLabel,
      price: row.price,
      discountType: row.discountType,
      discount: row.discount,
      gstRate: row.product.gstRate,
      hsnCode: row.product.hsnCode,
      sku: row.sku,
      stock: row.stock,
    });
  }
  for (const id of ids)
    if (!found.has(id)) throw new AppError(422, "variant_unavailable", "A product you added is not on sale.");
  return found;
}

/** What the edit would make of the order now (read in `client`: the transaction that applies it, or the preview's). */
async function planOf(client: Client, orderId: number, edit: OrderLinesEdit): Promise<Plan> {
  const order = await client.order.findUnique({
    where: { id: orderId },
    include: { items: { orderBy: { id: "asc" } } },
  });
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  if (!isEditable(order.status)) throw new AppError(409, "order_locked", editLockedMessage(order.status));
  if (order.version !== edit.version) throw new AppError(409, "stale_edit", STALE_MESSAGE);
  const linesTouched = edit.quantities.length + edit.remove.length + edit.add.length > 0;
  if (linesTouched && order.paymentMethod === "prepaid" && order.paymentStatus !== "paid")
    throw new AppError(
      409,
      "awaiting_payment",
      "This order's online payment is not captured yet: its lines can be edited once it is paid.",
    );
  const settings = await client.storeSettings.findUniqueOrThrow({
    where: { id: 1 },
    select: { freeShippingThreshold: true, shippingFee: true, codMaxAmount: true },
  });
  const variants = await variantsOf(client, [...new Set(edit.add.map((line) => line.variant_id))]);
  const { paid, captured } = await paidOf(client, order);
  const basis: OrderEditBasis = {
    lines: linesOf(order),
    coupon: await couponOf(client, order),
    shipping: settings,
    total: order.total,
    paid,
    buyerGstin: order.buyerGstin,
  };
  const repriced = priceOrderEdit(basis, {
    quantities: edit.quantities.map((line) => ({ itemId: line.item_id, quantity: line.quantity })),
    remove: edit.remove,
    add: edit.add.map((line) => ({ variant: variants.get(line.variant_id)!, quantity: line.quantity })),
    address: edit.address ? { state: edit.address.delivery_state, pincode: edit.address.delivery_pincode } : null,
  });
  if (!repriced.ok) throw new AppError(422, repriced.code, repriced.message);
  // Delivery details alone (recipient, address, notes): the money stays as it is (no repricing by
  // today's shipping settings, nothing to refund or collect); only the lines' edits price the order again.
  const priced: PricedEdit = linesTouched ? repriced : unchangedPrice(order, linesOf(order));
  // A cash-on-delivery order edited up past the shop's COD maximum: refused with the checkout's message
  // (an order already above it, the limit lowered since, may still be edited down or kept as it is).
  if (order.paymentMethod === "cod" && priced.change > 0) {
    const refusal = codRefusal(priced.totals.finalTotal, { codEnabled: true, codMaxAmount: settings.codMaxAmount });
    if (refusal) throw refusal;
  }
  const address: DeliveryDetails | null = edit.address
    ? {
        recipientName: edit.address.recipient_name,
        recipientPhone: edit.address.recipient_phone,
        deliveryAddress: edit.address.delivery_address,
        deliveryApartment: edit.address.delivery_apartment || null,
        deliveryCity: edit.address.delivery_city,
        deliveryState: edit.address.delivery_state,
        deliveryPincode: edit.address.delivery_pincode,
        notes: edit.address.notes === undefined ? order.notes : edit.address.notes || null,
      }
    : null;
  const addressChange = address ? describeDeliveryEdit(order, address) : null;
  if (!priced.changed && !addressChange) throw new AppError(422, "nothing_changed", "This edit changes nothing.");
  return { order, priced, address, addressChange, paid, captured, variants };
}

/** The order's own totals, as stored: an edit of its delivery details only. */
function unchangedPrice(order: OrderWithItems, lines: EditLine[]): PricedEdit {
  const productDiscount = order.productDiscount;
  return {
    ok: true,
    lines,
    totals: {
      subtotal: order.subtotal,
      totalOriginalPrice: order.itemsOriginalTotal,
      productDiscount,
      couponDiscount: order.couponDiscount,
      discountedTotal: order.subtotal - order.couponDiscount,
      shipping: order.shippingCost,
      finalTotal: order.total,
      totalSavings: productDiscount + order.couponDiscount,
    },
    coupon: null,
    change: 0,
    difference: 0,
    changed: false,
  };
}

export type OrderEditSettlement = "none" | "refund" | "balance_due" | "cod_collect" | "cod_balance";

/**
 * What a cash-on-delivery order's shopper has not yet agreed to pay: the new total above the last
 * total they accepted (the old total less what was still waiting for their agreement).
 */
function codBalanceOf(plan: Plan): number {
  const { order, priced } = plan;
  return Math.max(0, priced.totals.finalTotal - (order.total - order.balanceDue));
}

function settlementOf(plan: Plan): OrderEditSettlement {
  const { order, priced } = plan;
  if (order.paymentMethod === "cod") {
    if (codBalanceOf(plan) > 0) return "cod_balance";
    return priced.change === 0 ? "none" : "cod_collect";
  }
  if (priced.difference <= -MINIMUM_REFUND) return "refund";
  if (priced.difference > 0) return "balance_due";
  return "none";
}

const SETTLEMENT_TEXT: Record<OrderEditSettlement, (plan: Plan) => string> = {
  none: () => "No payment changes.",
  refund: (plan) =>
    `${formatINR(-plan.priced.difference)} will be refunded to the customer's original payment method, with a credit note.`,
  balance_due: (plan) =>
    `The customer owes ${formatINR(plan.priced.difference)} more: the order is held from shipping until it is paid (the payment link in their e-mail, or "Pay now" on their order page).`,
  cod_collect: (plan) => `Cash on delivery: ${formatINR(plan.priced.totals.finalTotal)} will be collected.`,
  cod_balance: (plan) =>
    `Cash on delivery: the customer pays ${formatINR(plan.priced.totals.finalTotal)}, ${formatINR(codBalanceOf(plan))} more than they agreed to. The order is held from shipping until they accept the new total (on their order page) or you record that they agreed to pay it on delivery.`,
};

type LineJson = {
  item_id: number | null;
  variant_id: number | null;
  name: string;
  unit_label: string;
  quantity: number;
  unit_price: number;
  discount_price: number;
  total_price: number;
};

export type OrderEditPreviewJson = {
  version: number;
  lines: LineJson[];
  totals: {
    subtotal: number;
    product_discount: number;
    coupon_discount: number;
    shipping: number;
    total: number;
  };
  old_total: number;
  /** New total - old total (rupees). */
  change: number;
  /** New total - what the shopper paid and was not refunded (rupees). */
  difference: number;
  paid: number;
  coupon: { code: string; applies: boolean; message: string | null } | null;
  address_change: string | null;
  settlement: OrderEditSettlement;
  settlement_text: string;
};

function lineJson(line: EditLine): LineJson {
  return {
    item_id: line.itemId,
    variant_id: line.variantId,
    name: line.name,
    unit_label: line.unitLabel,
    quantity: line.quantity,
    unit_price: rupees(line.originalPrice),
    discount_price: rupees(line.discountPrice),
    total_price: rupees(line.discountPrice * line.quantity),
  };
}

function previewJson(plan: Plan): OrderEditPreviewJson {
  const { priced, order } = plan;
  const settlement = settlementOf(plan);
  return {
    version: order.version,
    lines: priced.lines.map(lineJson),
    totals: {
      subtotal: rupees(priced.totals.subtotal),
      product_discount: rupees(priced.totals.productDiscount),
      coupon_discount: rupees(priced.totals.couponDiscount),
      shipping: rupees(priced.totals.shipping),
      total: rupees(priced.totals.finalTotal),
    },
    old_total: rupees(order.total),
    change: rupees(priced.change),
    difference: rupees(priced.difference),
    paid: rupees(plan.paid),
    coupon: priced.coupon,
    address_change: plan.addressChange,
    settlement,
    settlement_text: SETTLEMENT_TEXT[settlement](plan),
  };
}

/** What the edit would do, changing nothing: the new lines and totals, the difference, the coupon's fate. */
export async function previewOrderEdit(orderId: number, edit: OrderLinesEdit): Promise<OrderEditPreviewJson> {
  return previewJson(await planOf(db, orderId, edit));
}

/** "2 × Ashwagandha (60 capsules)", the lines as the history keeps them. */
function describeLines(lines: readonly EditLine[]): string {
  return lines
    .map((line) => `${line.quantity} × ${line.name}${line.unitLabel ? ` (${line.unitLabel})` : ""}`)
    .join(", ");
}

function snapshot(lines: readonly EditLine[], totals: Record<string, number>, address: DeliveryDetails | null) {
  return {
    lines: lines.map((line) => ({
      itemId: line.itemId,
      variantId: line.variantId,
      name: line.name,
      quantity: line.quantity,
      discountPrice: line.discountPrice,
    })),
    totals,
    ...(address ? { address } : {}),
  };
}

/**
 * Moves stock for the edit, per variant: units no longer ordered go back (`restoreStock`, with its
 * stock adjustment rows), units added are taken from their variant when it has them (409 otherwise).
 * Every product involved is locked first, in id order (checkout's lock order).
 */
async function moveStock(tx: Tx, plan: Plan, actor: Actor): Promise<StockMoves> {
  const { order, priced } = plan;
  const before = new Map(order.items.map((item) => [item.id, item]));
  const after = new Map(priced.lines.filter((line) => line.itemId !== null).map((line) => [line.itemId!, line]));
  const back = new Map<number, number>();
  const take = new Map<number, { line: EditLine; units: number }>();
  for (const item of order.items) {
    const now = after.get(item.id)?.quantity ?? 0;
    if (now < item.quantity) back.set(item.id, item.quantity - now);
    else if (now > item.quantity && item.variantId !== null)
      take.set(item.variantId, { line: after.get(item.id)!, units: now - item.quantity });
  }
  for (const line of priced.lines)
    if (line.itemId === null && line.variantId !== null) take.set(line.variantId, { line, units: line.quantity });
  const products = [
    ...new Set(
      [...back.keys()].map((id) => before.get(id)!.productId).concat([...take.values()].map((t) => t.line.productId)),
    ),
  ]
    .filter((id): id is number => id !== null)
    .sort((a, b) => a - b);
  if (products.length === 0) return NO_STOCK_MOVES;
  await tx.$queryRaw`SELECT id FROM "Product" WHERE id IN (${Prisma.join(products)}) ORDER BY id FOR UPDATE`;
  const moves: StockMoves = { moved: [], availabilityChanged: [] };
  if (back.size > 0) {
    const restored = await restoreStock(
      tx,
      order.id,
      { staffId: actor.staffId, note: `Order ${order.orderNumber} edited` },
      back,
    );
    moves.moved.push(...restored.moved);
    moves.availabilityChanged.push(...restored.availabilityChanged);
  }
  for (const [variantId, { line, units }] of [...take.entries()].sort((a, b) => a[0] - b[0])) {
    const [taken] = await tx.$queryRaw<{ stock: number }[]>`
      UPDATE "ProductVariant" SET stock = stock - ${units}, "updatedAt" = now()
      WHERE id = ${variantId} AND stock >= ${units} RETURNING stock`;
    if (!taken) {
      const left = await tx.productVariant.findUnique({ where: { id: variantId }, select: { stock: true } });
      throw new AppError(409, "insufficient_stock", `Only ${left?.stock ?? 0} left in stock of ${line.name}`);
    }
    moves.moved.push(line.productId!);
    if (taken.stock === 0) moves.availabilityChanged.push(line.productId!);
  }
  return moves;
}

/** The order's items as the edit leaves them: changed quantities, removed lines, added ones (with their variant). */
async function writeItems(tx: Tx, plan: Plan): Promise<void> {
  const { order, priced } = plan;
  const kept = new Map(priced.lines.filter((line) => line.itemId !== null).map((line) => [line.itemId!, line]));
  const removed = order.items.filter((item) => !kept.has(item.id)).map((item) => item.id);
  if (removed.length) await tx.orderItem.deleteMany({ where: { id: { in: removed } } });
  for (const item of order.items) {
    const line = kept.get(item.id);
    if (line && line.quantity !== item.quantity)
      await tx.orderItem.update({
        where: { id: item.id },
        data: { quantity: line.quantity, totalPrice: line.discountPrice * line.quantity },
      });
  }
  for (const line of priced.lines.filter((each) => each.itemId === null)) {
    const variant = plan.variants.get(line.variantId!)!;
    const image = await tx.productImage.findFirst({
      where: { productId: line.productId! },
      orderBy: [{ position: "asc" }, { id: "asc" }],
      select: { url: true },
    });
    await tx.orderItem.create({
      data: {
        orderId: order.id,
        productId: line.productId,
        variantId: line.variantId,
        variantSku: variant.sku,
        productName: line.name,
        productImage: image?.url ?? null,
        unitLabel: line.unitLabel,
        quantity: line.quantity,
        unitPrice: line.originalPrice,
        discountPrice: line.discountPrice,
        totalPrice: line.discountPrice * line.quantity,
        gstRate: line.gstRate,
        hsnCode: line.hsnCode,
      },
    });
  }
}

/**
 * An issued invoice is never edited: the edit credits what the old invoice has left (a credit note
 * in the credit-note series, as a cancellation's), moves it off the order (`replacedOrderId`) and
 * issues a new invoice, with the next number of the invoice series, for the order as edited.
 */
async function replaceInvoice(tx: Tx, orderId: number, reason: string) {
  const old = await tx.invoice.findUnique({ where: { orderId }, select: { id: true, number: true } });
  if (!old) return { creditNote: null, invoiceNumber: await issueInvoice(tx, orderId) };
  const number = await issueCreditNote(tx, orderId, reason);
  const creditNote = number ? await tx.creditNote.findUniqueOrThrow({ where: { number } }) : null;
  await tx.invoice.update({ where: { id: old.id }, data: { orderId: null, replacedOrderId: orderId } });
  await tx.order.update({ where: { id: orderId }, data: { invoiceNumber: null } });
  const invoiceNumber = await issueInvoice(tx, orderId);
  return { creditNote: creditNote && { id: creditNote.id, number: creditNote.number }, invoiceNumber };
}

export type OrderEditResultJson = {
  edit: OrderEditJson;
  /** The refund of the difference, all parts together (id: the part with the credit note), or null. */
  refund: { id: string; amount: number; status: string } | null;
  /** Its parts, one per payment (newest first). */
  refunds: { id: string; amount: number; status: string }[];
  /** Edited up: the Razorpay payment link for the balance (null when it could not be made now). */
  payment_link: PaymentLinkJson | null;
};

export type OrderEditJson = {
  id: number;
  version: number;
  staff_name: string;
  created_at: string;
  summary: string;
  old_total: number;
  new_total: number;
  difference: number;
  settlement: string;
  credit_note_number: string | null;
  invoice_number: string | null;
};

function editJson(edit: Prisma.OrderEditGetPayload<object>): OrderEditJson {
  return {
    id: edit.id,
    version: edit.version,
    staff_name: edit.staffName,
    created_at: edit.createdAt.toISOString(),
    summary: edit.summary,
    old_total: rupees(edit.oldTotal),
    new_total: rupees(edit.newTotal),
    difference: rupees(edit.difference),
    settlement: edit.settlement,
    credit_note_number: edit.creditNoteNumber,
    invoice_number: edit.invoiceNumber,
  };
}

/**
 * Applies an edit made on `edit.version`, once: under the order's row lock the version is checked
 * (an edit or action since makes it a 409, so two admins' edits never both apply and a retried save
 * changes nothing), the plan computed again, stock moved, items and totals written, the coupon
 * released when it no longer applies, the invoice replaced, the history, edit row and audit entry
 * written, and the difference settled. A paid online order edited down is refunded the difference
 * after the commit through the partial-refund path (its refund row, keyed by the order and version,
 * is written in the transaction, so a retry never refunds twice).
 */
export async function applyOrderEdit(
  orderId: number,
  edit: OrderLinesEdit,
  actor: Actor,
  gateway?: PaymentGateway,
): Promise<OrderEditResultJson> {
  const step = await db.$transaction(
    async (tx) => {
      if (!(await lockOrder(tx, orderId))) throw new AppError(404, "order_not_found", "Order not found");
      const plan = await planOf(tx, orderId, edit);
      const { order, priced } = plan;
      const version = order.version + 1;
      const settlement = settlementOf(plan);
      const stock = await moveStock(tx, plan, actor);
      await writeItems(tx, plan);
      const couponDropped = priced.coupon !== null && !priced.coupon.applies;
      if (couponDropped) await releaseCoupon(tx, orderId);
      else if (priced.coupon)
        await tx.couponRedemption.updateMany({ where: { orderId }, data: { amount: priced.totals.couponDiscount } });
      const balanceDue =
        settlement === "balance_due" ? priced.difference : settlement === "cod_balance" ? codBalanceOf(plan) : 0;
      await tx.order.update({
        where: { id: orderId },
        data: {
          itemsOriginalTotal: priced.totals.totalOriginalPrice,
          subtotal: priced.totals.subtotal,
          productDiscount: priced.totals.productDiscount,
          couponDiscount: priced.totals.couponDiscount,
          shippingCost: priced.totals.shipping,
          total: priced.totals.finalTotal,
          ...(couponDropped ? { couponId: null, couponCode: null } : {}),
          ...(plan.address ?? {}),
          version,
          balanceDue,
          balanceOnDelivery: 0,
        },
      });
      const changes = [
        priced.changed ? `lines ${describeLines(linesOf(order))} → ${describeLines(priced.lines)}` : null,
        plan.addressChange,
        couponDropped ? priced.coupon!.message : null,
        priced.change !== 0 ? `total ${formatINR(order.total)} → ${formatINR(priced.totals.finalTotal)}` : null,
      ].filter(Boolean);
      const summary = `Order edited: ${changes.join("; ")}${edit.reason ? `. Reason: ${edit.reason}` : ""}`;
      const documents = await replaceInvoice(tx, orderId, `Order edited: ${edit.reason || "lines or address changed"}`);
      // The difference refunded over the payments newest first (the balance paid last, then the first
      // payment), one Razorpay refund per payment under its own key; the part on the newest carries the
      // credit note of the old invoice (one credit note, whatever the parts).
      const refunds: Refund[] = [];
      const parts = settlement === "refund" ? refundParts(plan.captured, -priced.difference) : [];
      // Split over several payments: one refund whose credit note and e-mail wait for every part's answer.
      const groupKey = parts.length > 1 ? `edit-${orderId}-${version}-${parts[0].paymentId}` : null;
      for (const part of parts)
        refunds.push(
          await tx.refund.create({
            data: {
              orderId,
              paymentId: part.paymentId,
              amount: part.amount,
              reason: `Order edited${edit.reason ? `: ${edit.reason}` : ""}`,
              idempotencyKey: `edit-${orderId}-${version}-${part.paymentId}`,
              groupKey,
              kind: "partial",
              method: "razorpay",
              lines: [],
              orderVersion: version,
              creditNoteId: refunds.length === 0 ? (documents.creditNote?.id ?? null) : null,
              createdById: actor.staffId,
              createdByName: actor.name,
            },
          }),
        );
      const refund = refunds[0] ?? null;
      const totalsBefore = {
        subtotal: order.subtotal,
        couponDiscount: order.couponDiscount,
        shipping: order.shippingCost,
        total: order.total,
      };
      const totalsAfter = {
        subtotal: priced.totals.subtotal,
        couponDiscount: priced.totals.couponDiscount,
        shipping: priced.totals.shipping,
        total: priced.totals.finalTotal,
      };
      const before = snapshot(linesOf(order), totalsBefore, plan.address ? order : null);
      const after = snapshot(priced.lines, totalsAfter, plan.address);
      const row = await tx.orderEdit.create({
        data: {
          orderId,
          version,
          staffId: actor.staffId,
          staffName: actor.name,
          before: before as Prisma.InputJsonValue,
          after: after as Prisma.InputJsonValue,
          summary,
          oldTotal: order.total,
          newTotal: priced.totals.finalTotal,
          difference: priced.difference,
          settlement,
          refundId: refund?.id ?? null,
          creditNoteNumber: documents.creditNote?.number ?? null,
          invoiceNumber: documents.invoiceNumber,
        },
      });
      const documentNote = documents.creditNote
        ? ` Credit note ${documents.creditNote.number} for the old invoice, new invoice ${documents.invoiceNumber}.`
        : "";
      await tx.orderStatusHistory.create({
        data: {
          orderId,
          status: order.status,
          paymentStatus: order.paymentStatus,
          changedById: actor.staffId,
          changedByName: actor.name,
          notes: `${summary}. ${SETTLEMENT_TEXT[settlement](plan)}${documentNote}`,
        },
      });
      await recordAudit(tx, actor, { action: "order_edit", entity: "order", entityId: orderId, before, after });
      await enqueueOrderEvent(tx, "order-edited", orderId);
      return { row, refunds, stock };
    },
    { timeout: 20_000, maxWait: 20_000 },
  );
  revalidateStock(step.stock);
  await sendParts(step.refunds, actor, gateway);
  // Edited up: the balance's payment link, for staff to copy and for the e-mail (which makes it itself
  // if this fails: the order-edited job runs ensureBalanceLink first).
  const link =
    step.row.settlement === "balance_due"
      ? await ensureBalanceLink(orderId, gateway).catch((error: unknown) => {
          log.warn({ err: error, orderId }, "payment link not created; the e-mail job will try again");
          return null;
        })
      : null;
  const refunds = await db.refund.findMany({
    where: { id: { in: step.refunds.map((refund) => refund.id) } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const parts = refunds.map((refund) => ({ id: refund.id, amount: rupees(refund.amount), status: refund.status }));
  return {
    edit: editJson(step.row),
    refund: parts[0]
      ? {
          id: parts[0].id,
          amount: rupees(refunds.reduce((sum, refund) => sum + refund.amount, 0)),
          status: parts.every((part) => part.status === "processed") ? "processed" : parts[0].status,
        }
      : null,
    refunds: parts,
    payment_link: link ? paymentLinkJson(link) : null,
  };
}

/** The order's edits, newest first, and the payment link of the balance due (admin order page). */
export async function orderEditHistory(
  orderId: number,
): Promise<{ version: number; edits: OrderEditJson[]; payment_link: PaymentLinkJson | null }> {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: { id: true, version: true, balanceDue: true },
  });
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  const edits = await db.orderEdit.findMany({ where: { orderId }, orderBy: { version: "desc" } });
  const link = await currentPaymentLink(db, order);
  return { version: order.version, edits: edits.map(editJson), payment_link: link ? paymentLinkJson(link) : null };
}

export type VariantChoiceJson = {
  variant_id: number;
  product_id: number;
  name: string;
  option: string;
  sku: string;
  /** Sale price now (rupees). */
  price: number;
  stock: number;
};

/** The admin's product/variant picker: on-sale variants whose product name or SKU matches, at most 20. */
export async function searchVariants(q: string): Promise<{ results: VariantChoiceJson[] }> {
  const rows = await db.productVariant.findMany({
    where: {
      active: true,
      product: { available: true },
      OR: [{ sku: { contains: q, mode: "insensitive" } }, { product: { name: { contains: q, mode: "insensitive" } } }],
    },
    include: { product: { select: { name: true } } },
    orderBy: [{ productId: "asc" }, { position: "asc" }],
    take: 20,
  });
  return {
    results: rows.map((row) => ({
      variant_id: row.id,
      product_id: row.productId,
      name: row.product.name,
      option: row.optionValues.join(" / ") || row.unitLabel,
      sku: row.sku,
      price: rupees(row.salePrice),
      stock: row.stock,
    })),
  };
}
