import "server-only";
import type { Prisma } from "@prisma/client";
import { csvRow } from "@/lib/domain/csv";
import {
  allowedActions,
  applyAction,
  awaitsCashCollection,
  awaitsBalance,
  awaitsOnlinePayment,
  restocksOnClose,
} from "@/lib/domain/order-status";
import { awaitsCodConfirmation } from "@/lib/domain/cod-confirmation";
import { parcelAtShop } from "@/lib/domain/shipment-status";
import { paiseToRupees, paiseToRupeeString, rupeesToPaise } from "@/lib/domain/money";
import { phoneColumns, phoneSearchMatch } from "@/lib/domain/phone";
import { searchCount, searchCountLimit, type SearchPage } from "@/lib/domain/search-count";
import { endOfShopDay, SHOP_TIME_ZONE, shopDay, shopTimestamp, startOfShopDay } from "@/lib/domain/shop-days";
import { db } from "@/lib/server/db";
import type { AdminOrderFilters } from "@/lib/validation/orders/admin";
import { idFromText } from "@/lib/validation/primitives";
import { variantLineName } from "@/lib/domain/variants";

const ORDER_BY: Record<AdminOrderFilters["ordering"], Prisma.OrderOrderByWithRelationInput[]> = {
  "-created_at": [{ createdAt: "desc" }, { id: "desc" }],
  created_at: [{ createdAt: "asc" }, { id: "asc" }],
  "-total_amount": [{ total: "desc" }, { id: "desc" }],
  total_amount: [{ total: "asc" }, { id: "asc" }],
};

/**
 * The list's filters as a Prisma condition. The free-text search's arms are each answered by an index
 * (trigram indexes on the order number, the names, the phones and the staff notes' copy on the order; a
 * whole phone number by equality), so PostgreSQL combines them in one bitmap scan.
 */
export function adminOrderWhere(filters: Partial<AdminOrderFilters>): Prisma.OrderWhereInput {
  const where: Prisma.OrderWhereInput[] = [];
  if (filters.search) {
    const term = filters.search;
    const phone = phoneSearchMatch(term);
    const id = idFromText(term);
    where.push({
      OR: [
        { orderNumber: { contains: term, mode: "insensitive" } },
        { customerName: { contains: term, mode: "insensitive" } },
        // Staff notes are searchable from the list (the notes' text, never shown to the shopper).
        { staffNotesText: { contains: term, mode: "insensitive" } },
        ...(phone ? [{ customerPhone: phone }, { recipientPhone: phone }] : []),
        ...(id !== null ? [{ id }] : []),
      ],
    });
  }
  if (filters.status) where.push({ status: filters.status });
  if (filters.awaiting_cod_confirmation)
    where.push({ paymentMethod: "cod", status: "pending", codConfirmDueAt: { not: null }, codConfirmedAt: null });
  if (filters.payment_status) where.push({ paymentStatus: filters.payment_status });
  if (filters.payment_method) where.push({ paymentMethod: filters.payment_method });
  if (filters.customer_mobile)
    where.push({ customerPhone: phoneSearchMatch(filters.customer_mobile) ?? { contains: filters.customer_mobile } });
  if (filters.start_date) where.push({ createdAt: { gte: startOfShopDay(filters.start_date) } });
  if (filters.end_date) where.push({ createdAt: { lte: endOfShopDay(filters.end_date) } });
  if (filters.min_amount !== undefined) where.push({ total: { gte: rupeesToPaise(filters.min_amount) } });
  if (filters.max_amount !== undefined) where.push({ total: { lte: rupeesToPaise(filters.max_amount) } });
  return { AND: where };
}

const ORDER_DETAIL = {
  items: { orderBy: { id: "asc" } },
  history: { orderBy: [{ changedAt: "asc" }, { id: "asc" }] },
  shipment: true,
  invoice: { select: { number: true, creditNotes: { select: { number: true } } } },
} satisfies Prisma.OrderInclude;

type OrderWithDetail = Prisma.OrderGetPayload<{ include: typeof ORDER_DETAIL }>;

/** SPEC.md section 3 "Admin order", money in rupees. */
export function adminOrderJson(order: OrderWithDetail) {
  return {
    id: order.id,
    order_id: order.orderNumber,
    status: order.status,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    total_amount: paiseToRupees(order.total),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    /** The GST tax invoice's number once it is issued (paid online, or a confirmed COD order), and null before. */
    invoice_number: order.invoice?.number ?? null,
    /** The GST tax invoice's PDF once issued, and the credit note's once the invoiced order is cancelled or refunded. */
    invoice_url: order.invoice ? `/api/admin/orders/${order.id}/invoice.pdf` : null,
    credit_note_number: order.invoice?.creditNotes[0]?.number ?? null,
    credit_note_url: order.invoice?.creditNotes.length ? `/api/admin/orders/${order.id}/credit-note.pdf` : null,
    delivery_country: order.deliveryCountry,
    customer_name: order.customerName,
    customer_mobile: order.customerPhone,
    customer_email: order.customerEmail,
    recipient_name: order.recipientName,
    recipient_phone: order.recipientPhone,
    delivery_address: order.deliveryAddress,
    delivery_apartment: order.deliveryApartment,
    delivery_city: order.deliveryCity,
    delivery_state: order.deliveryState,
    delivery_pincode: order.deliveryPincode,
    items: order.items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      product_name: variantLineName(item.productName, item.variantLabel),
      variant_label: item.variantLabel,
      sku: item.variantSku,
      product_image: item.productImage,
      variant_id: item.variantId,
      unit_label: item.unitLabel,
      quantity: item.quantity,
      unit_price: paiseToRupees(item.discountPrice),
      original_price: paiseToRupees(item.unitPrice),
      total_price: paiseToRupees(item.totalPrice),
    })),
    tracking_number: order.trackingNumber,
    shipment_created: order.shipmentCreated,
    shipment_status: order.shipment?.status ?? null,
    courier_name: order.shipment?.courierName || null,
    label_url: order.shipment?.labelUrl ?? null,
    subtotal: paiseToRupees(order.subtotal),
    shipping_cost: paiseToRupees(order.shippingCost),
    discount_amount: paiseToRupees(order.couponDiscount),
    product_discount: paiseToRupees(order.productDiscount),
    coupon_code: order.couponCode,
    notes: order.notes,
    allowed_actions: allowedActions(order),
    /** An online order whose payment is not captured: confirm, process and ship wait for it. */
    awaiting_payment: awaitsOnlinePayment(order),
    /** A delivered cash-on-delivery order whose cash is not recorded: "Cash collected" applies. */
    awaiting_cash:
      awaitsCashCollection(order) ||
      (order.status === "delivered" && order.balanceOnDelivery > 0 && order.balanceCollectedAt === null),
    /** A COD order waiting for the shopper's confirmation: confirm, process and ship wait for it (or a phone confirmation). */
    awaiting_cod_confirmation: awaitsCodConfirmation(order),
    cod_confirm_due_at: order.codConfirmDueAt?.toISOString() ?? null,
    /** The version an edit must name (docs/order-operations.md "Order edits"). */
    version: order.version,
    /** What the customer owes after an edit raised the order (rupees): it cannot ship until paid. */
    balance_due: paiseToRupees(order.balanceDue),
    awaiting_balance: awaitsBalance(order),
    /** A prepaid order's balance the courier collects in cash (rupees; 0 when none), and whether it came in. */
    balance_on_delivery: paiseToRupees(order.balanceOnDelivery),
    balance_collected: order.balanceCollectedAt !== null,
    /** What cancelling refunds to the customer (a paid online order), in rupees; null when nothing. */
    refund_on_cancel: cancelRefunds(order) ? paiseToRupees(order.total) : null,
    /** Whether cancel and refund put the units back in stock unless told otherwise (the parcel never left the shop). */
    restock_by_default: restocksOnClose(order, undefined, parcelAtShop(order.shipment)),
    status_history: order.history.map((entry) => ({
      id: entry.id,
      status: entry.status,
      payment_status: entry.paymentStatus,
      changed_at: entry.changedAt.toISOString(),
      changed_by_name: entry.changedByName,
      notes: entry.notes,
    })),
  };
}

function cancelRefunds(order: OrderWithDetail): boolean {
  const cancel = applyAction(order, "cancel");
  return cancel.ok && cancel.refundDue;
}

export type AdminOrderJson = ReturnType<typeof adminOrderJson>;

/**
 * A page of the orders list and how many match: exactly for filters (each has an index), up to a point
 * for a free-text search (lib/domain/search-count.ts).
 */
export async function listAdminOrders(filters: AdminOrderFilters): Promise<SearchPage<AdminOrderJson>> {
  const where = adminOrderWhere(filters);
  const countLimit = filters.search ? searchCountLimit(filters.page, filters.page_size) : null;
  const [orders, counted] = await Promise.all([
    db.order.findMany({
      where,
      orderBy: ORDER_BY[filters.ordering],
      skip: (filters.page - 1) * filters.page_size,
      take: filters.page_size,
      include: ORDER_DETAIL,
    }),
    db.order.count({ where, take: countLimit ?? undefined }),
  ]);
  return { results: orders.map(adminOrderJson), ...searchCount(counted, countLimit) };
}

export async function getAdminOrder(id: number): Promise<AdminOrderJson | null> {
  const order = await db.order.findUnique({ where: { id }, include: ORDER_DETAIL });
  return order && adminOrderJson(order);
}

export async function recentOrders(limit = 10): Promise<AdminOrderJson[]> {
  const orders = await db.order.findMany({ orderBy: ORDER_BY["-created_at"], take: limit, include: ORDER_DETAIL });
  return orders.map(adminOrderJson);
}

export type AdminDashboardStats = Awaited<ReturnType<typeof dashboardStats>>;

/**
 * SPEC.md section 3 "Dashboard stats". Revenue follows `countsAsRevenue`, split into collected (paid) and expected
 * (cash on delivery not collected yet), net of partial refunds; read from the per-day rollup ("OrderDayRollup",
 * kept by the database in each order's transaction: a few hundred rows, where the orders are 100 000), today by
 * India's date.
 */
export async function dashboardStats(now = new Date()) {
  const [row] = await db.$queryRaw<
    {
      total_orders: bigint | null;
      pending_orders: bigint | null;
      total_revenue: bigint | null;
      today_revenue: bigint | null;
      collected_revenue: bigint | null;
      expected_revenue: bigint | null;
    }[]
  >`
    SELECT sum(orders) AS total_orders, sum(pending) AS pending_orders, sum(revenue) AS total_revenue,
           sum(revenue) FILTER (WHERE day = (${now}::timestamptz AT TIME ZONE ${SHOP_TIME_ZONE})::date) AS today_revenue,
           sum(collected) AS collected_revenue, sum(expected) AS expected_revenue
    FROM "OrderDayRollup"`;
  const rupees = (paise: bigint | null) => paiseToRupees(Number(paise ?? 0));
  return {
    total_orders: Number(row.total_orders ?? 0),
    total_revenue: rupees(row.total_revenue),
    pending_orders: Number(row.pending_orders ?? 0),
    today_revenue: rupees(row.today_revenue),
    collected_revenue: rupees(row.collected_revenue),
    expected_revenue: rupees(row.expected_revenue),
  };
}

/**
 * Times are India's wall-clock time (the `_ist` columns), as the admin reads them on screen; amounts
 * in rupees with 2 decimals; phones as the country code and the number in their own columns, digits
 * only, so a spreadsheet shows them as written (`phoneColumns`).
 */
const EXPORT_COLUMNS = [
  "id",
  "order_id",
  "created_at_ist",
  "updated_at_ist",
  "status",
  "payment_status",
  "payment_method",
  "payment_id",
  "total_amount",
  "subtotal",
  "shipping_cost",
  "discount_amount",
  "coupon_code",
  "customer_name",
  "customer_mobile_country_code",
  "customer_mobile",
  "customer_email",
  "recipient_name",
  "recipient_phone_country_code",
  "recipient_phone",
  "delivery_address",
  "delivery_apartment",
  "delivery_city",
  "delivery_state",
  "delivery_pincode",
  "delivery_country",
  "invoice_number",
  "tracking_number",
  "shipment_created",
  "items",
  "notes",
] as const;

const EXPORT_BATCH = 1000;

/** The export's file name, by India's date: orders_{YYYY-MM-DD}.csv (SPEC.md section 7). */
export function ordersExportFileName(now = new Date()): string {
  return `orders_${shopDay(now)}.csv`;
}

/**
 * The filtered orders as CSV, newest first, read in batches by id so memory stays flat
 * whatever the number of orders. `payment_id` is the captured online payment's Razorpay id.
 */
/** An order line in the export's items column: "Ashwagandha Capsules, 120 capsules [SKU ASH-120] x 2". */
function exportedLine(item: {
  productName: string;
  variantLabel: string;
  variantSku: string | null;
  quantity: number;
}) {
  const sku = item.variantSku ? ` [SKU ${item.variantSku}]` : "";
  return `${variantLineName(item.productName, item.variantLabel)}${sku} x ${item.quantity}`;
}

export async function* exportOrdersCsv(filters: Partial<AdminOrderFilters>): AsyncGenerator<string> {
  yield csvRow(EXPORT_COLUMNS);
  const where = adminOrderWhere(filters);
  let beforeId: number | undefined;
  for (;;) {
    const batch = await db.order.findMany({
      where: beforeId ? { AND: [where, { id: { lt: beforeId } }] } : where,
      orderBy: { id: "desc" },
      take: EXPORT_BATCH,
      include: {
        items: {
          select: { productName: true, variantLabel: true, variantSku: true, quantity: true },
          orderBy: { id: "asc" },
        },
        payments: {
          where: { status: "captured" },
          select: { razorpayPaymentId: true },
          orderBy: { createdAt: "desc" },
          take: 1,
        },
        invoice: { select: { number: true } },
      },
    });
    if (batch.length === 0) return;
    yield batch
      .map((order) => {
        const customerPhone = phoneColumns(order.customerPhone);
        const recipientPhone = phoneColumns(order.recipientPhone);
        return csvRow([
          order.id,
          order.orderNumber,
          shopTimestamp(order.createdAt),
          shopTimestamp(order.updatedAt),
          order.status,
          order.paymentStatus,
          order.paymentMethod,
          order.payments[0]?.razorpayPaymentId,
          paiseToRupeeString(order.total),
          paiseToRupeeString(order.subtotal),
          paiseToRupeeString(order.shippingCost),
          paiseToRupeeString(order.couponDiscount),
          order.couponCode,
          order.customerName,
          customerPhone.countryCode,
          customerPhone.number,
          order.customerEmail,
          order.recipientName,
          recipientPhone.countryCode,
          recipientPhone.number,
          order.deliveryAddress,
          order.deliveryApartment,
          order.deliveryCity,
          order.deliveryState,
          order.deliveryPincode,
          order.deliveryCountry,
          order.invoice?.number,
          order.trackingNumber,
          order.shipmentCreated,
          order.items.map(exportedLine).join("; "),
          order.notes,
        ]);
      })
      .join("");
    beforeId = batch[batch.length - 1].id;
  }
}
