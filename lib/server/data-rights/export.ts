import "server-only";
import { sizeLabel } from "@/lib/server/messaging/stock-alerts";
import { consentTextOf } from "@/lib/domain/consent";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";

/** A phone number as WhatsApp messages record it: digits only, country code first. */
const whatsAppNumber = (phone: string) => phone.replace(/\D/g, "");

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/**
 * Everything the shop holds about one customer (DPDP Act, 2023, section 11: the right to access), as the
 * "Download my data" file carries it: the profile, addresses, orders with their lines and invoice and credit
 * note numbers, consents with their time, channel and text version, the e-mails and WhatsApp messages sent,
 * the newsletter's status, reviews, return requests (UPI ID masked), "notify me" waits, cart reminders and erasure requests. Amounts are in
 * paise. Only the customer's own rows: the e-mails and messages are those sent to the account's or its
 * orders' addresses and numbers.
 */
export async function customerDataExport(customerId: number, now = new Date()) {
  const customer = await db.customer.findUnique({
    where: { id: customerId },
    include: {
      mobiles: { orderBy: { id: "asc" } },
      addresses: { orderBy: { id: "asc" } },
      consents: { orderBy: { id: "asc" } },
      reviews: { orderBy: { id: "asc" }, include: { product: { select: { name: true } } } },
      cartReminders: { orderBy: { id: "asc" } },
      erasureRequests: { orderBy: { id: "asc" } },
      orders: {
        orderBy: { id: "asc" },
        include: {
          items: { orderBy: { id: "asc" } },
          invoice: { select: { number: true, issuedAt: true, creditNotes: { select: { number: true } } } },
        },
      },
    },
  });
  if (!customer || customer.erasedAt) throw new AppError(404, "customer_not_found", "Customer not found");

  const emails = [
    ...new Set(
      [customer.email, ...customer.orders.map((order) => order.customerEmail)]
        .filter((email): email is string => Boolean(email))
        .map((email) => email.toLowerCase()),
    ),
  ];
  const numbers = [
    ...new Set(
      [
        customer.phone,
        ...customer.mobiles.map((entry) => entry.mobile),
        ...customer.orders.flatMap((order) => [order.customerPhone, order.recipientPhone]),
      ]
        .map(whatsAppNumber)
        .filter(Boolean),
    ),
  ];
  const orderNumbers = new Map(customer.orders.map((order) => [order.id, order.orderNumber]));
  const [emailsSent, whatsAppSent, newsletter, returns, stockAlerts] = await Promise.all([
    emails.length
      ? db.$queryRaw<
          {
            template: string;
            subject: string;
            recipient: string;
            status: string;
            sentAt: Date | null;
            createdAt: Date;
            orderId: number | null;
          }[]
        >`SELECT template, subject, recipient, status::text AS status, "sentAt", "createdAt", "orderId" FROM "EmailDelivery"
          WHERE lower(recipient) = ANY(${emails}) ORDER BY id`
      : [],
    numbers.length
      ? db.whatsAppMessage.findMany({ where: { recipient: { in: numbers } }, orderBy: { id: "asc" } })
      : [],
    emails.length ? db.newsletterSubscriber.findMany({ where: { email: { in: emails } }, orderBy: { id: "asc" } }) : [],
    db.returnRequest.findMany({
      where: { customerId },
      orderBy: { id: "asc" },
      include: { lines: { orderBy: { id: "asc" } }, steps: { orderBy: { at: "asc" } } },
    }),
    // "Notify me": the account's own, and those asked by e-mail with its addresses while signed out.
    db.stockAlert.findMany({
      where: { OR: [{ customerId }, ...(emails.length ? [{ email: { in: emails } }] : [])] },
      orderBy: { id: "asc" },
      include: { product: { select: { name: true } }, variant: { select: { optionValues: true, unitLabel: true } } },
    }),
  ]);
  const itemNames = new Map(
    customer.orders.flatMap((order) => order.items.map((item) => [item.id, item.productName] as const)),
  );

  return {
    format: "prakriti-personal-data/1",
    exported_at: now.toISOString(),
    notice:
      "The personal data this shop holds about you, under India's Digital Personal Data Protection Act, 2023. Amounts are in paise (100 paise = 1 rupee).",
    profile: {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      other_mobiles: customer.mobiles.map((entry) => entry.mobile).filter((mobile) => mobile !== customer.phone),
      created_at: iso(customer.createdAt),
      last_sign_in_at: iso(customer.lastSignInAt),
    },
    addresses: customer.addresses.map((address) => ({
      recipient_name: address.recipientName,
      address: address.address,
      apartment: address.apartment,
      city: address.city,
      state: address.state,
      zip_code: address.zipCode,
      country: address.country,
      mobile: address.mobile,
      is_default: address.isDefault,
      created_at: iso(address.createdAt),
    })),
    orders: customer.orders.map((order) => ({
      order_number: order.orderNumber,
      placed_at: iso(order.createdAt),
      status: order.status,
      payment_status: order.paymentStatus,
      payment_method: order.paymentMethod,
      contact: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
      delivery: {
        recipient_name: order.recipientName,
        recipient_phone: order.recipientPhone,
        address: order.deliveryAddress,
        apartment: order.deliveryApartment,
        city: order.deliveryCity,
        state: order.deliveryState,
        pincode: order.deliveryPincode,
        country: order.deliveryCountry,
      },
      business_buyer: order.buyerGstin ? { gstin: order.buyerGstin, name: order.buyerBusinessName } : null,
      lines: order.items.map((item) => ({
        product_name: item.productName,
        sku: item.variantSku,
        unit_label: item.unitLabel,
        quantity: item.quantity,
        unit_price_paise: item.unitPrice,
        price_paid_paise: item.discountPrice,
        total_paise: item.totalPrice,
      })),
      coupon_code: order.couponCode,
      shipping_paise: order.shippingCost,
      total_paise: order.total,
      notes: order.notes,
      invoice_number: order.invoice?.number ?? null,
      invoice_issued_at: iso(order.invoice?.issuedAt),
      credit_note_numbers: order.invoice?.creditNotes.map((note) => note.number) ?? [],
    })),
    // The refund's UPI ID is shown masked only, as every screen shows it.
    returns: returns.map((request) => ({
      number: request.number,
      order_number: orderNumbers.get(request.orderId) ?? null,
      status: request.status,
      reason: request.reason,
      note: request.note,
      refund_upi: request.refundUpiMasked || null,
      rejection_reason: request.rejectionReason,
      lines: request.lines.map((line) => ({
        product_name: itemNames.get(line.orderItemId) ?? null,
        quantity: line.quantity,
      })),
      steps: request.steps.map((step) => ({ status: step.status, at: iso(step.at) })),
      requested_at: iso(request.createdAt),
    })),
    consents: customer.consents.map((consent) => ({
      purpose: consent.purpose,
      channel: consent.channel,
      granted: consent.granted,
      source: consent.source,
      text_version: consent.textVersion,
      text: consentTextOf(consent.purpose, consent.textVersion),
      at: iso(consent.createdAt),
    })),
    messages: {
      email: emailsSent.map((mail) => ({
        template: mail.template,
        subject: mail.subject,
        to: mail.recipient,
        status: mail.status,
        order_number: mail.orderId === null ? null : (orderNumbers.get(mail.orderId) ?? null),
        at: iso(mail.sentAt ?? mail.createdAt),
      })),
      whatsapp: whatsAppSent.map((message) => ({
        template: message.template,
        to: message.recipient,
        status: message.status,
        order_number: message.orderId === null ? null : (orderNumbers.get(message.orderId) ?? null),
        at: iso(message.createdAt),
      })),
    },
    newsletter: newsletter.map((row) => ({
      email: row.email,
      status: row.status,
      subscribed_at: iso(row.createdAt),
      confirmed_at: iso(row.confirmedAt),
      unsubscribed_at: iso(row.unsubscribedAt),
    })),
    reviews: customer.reviews.map((review) => ({
      product: review.product.name,
      author: review.author,
      rating: review.rating,
      title: review.title,
      body: review.body,
      hidden_by_staff: review.hidden,
      at: iso(review.createdAt),
    })),
    stock_alerts: stockAlerts.map((alert) => ({
      product: alert.product.name,
      size: alert.variant ? sizeLabel(alert.variant) : null,
      channel: alert.channel,
      email: alert.email,
      asked_at: iso(alert.createdAt),
      notified_at: iso(alert.notifiedAt),
    })),
    cart_reminders: customer.cartReminders.map((reminder) => ({
      sent_at: iso(reminder.sentAt),
      email_to: reminder.emailTo,
      whatsapp_to: reminder.whatsappTo,
      cart_value_paise: reminder.cartValue,
      restored_at: iso(reminder.restoredAt),
    })),
    erasure_requests: customer.erasureRequests.map((request) => ({
      status: request.status,
      requested_at: iso(request.requestedAt),
      due_at: iso(request.dueAt),
      completed_at: iso(request.completedAt),
    })),
  };
}

export type CustomerDataExport = Awaited<ReturnType<typeof customerDataExport>>;
