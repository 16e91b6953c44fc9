import "server-only";
import Razorpay from "razorpay";
import { env, type Env } from "@/lib/env";
import type { Paise } from "@/lib/domain/money";
import { AppError } from "@/lib/server/errors";

/** The gateway could not be reached or refused a call: a 502 with its reason, and nothing changed here. */
export class GatewayError extends AppError {
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(502, "payment_gateway_error", message);
    this.name = "GatewayError";
  }
}

export type GatewayOrder = { id: string; amount: Paise; currency: string; receipt: string | null };
/** Razorpay's refund entity, the parts this shop reads: `status` is pending, processed or failed. */
export type GatewayRefund = { id: string; amount: Paise; status: string; receipt: string | null; paymentId: string };
/** "normal" (5-7 working days) or "optimum" (instant where the bank allows, normal otherwise). */
export type RefundSpeed = "normal" | "optimum";

/** Razorpay's payment link entity, the parts this shop reads: `status` is created, partially_paid, paid, cancelled or expired. */
export type GatewayPaymentLink = {
  id: string;
  shortUrl: string;
  amount: Paise;
  amountPaid: Paise;
  status: string;
  referenceId: string;
  /** The link's own Razorpay order, once Razorpay made it. */
  orderId?: string | null;
  /** The link's payments (Razorpay lists them on a fetched link once paid). */
  payments?: { id: string; amount: Paise; status: string; method: string | null }[];
};

export type PaymentLinkInput = {
  amount: Paise;
  /** Ours, unique at Razorpay (a second link with it is refused), at most 40 characters. */
  referenceId: string;
  /** At most 2048 characters. */
  description: string;
  customer: { name: string; email?: string; contact?: string };
  /** Where the shopper lands after paying (GET, with the payment's ids and signature as query parameters). */
  callbackUrl: string;
  notes: Record<string, string>;
  /** Unix seconds; Razorpay wants at least 15 minutes from now. */
  expireBy?: number;
};

export type PaymentGateway = {
  keyId: string;
  createOrder(input: { amount: Paise; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /**
   * `POST /v1/payments/{id}/refund`: `amount` in paise (part of the payment, or all of what it has
   * left); `receipt` (at most 40 characters) names our refund row and comes back in its webhooks.
   * The idempotency key makes a retried call answer the first refund instead of refunding twice.
   */
  refund(input: {
    paymentId: string;
    amount: Paise;
    idempotencyKey: string;
    notes: Record<string, string>;
    receipt?: string;
    speed?: RefundSpeed;
  }): Promise<GatewayRefund>;
  /**
   * `POST /v1/payment_links` (a standard link, whole amount only: `accept_partial` false; Razorpay
   * sends no SMS or e-mail of its own: the shop's e-mail carries it). Paid: the `payment_link.paid` webhook.
   */
  createPaymentLink(input: PaymentLinkInput): Promise<GatewayPaymentLink>;
  /** `POST /v1/payment_links/{id}/cancel`: a link no longer wanted (a paid one cannot be cancelled). */
  cancelPaymentLink(id: string): Promise<GatewayPaymentLink>;
  /** `GET /v1/payment_links?reference_id=`: the link made under our reference, or null (a create whose reply was lost). */
  findPaymentLink(referenceId: string): Promise<GatewayPaymentLink | null>;
};

type LinkEntity = {
  id: string;
  short_url: string;
  amount: number;
  amount_paid: number;
  status: string;
  reference_id: string;
  order_id?: string | null;
  payments?: { payment_id: string; amount: number; status: string; method?: string | null }[] | null;
};

const linkOf = (link: LinkEntity): GatewayPaymentLink => ({
  id: link.id,
  shortUrl: link.short_url,
  amount: Number(link.amount),
  amountPaid: Number(link.amount_paid ?? 0),
  status: link.status,
  referenceId: link.reference_id,
  orderId: link.order_id ?? null,
  payments: (link.payments ?? []).map((payment) => ({
    id: payment.payment_id,
    amount: Number(payment.amount),
    status: payment.status,
    method: payment.method ?? null,
  })),
});

/** A refusal by the API (its status and description) or an unreachable gateway, from the SDK's HTTP client. */
function httpError(error: unknown, fallback: string): GatewayError {
  const response = (error as { response?: { status: number; data?: { error?: { description?: string } } } }).response;
  if (response) return new GatewayError(response.data?.error?.description ?? fallback, response.status);
  return gatewayError(error);
}

type SdkError = { statusCode?: number; error?: { description?: string } };

/** The SDK rejects with a plain object, or with a TypeError when the network fails (DESIGN.md). */
function gatewayError(error: unknown): GatewayError {
  const sdk = error as SdkError;
  if (sdk && typeof sdk === "object" && "statusCode" in sdk) {
    return new GatewayError(sdk.error?.description ?? "The payment gateway refused the request", sdk.statusCode);
  }
  return new GatewayError("The payment gateway could not be reached");
}

type GatewayConfig = Pick<Env, "RAZORPAY_KEY_ID" | "RAZORPAY_KEY_SECRET" | "RAZORPAY_API_URL">;

function client({ RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_API_URL }: GatewayConfig): Razorpay {
  const sdk = new Razorpay({ key_id: RAZORPAY_KEY_ID, key_secret: RAZORPAY_KEY_SECRET });
  // The SDK hard-codes Razorpay's host; development and tests point it at the local fake.
  if (RAZORPAY_API_URL)
    (sdk as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = RAZORPAY_API_URL;
  return sdk;
}

export function razorpayGateway(config: GatewayConfig = env()): PaymentGateway {
  const sdk = client(config);
  const http = (
    sdk as unknown as {
      api: { rq: { post: (url: string, body: unknown, config: unknown) => Promise<{ data: unknown }> } };
    }
  ).api.rq;
  return {
    keyId: config.RAZORPAY_KEY_ID,
    async createOrder({ amount, receipt, notes }) {
      try {
        const order = await sdk.orders.create({ amount, currency: "INR", receipt, notes });
        return { id: order.id, amount: Number(order.amount), currency: order.currency, receipt: order.receipt ?? null };
      } catch (error) {
        throw gatewayError(error);
      }
    },
    async refund({ paymentId, amount, idempotencyKey, notes, receipt, speed = "normal" }) {
      try {
        // Sent through the SDK's own HTTP client, which drops custom headers from its helpers:
        // the idempotency header makes a retried refund return the first one instead of paying twice.
        const { data } = await http.post(
          `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
          { amount, speed, notes, ...(receipt ? { receipt } : {}) },
          { headers: { "X-Refund-Idempotency": idempotencyKey } },
        );
        const refund = data as {
          id: string;
          amount: number;
          status: string;
          receipt?: string | null;
          payment_id: string;
        };
        return {
          id: refund.id,
          amount: Number(refund.amount),
          status: refund.status,
          receipt: refund.receipt ?? null,
          paymentId: refund.payment_id,
        };
      } catch (error) {
        throw httpError(error, "The payment gateway refused the refund");
      }
    },
    async createPaymentLink({ amount, referenceId, description, customer, callbackUrl, notes, expireBy }) {
      try {
        const { data } = await http.post(
          "/v1/payment_links",
          {
            amount,
            currency: "INR",
            accept_partial: false,
            reference_id: referenceId,
            description,
            customer,
            notify: { sms: false, email: false },
            reminder_enable: false,
            notes,
            callback_url: callbackUrl,
            callback_method: "get",
            ...(expireBy ? { expire_by: expireBy } : {}),
          },
          {},
        );
        return linkOf(data as LinkEntity);
      } catch (error) {
        throw httpError(error, "The payment gateway refused the payment link");
      }
    },
    async findPaymentLink(referenceId) {
      try {
        const { data } = await (
          http as unknown as { get: (url: string, config: unknown) => Promise<{ data: unknown }> }
        ).get("/v1/payment_links", { params: { reference_id: referenceId } });
        const found = (data as { payment_links?: LinkEntity[] }).payment_links ?? [];
        const link = found.find((each) => each.reference_id === referenceId);
        return link ? linkOf(link) : null;
      } catch (error) {
        throw httpError(error, "The payment gateway refused to find the payment link");
      }
    },
    async cancelPaymentLink(id) {
      try {
        const { data } = await http.post(`/v1/payment_links/${encodeURIComponent(id)}/cancel`, {}, {});
        return linkOf(data as LinkEntity);
      } catch (error) {
        throw httpError(error, "The payment gateway refused to cancel the payment link");
      }
    },
  };
}
