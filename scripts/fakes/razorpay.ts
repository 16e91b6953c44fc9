/**
 * A local stand-in for Razorpay, so development and tests complete online payments with no
 * network and no keys (DESIGN.md section 5). It signs exactly as Razorpay does:
 * - API: POST /v1/orders, GET /v1/orders/:id, POST /v1/payments/:id/refund (X-Refund-Idempotency;
 *   `amount` in paise, at least INR 1.00 and never past what the payment has left, `speed`, `notes`,
 *   `receipt`), GET /v1/payments/:id/refunds, with the key id and secret as basic auth;
 * - Checkout: GET /checkout.js defines window.Razorpay; its dialog lets the shopper pay, fail or
 *   dismiss, answering with the real payment signature HMAC(order_id|payment_id, key secret);
 * - Payment links: POST /v1/payment_links (amount in paise, at least INR 1.00; `reference_id` at most 40
 *   characters and unique; `expire_by` at least 15 minutes ahead; `callback_url` with `callback_method`
 *   get), GET /v1/payment_links/:id, GET /v1/payment_links?reference_id=, POST
 *   /v1/payment_links/:id/cancel; `short_url` is the fake's hosted page GET /i/:id, whose Pay button
 *   (POST /_links/:id/pay, or `payLink(id)` in tests) captures a payment on the link's own order, sends
 *   payment.captured, order.paid and payment_link.paid, and redirects to the callback with
 *   razorpay_payment_id, razorpay_payment_link_id, _reference_id, _status and razorpay_signature =
 *   HMAC(link_id|reference_id|status|payment_id, key secret);
 * - Webhooks: payment.captured + order.paid, payment.failed, refund.processed and refund.failed
 *   are POSTed to the app, signed with the webhook secret over the raw body, with an
 *   x-razorpay-event-id. `failNextRefund()` makes the next new refund end "failed" (Razorpay answers
 *   it "pending", then sends refund.failed, and the amount is the payment's again); `refuseRefunds(id)`
 *   makes Razorpay refuse that payment's refunds outright (400 BAD_REQUEST_ERROR, "Refund is not
 *   supported by the bank because the payment is more than 6 months old", its documented example).
 *
 *   tsx scripts/fakes/razorpay.ts      (port from RAZORPAY_FAKE_PORT, default 4010)
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { LOCAL_RAZORPAY } from "../../lib/local-razorpay";
import { formatINR } from "../../lib/domain/format";
import { logged, readJson, send as sendAnswer } from "./http";
import { log } from "../../lib/log";
import { hmacHex, paymentSignature } from "../../lib/server/payments/signatures";

export type FakeRazorpayOptions = {
  port: number;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks are delivered; null sends none. */
  webhookUrl: string | null;
};

type FakeOrder = {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string | null;
  status: string;
  notes: Record<string, string>;
  created_at: number;
};
type FakeRefund = {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  status: "pending" | "processed" | "failed";
  speed_requested: "normal" | "optimum";
  speed_processed: "normal" | "instant" | null;
  batch_id: null;
  created_at: number;
};

type FakePaymentLink = {
  id: string;
  accept_partial: boolean;
  amount: number;
  amount_paid: number;
  currency: string;
  description: string;
  customer: Record<string, string>;
  notify: { sms: boolean; email: boolean };
  reminder_enable: boolean;
  notes: Record<string, string>;
  reference_id: string;
  callback_url: string | null;
  callback_method: string | null;
  expire_by: number;
  expired_at: number;
  cancelled_at: number;
  order_id: string;
  payments: { payment_id: string; amount: number; status: string; method: string }[] | null;
  short_url: string;
  status: "created" | "paid" | "cancelled" | "expired";
  created_at: number;
  updated_at: number;
  user_id: string;
};

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

export type FakeRazorpay = {
  url: string;
  orders: Map<string, FakeOrder>;
  refunds: Map<string, FakeRefund>;
  webhooks: { event: string; status: number }[];
  /** The next new refund is answered "pending" and then fails (refund.failed), as a bank may refuse it. */
  failNextRefund(): void;
  /**
   * Refunds of this payment are refused (400 BAD_REQUEST_ERROR, Razorpay's whole error shape) until
   * `refundable(paymentId)`: by default Razorpay's answer for a payment its bank no longer refunds.
   */
  refuseRefunds(paymentId: string, description?: string): void;
  refundable(paymentId: string): void;
  links: Map<string, FakePaymentLink>;
  /** The hosted page's Pay button: the payment's id and where the shopper is sent back (with its query). */
  payLink(linkId: string): Promise<{ paymentId: string; redirect: string | null }>;
  /** A captured payment the fake knows, for tests that start from one (amount in paise). */
  addCapturedPayment(paymentId: string, amount: number, orderId?: string): void;
  close(): Promise<void>;
};

export async function startFakeRazorpay(options: FakeRazorpayOptions): Promise<FakeRazorpay> {
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<string, FakeRefund>();
  const refundsByKey = new Map<string, FakeRefund>();
  const payments = new Map<string, { orderId: string; amount: number }>();
  const webhooks: { event: string; status: number }[] = [];
  const links = new Map<string, FakePaymentLink>();
  let baseUrl = "";

  async function sendWebhook(event: string, payload: Record<string, unknown>): Promise<void> {
    if (!options.webhookUrl) return;
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_fake",
      event,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    });
    try {
      const response = await fetch(options.webhookUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Razorpay-Signature": hmacHex(options.webhookSecret, body),
          "x-razorpay-event-id": id("evt"),
        },
        body,
        // Razorpay follows no redirect: a webhook URL that answers 3xx loses the event.
        redirect: "manual",
      });
      webhooks.push({ event, status: response.status });
    } catch {
      webhooks.push({ event, status: 0 });
    }
  }

  function authorised(request: IncomingMessage): boolean {
    const expected = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
    return request.headers.authorization === expected;
  }

  /** Checkout.js is fetched from the shop's pages (another origin). */
  const send = (response: ServerResponse, status: number, body: unknown, type = "application/json") =>
    sendAnswer(response, status, body, {
      type,
      headers: { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "Content-Type" },
    });

  const badRequest = (response: ServerResponse, description: string) =>
    send(response, 400, { error: { code: "BAD_REQUEST_ERROR", description } });

  async function createOrder(request: IncomingMessage, response: ServerResponse) {
    const body = await readJson(request);
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 100) return badRequest(response, "The amount must be atleast INR 1.00");
    const order: FakeOrder = {
      id: id("order"),
      entity: "order",
      amount,
      amount_paid: 0,
      currency: String(body.currency ?? "INR"),
      receipt: (body.receipt as string) ?? null,
      status: "created",
      notes: (body.notes as Record<string, string>) ?? {},
      created_at: now(),
    };
    orders.set(order.id, order);
    send(response, 200, order);
  }

  let failNext = false;
  const refused = new Map<string, string>();

  /** Razorpay's limits on a refund's fields (notes: at most 15 keys of at most 256 characters). */
  function refundFieldsError(body: Record<string, unknown>): string | null {
    if (body.speed !== undefined && body.speed !== "normal" && body.speed !== "optimum")
      return "The selected speed is invalid.";
    if (
      body.receipt !== undefined &&
      body.receipt !== null &&
      (typeof body.receipt !== "string" || body.receipt.length > 40)
    )
      return "The receipt may not be greater than 40 characters.";
    const notes = body.notes ?? {};
    if (typeof notes !== "object" || Array.isArray(notes) || notes === null) return "The notes must be an object.";
    const entries = Object.entries(notes as Record<string, unknown>);
    if (entries.length > 15) return "Number of notes fields cannot be more than 15";
    if (entries.some(([, value]) => String(value).length > 256))
      return "The notes value may not be greater than 256 characters.";
    return null;
  }

  /** Refunds that hold part of the payment: pending and processed ones (a failed refund gives its amount back). */
  const refundedOf = (paymentId: string) =>
    [...refunds.values()]
      .filter((refund) => refund.payment_id === paymentId && refund.status !== "failed")
      .reduce((sum, refund) => sum + refund.amount, 0);

  async function refund(request: IncomingMessage, response: ServerResponse, paymentId: string) {
    const payment = payments.get(paymentId);
    if (!payment) return badRequest(response, "The id provided does not exist");
    const body = await readJson(request);
    const key = request.headers["x-refund-idempotency"];
    const existing = typeof key === "string" ? refundsByKey.get(key) : undefined;
    if (existing) return send(response, 200, existing);
    const fieldsError = refundFieldsError(body);
    if (fieldsError) return badRequest(response, fieldsError);
    const refusal = refused.get(paymentId);
    if (refusal)
      return send(response, 400, {
        error: {
          code: "BAD_REQUEST_ERROR",
          description: refusal,
          source: null,
          step: null,
          reason: null,
          metadata: {},
        },
      });
    const refunded = refundedOf(paymentId);
    // As Razorpay: without an amount, all of what the payment has left.
    const amount = body.amount === undefined ? payment.amount - refunded : Number(body.amount);
    if (!Number.isInteger(amount)) return badRequest(response, "The amount must be an integer.");
    // As Razorpay: refunds of a payment (under other keys, or made in its dashboard) never add up past it.
    if (refunded >= payment.amount) return badRequest(response, "The payment has been fully refunded already");
    if (amount < 100) return badRequest(response, "The amount must be atleast INR 1.00");
    if (amount > payment.amount)
      return badRequest(response, "The refund amount provided is greater than amount captured");
    if (refunded + amount > payment.amount)
      return badRequest(response, "The total refund amount is greater than the refund payment amount");
    const speed = body.speed === "optimum" ? "optimum" : "normal";
    const fails = failNext;
    failNext = false;
    const created: FakeRefund = {
      id: id("rfnd"),
      entity: "refund",
      amount,
      currency: "INR",
      payment_id: paymentId,
      notes: (body.notes as Record<string, string>) ?? {},
      receipt: (body.receipt as string | undefined) ?? null,
      acquirer_data: { arn: null },
      status: fails ? "pending" : "processed",
      speed_requested: speed,
      speed_processed: fails ? null : speed === "optimum" ? "instant" : "normal",
      batch_id: null,
      created_at: now(),
    };
    refunds.set(created.id, created);
    if (typeof key === "string") refundsByKey.set(key, created);
    send(response, 200, created);
    const paymentEntity = {
      id: paymentId,
      entity: "payment",
      order_id: payment.orderId,
      amount: payment.amount,
      amount_refunded: refundedOf(paymentId),
      status: refundedOf(paymentId) >= payment.amount ? "refunded" : "captured",
      refund_status: refundedOf(paymentId) >= payment.amount ? "full" : "partial",
    };
    if (fails) {
      created.status = "failed";
      void sendWebhook("refund.failed", {
        refund: { entity: created },
        payment: { entity: { ...paymentEntity, amount_refunded: refundedOf(paymentId) } },
      });
      return;
    }
    void sendWebhook("refund.processed", { refund: { entity: created }, payment: { entity: paymentEntity } });
  }

  function listRefunds(response: ServerResponse, paymentId: string) {
    if (!payments.has(paymentId)) return badRequest(response, "The id provided does not exist");
    const items = [...refunds.values()].filter((refund) => refund.payment_id === paymentId);
    send(response, 200, { entity: "collection", count: items.length, items });
  }

  /** The Checkout stand-in's button press: pay or fail an order, as Razorpay's dialog would. */
  async function checkoutAttempt(request: IncomingMessage, response: ServerResponse) {
    const body = await readJson(request);
    const order = orders.get(String(body.order_id));
    if (!order) return badRequest(response, "Unknown order");
    const paymentId = id("pay");
    payments.set(paymentId, { orderId: order.id, amount: order.amount });
    const paymentEntity = {
      id: paymentId,
      entity: "payment",
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      method: "upi",
    };
    if (body.outcome === "failure") {
      const error = {
        code: "BAD_REQUEST_ERROR",
        description: "Payment failed because the bank declined it",
        source: "bank",
        step: "payment_authorization",
        reason: "payment_failed",
        metadata: { order_id: order.id, payment_id: paymentId },
      };
      send(response, 200, { error });
      void sendWebhook("payment.failed", {
        payment: { entity: { ...paymentEntity, status: "failed", error_description: error.description } },
      });
      return;
    }
    order.status = "paid";
    order.amount_paid = order.amount;
    send(response, 200, {
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.id,
      razorpay_signature: paymentSignature(order.id, paymentId, options.keySecret),
    });
    void sendWebhook("payment.captured", { payment: { entity: { ...paymentEntity, status: "captured" } } }).then(() =>
      sendWebhook("order.paid", {
        order: { entity: order },
        payment: { entity: { ...paymentEntity, status: "captured" } },
      }),
    );
  }

  /** Razorpay's checks of a new payment link (those this shop can trip over). */
  function linkFieldsError(body: Record<string, unknown>): string | null {
    const amount = Number(body.amount);
    if (!Number.isInteger(amount)) return "The amount must be an integer.";
    if (amount < 100) return "The amount must be atleast INR 1.00";
    if (body.currency !== undefined && body.currency !== "INR") return "The currency is invalid.";
    const reference = body.reference_id;
    if (reference !== undefined && (typeof reference !== "string" || reference.length > 40))
      return "The reference id may not be greater than 40 characters.";
    if (typeof reference === "string" && [...links.values()].some((link) => link.reference_id === reference))
      return `Payment Link with reference id ${reference} already exists`;
    if (body.expire_by !== undefined && Number(body.expire_by) < now() + 15 * 60)
      return "expire_by: timestamp must be atleast 15 minutes in future";
    if (body.callback_url !== undefined && body.callback_method !== "get")
      return "callback_method should be get when callback_url is passed";
    if (typeof body.description === "string" && body.description.length > 2048)
      return "The description may not be greater than 2048 characters.";
    return refundFieldsError({ notes: body.notes });
  }

  async function createLink(request: IncomingMessage, response: ServerResponse) {
    const body = await readJson(request);
    const problem = linkFieldsError(body);
    if (problem) return badRequest(response, problem);
    const linkId = id("plink");
    // A payment link pays through an order of its own, created with it.
    const order: FakeOrder = {
      id: id("order"),
      entity: "order",
      amount: Number(body.amount),
      amount_paid: 0,
      currency: "INR",
      receipt: null,
      status: "created",
      notes: {},
      created_at: now(),
    };
    orders.set(order.id, order);
    const link: FakePaymentLink = {
      id: linkId,
      accept_partial: body.accept_partial === true,
      amount: Number(body.amount),
      amount_paid: 0,
      currency: "INR",
      description: String(body.description ?? ""),
      customer: (body.customer as Record<string, string>) ?? {},
      notify: { sms: false, email: false, ...((body.notify as object) ?? {}) },
      reminder_enable: body.reminder_enable === true,
      notes: (body.notes as Record<string, string>) ?? {},
      reference_id: String(body.reference_id ?? ""),
      callback_url: (body.callback_url as string) ?? null,
      callback_method: (body.callback_method as string) ?? null,
      expire_by: Number(body.expire_by ?? now() + 180 * 86_400),
      expired_at: 0,
      cancelled_at: 0,
      order_id: order.id,
      payments: null,
      short_url: `${baseUrl}/i/${linkId}`,
      status: "created",
      created_at: now(),
      updated_at: now(),
      user_id: "",
    };
    links.set(linkId, link);
    send(response, 200, link);
  }

  function cancelLink(response: ServerResponse, linkId: string) {
    const link = links.get(linkId);
    if (!link) return badRequest(response, "The id provided does not exist");
    if (link.status === "paid") return badRequest(response, "Payment Link is already paid");
    if (link.status === "cancelled") return badRequest(response, "Payment Link is already cancelled");
    link.status = "cancelled";
    link.cancelled_at = now();
    link.updated_at = now();
    send(response, 200, link);
  }

  /** The hosted page's Pay button: a captured payment on the link's order, its webhooks, and where to go back. */
  async function payLink(linkId: string): Promise<{ paymentId: string; redirect: string | null } | string> {
    const link = links.get(linkId);
    if (!link) return "The id provided does not exist";
    if (link.status !== "created") return `This payment link is ${link.status}`;
    const paymentId = id("pay");
    payments.set(paymentId, { orderId: link.order_id, amount: link.amount });
    const order = orders.get(link.order_id)!;
    order.status = "paid";
    order.amount_paid = link.amount;
    link.status = "paid";
    link.amount_paid = link.amount;
    link.updated_at = now();
    link.payments = [{ payment_id: paymentId, amount: link.amount, status: "captured", method: "upi" }];
    const payment = {
      id: paymentId,
      entity: "payment",
      amount: link.amount,
      currency: "INR",
      status: "captured",
      order_id: link.order_id,
      method: "upi",
      captured: true,
      notes: link.notes,
    };
    await sendWebhook("payment.captured", { payment: { entity: payment } });
    await sendWebhook("order.paid", { order: { entity: order }, payment: { entity: payment } });
    await sendWebhook("payment_link.paid", {
      payment_link: { entity: link },
      payment: { entity: payment },
      order: { entity: order },
    });
    if (!link.callback_url) return { paymentId, redirect: null };
    const signature = hmacHex(options.keySecret, `${link.id}|${link.reference_id}|${link.status}|${paymentId}`);
    const back = new URL(link.callback_url);
    back.searchParams.set("razorpay_payment_id", paymentId);
    back.searchParams.set("razorpay_payment_link_id", link.id);
    back.searchParams.set("razorpay_payment_link_reference_id", link.reference_id);
    back.searchParams.set("razorpay_payment_link_status", link.status);
    back.searchParams.set("razorpay_signature", signature);
    return { paymentId, redirect: back.toString() };
  }

  function hostedPage(response: ServerResponse, linkId: string) {
    const link = links.get(linkId);
    if (!link) return send(response, 404, "No such payment link", "text/plain");
    const rupees = formatINR(link.amount);
    const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const body =
      link.status === "created"
        ? `<form method="post" action="/_links/${link.id}/pay"><button type="submit">Pay ${rupees}</button></form>`
        : `<p>This payment link is ${link.status}.</p>`;
    send(
      response,
      200,
      `<!doctype html><html><head><meta charset="utf-8"><title>Razorpay payment link (local)</title></head><body style="font-family:sans-serif">` +
        `<h1>${escape(link.description || "Payment")}</h1><p>Amount: <b>${rupees}</b></p><p>Test mode (local)</p>${body}</body></html>`,
      "text/html",
    );
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const { pathname } = new URL(request.url ?? "/", "http://fake");
    if (request.method === "OPTIONS") return send(response, 204, "");
    if (request.method === "GET" && pathname === "/checkout.js")
      return send(response, 200, CHECKOUT_SCRIPT, "text/javascript");
    if (request.method === "POST" && pathname === "/_checkout/attempt") return checkoutAttempt(request, response);
    const pageMatch = pathname.match(/^\/i\/([\w]+)$/);
    if (request.method === "GET" && pageMatch) return hostedPage(response, pageMatch[1]);
    const payMatch = pathname.match(/^\/_links\/([\w]+)\/pay$/);
    if (request.method === "POST" && payMatch) {
      const paid = await payLink(payMatch[1]);
      if (typeof paid === "string") return badRequest(response, paid);
      if (!paid.redirect) return send(response, 200, `<p>Paid: ${paid.paymentId}</p>`, "text/html");
      response.writeHead(303, { Location: paid.redirect });
      return response.end();
    }
    if (!authorised(request))
      return send(response, 401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    if (request.method === "POST" && pathname === "/v1/orders") return createOrder(request, response);
    const orderMatch = pathname.match(/^\/v1\/orders\/([\w]+)$/);
    if (request.method === "GET" && orderMatch) {
      const order = orders.get(orderMatch[1]);
      return order ? send(response, 200, order) : badRequest(response, "The id provided does not exist");
    }
    if (request.method === "POST" && pathname === "/v1/payment_links") return createLink(request, response);
    if (request.method === "GET" && pathname === "/v1/payment_links") {
      const reference = new URL(request.url ?? "/", "http://fake").searchParams.get("reference_id");
      const items = [...links.values()].filter((link) => !reference || link.reference_id === reference);
      return send(response, 200, { payment_links: items });
    }
    const linkMatch = pathname.match(/^\/v1\/payment_links\/([\w]+)$/);
    if (request.method === "GET" && linkMatch) {
      const link = links.get(linkMatch[1]);
      return link ? send(response, 200, link) : badRequest(response, "The id provided does not exist");
    }
    const cancelMatch = pathname.match(/^\/v1\/payment_links\/([\w]+)\/cancel$/);
    if (request.method === "POST" && cancelMatch) return cancelLink(response, cancelMatch[1]);
    const refundMatch = pathname.match(/^\/v1\/payments\/([\w]+)\/refund$/);
    if (request.method === "POST" && refundMatch) return refund(request, response, refundMatch[1]);
    const refundsMatch = pathname.match(/^\/v1\/payments\/([\w]+)\/refunds$/);
    if (request.method === "GET" && refundsMatch) return listRefunds(response, refundsMatch[1]);
    send(response, 404, {
      error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." },
    });
  }

  const server: Server = createServer(
    logged("razorpay", (request, response) => {
      route(request, response).catch((error) =>
        badRequest(response, error instanceof Error ? error.message : "Bad request"),
      );
    }),
  );
  await new Promise<void>((resolve) => server.listen(options.port, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    links,
    payLink: async (linkId) => {
      const paid = await payLink(linkId);
      if (typeof paid === "string") throw new Error(paid);
      return paid;
    },
    url: `http://127.0.0.1:${port}`,
    orders,
    refunds,
    webhooks,
    failNextRefund: () => {
      failNext = true;
    },
    refuseRefunds: (
      paymentId,
      description = "Refund is not supported by the bank because the payment is more than 6 months old",
    ) => {
      refused.set(paymentId, description);
    },
    refundable: (paymentId) => {
      refused.delete(paymentId);
    },
    addCapturedPayment: (paymentId, amount, orderId = id("order")) => {
      payments.set(paymentId, { orderId, amount });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** window.Razorpay for the browser: the options and callbacks of Razorpay's Checkout.js. */
const CHECKOUT_SCRIPT = String.raw`(function () {
  var base = new URL(document.currentScript.src).origin;
  function Razorpay(options) { this.options = options; this.handlers = {}; }
  Razorpay.prototype.on = function (event, callback) { this.handlers[event] = callback; };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    var overlay = document.createElement("div");
    overlay.setAttribute("role", "dialog");
    overlay.setAttribute("aria-label", "Razorpay Checkout");
    overlay.style.cssText = "position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:2147483647;font-family:sans-serif";
    var rupees = (o.amount / 100).toLocaleString("en-IN", { style: "currency", currency: o.currency || "INR" });
    overlay.innerHTML = '<div style="background:#fff;border-radius:12px;width:340px;overflow:hidden;box-shadow:0 10px 40px rgba(0,0,0,.3)">' +
      '<div style="background:' + ((o.theme && o.theme.color) || "#528FF0") + ';color:#fff;padding:16px"><strong></strong><div style="font-size:13px;opacity:.9">Test mode (local)</div></div>' +
      '<div style="padding:16px"><p style="margin:0 0 12px">Amount: <b class="rzp-amount"></b></p>' +
      '<button type="button" data-outcome="success" style="width:100%;padding:10px;margin-bottom:8px;background:#2e7d32;color:#fff;border:0;border-radius:6px">Pay ' + rupees + '</button>' +
      '<button type="button" data-outcome="failure" style="width:100%;padding:10px;margin-bottom:8px;background:#c62828;color:#fff;border:0;border-radius:6px">Fail payment</button>' +
      '<button type="button" data-outcome="dismiss" style="width:100%;padding:10px;background:#eee;border:0;border-radius:6px">Cancel</button></div></div>';
    overlay.querySelector("strong").textContent = o.name || "Razorpay";
    overlay.querySelector(".rzp-amount").textContent = rupees;
    document.body.appendChild(overlay);
    overlay.addEventListener("click", function (event) {
      var outcome = event.target && event.target.getAttribute && event.target.getAttribute("data-outcome");
      if (!outcome) return;
      overlay.remove();
      if (outcome === "dismiss") { if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); return; }
      fetch(base + "/_checkout/attempt", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ order_id: o.order_id, outcome: outcome }) })
        .then(function (r) { return r.json(); })
        .then(function (result) {
          if (result.error) { if (self.handlers["payment.failed"]) self.handlers["payment.failed"]({ error: result.error }); }
          else if (o.handler) o.handler(result);
        });
    });
  };
  window.Razorpay = Razorpay;
})();`;

/** The fake on RAZORPAY_FAKE_PORT (default 4010), posting webhooks to RAZORPAY_FAKE_WEBHOOK_URL or APP_URL's webhook route. */
export function fakeRazorpayFromEnv(): Promise<FakeRazorpay> {
  const port = Number(process.env.RAZORPAY_FAKE_PORT ?? LOCAL_RAZORPAY.port);
  const appUrl = process.env.APP_URL ?? "http://localhost:3000";
  return startFakeRazorpay({
    port,
    keyId: process.env.RAZORPAY_KEY_ID ?? LOCAL_RAZORPAY.keyId,
    keySecret: process.env.RAZORPAY_KEY_SECRET ?? LOCAL_RAZORPAY.keySecret,
    webhookSecret: process.env.RAZORPAY_WEBHOOK_SECRET ?? LOCAL_RAZORPAY.webhookSecret,
    webhookUrl: process.env.RAZORPAY_FAKE_WEBHOOK_URL ?? `${appUrl}/api/razorpay/webhook/`,
  });
}

if (require.main === module) {
  fakeRazorpayFromEnv().then((fake) => log.info({ fake: "razorpay", url: fake.url }, "fake Razorpay listening"));
}
