import "server-only";
import { Prisma } from "@prisma/client";
import type { Actor } from "@/lib/domain/principal";
import { ndrActionRefusal, ndrComments, type NdrAction, type NdrState } from "@/lib/domain/rto";
import { recordAudit } from "@/lib/server/audit/audit";
import { db } from "@/lib/server/db";
import { containsPattern } from "@/lib/server/sql-patterns";
import { AppError } from "@/lib/server/errors";
import { enqueueInTransaction, enqueueWhatsAppNdrAttempt } from "@/lib/server/queue/queue";
import { carrier } from "@/lib/server/shipping/configured-carrier";
import type { NdrAttemptReport, NdrCarrier } from "@/lib/server/shipping/ndr";
import { lockOrder } from "./release";
import { ORDER_NOTICE } from "@/lib/validation/queue/queues";
import type { NdrActionBody, NdrQueueQuery, ShopperNdrAnswerBody } from "@/lib/validation/orders/ndr";

type Tx = Prisma.TransactionClient;

/** Who the courier's reports are recorded under on the order's timeline. */
const COURIER = "Courier";

export type NdrAttemptInput = { attempt: number; reason: string; occurredAt: Date };

/**
 * Records a shipment's failed delivery attempts, each once (unique per shipment and attempt number,
 * so a replayed webhook or the next poll adds nothing): a timeline line, one e-mail to the shopper
 * and one WhatsApp message (with their consent) per new attempt. A reason learnt later fills an attempt recorded without one. The caller holds the
 * order's row lock. Returns how many attempts were new.
 */
export async function recordNdrAttempts(
  tx: Tx,
  shipment: { id: number; orderId: number },
  attempts: NdrAttemptInput[],
): Promise<number> {
  if (attempts.length === 0) return 0;
  const created = await tx.ndrAttempt.createManyAndReturn({
    data: attempts.map((attempt) => ({ shipmentId: shipment.id, orderId: shipment.orderId, ...attempt })),
    skipDuplicates: true,
    select: { id: true, attempt: true, reason: true },
  });
  for (const attempt of attempts.filter((candidate) => candidate.reason)) {
    await tx.ndrAttempt.updateMany({
      where: { shipmentId: shipment.id, attempt: attempt.attempt, reason: "" },
      data: { reason: attempt.reason },
    });
  }
  if (created.length === 0) return 0;
  const order = await tx.order.findUniqueOrThrow({
    where: { id: shipment.orderId },
    select: { status: true, paymentStatus: true },
  });
  for (const attempt of created.sort((a, b) => a.attempt - b.attempt)) {
    await tx.orderStatusHistory.create({
      data: {
        orderId: shipment.orderId,
        status: order.status,
        paymentStatus: order.paymentStatus,
        changedByName: COURIER,
        notes: `Delivery attempt ${attempt.attempt} failed${attempt.reason ? `: ${attempt.reason}` : ""}. Re-attempt or return it from the NDR queue.`,
      },
    });
    await enqueueInTransaction(tx, ORDER_NOTICE, { notice: "ndr-attempt", attemptId: attempt.id });
    await enqueueWhatsAppNdrAttempt(tx, shipment.orderId, attempt.id);
  }
  return created.length;
}

/** The failed attempts the shipment's recorded scans show: the n-th undelivered scan (courier's time) is attempt n. */
export async function recordNdrFromScans(tx: Tx, shipment: { id: number; orderId: number }): Promise<number> {
  const scans = await tx.shipmentEvent.findMany({
    where: { shipmentId: shipment.id, status: "undelivered", scanKey: { not: null } },
    orderBy: [{ occurredAt: "asc" }, { id: "asc" }],
    select: { description: true, occurredAt: true },
  });
  return recordNdrAttempts(
    tx,
    shipment,
    scans.map((scan, index) => ({ attempt: index + 1, reason: scan.description, occurredAt: scan.occurredAt })),
  );
}

/**
 * The courier's NDR list read (the `ndr-poll` job, every 15 minutes): a webhook that never arrived
 * still puts the attempt on the order. Shipments the shop does not know are skipped.
 */
export async function pollNdr(
  parseTime: (value: string) => Date | null,
  port: NdrCarrier | undefined = carrier().ndr,
): Promise<{ cases: number; recorded: number; skipped?: string }> {
  if (!port) return { cases: 0, recorded: 0, skipped: "the manual carrier has no NDR list" };
  const cases = await port.list();
  let recorded = 0;
  for (const item of cases) {
    const shipment = await db.shipment.findUnique({
      where: { trackingNumber: item.awb },
      select: { id: true, orderId: true },
    });
    if (!shipment) continue;
    recorded += await db.$transaction(async (tx) => {
      await lockOrder(tx, shipment.orderId);
      return recordNdrAttempts(
        tx,
        shipment,
        item.attempts.map((report) => inputOf(report, parseTime)),
      );
    });
  }
  return { cases: cases.length, recorded };
}

function inputOf(report: NdrAttemptReport, parseTime: (value: string) => Date | null): NdrAttemptInput {
  return {
    attempt: report.attempt,
    reason: report.reason,
    occurredAt: (report.raisedAt && parseTime(report.raisedAt)) || new Date(),
  };
}

export type NdrAttemptJson = {
  id: number;
  attempt: number;
  reason: string;
  occurred_at: string;
  action: NdrAction | null;
  action_comment: string;
  action_phone: string | null;
  action_date: string | null;
  action_by: string;
  action_at: string | null;
};

type AttemptRow = Prisma.NdrAttemptGetPayload<object>;

function attemptJson(row: AttemptRow): NdrAttemptJson {
  return {
    id: row.id,
    attempt: row.attempt,
    reason: row.reason,
    occurred_at: row.occurredAt.toISOString(),
    action: (row.action as NdrAction | null) ?? null,
    action_comment: row.actionComment,
    action_phone: row.actionPhone,
    action_date: row.actionDate,
    action_by: row.actionByName,
    action_at: row.actionAt?.toISOString() ?? null,
  };
}

function refusalOf(shipmentStatus: string, attempts: AttemptRow[]): string | null {
  const latest = attempts.at(-1);
  return ndrActionRefusal({
    shipmentStatus,
    latestAction: latest?.action ?? null,
    anyReturn: attempts.some((attempt) => attempt.action === "return"),
    hasAttempt: Boolean(latest),
  });
}

export type OrderNdrJson = {
  awb: string | null;
  carrier: string | null;
  shipment_status: string | null;
  attempts: NdrAttemptJson[];
  /** Why staff cannot answer now, or null when re-attempt and return are offered. */
  refusal: string | null;
};

/** An order's failed delivery attempts, oldest first, and whether staff may answer the latest now. */
export async function orderNdr(orderId: number): Promise<OrderNdrJson> {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: { shipment: { include: { ndrAttempts: { orderBy: { attempt: "asc" } } } } },
  });
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  const shipment = order.shipment;
  const attempts = shipment?.ndrAttempts ?? [];
  return {
    awb: shipment?.trackingNumber ?? null,
    carrier: shipment?.carrier ?? null,
    shipment_status: shipment?.status ?? null,
    attempts: attempts.map(attemptJson),
    refusal: refusalOf(shipment?.status ?? "", attempts),
  };
}

export type NdrActionOutcome = { attempt: NdrAttemptJson; replayed: boolean; sent_to_courier: boolean };

/**
 * Staff's answer to the latest failed attempt: re-attempt (a note, a new phone, a date) or return
 * to origin. Claimed on the attempt under the order's lock (a second click, or a second admin, finds
 * it answered: the same action is answered as a replay, another one refused), then sent to the
 * courier (`POST /ndr/{awb}/action`); a courier that refuses or does not answer undoes the claim
 * (502, nothing changed). The manual carrier records it for staff to tell the courier.
 */
export async function actOnNdr(
  orderId: number,
  body: NdrActionBody,
  actor: Actor,
  port: NdrCarrier | undefined = carrier().ndr,
): Promise<NdrActionOutcome> {
  const claim = await db.$transaction(async (tx) => {
    if (!(await lockOrder(tx, orderId))) throw new AppError(404, "order_not_found", "Order not found");
    const shipment = await tx.shipment.findUnique({
      where: { orderId },
      include: { ndrAttempts: { orderBy: { attempt: "asc" } } },
    });
    const attempts = shipment?.ndrAttempts ?? [];
    const latest = attempts.at(-1);
    if (shipment && latest?.action === body.action && latest.attempt === (body.attempt ?? latest.attempt))
      return { replayed: true as const, attempt: latest, shipment };
    const refusal = refusalOf(shipment?.status ?? "", attempts);
    if (refusal || !shipment || !latest) throw new AppError(409, "ndr_not_actionable", refusal ?? "Nothing to answer.");
    if (body.attempt !== undefined && body.attempt !== latest.attempt)
      throw new AppError(409, "ndr_attempt_changed", "The courier has reported another attempt since: look again.");
    const attempt = await tx.ndrAttempt.update({
      where: { id: latest.id },
      data: {
        action: body.action,
        actionComment: body.note,
        actionPhone: body.action === "reattempt" ? (body.phone ?? null) : null,
        actionDate: body.action === "reattempt" ? (body.date ?? null) : null,
        actionByName: actor.name,
        actionAt: new Date(),
      },
    });
    return { replayed: false as const, attempt, shipment };
  });
  const { shipment } = claim;
  const remote = shipment.carrier !== "manual" ? port : undefined;
  if (claim.replayed) return { attempt: attemptJson(claim.attempt), replayed: true, sent_to_courier: Boolean(remote) };
  try {
    if (remote && shipment.trackingNumber)
      await remote.act(
        shipment.trackingNumber,
        body.action,
        ndrComments({ action: body.action, note: body.note, phone: body.phone, date: body.date }),
      );
  } catch (error) {
    await db.ndrAttempt.updateMany({
      where: { id: claim.attempt.id, actionAt: claim.attempt.actionAt },
      data: { action: null, actionComment: "", actionPhone: null, actionDate: null, actionByName: "", actionAt: null },
    });
    throw error;
  }
  await db.$transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const order = await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { status: true, paymentStatus: true },
    });
    const what =
      body.action === "return"
        ? "Return to us asked from the courier (RTO)"
        : `Delivery re-attempt asked${body.date ? ` for ${body.date}` : ""}${body.phone ? `, phone ${body.phone}` : ""}`;
    const told = remote ? "" : " Tell the courier: the manual carrier is not connected.";
    await tx.orderStatusHistory.create({
      data: {
        orderId,
        status: order.status,
        paymentStatus: order.paymentStatus,
        changedById: actor.staffId,
        changedByName: actor.name,
        notes: `${what}${body.note ? `: ${body.note}` : ""}.${told}`,
      },
    });
    await recordAudit(tx, actor, {
      action: `ndr_${body.action}`,
      entity: "order",
      entityId: orderId,
      after: { attempt: claim.attempt.attempt, note: body.note, phone: body.phone ?? null, date: body.date ?? null },
    });
  });
  return { attempt: attemptJson(claim.attempt), replayed: false, sent_to_courier: Boolean(remote) };
}

export type NdrQueueRow = {
  order_id: number;
  order_number: string;
  customer_name: string;
  payment_method: "cod" | "prepaid";
  total: number;
  pincode: string;
  state: string;
  awb: string;
  courier_name: string;
  shipment_status: string;
  attempts: number;
  reason: string;
  last_attempt_at: string;
  ndr_state: NdrState;
};
export type NdrQueuePage = { results: NdrQueueRow[]; count: number };

/**
 * The NDR queue: one row per shipment with a failed attempt (its latest), newest first, filtered by
 * what staff did about it (waiting = not answered and still undelivered), payment method and reason.
 */
export async function listNdrQueue(query: NdrQueueQuery): Promise<NdrQueuePage> {
  const where: Prisma.Sql[] = [];
  if (query.state === "waiting") where.push(Prisma.sql`l.action IS NULL AND s.status = 'undelivered'`);
  if (query.state === "reattempt") where.push(Prisma.sql`l.action = 'reattempt'`);
  if (query.state === "return") where.push(Prisma.sql`(l.action = 'return' OR s.status IN ('rto', 'rto_delivered'))`);
  if (query.payment_method) where.push(Prisma.sql`o."paymentMethod"::text = ${query.payment_method}`);
  if (query.reason) where.push(Prisma.sql`l.reason ILIKE ${containsPattern(query.reason)}`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    where.push(
      Prisma.sql`(o."orderNumber" ILIKE ${pattern} OR s."trackingNumber" = ${query.search} OR o."customerName" ILIKE ${pattern})`,
    );
  }
  const filter = where.length ? Prisma.sql`WHERE ${Prisma.join(where, " AND ")}` : Prisma.empty;
  const latest = Prisma.sql`
    SELECT DISTINCT ON ("shipmentId") "shipmentId", attempt, reason, "occurredAt", action
    FROM "NdrAttempt" ORDER BY "shipmentId", attempt DESC`;
  const from = Prisma.sql`FROM (${latest}) l JOIN "Shipment" s ON s.id = l."shipmentId" JOIN "Order" o ON o.id = s."orderId" ${filter}`;
  const [[{ count }], rows] = await Promise.all([
    db.$queryRaw<{ count: bigint }[]>`SELECT count(*) AS count ${from}`,
    db.$queryRaw<
      (Omit<NdrQueueRow, "last_attempt_at" | "ndr_state"> & { occurred_at: Date; action: string | null })[]
    >`SELECT o.id AS order_id, o."orderNumber" AS order_number, o."customerName" AS customer_name,
      o."paymentMethod"::text AS payment_method, o.total, o."deliveryPincode" AS pincode, o."deliveryState" AS state,
      s."trackingNumber" AS awb, s."courierName" AS courier_name, s.status::text AS shipment_status,
      l.attempt AS attempts, l.reason, l."occurredAt" AS occurred_at, l.action
    ${from}
    ORDER BY l."occurredAt" DESC, l."shipmentId" DESC
    LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
  ]);
  return {
    results: rows.map((row) => ({
      order_id: row.order_id,
      order_number: row.order_number,
      customer_name: row.customer_name,
      payment_method: row.payment_method,
      total: row.total / 100,
      pincode: row.pincode,
      state: row.state,
      awb: row.awb,
      courier_name: row.courier_name,
      shipment_status: row.shipment_status,
      attempts: row.attempts,
      reason: row.reason,
      last_attempt_at: row.occurred_at.toISOString(),
      ndr_state:
        row.action === "return" || row.shipment_status === "rto" || row.shipment_status === "rto_delivered"
          ? "return"
          : row.action === "reattempt"
            ? "reattempt"
            : "waiting",
    })),
    count: Number(count),
  };
}

// ---------------------------------------------------------------- the shopper's answer

/** Who a shopper's answer to a failed attempt is recorded and audited as. */
export const SHOPPER_NDR_ACTOR: Actor = { staffId: null, name: "Customer" };

export type CustomerNdrJson = {
  /** The latest failed attempt while the parcel is still with the courier, or null (nothing to show). */
  attempt: { attempt: number; reason: string; occurred_at: string } | null;
  /** The answer already given to it (by the shopper or staff), or null. */
  answer: { action: NdrAction; date: string | null; by_you: boolean } | null;
  /** Whether the shopper may answer now ("Deliver again"). */
  can_answer: boolean;
  address: string;
};

/** The shopper's view of their own order's latest failed delivery attempt (another shopper's order is a 404). */
export async function customerNdr(customerId: number, orderId: number): Promise<CustomerNdrJson> {
  const order = await db.order.findFirst({
    where: { id: orderId, customerId },
    select: {
      deliveryAddress: true,
      deliveryApartment: true,
      deliveryCity: true,
      deliveryPincode: true,
      shipment: { include: { ndrAttempts: { orderBy: { attempt: "asc" } } } },
    },
  });
  if (!order) throw new AppError(404, "order_not_found", "Order not found");
  const attempts = order.shipment?.ndrAttempts ?? [];
  const latest = attempts.at(-1);
  const address = [order.deliveryAddress, order.deliveryApartment, order.deliveryCity, order.deliveryPincode]
    .filter(Boolean)
    .join(", ");
  const open = refusalOf(order.shipment?.status ?? "", attempts) === null;
  if (!latest || (!open && !latest.action)) return { attempt: null, answer: null, can_answer: false, address };
  return {
    attempt: { attempt: latest.attempt, reason: latest.reason, occurred_at: latest.occurredAt.toISOString() },
    answer: latest.action
      ? {
          action: latest.action as NdrAction,
          date: latest.actionDate,
          by_you: latest.actionByName === SHOPPER_NDR_ACTOR.name,
        }
      : null,
    can_answer: open && !latest.action,
    address,
  };
}

/**
 * The shopper answers the latest failed attempt of their own order with "Deliver again" (a day, a
 * new phone, a line to add to the address). It goes through staff's path (`actOnNdr`: the claim
 * under the order's lock, the courier's `POST /ndr/{awb}/action`, the timeline and the audit, as
 * "Customer"), once per attempt: an attempt already answered by staff, or a newer one than the
 * shopper saw, is a 409; the shopper's own answer again is answered as it stands (no second call).
 */
export async function answerNdrAsShopper(
  customerId: number,
  orderId: number,
  body: ShopperNdrAnswerBody,
  port?: NdrCarrier,
): Promise<CustomerNdrJson> {
  const owned = await db.order.findFirst({
    where: { id: orderId, customerId },
    select: { shipment: { select: { ndrAttempts: { orderBy: { attempt: "desc" }, take: 1 } } } },
  });
  if (!owned) throw new AppError(404, "order_not_found", "Order not found");
  const latest = owned.shipment?.ndrAttempts[0];
  if (latest?.action && latest.attempt === body.attempt && latest.actionByName !== SHOPPER_NDR_ACTOR.name)
    throw new AppError(409, "ndr_answered", "We have already answered the courier for this attempt.");
  const note = body.address_line
    ? `Customer asked to deliver again. Address: ${body.address_line}`
    : "Customer asked to deliver again";
  await actOnNdr(
    orderId,
    { action: "reattempt", note, phone: body.phone, date: body.date, attempt: body.attempt },
    SHOPPER_NDR_ACTOR,
    port,
  );
  return customerNdr(customerId, orderId);
}
