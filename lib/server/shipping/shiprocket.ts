import "server-only";
import { decodeJwt } from "jose";
import { z } from "zod";
import { parcelBox } from "@/lib/domain/parcel";
import type { DeliveryCheck } from "@/lib/domain/delivery";
import { paiseToRupees, rupeesToPaise } from "@/lib/domain/money";
import { isWithCourier, shipmentStatusOf } from "@/lib/domain/shipment-status";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import {
  CarrierError,
  ParcelWithCourier,
  PICKUP_LOCATION_ID,
  type Booking,
  type BookedShipment,
  type Carrier,
} from "./carrier";
import type { ShipmentDocumentLine } from "./documents-pdf";
import { shiprocketNdr } from "./ndr";
import { AssignedAwb, bookShiprocketReturn } from "./reverse-pickup";

/**
 * Shiprocket behind the Carrier port (facts: ../shared/facts/shiprocket.md). Its bearer token is
 * kept in PostgreSQL, shared by every app server, renewed a day before its 10 days run out and
 * after a 401 (once). Shiprocket has no idempotency key: a booking first looks our order number up
 * and, after a timeout, looks again before retrying, so one order is never created twice there.
 */
export type ShiprocketConfig = { apiUrl: string; email: string; password: string; timeoutMs?: number };

const TOKEN_ROW = "shiprocket";
const RENEW_BEFORE_MS = 24 * 3600_000;
const TOKEN_LIFETIME_MS = 10 * 24 * 3600_000;
const DEFAULT_TIMEOUT_MS = 15_000;
const PICKUP_CACHE_MS = 5 * 60_000;

/** The request may or may not have been done (network error or timeout). */
class NoAnswer extends Error {}

const Login = z.object({ token: z.string().min(1) });
const PickupLocations = z.object({
  data: z.object({
    shipping_address: z.array(
      z.object({ id: z.coerce.string(), pickup_location: z.string(), pin_code: z.coerce.string() }),
    ),
  }),
});
const Courier = z.object({
  courier_company_id: z.number(),
  courier_name: z.string(),
  rate: z.coerce.number(),
  cod: z.coerce.number(),
  estimated_delivery_days: z.coerce.number().nullish(),
  etd: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
});
const Serviceability = z.object({
  data: z.object({
    available_courier_companies: z.array(Courier),
    recommended_courier_company_id: z.number().nullish(),
  }),
});
const CreatedOrder = z.object({ order_id: z.coerce.string(), shipment_id: z.coerce.string() });
const OrderList = z.object({
  data: z.array(
    z.object({
      id: z.coerce.string(),
      channel_order_id: z.coerce.string(),
      status: z.string(),
      shipments: z.array(
        z.object({ id: z.coerce.string(), awb: z.coerce.string().nullish(), courier: z.string().nullish() }),
      ),
    }),
  ),
});
const Pickup = z.object({ pickup_status: z.number() });
const Label = z.object({
  label_created: z.number(),
  label_url: z.string().nullish(),
  not_created: z.array(z.coerce.string()).nullish(),
});
const Manifest = z.object({ manifest_url: z.string().min(1) });
/** 200 with a message, or 204 with no body. */
const Cancelled = z.object({ message: z.string() }).nullable();
const TrackingAnswer = z.object({
  tracking_data: z.object({
    shipment_track: z
      .array(z.object({ courier_name: z.string().nullish(), current_status: z.string().nullish() }))
      .nullish(),
    shipment_track_activities: z
      .array(
        z.object({
          date: z.string(),
          activity: z.string(),
          location: z.string(),
          "sr-status-label": z.string().nullish(),
          status: z.string(),
        }),
      )
      .nullish(),
  }),
});
const ErrorAnswer = z
  .object({
    message: z.string().optional(),
    errors: z.record(z.string(), z.union([z.array(z.string()), z.string()])).optional(),
  })
  .passthrough();

type RemoteOrder = { orderId: string; shipmentId: string; awb: string | null; courierName: string };
type Answer = { status: number; body: unknown };

/** Shiprocket's answer to a refused request, as one message the admin can act on. */
function refusal(path: string, answer: Answer): CarrierError {
  const parsed = ErrorAnswer.safeParse(answer.body);
  const message = parsed.success ? parsed.data.message : undefined;
  if (answer.status === 422) {
    const fields = Object.entries(parsed.success ? (parsed.data.errors ?? {}) : {}).map(
      ([field, problems]) => `${field}: ${[problems].flat().join(" ")}`,
    );
    return new CarrierError(
      `Shiprocket refused the request: ${fields.length ? fields.join("; ") : (message ?? "invalid data")}. Nothing was changed.`,
    );
  }
  if (answer.status === 429)
    return new CarrierError("Shiprocket is limiting requests right now. Nothing was changed; try again in a minute.");
  if (answer.status >= 500)
    return new CarrierError(
      `Shiprocket is not available (HTTP ${answer.status}). Nothing was changed; try again later.`,
    );
  if (answer.status === 401)
    return new CarrierError("Shiprocket refused the API user's token. Check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD.");
  return new CarrierError(`Shiprocket refused ${path}: ${message ?? `HTTP ${answer.status}`}. Nothing was changed.`);
}

function tokenExpiry(token: string): Date {
  try {
    const { exp } = decodeJwt(token);
    if (exp) return new Date(exp * 1000);
  } catch {
    // not a JWT: assume Shiprocket's documented lifetime
  }
  return new Date(Date.now() + TOKEN_LIFETIME_MS);
}

let pickupCache: {
  apiUrl: string;
  at: number;
  locations: z.infer<typeof PickupLocations>["data"]["shipping_address"];
} | null = null;

export function shiprocketCarrier(config: ShiprocketConfig): Carrier {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function send(method: "GET" | "POST", path: string, body: unknown, token: string | null): Promise<Answer> {
    try {
      const response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    } catch {
      throw new NoAnswer(path);
    }
  }

  async function login(): Promise<string> {
    const answer = await send("POST", "/auth/login", { email: config.email, password: config.password }, null);
    const parsed = Login.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) {
      if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
        throw new CarrierError(
          "Shiprocket refused the API user's email and password (SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD).",
        );
      }
      throw refusal("/auth/login", answer);
    }
    return parsed.data.token;
  }

  /** One app server logs in at a time (an advisory lock); the others take the token it stored. */
  async function renewToken(rejected: string | null): Promise<string> {
    return db.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('carrier-token:shiprocket'))::text`;
        const row = await tx.carrierToken.findUnique({ where: { carrier: TOKEN_ROW } });
        if (row && row.token !== rejected && row.expiresAt.getTime() - Date.now() > RENEW_BEFORE_MS) return row.token;
        const token = await login();
        const data = { token, expiresAt: tokenExpiry(token) };
        await tx.carrierToken.upsert({
          where: { carrier: TOKEN_ROW },
          create: { carrier: TOKEN_ROW, ...data },
          update: data,
        });
        return token;
      },
      { timeout: timeoutMs * 2 },
    );
  }

  async function currentToken(): Promise<string> {
    const row = await db.carrierToken.findUnique({ where: { carrier: TOKEN_ROW } });
    if (row && row.expiresAt.getTime() - Date.now() > RENEW_BEFORE_MS) return row.token;
    return renewToken(row?.token ?? null);
  }

  /** An authenticated call: a 401 renews the token and tries once more; `allow` lists statuses answered rather than refused. */
  async function call<T extends z.ZodType>(
    method: "GET" | "POST",
    path: string,
    schema: T,
    body?: unknown,
    allow: number[] = [],
  ): Promise<z.infer<T> | null> {
    let token = await currentToken();
    let answer = await send(method, path, body, token);
    if (answer.status === 401) {
      token = await renewToken(token);
      answer = await send(method, path, body, token);
    }
    if (allow.includes(answer.status)) return null;
    if (answer.status < 200 || answer.status >= 300) throw refusal(path, answer);
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success)
      throw new CarrierError(`Shiprocket answered ${path} in a form the shop does not know. Nothing was changed.`);
    return parsed.data;
  }
  const must = async <T>(result: Promise<T | null>): Promise<T> => (await result)!;

  async function pickupLocation(id: string) {
    if (!pickupCache || pickupCache.apiUrl !== config.apiUrl || Date.now() - pickupCache.at > PICKUP_CACHE_MS) {
      const answer = await must(call("GET", "/settings/company/pickup", PickupLocations));
      pickupCache = { apiUrl: config.apiUrl, at: Date.now(), locations: answer.data.shipping_address };
    }
    const location = pickupCache.locations.find((candidate) => candidate.id === id);
    if (!location)
      throw new CarrierError(`Pickup location ${id} is not set up in Shiprocket (Settings > Pickup Addresses).`);
    return location;
  }

  /** Every courier that serves the pincode (asked as prepaid, so the list shows which also collect cash). */
  async function couriers(pincode: string, weightKg: number) {
    const pickup = await pickupLocation(PICKUP_LOCATION_ID);
    const query = new URLSearchParams({
      pickup_postcode: pickup.pin_code,
      delivery_postcode: pincode,
      weight: String(weightKg),
      cod: "0",
    });
    const answer = await call("GET", `/courier/serviceability?${query}`, Serviceability, undefined, [404]);
    return answer?.data ?? null;
  }

  async function findOrder(reference: string): Promise<RemoteOrder | null> {
    const answer = await must(call("GET", `/orders?${new URLSearchParams({ search: reference })}`, OrderList));
    const order = answer.data.find(
      (candidate) => candidate.channel_order_id === reference && candidate.status !== "CANCELED",
    );
    const shipment = order?.shipments[0];
    return order && shipment
      ? { orderId: order.id, shipmentId: shipment.id, awb: shipment.awb || null, courierName: shipment.courier ?? "" }
      : null;
  }

  async function createOrder(booking: Booking, pickupNickname: string): Promise<RemoteOrder> {
    const { recipient } = booking;
    // Shiprocket collects sub_total + shipping_charges - total_discount on a COD order; a prepaid
    // order's balance collected on delivery is booked as COD with what was paid online counted as
    // discount, so the courier collects exactly the balance.
    const balance = booking.paymentMethod === "prepaid" ? (booking.balanceOnDelivery ?? 0) : 0;
    const paidOnline = balance > 0 ? booking.subtotal + booking.shippingCost - booking.discount - balance : 0;
    const body = {
      order_id: booking.reference,
      order_date: booking.orderDate.toISOString().slice(0, 16).replace("T", " "),
      pickup_location: pickupNickname,
      billing_customer_name: recipient.name,
      billing_last_name: "",
      billing_address: recipient.address,
      billing_address_2: recipient.apartment ?? "",
      billing_city: recipient.city,
      billing_pincode: recipient.pincode,
      billing_state: recipient.state,
      billing_country: recipient.country,
      billing_email: recipient.email,
      billing_phone: recipient.phone.replace(/^\+91/, ""),
      shipping_is_billing: true,
      order_items: booking.items.map((item) => ({
        name: item.name,
        sku: item.sku,
        units: item.units,
        selling_price: paiseToRupees(item.unitPrice),
        ...(item.hsn ? { hsn: item.hsn } : {}),
      })),
      payment_method: booking.paymentMethod === "cod" || balance > 0 ? "COD" : "Prepaid",
      shipping_charges: paiseToRupees(booking.shippingCost),
      total_discount: paiseToRupees(booking.discount + paidOnline),
      sub_total: paiseToRupees(booking.subtotal),
      invoice_number: booking.invoiceNumber,
      ...parcelBox(booking.items),
      weight: Math.max(0.1, booking.weightGrams / 1000),
    };
    const created = await must(call("POST", "/orders/create/adhoc", CreatedOrder, body));
    return { orderId: created.order_id, shipmentId: created.shipment_id, awb: null, courierName: "" };
  }

  /** Our order at Shiprocket: found by our reference, or created; after no answer, looked up again before one more try. */
  async function orderFor(booking: Booking, pickupNickname: string): Promise<RemoteOrder> {
    const existing = await findOrder(booking.reference);
    if (existing) return existing;
    try {
      return await createOrder(booking, pickupNickname);
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      return (await findOrder(booking.reference)) ?? (await createOrder(booking, pickupNickname));
    }
  }

  async function assignAwb(order: RemoteOrder, reference: string): Promise<{ awb: string; courierName: string }> {
    if (order.awb) return { awb: order.awb, courierName: order.courierName };
    let answer: z.infer<typeof AssignedAwb>;
    try {
      answer = await must(call("POST", "/courier/assign/awb", AssignedAwb, { shipment_id: Number(order.shipmentId) }));
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      const again = await findOrder(reference);
      if (again?.awb) return { awb: again.awb, courierName: again.courierName };
      answer = await must(call("POST", "/courier/assign/awb", AssignedAwb, { shipment_id: Number(order.shipmentId) }));
    }
    const { awb_code: awb, courier_name: courierName, awb_assign_error: problem } = answer.response.data;
    if (answer.awb_assign_status !== 1 || !awb)
      throw new CarrierError(
        `Shiprocket could not assign an AWB: ${problem ?? "no courier accepted the shipment"}. Nothing was changed.`,
      );
    return { awb, courierName: courierName ?? "" };
  }

  async function label(shipment: { carrierShipmentId: string | null }): Promise<string | null> {
    if (!shipment.carrierShipmentId) return null;
    const answer = await must(
      call("POST", "/courier/generate/label", Label, { shipment_id: [Number(shipment.carrierShipmentId)] }),
    );
    return answer.label_created === 1 && answer.label_url ? answer.label_url : null;
  }

  /** A PDF Shiprocket made (a label or a manifest), fetched from the address it answered. */
  async function download(url: string, what: string): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new NoAnswer(url);
    }
    const pdf = Buffer.from(await response.arrayBuffer());
    if (!response.ok || pdf.subarray(0, 5).toString("latin1") !== "%PDF-")
      throw new CarrierError(`Shiprocket's ${what} could not be downloaded (HTTP ${response.status}).`);
    return pdf;
  }

  /** Shiprocket's ids of the shipments; one booked elsewhere has none. */
  function shipmentIds(shipments: ShipmentDocumentLine[]): number[] {
    const missing = shipments.filter((shipment) => !shipment.carrierShipmentId).map((shipment) => shipment.orderNumber);
    if (missing.length)
      throw new AppError(422, "not_booked_with_carrier", `Not booked through Shiprocket: ${missing.join(", ")}.`);
    return shipments.map((shipment) => Number(shipment.carrierShipmentId));
  }

  /** One PDF with the labels of every shipment; a shipment Shiprocket cannot label is named and nothing is downloaded. */
  async function labels(shipments: ShipmentDocumentLine[]): Promise<Buffer> {
    const answer = await must(call("POST", "/courier/generate/label", Label, { shipment_id: shipmentIds(shipments) }));
    const refused = shipments
      .filter((shipment) => answer.not_created?.includes(String(shipment.carrierShipmentId)))
      .map((shipment) => shipment.orderNumber);
    if (answer.label_created !== 1 || !answer.label_url || refused.length) {
      throw new CarrierError(
        `Shiprocket could not make the labels${refused.length ? ` of ${refused.join(", ")}` : ""}. Nothing was downloaded.`,
      );
    }
    return download(answer.label_url, "labels");
  }

  /**
   * The batch's manifest: `/manifests/generate` makes it once; for shipments already manifested
   * Shiprocket refuses (400) and `/manifests/print` with its order ids gives the same manifest again.
   */
  async function manifest(shipments: ShipmentDocumentLine[]): Promise<Buffer> {
    const made = await call("POST", "/manifests/generate", Manifest, { shipment_id: shipmentIds(shipments) }, [400]);
    const printed =
      made ??
      (await must(
        call("POST", "/manifests/print", Manifest, {
          order_ids: shipments.map((shipment) => Number(shipment.carrierOrderId)),
        }),
      ));
    return download(printed.manifest_url, "manifest");
  }

  /** A call that got no answer is a clear error too: the shop records nothing, and a retry looks up first. */
  async function answered<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof NoAnswer)
        throw new CarrierError(
          "Shiprocket did not answer in time. Nothing was changed in the shop; try again (the order is never booked twice).",
        );
      throw error;
    }
  }

  /**
   * Cancels the shipment by its AWB, which Shiprocket allows only before pickup. Its refusal does not
   * say why in a documented form: the tracking tells whether the courier has the parcel.
   */
  async function cancelShipment(awb: string): Promise<void> {
    try {
      await call("POST", "/orders/cancel/shipment/awbs", Cancelled, { awbs: [awb] });
    } catch (error) {
      if (error instanceof CarrierError && (await withCourier(awb).catch(() => false))) throw new ParcelWithCourier();
      throw error;
    }
  }

  async function withCourier(awb: string): Promise<boolean> {
    const answer = await must(call("GET", `/courier/track/awb/${encodeURIComponent(awb)}`, TrackingAnswer));
    const status = shipmentStatusOf(answer.tracking_data.shipment_track?.[0]?.current_status ?? "");
    return status !== null && isWithCourier(status);
  }

  async function checkPincode(pincode: string, weightKg: number): Promise<DeliveryCheck> {
    const found = await couriers(pincode, weightKg);
    const list = found?.available_courier_companies ?? [];
    const best =
      list.find((courier) => courier.courier_company_id === found?.recommended_courier_company_id) ?? list[0];
    return {
      pincode,
      serviceable: Boolean(best),
      cod_allowed: list.some((courier) => courier.cod === 1),
      delivery_days: best?.estimated_delivery_days ?? null,
      estimated_delivery: best?.etd ?? null,
      city: best?.city ?? null,
      state: best?.state ?? null,
    };
  }

  return {
    name: "shiprocket",
    needsHandover: false,
    checkPincode: (pincode, parcel) => answered(() => checkPincode(pincode, parcel?.weightKg ?? 0.5)),
    rates: (pincode, weightKg) =>
      answered(async () => {
        const list = (await couriers(pincode, weightKg))?.available_courier_companies ?? [];
        if (list.length === 0)
          throw new AppError(422, "unserviceable_pincode", `No courier delivers to pincode ${pincode}.`);
        const cheapest = list.reduce((best, courier) => (courier.rate < best.rate ? courier : best));
        return {
          pincode,
          weight: weightKg,
          amount: rupeesToPaise(cheapest.rate),
          delivery_days: cheapest.estimated_delivery_days ?? 0,
        };
      }),
    book: (booking) =>
      answered(async (): Promise<BookedShipment> => {
        const pickup = await pickupLocation(booking.pickupLocationId);
        const order = await orderFor(booking, pickup.pickup_location);
        const { awb, courierName } = await assignAwb(order, booking.reference);
        const pickupAnswer = await must(
          call("POST", "/courier/generate/pickup", Pickup, { shipment_id: [Number(order.shipmentId)] }),
        );
        if (pickupAnswer.pickup_status !== 1)
          throw new CarrierError("Shiprocket did not schedule the pickup. Nothing was changed; try again.");
        const labelUrl = await label({ carrierShipmentId: order.shipmentId });
        return {
          trackingNumber: awb,
          courierName,
          carrierOrderId: order.orderId,
          carrierShipmentId: order.shipmentId,
          labelUrl,
        };
      }),
    label: (shipment) => answered(() => label(shipment)),
    labels: (shipments) => answered(() => labels(shipments)),
    manifest: (shipments) => answered(() => manifest(shipments)),
    cancel: (shipment) => answered(() => cancelShipment(shipment.trackingNumber)),
    bookReturn: (pickup) => answered(() => bookShiprocketReturn(call, pickup)),
    track: (trackingNumber) =>
      answered(async () => {
        const answer = await must(
          call("GET", `/courier/track/awb/${encodeURIComponent(trackingNumber)}`, TrackingAnswer),
        );
        const current = answer.tracking_data.shipment_track?.[0];
        if (!current) return null;
        return {
          tracking_number: trackingNumber,
          carrier: "shiprocket",
          courier_name: current.courier_name ?? "",
          status: current.current_status ?? "",
          events: (answer.tracking_data.shipment_track_activities ?? []).map((scan) => ({
            status: scan["sr-status-label"] ?? scan.status,
            location: scan.location,
            description: scan.activity,
            occurred_at: scan.date,
          })),
        };
      }),
    ndr: shiprocketNdr((method, path, schema, body, allow) => answered(() => call(method, path, schema, body, allow))),
  };
}
