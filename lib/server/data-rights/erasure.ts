import "server-only";
import type { ErasureRequest, Prisma } from "@prisma/client";
import { NO_CONSENT } from "@/lib/domain/consent";
import {
  ERASED_NAME,
  ERASED_REVIEW_AUTHOR,
  ERASURE_KEEPS_TEXT,
  erasureDueAt,
  latestRetentionEnd,
  OPEN_ORDER_STATUSES,
  OPEN_RETURN_STATUSES,
} from "@/lib/domain/data-rights";
import type { Actor } from "@/lib/domain/principal";
import { recordAudit } from "@/lib/server/audit/audit";
import { revalidateProducts } from "@/lib/server/cache/revalidate";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { removeUnusedImages } from "@/lib/server/media/stored-images";
import { recordConsents } from "@/lib/server/messaging/consents";
import type { ErasureRequestQuery } from "@/lib/validation/customers/data-rights";

type Tx = Prisma.TransactionClient;

/** The shopper's own requests are recorded under this name in the audit log. */
const SHOPPER: Actor = { staffId: null, name: "Customer" };

export type ErasureRequestJson = {
  id: number;
  status: ErasureRequest["status"];
  requested_at: string;
  due_at: string;
  completed_at: string | null;
};

export type ErasureStateJson = {
  request: ErasureRequestJson | null;
  /** What an erasure keeps, and until when the latest invoice is kept (India's date), null without invoices. */
  keeps: { text: string; invoices: number; kept_until: string | null };
};

function requestJson(request: ErasureRequest): ErasureRequestJson {
  return {
    id: request.id,
    status: request.status,
    requested_at: request.requestedAt.toISOString(),
    due_at: request.dueAt.toISOString(),
    completed_at: request.completedAt?.toISOString() ?? null,
  };
}

async function keptInvoices(customerId: number, client: Tx | typeof db = db) {
  const invoices = await client.invoice.findMany({
    where: { order: { customerId } },
    select: { issuedAt: true },
  });
  return { invoices: invoices.length, kept_until: latestRetentionEnd(invoices.map((invoice) => invoice.issuedAt)) };
}

/** The customer's latest erasure request, if any, and what an erasure keeps. */
export async function erasureStateOf(customerId: number): Promise<ErasureStateJson> {
  const [request, kept] = await Promise.all([
    db.erasureRequest.findFirst({ where: { customerId }, orderBy: { id: "desc" } }),
    keptInvoices(customerId),
  ]);
  return { request: request && requestJson(request), keeps: { text: ERASURE_KEEPS_TEXT, ...kept } };
}

/**
 * The shopper asks for their account to be erased (DPDP Act, 2023, section 12). Asking again while a request
 * is pending answers that request (one pending per customer: the customer's row is locked while deciding).
 * Audited.
 */
export async function requestErasure(customerId: number, now = new Date()): Promise<ErasureStateJson> {
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM "Customer" WHERE id = ${customerId} FOR UPDATE`;
    const pending = await tx.erasureRequest.findFirst({ where: { customerId, status: "pending" } });
    if (pending) return;
    const request = await tx.erasureRequest.create({
      data: { customerId, requestedAt: now, dueAt: erasureDueAt(now) },
    });
    await recordAudit(tx, SHOPPER, {
      action: "erasure.requested",
      entity: "customer",
      entityId: customerId,
      after: { request_id: request.id, due_at: request.dueAt.toISOString() },
    });
  });
  return erasureStateOf(customerId);
}

/** Records that the shopper downloaded their data (the audit row names no data). */
export async function auditDataExport(customerId: number): Promise<void> {
  await db.$transaction((tx) =>
    recordAudit(tx, SHOPPER, { action: "data.exported", entity: "customer", entityId: customerId }),
  );
}

export type AdminErasureRequestJson = ErasureRequestJson & {
  customer_id: number;
  /** Who asked, as the account names them until it is erased (then "Erased customer"). */
  customer: string;
  overdue: boolean;
  completed_by: string | null;
  outcome: ErasureOutcome | null;
};

function adminJson(
  request: ErasureRequest & { customer: { name: string | null; phone: string; erasedAt: Date | null } },
  now: Date,
): AdminErasureRequestJson {
  const { customer } = request;
  return {
    ...requestJson(request),
    customer_id: request.customerId,
    customer: customer.erasedAt ? ERASED_NAME : [customer.name, customer.phone].filter(Boolean).join(" · "),
    overdue: request.status === "pending" && request.dueAt < now,
    completed_by: request.completedByName,
    outcome: (request.outcome as ErasureOutcome | null) ?? null,
  };
}

/** The erasure requests for staff, pending first by deadline, then completed ones newest first. */
export async function listErasureRequests(query: ErasureRequestQuery, now = new Date()) {
  const where: Prisma.ErasureRequestWhereInput = query.status === "all" ? {} : { status: query.status };
  const [rows, count] = await Promise.all([
    db.erasureRequest.findMany({
      where,
      include: { customer: { select: { name: true, phone: true, erasedAt: true } } },
      orderBy: [{ status: "asc" }, { dueAt: "asc" }, { id: "desc" }],
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    }),
    db.erasureRequest.count({ where }),
  ]);
  return { results: rows.map((row) => adminJson(row, now)), count };
}

export type ErasureRequestPage = Awaited<ReturnType<typeof listErasureRequests>>;

/** What a completion erased and kept: counts only, never personal data. */
export type ErasureOutcome = {
  addresses_deleted: number;
  sessions_ended: number;
  consents_withdrawn: number;
  reviews_anonymised: number;
  orders_anonymised: number;
  invoices_kept: number;
  invoices_kept_until: string | null;
  messages_anonymised: number;
  returns_anonymised: number;
};

const digitsOf = (phone: string) => phone.replace(/\D/g, "");

/**
 * Staff complete an erasure request: the account's personal data is deleted or anonymised in one
 * transaction, except what tax law keeps (docs/privacy.md#erasure):
 * - deleted: addresses, other mobiles, the cart, every session (signed out everywhere), "notify me" waits,
 *   the newsletter subscription and contact messages of the account's addresses, sign-in attempts;
 * - anonymised: the account (name, e-mail, phone, Firebase uid), reviews (author "Former customer"), the
 *   contact and delivery details of its orders (city, state and PIN code stay: the place of supply), the
 *   recipients of the e-mails and WhatsApp messages sent and of cart reminders;
 * - kept: the consents' history (with a withdrawal of each consent in force, source `erasure`), the orders'
 *   amounts and lines, payments, refunds, and the invoices and credit notes exactly as issued (CGST Act, 2017,
 *   section 36: 72 months from the annual return's due date).
 * - anonymised: return requests (note, photos and their files, pickup instructions and UPI ID erased; the reason, from the
 *   policy's list, the lines and the steps kept with the credit note).
 * Refused (409) while an order or a return (not refunded, rejected or closed) is still under way. Completing a completed request changes nothing and
 * answers it again. Audited.
 */
export async function completeErasure(
  requestId: number,
  actor: Actor,
  now = new Date(),
): Promise<AdminErasureRequestJson> {
  const { productIds, photos } = await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: number; customerId: number; status: string }[]>`
      SELECT id, "customerId", status::text AS status FROM "ErasureRequest" WHERE id = ${requestId} FOR UPDATE`;
    if (!locked) throw new AppError(404, "request_not_found", "Erasure request not found");
    if (locked.status === "completed") return { productIds: [], photos: [] };
    const customerId = locked.customerId;
    await tx.$executeRaw`SELECT 1 FROM "Customer" WHERE id = ${customerId} FOR UPDATE`;
    const open = await tx.order.count({ where: { customerId, status: { in: [...OPEN_ORDER_STATUSES] } } });
    if (open > 0)
      throw new AppError(
        409,
        "orders_under_way",
        `The customer has ${open === 1 ? "an order" : `${open} orders`} under way: complete the request once ${open === 1 ? "it is" : "they are"} delivered or cancelled.`,
      );
    const openReturns = await tx.returnRequest.count({
      where: { customerId, status: { in: [...OPEN_RETURN_STATUSES] } },
    });
    if (openReturns > 0)
      throw new AppError(
        409,
        "returns_under_way",
        `The customer has ${openReturns === 1 ? "a return" : `${openReturns} returns`} under way: complete the request once ${openReturns === 1 ? "it is" : "they are"} refunded, rejected or closed.`,
      );
    const { outcome, productIds, photos } = await erase(tx, customerId, now);
    await tx.erasureRequest.update({
      where: { id: requestId },
      data: {
        status: "completed",
        completedAt: now,
        completedById: actor.staffId,
        completedByName: actor.name,
        outcome,
      },
    });
    await recordAudit(tx, actor, {
      action: "erasure.completed",
      entity: "customer",
      entityId: customerId,
      before: { request_id: requestId, status: "pending" },
      after: { request_id: requestId, status: "completed", ...outcome },
    });
    return { productIds, photos };
  });
  if (productIds.length) revalidateProducts(...productIds);
  // The return photos' files go once the erasure is committed (a rolled-back one keeps them).
  await removeUnusedImages(photos);
  const request = await db.erasureRequest.findUniqueOrThrow({
    where: { id: requestId },
    include: { customer: { select: { name: true, phone: true, erasedAt: true } } },
  });
  return adminJson(request, now);
}

async function erase(tx: Tx, customerId: number, now: Date) {
  const customer = await tx.customer.findUniqueOrThrow({
    where: { id: customerId },
    include: {
      mobiles: true,
      orders: { select: { customerEmail: true, customerPhone: true, recipientPhone: true } },
    },
  });
  const emails = [
    ...new Set(
      [customer.email, ...customer.orders.map((order) => order.customerEmail)]
        .filter((email): email is string => Boolean(email))
        .map((email) => email.toLowerCase()),
    ),
  ];
  const phones = [
    ...new Set([
      customer.phone,
      ...customer.mobiles.map((entry) => entry.mobile),
      ...customer.orders.flatMap((order) => [order.customerPhone, order.recipientPhone]),
    ]),
  ].filter(Boolean);
  const numbers = [...new Set(phones.map(digitsOf).filter(Boolean))];

  const before = await tx.consent.count({ where: { customerId } });
  await recordConsents(customerId, { ...NO_CONSENT }, "erasure", tx);
  const consentsWithdrawn = (await tx.consent.count({ where: { customerId } })) - before;

  const addresses = await tx.address.deleteMany({ where: { customerId } });
  await tx.customerMobile.deleteMany({ where: { customerId } });
  await tx.cart.deleteMany({ where: { customerId } });
  const sessions = await tx.session.deleteMany({ where: { customerId } });
  await tx.stockAlert.deleteMany({
    where: {
      OR: [{ customerId }, ...(emails.length ? [{ email: { in: emails, mode: "insensitive" as const } }] : [])],
    },
  });
  if (emails.length) {
    await tx.newsletterSubscriber.deleteMany({ where: { email: { in: emails } } });
    await tx.contactMessage.deleteMany({ where: { email: { in: emails, mode: "insensitive" } } });
  }
  await tx.loginAttempt.deleteMany({ where: { identifier: { in: phones } } });
  await tx.cartReminder.updateMany({ where: { customerId }, data: { emailTo: null, whatsappTo: null } });

  const reviews = await tx.review.findMany({ where: { customerId }, select: { productId: true } });
  await tx.review.updateMany({ where: { customerId }, data: { author: ERASED_REVIEW_AUTHOR, customerId: null } });

  const orders = await tx.order.updateMany({
    where: { customerId },
    data: {
      customerName: ERASED_NAME,
      customerEmail: "",
      customerPhone: "",
      recipientName: ERASED_NAME,
      recipientPhone: "",
      deliveryAddress: "",
      deliveryApartment: null,
      notes: null,
    },
  });
  // Returns: the reason (one of the policy's list) and the lines, steps and amounts stay with the credit note;
  // the shopper's own words, photos, pickup instructions and the UPI ID (and its masked form) go.
  // Their files are removed after the commit: the photos the returns kept and those uploaded for the
  // account's orders but never sent (their pending rows go now).
  const kept = await tx.returnRequest.findMany({ where: { customerId }, select: { photos: true } });
  const orderIds = (await tx.order.findMany({ where: { customerId }, select: { id: true } })).map((order) => order.id);
  const pendingKinds = orderIds.map((id) => `return:${id}`);
  const pending = await tx.pendingUpload.findMany({ where: { kind: { in: pendingKinds } }, select: { path: true } });
  await tx.pendingUpload.deleteMany({ where: { kind: { in: pendingKinds } } });
  const photos = [...kept.flatMap((row) => row.photos), ...pending.map((row) => row.path)];
  const returns = await tx.returnRequest.updateMany({
    where: { customerId },
    data: { note: "", photos: [], refundUpiId: null, refundUpiMasked: "", pickupInstructions: null },
  });
  const mails = emails.length
    ? await tx.$executeRaw`UPDATE "EmailDelivery" SET recipient = '' WHERE lower(recipient) = ANY(${emails})`
    : 0;
  const whatsApp = numbers.length
    ? await tx.$executeRaw`UPDATE "WhatsAppMessage" SET recipient = '', key = 'erased:' || id::text, "updatedAt" = now()
        WHERE recipient = ANY(${numbers})`
    : 0;

  await tx.customer.update({
    where: { id: customerId },
    data: {
      phone: `erased:${customerId}`,
      firebaseUid: null,
      name: null,
      email: null,
      lastSignInAt: null,
      erasedAt: now,
    },
  });
  const invoices = await keptInvoices(customerId, tx);
  const outcome: ErasureOutcome = {
    addresses_deleted: addresses.count,
    sessions_ended: sessions.count,
    consents_withdrawn: consentsWithdrawn,
    reviews_anonymised: reviews.length,
    orders_anonymised: orders.count,
    invoices_kept: invoices.invoices,
    invoices_kept_until: invoices.kept_until,
    messages_anonymised: mails + whatsApp,
    returns_anonymised: returns.count,
  };
  return { outcome, photos, productIds: [...new Set(reviews.map((review) => review.productId))] };
}
