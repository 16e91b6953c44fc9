import "server-only";
import { variantLineName } from "@/lib/domain/variants";
import { Prisma, type ReturnRequest } from "@prisma/client";
import type { Actor } from "@/lib/domain/principal";
import { paiseToRupees } from "@/lib/domain/money";
import {
  canMoveReturn,
  checkReturnChoice,
  isReturnableCategory,
  isUpiId,
  maskUpiId,
  returnableQuantity,
  returnDeadline,
  returnNumber,
  returnWindowRefusal,
  returnCancelRefusal,
  RETURN_STATUS_LABELS,
  returnStatusLabel,
  unitsHeld,
  type ReturnStatus,
} from "@/lib/domain/returns";
import { db } from "@/lib/server/db";
import { containsPattern } from "@/lib/server/sql-patterns";
import { searchCount, searchCountLimit, type SearchPage } from "@/lib/domain/search-count";
import { inIdOrder } from "@/lib/domain/id-order";
import { AppError } from "@/lib/server/errors";
import { orderRefunds } from "@/lib/server/orders/partial-refunds";
import { enqueueInTransaction } from "@/lib/server/queue/queue";
import { RETURN_UPDATE } from "@/lib/validation/queue/queues";
import type { ReturnCreateBody } from "@/lib/validation/returns/returns";
import { claimReturnPhotos } from "./photos";
import { returnPolicy } from "./policy";

export type Tx = Prisma.TransactionClient;

/** Who moved a return on when no staff member did: the shopper, or the courier's scans. */
export const SHOPPER = "Customer";
export const COURIER = "Courier";

export const returnNotFound = () => new AppError(404, "return_not_found", "Return not found");

/** Locks a return's row for the rest of the transaction (every change of a return takes it first). */
export async function lockReturn(tx: Tx, returnId: number): Promise<ReturnRequest> {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "ReturnRequest" WHERE id = ${returnId} FOR UPDATE`;
  if (rows.length === 0) throw returnNotFound();
  return tx.returnRequest.findUniqueOrThrow({ where: { id: returnId } });
}

/**
 * Moves a locked return to `to`: refused unless the step is allowed from where it is; records who
 * and when (once per status: the ReturnStep's unique key) and enqueues the shopper's e-mail of the
 * step in the same transaction, so the e-mail exists only if the step does, and only once.
 */
export async function moveReturn(
  tx: Tx,
  current: ReturnRequest,
  to: ReturnStatus,
  by: { id: number | null; name: string },
  note = "",
  data: Prisma.ReturnRequestUpdateInput = {},
): Promise<ReturnRequest> {
  if (!canMoveReturn(current.status, to))
    throw new AppError(
      409,
      "return_status",
      `This return is ${RETURN_STATUS_LABELS[current.status].toLowerCase()}: it cannot be ${RETURN_STATUS_LABELS[to].toLowerCase()} now.`,
    );
  const updated = await tx.returnRequest.update({ where: { id: current.id }, data: { ...data, status: to } });
  await tx.returnStep.create({ data: { returnId: current.id, status: to, byId: by.id, byName: by.name, note } });
  await enqueueInTransaction(tx, RETURN_UPDATE, { returnId: current.id, status: to });
  return updated;
}

/** When the order was delivered: its first "delivered" line in the status history. */
async function deliveredAt(client: Tx | typeof db, orderId: number): Promise<Date | null> {
  const row = await client.orderStatusHistory.findFirst({
    where: { orderId, status: "delivered" },
    orderBy: { id: "asc" },
    select: { changedAt: true },
  });
  return row?.changedAt ?? null;
}

type LineOption = {
  item_id: number;
  name: string;
  unit: string;
  image: string | null;
  quantity: number;
  returnable: boolean;
  returnable_quantity: number;
};

type Options = {
  order: { id: number; orderNumber: string; status: string; paymentMethod: "cod" | "prepaid"; customerId: number };
  refusal: string | null;
  deadline: Date | null;
  reasons: string[];
  windowDays: number;
  lines: (LineOption & { heldByReturns: number; refundableQuantity: number })[];
};

/** What of an order may be returned now: the window, each line's units left, and why not when nothing may. */
async function optionsOf(client: Tx | typeof db, orderId: number): Promise<Options> {
  const order = await client.order.findUnique({
    where: { id: orderId },
    include: {
      items: {
        orderBy: { id: "asc" },
        include: { product: { select: { category: { select: { slug: true, parent: { select: { slug: true } } } } } } },
      },
      returns: { include: { lines: true } },
    },
  });
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  const policy = await returnPolicy(client);
  const delivered = await deliveredAt(client, orderId);
  const refunds = await orderRefunds(orderId).catch(() => null);
  const held = unitsHeld(order.returns);
  const lines = order.items.map((item) => {
    const category = item.product?.category ?? null;
    const returnable = isReturnableCategory(
      category && { slug: category.slug, parentSlug: category.parent?.slug ?? null },
      policy.returnableCategories,
    );
    const balance = refunds?.lines.find((line) => line.item_id === item.id);
    const line = {
      itemId: item.id,
      quantity: item.quantity,
      refundableQuantity: balance ? balance.quantity_left : item.quantity,
      heldByReturns: held.get(item.id) ?? 0,
      returnable,
    };
    return {
      item_id: item.id,
      name: variantLineName(item.productName, item.variantLabel),
      unit: item.unitLabel,
      image: item.productImage,
      quantity: item.quantity,
      returnable,
      returnable_quantity: returnableQuantity(line),
      heldByReturns: line.heldByReturns,
      refundableQuantity: line.refundableQuantity,
    };
  });
  let refusal = returnWindowRefusal({ status: order.status, deliveredAt: delivered }, policy.windowDays);
  if (!refusal && order.paymentStatus !== "paid") refusal = "This order has nothing paid to refund.";
  if (!refusal && lines.every((line) => line.returnable_quantity === 0))
    refusal = lines.some((line) => line.returnable)
      ? "Every item of this order has been returned or refunded already."
      : "The items of this order cannot be returned under our returns policy.";
  return {
    order: {
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      paymentMethod: order.paymentMethod,
      customerId: order.customerId,
    },
    refusal,
    deadline: delivered ? returnDeadline(delivered, policy.windowDays) : null,
    reasons: [...policy.reasons],
    windowDays: policy.windowDays,
    lines,
  };
}

type ReturnWithLines = ReturnRequest & {
  lines: { id: number; orderItemId: number; quantity: number; restocked: number | null; writtenOff: number | null }[];
  steps: { status: ReturnStatus; byName: string; note: string; at: Date }[];
};

/** A return as the shopper sees it: never the UPI ID itself, only its masked form. */
export type CustomerReturnJson = {
  id: number;
  number: string;
  status: ReturnStatus;
  status_label: string;
  reason: string;
  note: string;
  refund_upi: string | null;
  rejection_reason: string | null;
  courier_name: string;
  tracking_number: string | null;
  pickup_instructions: string | null;
  /** Site paths of the shopper's photos (`/return-photos/...`, private: app/return-photos), at most three. */
  photos: string[];
  lines: { item_id: number; name: string; quantity: number }[];
  steps: { status: ReturnStatus; label: string; at: string }[];
  /** Whether the shopper may still cancel it (requested, or approved with no pickup booked). */
  can_cancel: boolean;
  created_at: string;
};

function customerReturnJson(request: ReturnWithLines, names: Map<number, string>): CustomerReturnJson {
  return {
    id: request.id,
    number: request.number,
    status: request.status,
    status_label: returnStatusLabel(request),
    reason: request.reason,
    note: request.note,
    refund_upi: request.refundUpiMasked || null,
    rejection_reason: request.rejectionReason,
    courier_name: request.courierName,
    tracking_number: request.trackingNumber,
    pickup_instructions: request.pickupInstructions,
    photos: request.photos,
    lines: request.lines.map((line) => ({
      item_id: line.orderItemId,
      name: names.get(line.orderItemId) ?? "",
      quantity: line.quantity,
    })),
    steps: [...request.steps]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((step) => ({ status: step.status, label: RETURN_STATUS_LABELS[step.status], at: step.at.toISOString() })),
    can_cancel: returnCancelRefusal(request) === null,
    created_at: request.createdAt.toISOString(),
  };
}

export type CustomerReturnsJson = {
  order_id: number;
  payment_method: "cod" | "prepaid";
  /** Why no return may be asked for now, or null. */
  refusal: string | null;
  deadline: string | null;
  window_days: number;
  reasons: string[];
  lines: LineOption[];
  returns: CustomerReturnJson[];
};

const RETURN_INCLUDE = {
  lines: { orderBy: { id: "asc" } },
  steps: { orderBy: { at: "asc" } },
} as const;

/** The shopper's view of returning one of their own orders (404 for anyone else's order, as a missing one). */
export async function customerReturns(customerId: number, orderId: number): Promise<CustomerReturnsJson> {
  const owned = await db.order.findFirst({ where: { id: orderId, customerId }, select: { id: true } });
  if (!owned) throw new AppError(404, "order_not_found", "Order not found");
  const options = await optionsOf(db, orderId);
  const names = new Map(options.lines.map((line) => [line.item_id, line.name]));
  const returns = await db.returnRequest.findMany({
    where: { orderId },
    orderBy: { createdAt: "desc" },
    include: RETURN_INCLUDE,
  });
  return {
    order_id: orderId,
    payment_method: options.order.paymentMethod,
    refusal: options.refusal,
    deadline: options.deadline?.toISOString() ?? null,
    window_days: options.windowDays,
    reasons: options.reasons,
    lines: options.lines.map(({ heldByReturns: _held, refundableQuantity: _refundable, ...line }) => line),
    returns: returns.map((request) => customerReturnJson(request, names)),
  };
}

/**
 * A shopper asks to return lines of their delivered order: checked under the order's row lock
 * against the window, the policy's categories and reasons, and the units left (delivered, minus
 * refunded, minus other open returns), so two requests at once never return a unit twice.
 */
export async function createReturn(
  customerId: number,
  orderId: number,
  body: Omit<ReturnCreateBody, "photos"> & { photos?: string[] },
): Promise<CustomerReturnJson> {
  const created = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM "Order" WHERE id = ${orderId} AND "customerId" = ${customerId} FOR UPDATE`;
    if (rows.length === 0) throw new AppError(404, "order_not_found", "Order not found");
    const options = await optionsOf(tx, orderId);
    if (options.refusal) throw new AppError(409, "not_returnable", options.refusal);
    if (!options.reasons.includes(body.reason))
      throw new AppError(400, "invalid_request", "Choose one of the reasons listed.", { field: "reason" });
    const check = checkReturnChoice(
      options.lines.map((line) => ({
        itemId: line.item_id,
        name: line.name,
        quantity: line.quantity,
        refundableQuantity: line.refundableQuantity,
        heldByReturns: line.heldByReturns,
        returnable: line.returnable,
      })),
      body.lines.map((line) => ({ itemId: line.item_id, quantity: line.quantity })),
    );
    if (!check.ok) throw new AppError(422, "invalid_return", check.message, { field: "lines" });
    const cod = options.order.paymentMethod === "cod";
    const upi = body.upi_id?.trim() ?? "";
    if (cod && !upi)
      throw new AppError(400, "invalid_request", "Enter the UPI ID your refund should go to.", { field: "upi_id" });
    if (cod && !isUpiId(upi))
      throw new AppError(400, "invalid_request", "Enter a UPI ID such as name@okaxis.", { field: "upi_id" });
    const photos = await claimReturnPhotos(tx, orderId, body.photos ?? []);
    const count = await tx.returnRequest.count({ where: { orderId } });
    const request = await tx.returnRequest.create({
      data: {
        number: returnNumber(options.order.orderNumber, count + 1),
        orderId,
        customerId,
        reason: body.reason,
        note: body.note,
        refundUpiId: cod ? upi : null,
        refundUpiMasked: cod ? maskUpiId(upi) : "",
        photos,
        lines: { create: check.lines.map((line) => ({ orderItemId: line.itemId, quantity: line.quantity })) },
        steps: { create: { status: "requested", byName: SHOPPER } },
      },
    });
    await enqueueInTransaction(tx, RETURN_UPDATE, { returnId: request.id, status: "requested" });
    return request.id;
  });
  const request = await db.returnRequest.findUniqueOrThrow({ where: { id: created }, include: RETURN_INCLUDE });
  const items = await db.orderItem.findMany({
    where: { orderId },
    select: { id: true, productName: true, variantLabel: true },
  });
  return customerReturnJson(
    request,
    new Map(items.map((item) => [item.id, variantLineName(item.productName, item.variantLabel)])),
  );
}

/**
 * The shopper cancels their own return while it is requested, or approved with no pickup booked or
 * being booked (`returnCancelRefusal`; 409 otherwise): under the return's row lock it closes with a
 * step by the shopper ("Cancelled by the shopper"), whose e-mail goes once, its UPI ID is erased, and
 * its units are free to return again. Another shopper's return, or one of another order, is a 404. A
 * second click answers the closed return (no second step, no second e-mail).
 */
export async function cancelReturn(customerId: number, orderId: number, returnId: number): Promise<CustomerReturnJson> {
  await db.$transaction(async (tx) => {
    const found = await tx.returnRequest.findFirst({
      where: { id: returnId, orderId, customerId },
      select: { id: true },
    });
    if (!found) throw returnNotFound();
    const current = await lockReturn(tx, returnId);
    const cancelled = await tx.returnStep.count({ where: { returnId, status: "closed", byName: SHOPPER } });
    if (current.status === "closed" && cancelled > 0) return;
    const refusal = returnCancelRefusal(current);
    if (refusal) throw new AppError(409, "return_status", refusal);
    await moveReturn(tx, current, "closed", { id: null, name: SHOPPER }, CANCELLED_NOTE, {
      refundUpiId: null,
      refundUpiMasked: "",
    });
  });
  const request = await db.returnRequest.findUniqueOrThrow({
    where: { id: returnId },
    include: { ...RETURN_INCLUDE, order: { select: { items: { select: { id: true, productName: true } } } } },
  });
  return customerReturnJson(request, new Map(request.order.items.map((item) => [item.id, item.productName])));
}

/** The note of the step of a return the shopper cancelled. */
export const CANCELLED_NOTE = "Cancelled by the shopper";

// ---------------------------------------------------------------- the admin's view

export type AdminReturnJson = Omit<CustomerReturnJson, "lines" | "steps"> & {
  order_id: number;
  order_number: string;
  customer_name: string;
  payment_method: "cod" | "prepaid";
  carrier: string | null;
  shipment_status: string | null;
  booking: boolean;
  booking_error: string | null;
  refund_id: string | null;
  photos: string[];
  lines: {
    id: number;
    item_id: number;
    name: string;
    sku: string | null;
    quantity: number;
    restocked: number | null;
    written_off: number | null;
    unit_price: number;
  }[];
  steps: { status: ReturnStatus; label: string; at: string; by: string; note: string }[];
  scans: { status: string; location: string; description: string; occurred_at: string }[];
};

export async function adminReturn(returnId: number): Promise<AdminReturnJson> {
  const request = await db.returnRequest.findUnique({
    where: { id: returnId },
    include: {
      ...RETURN_INCLUDE,
      scans: { orderBy: [{ occurredAt: "asc" }, { id: "asc" }] },
      order: {
        select: {
          orderNumber: true,
          customerName: true,
          paymentMethod: true,
          items: { select: { id: true, productName: true, variantSku: true, discountPrice: true } },
        },
      },
    },
  });
  if (!request) throw returnNotFound();
  const items = new Map(request.order.items.map((item) => [item.id, item]));
  const base = customerReturnJson(request, new Map(request.order.items.map((item) => [item.id, item.productName])));
  return {
    ...base,
    order_id: request.orderId,
    order_number: request.order.orderNumber,
    customer_name: request.order.customerName,
    payment_method: request.order.paymentMethod,
    carrier: request.carrier,
    shipment_status: request.shipmentStatus,
    booking: request.bookingSince !== null,
    booking_error: request.bookingError,
    refund_id: request.refundId,
    photos: request.photos,
    lines: request.lines.map((line) => ({
      id: line.id,
      item_id: line.orderItemId,
      name: items.get(line.orderItemId)?.productName ?? "",
      sku: items.get(line.orderItemId)?.variantSku ?? null,
      quantity: line.quantity,
      restocked: line.restocked,
      written_off: line.writtenOff,
      unit_price: paiseToRupees(items.get(line.orderItemId)?.discountPrice ?? 0),
    })),
    steps: request.steps.map((step) => ({
      status: step.status,
      label: RETURN_STATUS_LABELS[step.status],
      at: step.at.toISOString(),
      by: step.byName,
      note: step.note,
    })),
    scans: request.scans.map((scan) => ({
      status: scan.status,
      location: scan.location,
      description: scan.description,
      occurred_at: scan.occurredAt.toISOString(),
    })),
  };
}

export type AdminReturnRow = {
  id: number;
  number: string;
  order_id: number;
  order_number: string;
  customer_name: string;
  status: ReturnStatus;
  status_label: string;
  reason: string;
  units: number;
  payment_method: "cod" | "prepaid";
  tracking_number: string | null;
  created_at: string;
};

export type AdminReturnPage = SearchPage<AdminReturnRow> & { page: number; page_size: number };

/** A status filter: "refunded" and "rejected" also find the returns closed that way. */
function statusCondition(status: ReturnStatus): Prisma.Sql {
  const closedAs = (column: Prisma.Sql) => Prisma.sql`(r.status = 'closed' AND ${column} IS NOT NULL)`;
  if (status === "refunded") return Prisma.sql`(r.status = 'refunded' OR ${closedAs(Prisma.sql`r."refundId"`)})`;
  if (status === "rejected") return Prisma.sql`(r.status = 'rejected' OR ${closedAs(Prisma.sql`r."rejectionReason"`)})`;
  return Prisma.sql`r.status = ${status}::"ReturnStatus"`;
}

/**
 * The returns that match, as SQL over `r` (the return) and `o` (its order). A search reads each
 * return's order by its key (OFFSET 0 keeps it a lookup per return: joined, PostgreSQL read every
 * order to test its name, 33 ms at 100,000 orders against 0.4 ms for a page).
 */
function returnsMatching(query: { status?: ReturnStatus; q?: string }): Prisma.Sql {
  const conditions = query.status ? [statusCondition(query.status)] : [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      Prisma.sql`(r.number ILIKE ${pattern} OR o."orderNumber" ILIKE ${pattern} OR o."customerName" ILIKE ${pattern})`,
    );
  }
  const order = Prisma.sql`CROSS JOIN LATERAL (SELECT "orderNumber", "customerName" FROM "Order" o WHERE o.id = r."orderId" OFFSET 0) o`;
  return Prisma.sql`FROM "ReturnRequest" r ${query.q ? order : Prisma.empty}
    WHERE ${conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`}`;
}

/**
 * The returns queue: newest first, by status, searched by return or order number or the customer's
 * name; a search's count stops at 1,000+ (lib/domain/search-count.ts).
 */
export async function listReturns(query: {
  status?: ReturnStatus;
  q?: string;
  page: number;
  page_size: number;
}): Promise<AdminReturnPage> {
  const matching = returnsMatching(query);
  const countLimit = query.q ? searchCountLimit(query.page, query.page_size) : null;
  const [pageIds, [{ count }]] = await Promise.all([
    db.$queryRaw<{ id: number }[]>`SELECT r.id ${matching} ORDER BY r."createdAt" DESC, r.id DESC
      LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
    db.$queryRaw<{ count: bigint }[]>`SELECT count(*) FROM (SELECT ${matching} LIMIT ${countLimit}) matches`,
  ]);
  const ids = pageIds.map((row) => row.id);
  const found = await db.returnRequest.findMany({
    where: { id: { in: ids } },
    include: {
      lines: { select: { quantity: true } },
      order: { select: { orderNumber: true, customerName: true, paymentMethod: true } },
    },
  });
  const rows = inIdOrder(ids, found);
  const counted = Number(count);
  return {
    results: rows.map((row) => ({
      id: row.id,
      number: row.number,
      order_id: row.orderId,
      order_number: row.order.orderNumber,
      customer_name: row.order.customerName,
      status: row.status,
      status_label: returnStatusLabel(row),
      reason: row.reason,
      units: row.lines.reduce((sum, line) => sum + line.quantity, 0),
      payment_method: row.order.paymentMethod,
      tracking_number: row.trackingNumber,
      created_at: row.createdAt.toISOString(),
    })),
    ...searchCount(counted, countLimit),
    page: query.page,
    page_size: query.page_size,
  };
}

export const staffOf = (actor: Actor) => ({ id: actor.staffId, name: actor.name });
