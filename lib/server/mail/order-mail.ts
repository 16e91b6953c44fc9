import "server-only";
import { awaitsCodConfirmation } from "@/lib/domain/cod-confirmation";
import { codConfirmationUrl } from "@/lib/server/orders/cod-confirmation";
import { createElement } from "react";
import { formatDateTime, formatINR } from "@/lib/domain/format";
import { CUSTOMER_ACTOR } from "@/lib/domain/order-status";
import { storedOrderLines } from "@/lib/domain/pricing";
import { shopperOrderStatusLabel } from "@/lib/domain/shopper-order-status";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { trackingPagePath } from "@/lib/server/shipping/carrier";
import type { LowStockJob } from "@/lib/server/queue/queue";
import { ORDER_EVENTS, type OrderEvent } from "@/lib/validation/queue/queues";
import { errorText } from "@/lib/server/queue/job-error";
import { getLowStockThreshold } from "@/lib/server/settings/merchant-settings";
import { renderOrderInvoicePdf } from "@/lib/server/invoices/documents";
import { renderMail as rendered } from "./render";
import type { Mail } from "./send";
import {
  CustomerOrderEmail,
  DeadJobEmail,
  LowStockEmail,
  MerchantOrderEmail,
  type MailOrder,
  type Shop,
} from "./templates";
import { variantLabel, variantLineName } from "@/lib/domain/variants";

/** How long a refund takes to reach the shopper's account, as the e-mails promise it. */
export const REFUND_DAYS = "5–7 working days";

export async function shopOf(): Promise<Shop & { merchantEmail: string }> {
  const settings = await db.storeSettings.findUniqueOrThrow({ where: { id: 1 } });
  return {
    name: settings.companyName,
    tagline: settings.tagline,
    email: settings.email,
    phone: settings.phone,
    address: settings.address,
    url: env().APP_URL,
    merchantEmail: settings.merchantEmail,
  };
}

const absolute = (path: string) => new URL(path, env().APP_URL).toString();

export type LoadedOrder = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

export function loadOrder(orderId: number) {
  return db.order.findUnique({
    where: { id: orderId },
    include: {
      items: { orderBy: { id: "asc" } },
      refunds: { orderBy: { createdAt: "asc" } },
      paymentLinks: { where: { status: "created", shortUrl: { not: null } }, orderBy: { id: "desc" } },
      shipment: { select: { courierName: true } },
      history: { orderBy: { id: "desc" }, take: 1 },
    },
  });
}

export function mailOrder(order: LoadedOrder): MailOrder {
  const lines = [
    order.deliveryAddress,
    order.deliveryApartment,
    `${order.deliveryCity}, ${order.deliveryState} ${order.deliveryPincode}`,
    order.deliveryCountry,
  ].filter((line): line is string => Boolean(line?.trim()));
  return {
    orderNumber: order.orderNumber,
    placedAt: formatDateTime(order.createdAt),
    customerName: order.customerName,
    paymentMethod: order.paymentMethod,
    statusLabel: shopperOrderStatusLabel(order),
    items: order.items.map((item) => ({
      name: variantLineName(item.productName, item.variantLabel),
      quantity: item.quantity,
      unitPrice: item.discountPrice,
      total: item.totalPrice,
      // The size is in the name already ("Ashwagandha Capsules, 120 capsules"): the quantity text is not repeated.
      unit: item.variantLabel.split(" / ").includes(item.unitLabel) ? null : item.unitLabel,
    })),
    lines: storedOrderLines(order),
    total: order.total,
    address: { name: order.recipientName, phone: order.recipientPhone, lines },
  };
}

export type CustomerCopy = {
  subject: string;
  title: string;
  paragraphs: string[];
  action?: { label: string; href: string };
};

/** A customer e-mail about an order, from its copy (the subject is also the inbox preview). */
export function customerOrderEmail(shop: Shop, order: MailOrder, copy: CustomerCopy) {
  return createElement(CustomerOrderEmail, {
    shop,
    order,
    title: copy.title,
    preview: copy.subject,
    paragraphs: copy.paragraphs,
    action: copy.action,
  });
}

/** What the customer reads for each event; null when the event has nothing to tell them. */
function customerCopy(event: OrderEvent, order: LoadedOrder): CustomerCopy | null {
  const number = order.orderNumber;
  const ordersLink = { label: "View your order", href: absolute(`/orders/${order.id}`) };
  const refunded = order.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  switch (event) {
    case "order-placed":
      // An online order is confirmed by its payment (order-paid); until then there is nothing to say.
      if (order.paymentMethod !== "cod") return null;
      if (awaitsCodConfirmation(order) && order.codConfirmDueAt)
        return {
          subject: `Please confirm order ${number}`,
          title: "Please confirm your order",
          paragraphs: [
            `We have received order ${number}. You pay ${formatINR(order.total)} in cash when it is delivered.`,
            "Please confirm it with one tap on the button below: unconfirmed cash-on-delivery orders are cancelled.",
          ],
          action: {
            label: "Confirm my order",
            href: codConfirmationUrl(order.id, order.codConfirmDueAt),
          },
        };
      return {
        subject: `Order ${number} placed: thank you!`,
        title: "Thank you for your order",
        paragraphs: [
          `We have received order ${number}. You pay ${formatINR(order.total)} in cash when it is delivered.`,
          "What happens next: we confirm and pack your order, then e-mail you the courier's tracking link when it ships.",
        ],
        action: ordersLink,
      };
    case "order-paid":
      if (order.status === "cancelled") return null;
      return {
        subject: `Payment received for order ${number}`,
        title: "Payment received",
        paragraphs: [
          `We have received your payment of ${formatINR(order.total)} for order ${number}.`,
          "What happens next: we confirm and pack your order, then e-mail you the courier's tracking link when it ships.",
        ],
        action: ordersLink,
      };
    case "order-shipped": {
      const awb = order.trackingNumber;
      const courier = order.shipment?.courierName;
      return {
        subject: `Order ${number} has shipped`,
        title: "Your order is on its way",
        paragraphs: [
          `Order ${number} has left our warehouse${courier ? ` with ${courier}` : ""}${awb ? ` (tracking number ${awb})` : ""}.`,
          order.paymentMethod === "cod"
            ? `Please keep ${formatINR(order.total)} ready in cash for the delivery.`
            : "Follow it on its way with the link below.",
        ],
        action: awb ? { label: "Track your parcel", href: absolute(trackingPagePath(awb)) } : ordersLink,
      };
    }
    case "order-delivered":
      return {
        subject: `Order ${number} has been delivered`,
        title: "Delivered",
        paragraphs: [
          `Order ${number} has been delivered. We hope you enjoy it!`,
          "If anything is not right, reply to this e-mail and we will help.",
        ],
        action: ordersLink,
      };
    case "order-cancelled": {
      const reason = order.history[0]?.notes?.trim();
      const unpaid =
        order.paymentMethod === "prepaid" && order.paymentStatus !== "paid" && order.paymentStatus !== "refunded";
      const byCustomer = order.history[0]?.changedByName === CUSTOMER_ACTOR;
      const lead = byCustomer
        ? `Order ${number} has been cancelled at your request.${unpaid ? " Nothing was charged." : ""}`
        : unpaid
          ? `Order ${number} was cancelled because its payment was not completed in time. Nothing was charged.`
          : `Order ${number} has been cancelled.`;
      return {
        subject: `Order ${number} has been cancelled`,
        title: "Your order has been cancelled",
        paragraphs: [
          lead,
          ...(reason && !unpaid && !byCustomer ? [`Reason: ${reason}`] : []),
          ...(refunded > 0
            ? [
                `A refund of ${formatINR(refunded)} has been sent to your original payment method; it reaches your account in ${REFUND_DAYS}.`,
              ]
            : []),
        ],
      };
    }
    case "order-edited": {
      const editRefund = order.refunds.filter((refund) => refund.idempotencyKey.startsWith("edit-")).at(-1);
      const link = order.paymentLinks.find((each) => each.orderVersion === order.version && each.shortUrl);
      const money =
        order.balanceDue > 0 && order.paymentMethod === "cod"
          ? `Its total went up by ${formatINR(order.balanceDue)}: please accept the new total on your order page (you pay ${formatINR(order.total)} in cash on delivery). We ship your order once you accept it.`
          : order.balanceDue > 0
            ? link
              ? `Please pay the remaining ${formatINR(order.balanceDue)} with this payment link: ${link.shortUrl} (or "Pay now" on your order page). We ship your order once it is paid.`
              : `Please pay the remaining ${formatINR(order.balanceDue)} with "Pay now" on your order page: we ship your order once it is paid.`
            : order.paymentMethod === "cod"
              ? `You pay ${formatINR(order.total)} in cash when it is delivered.`
              : editRefund && editRefund.orderVersion === order.version && editRefund.status !== "failed"
                ? `We are refunding ${formatINR(editRefund.amount)} to your original payment method; it reaches your account in ${REFUND_DAYS}.`
                : "Nothing more is due.";
      return {
        subject: `Order ${number} has been updated`,
        title: "Your order has been updated",
        paragraphs: [`We have updated order ${number}: its new total is ${formatINR(order.total)}.`, money],
        action:
          order.balanceDue > 0 && link?.shortUrl
            ? { label: `Pay ${formatINR(order.balanceDue)} now`, href: link.shortUrl }
            : ordersLink,
      };
    }
    case "order-refunded":
      return {
        subject: `Refund of ${formatINR(refunded || order.total)} for order ${number}`,
        title: "Your refund is on its way",
        paragraphs: [
          `We have refunded ${formatINR(refunded || order.total)} for order ${number} to your original payment method.`,
          `It reaches your account in ${REFUND_DAYS}, depending on your bank.`,
        ],
      };
  }
}

/**
 * The GST invoice goes with the first e-mail after it is issued: the payment received (online
 * orders are invoiced when paid) or, for cash on delivery (invoiced when the admin confirms it),
 * the shipped one.
 */
async function invoiceAttachments(event: OrderEvent, order: LoadedOrder): Promise<NonNullable<Mail["attachments"]>> {
  const carriesInvoice =
    event === "order-paid" || event === "order-edited" || (event === "order-shipped" && order.paymentMethod === "cod");
  const invoice = carriesInvoice ? await renderOrderInvoicePdf(order.id) : null;
  return invoice ? [{ filename: invoice.fileName, content: invoice.pdf, contentType: "application/pdf" }] : [];
}

/** The merchant hears of an order once: when a COD order is placed, or when an online order is paid. */
function merchantWantsNewOrder(event: OrderEvent, order: LoadedOrder): boolean {
  if (event === "order-placed") return order.paymentMethod === "cod";
  return event === "order-paid" && order.status !== "cancelled";
}

/**
 * The e-mails one order event sends: the customer's (to the e-mail of checkout's contact
 * information) and, for a new order, the merchant's (to the merchant_email setting). Each has its
 * own key, so a retried job re-sends only what did not go out.
 */
export async function orderEventMails(event: OrderEvent, orderId: number): Promise<Mail[]> {
  const order = await loadOrder(orderId);
  if (!order) return [];
  const shop = await shopOf();
  const details = mailOrder(order);
  const mails: Mail[] = [];
  const copy = customerCopy(event, order);
  if (copy && order.customerEmail) {
    const element = customerOrderEmail(shop, details, copy);
    mails.push({
      // An order edited again is told again: its edits' mails are one per version.
      key: `${event}:order:${order.id}${event === "order-edited" ? `:v${order.version}` : ""}:customer`,
      template: event,
      to: order.customerEmail,
      subject: copy.subject,
      orderId: order.id,
      ...(await rendered(element)),
      attachments: await invoiceAttachments(event, order),
    });
  }
  if (merchantWantsNewOrder(event, order) && shop.merchantEmail) {
    const element = createElement(MerchantOrderEmail, {
      shop,
      order: details,
      adminUrl: absolute(`/admin/orders/${order.id}`),
      contact: { email: order.customerEmail, phone: order.customerPhone },
    });
    mails.push({
      key: `new-order:order:${order.id}:merchant`,
      template: "new-order",
      to: shop.merchantEmail,
      subject: `New order ${order.orderNumber}: ${formatINR(order.total)}`,
      orderId: order.id,
      ...(await rendered(element)),
    });
  }
  return mails;
}

/**
 * The merchant's low-stock notice for the variants an order or a stock change took to the threshold or below, each
 * named with its size ("Ashwagandha KSM-66 Capsules, 120 capsules"), SKU and stock, if it is still that low. A job
 * queued before alerts went per variant names only products: then their active variants at or below the threshold.
 */
export async function lowStockMails(job: LowStockJob): Promise<Mail[]> {
  const shop = await shopOf();
  if (!shop.merchantEmail) return [];
  const threshold = await getLowStockThreshold();
  const which = job.variantIds ? { id: { in: job.variantIds } } : { productId: { in: job.productIds } };
  const [cause, variants] = await Promise.all([
    lowStockCause(job),
    db.productVariant.findMany({
      where: { ...which, active: true, stock: { lte: threshold } },
      orderBy: [{ product: { name: "asc" } }, { productId: "asc" }, { position: "asc" }, { id: "asc" }],
      select: { productId: true, sku: true, stock: true, optionValues: true, product: { select: { name: true } } },
    }),
  ]);
  if (!cause || variants.length === 0) return [];
  const lines = variants.map((variant) => ({
    name: variantLineName(variant.product.name, variantLabel(variant.optionValues)),
    sku: variant.sku,
    stock: variant.stock,
    url: absolute(`/portal/products/${variant.productId}`),
  }));
  const subject = `Low stock: ${lines.map((line) => line.name).join("; ")}`.slice(0, 200);
  return [
    {
      key: `low-stock:${cause.key}:merchant`,
      template: "low-stock",
      to: shop.merchantEmail,
      subject,
      ...("orderId" in job ? { orderId: job.orderId } : {}),
      ...(await rendered(createElement(LowStockEmail, { shop, products: lines, threshold, cause: cause.text }))),
    },
  ];
}

/** What took the stock down, in the e-mail's words, and the key that makes it one e-mail. */
async function lowStockCause(job: LowStockJob): Promise<{ key: string; text: string } | null> {
  if ("orderId" in job) {
    const order = await db.order.findUnique({ where: { id: job.orderId }, select: { orderNumber: true } });
    return order && { key: `order:${job.orderId}`, text: `Order ${order.orderNumber}` };
  }
  const adjustment = await db.stockAdjustment.findUnique({
    where: { id: job.adjustmentId },
    select: { note: true, staff: { select: { name: true, username: true } } },
  });
  if (!adjustment) return null;
  const who = adjustment.staff ? ` by ${adjustment.staff.name || adjustment.staff.username}` : "";
  return {
    key: `adjustment:${job.adjustmentId}`,
    text: `A stock change in the Product Portal${who}${adjustment.note ? ` (${adjustment.note})` : ""}`,
  };
}

/** The merchant's notice that a job failed every retry (`jobId` is the dead-letter copy's, one per failure). */
export async function deadJobMails(jobId: string, data: unknown, output: unknown): Promise<Mail[]> {
  const shop = await shopOf();
  if (!shop.merchantEmail) return [];
  const job = (data ?? {}) as { event?: string; orderId?: number };
  const order =
    typeof job.orderId === "number"
      ? await db.order.findUnique({ where: { id: job.orderId }, select: { orderNumber: true } })
      : null;
  const subject = order ? `order ${order.orderNumber}` : "the shop";
  const error = errorText(output);
  const element = createElement(DeadJobEmail, {
    shop,
    job: { queue: job.event ?? "unknown", subject, error, failedAt: formatDateTime(new Date()) },
    adminUrl: absolute("/admin/jobs"),
  });
  return [
    {
      key: `dead-letter:${jobId}:merchant`,
      template: "dead-letter",
      to: shop.merchantEmail,
      subject: `A background job failed: ${job.event ?? "job"} for ${subject}`,
      ...(order && typeof job.orderId === "number" ? { orderId: job.orderId } : {}),
      ...(await rendered(element)),
    },
  ];
}

/** A rendered e-mail as the admin's notifications screen previews it (docs/messaging.md#the-notifications-screen). */
export type MailSample = { template: string; subject: string; html: string; text: string };

/** A made-up order of two lines to Pune, cash on delivery, shipped with a tracking number: the previews' sample. */
function sampleOrder(now: Date, paymentMethod: "cod" | "prepaid"): LoadedOrder {
  const placed = new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000);
  return {
    id: 0,
    orderNumber: "ORD-SAMPLE-0001",
    customerId: 0,
    status: "shipped",
    paymentStatus: paymentMethod === "cod" ? "pending" : "paid",
    paymentMethod,
    customerName: "Asha Sharma",
    customerEmail: "asha@example.in",
    customerPhone: "+919876543210",
    recipientName: "Asha Sharma",
    recipientPhone: "+919876543210",
    deliveryAddress: "14 MG Road",
    deliveryApartment: "Flat 3B",
    deliveryCity: "Pune",
    deliveryState: "Maharashtra",
    deliveryPincode: "411001",
    deliveryCountry: "India",
    itemsOriginalTotal: 124000,
    subtotal: 109800,
    productDiscount: 14200,
    couponDiscount: 0,
    couponId: null,
    couponCode: null,
    shippingCost: 0,
    taxAmount: 0,
    total: 109800,
    notes: null,
    staffNotesText: "",
    invoiceNumber: null,
    trackingNumber: "SAMPLE123456",
    shipmentCreated: true,
    idempotencyKey: null,
    paymentExpiresAt: null,
    buyerGstin: null,
    buyerBusinessName: null,
    codConfirmDueAt: null,
    codConfirmedAt: null,
    rtoReceivedAt: null,
    version: 0,
    balanceDue: 0,
    balanceOnDelivery: 0,
    balanceCollectedAt: null,
    createdAt: placed,
    updatedAt: now,
    items: [
      sampleItem(1, "Ashwagandha Capsules", "60 capsules", 2, 45000, 39900),
      sampleItem(2, "Triphala Churna", "100 g", 1, 34000, 30000),
    ],
    refunds: [],
    paymentLinks: [],
    shipment: { courierName: "Delhivery Surface" },
    history: [],
  };
}

function sampleItem(id: number, productName: string, unitLabel: string, quantity: number, unit: number, paid: number) {
  return {
    id,
    orderId: 0,
    productId: null,
    variantId: null,
    variantSku: null,
    variantLabel: "",
    rtoDamaged: 0,
    productName,
    productImage: null,
    unitLabel,
    quantity,
    unitPrice: unit,
    discountPrice: paid,
    totalPrice: paid * quantity,
    gstRate: 12,
    hsnCode: "3004",
  };
}

/**
 * Every order e-mail the shopper and the merchant can receive, rendered from a sample order with the shop's
 * own details: the same copy and templates the real ones use (customerCopy, CustomerOrderEmail,
 * MerchantOrderEmail), nothing stored or sent.
 */
export async function sampleOrderMails(now = new Date()): Promise<MailSample[]> {
  const shop = await shopOf();
  const samples: MailSample[] = [];
  for (const event of ORDER_EVENTS) {
    const order = sampleOrder(now, event === "order-paid" || event === "order-refunded" ? "prepaid" : "cod");
    const copy = customerCopy(event, order);
    if (!copy) continue;
    const element = customerOrderEmail(shop, mailOrder(order), copy);
    samples.push({ template: event, subject: copy.subject, ...(await rendered(element)) });
  }
  const order = sampleOrder(now, "cod");
  const merchant = createElement(MerchantOrderEmail, {
    shop,
    order: mailOrder(order),
    adminUrl: absolute("/admin/orders"),
    contact: { email: order.customerEmail, phone: order.customerPhone },
  });
  samples.push({
    template: "new-order",
    subject: `New order ${order.orderNumber}: ${formatINR(order.total)}`,
    ...(await rendered(merchant)),
  });
  return samples;
}

/**
 * One e-mail to an order's shopper outside the order events (a failed delivery attempt, a partial
 * refund: lib/server/mail/notice-mail.ts), in the order e-mail's layout, sent once per `key`.
 */
export async function customerNoticeMail(
  orderId: number,
  key: string,
  template: string,
  copyOf: (order: LoadedOrder, link: { label: string; href: string }) => CustomerCopy | null,
): Promise<Mail[]> {
  const order = await loadOrder(orderId);
  if (!order?.customerEmail) return [];
  const copy = copyOf(order, { label: "View your order", href: absolute(`/orders/${order.id}`) });
  if (!copy) return [];
  const element = customerOrderEmail(await shopOf(), mailOrder(order), copy);
  return [
    {
      key: `${key}:customer`,
      template,
      to: order.customerEmail,
      subject: copy.subject,
      orderId: order.id,
      ...(await rendered(element)),
    },
  ];
}
