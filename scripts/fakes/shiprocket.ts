/**
 * A local stand-in for Shiprocket, so development and tests ship orders with no network and no
 * account (DESIGN.md section 7). It answers on Shiprocket's paths (under /v1/external) with its
 * shapes and is never more forgiving than the real service:
 * - POST /auth/login gives a JWT that expires (10 days, shorter for tests); any other call without
 *   a valid one is a 401 {message};
 * - 422 {message, errors: {field: [..]}} for missing fields, 429 when hammered (no Retry-After);
 * - serviceability by pincode: `unserviceable` pincodes have no courier, `prepaidOnly` ones no COD;
 *   with `is_return=1` (and the `declared_value` it requires) the pincode asked is `pickup_postcode`;
 * - orders, AWB, pickup, labels (one PDF for several shipments, which it serves), manifests
 *   (`/manifests/generate` once per shipment, then `/manifests/print` by order ids; a PDF it serves),
 *   tracking, and the orders list searched by our reference; creating the same reference twice
 *   makes two orders, as Shiprocket does;
 * - cancelling, by AWB (`/orders/cancel/shipment/awbs`, `awbs[]`) or by its order ids (`/orders/cancel`,
 *   `ids[]`, answered 204 with no body), only before the courier has scanned the parcel: from the
 *   pickup scan on it is a 400 {message} (the parcel must be returned instead);
 * - tracking webhooks: POST /__fake/shipments/{awb}/advance moves a shipment one scan on (or to
 *   `{status}`) and POSTs the update to the app with the x-api-key token, following no redirect;
 * - GET /__fake/orders[?reference=] lists the orders booked with their lines (name, SKU, units), weight (kg),
 *   box (`box_cm`: length, breadth, height), payment method and the rupees the courier collects (`cod_amount`).
 * Tests can make the next calls fail (`failNext`): an HTTP error, or a timeout after the work is done.
 *
 *   tsx scripts/fakes/shiprocket.ts      (port from SHIPROCKET_FAKE_PORT, default 4020)
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { SignJWT } from "jose";
import PDFDocument from "pdfkit";
import { LOCAL_SHIPROCKET } from "../../lib/local-shiprocket";
import { logged, readJson, send } from "./http";
import { fakeNdr, type FakePath, type NdrActionRecord } from "./shiprocket-ndr";
import { fakeReturnOrders } from "./shiprocket-returns";
import { log } from "../../lib/log";

export type FakeShiprocketOptions = {
  port: number;
  email: string;
  password: string;
  /** Where tracking webhooks go (null sends none) and the x-api-key they carry. */
  webhookUrl: string | null;
  webhookToken: string;
  tokenLifetimeMs?: number;
  /** Requests per token per second before a 429. */
  rateLimitPerSecond?: number;
  unserviceable?: string[];
  prepaidOnly?: string[];
};

/** The scans a shipment goes through, with Shiprocket's status labels and ids. */
const SCAN_STEPS = [
  {
    label: "PICKED UP",
    id: 42,
    code: "X-PPOM",
    activity: "In Transit - Shipment picked up",
    location: "Bengaluru_Indiranagar (Karnataka)",
  },
  {
    label: "IN TRANSIT",
    id: 18,
    code: "X-DLL2F",
    activity: "In Transit - Bag added to trip",
    location: "Bengaluru_Hub (Karnataka)",
  },
  { label: "OUT FOR DELIVERY", id: 17, code: "X-DDD3FD", activity: "Out for delivery", location: "Destination_DC" },
  { label: "DELIVERED", id: 7, code: "EOD-38", activity: "Delivered to consignee", location: "Destination_DC" },
] as const;
const OTHER_STATUSES: Record<string, { id: number; code: string; activity: string }> = {
  UNDELIVERED: { id: 21, code: "EOD-74", activity: "Consignee unavailable" },
  "RTO INITIATED": { id: 9, code: "RT-101", activity: "Return to origin initiated" },
  "RTO DELIVERED": { id: 10, code: "RT-110", activity: "Returned to origin: delivered to the seller" },
};

type Scan = {
  date: string;
  status: string;
  activity: string;
  location: string;
  "sr-status": string;
  "sr-status-label": string;
};
export type FakeShipment = {
  orderId: number;
  shipmentId: number;
  reference: string;
  pickupLocation: string;
  pincode: string;
  paymentMethod: string;
  awb: string;
  courierName: string;
  status: string;
  statusId: number;
  scans: Scan[];
  cancelled: boolean;
  pickupRequested: boolean;
  /** The manifest it is on, once generated. */
  manifestId: number | null;
  createdAt: string;
  /** A return (reverse pickup) order: scripts/fakes/shiprocket-returns.ts. */
  isReturn?: boolean;
  /** What the booking asked for: each line's name, SKU and units, and the parcel's weight in kg and size in cm. */
  items?: { name: string; sku: string; units: number }[];
  weightKg?: number;
  boxCm?: { length: number; breadth: number; height: number };
  /** Rupees the courier collects: sub_total + shipping_charges - total_discount on a COD order, 0 on a prepaid one. */
  codAmount?: number;
};
type Failure = { status: number; body?: unknown } | "timeout-after-work";

export type FakeShiprocket = {
  url: string;
  shipments: Map<number, FakeShipment>;
  logins: number;
  requests: { method: string; path: string }[];
  webhooks: { awb: string; status: number }[];
  /** The next calls to `path` (e.g. "/orders/create/adhoc") fail this way, in turn. */
  failNext(path: string, ...failures: Failure[]): void;
  /** Makes every token issued so far invalid (as a logout or a password change would). */
  revokeTokens(): void;
  /** `activity` replaces the scan's wording (an undelivered scan's reason). */
  advance(awb: string, status?: string, activity?: string): Promise<FakeShipment>;
  /** Plays a whole NDR/RTO path (scripts/fakes/shiprocket-ndr.ts), each scan sent as the webhook. */
  play(awb: string, path: FakePath): Promise<string[]>;
  /** The NDR actions taken (`POST /ndr/{awb}/action`). */
  ndrActions: NdrActionRecord[];
  close(): Promise<void>;
};

const PICKUP_LOCATIONS = [
  {
    id: 1,
    pickup_location: "Primary",
    address: "2nd Floor, 14 Vedanta Enclave, 80 Feet Road, Indiranagar",
    city: "Bengaluru",
    state: "Karnataka",
    country: "India",
    pin_code: "560038",
    phone: "8045671234",
  },
];
const COURIERS = [
  { courier_company_id: 43, courier_name: "Delhivery Surface", rate: 62, days: 4, cod: 1 },
  { courier_company_id: 142, courier_name: "Amazon Surface", rate: 71.5, days: 3, cod: 1 },
  { courier_company_id: 225, courier_name: "India Post-Business Parcel Surface Prepaid", rate: 54, days: 8, cod: 0 },
];
const REQUIRED_ORDER_FIELDS = [
  "order_id",
  "order_date",
  "pickup_location",
  "billing_customer_name",
  "billing_address",
  "billing_city",
  "billing_pincode",
  "billing_state",
  "billing_country",
  "billing_email",
  "billing_phone",
  "shipping_is_billing",
  "order_items",
  "payment_method",
  "sub_total",
  "length",
  "breadth",
  "height",
  "weight",
];

/**
 * The order's amounts, in rupees (docs/shipping.md "Amounts"): the public description
 * (api-evangelist/shiprocket, createCustomOrder) types them as JSON numbers in rupees; its `integer`
 * is inferred from the Postman example's values (`sub_total: 9000`, while `weight: 2.5` became
 * `number`), and the same API reports amounts with paise ("total": "9000.00"). The fake takes a
 * number of rupees with at most two decimals (whole paise), not negative, and refuses a string, a
 * fraction of a paisa or a negative amount with Shiprocket's 422.
 */
/** The parcel's sides in cm: numbers above half a centimetre (the description's `length`, `breadth`, `height`). */
const BOX_FIELDS = ["length", "breadth", "height"];
const AMOUNT_FIELDS = ["sub_total", "shipping_charges", "total_discount", "giftwrap_charges", "transaction_charges"];
const isRupees = (value: unknown): boolean =>
  typeof value === "number" &&
  Number.isFinite(value) &&
  value >= 0 &&
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A real PDF, as Shiprocket's documents are: a label page per shipment, or one manifest table. */
function documentPdf(kind: "label" | "manifest", shipments: FakeShipment[]): Promise<Buffer> {
  const pdf = new PDFDocument(
    kind === "label" ? { size: [288, 432], margin: 16, autoFirstPage: false } : { size: "A4", margin: 32 },
  );
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
  });
  if (kind === "manifest") pdf.fontSize(16).text("Shiprocket manifest").fontSize(9).moveDown();
  for (const shipment of shipments) {
    if (kind === "label") {
      pdf.addPage().fontSize(12).text(shipment.courierName).fontSize(18).text(`AWB ${shipment.awb}`);
      pdf.fontSize(10).text(`Order ${shipment.reference}`).text(`PIN ${shipment.pincode}`).text(shipment.paymentMethod);
    } else {
      pdf.text(
        `${shipment.awb}  ${shipment.courierName}  ${shipment.reference}  ${shipment.pincode}  ${shipment.paymentMethod}`,
      );
    }
  }
  pdf.end();
  return done;
}

/** Shiprocket's own time format in India's time zone: "2026-05-19 11:59:16". */
function istNow(): string {
  return new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
}

const fieldError = (field: string) => `The ${field.replace(/_/g, " ")} field is required.`;

export async function startFakeShiprocket(options: FakeShiprocketOptions): Promise<FakeShiprocket> {
  const tokenLifetimeMs = options.tokenLifetimeMs ?? 10 * 24 * 3600_000;
  const rateLimit = options.rateLimitPerSecond ?? 50;
  const unserviceable = new Set(options.unserviceable ?? ["744101"]);
  const prepaidOnly = new Set(options.prepaidOnly ?? ["190001"]);
  const signingKey = new Uint8Array(randomBytes(32));
  const validTokens = new Map<string, number>();
  const hits = new Map<string, number[]>();
  const failures = new Map<string, Failure[]>();
  const shipments = new Map<number, FakeShipment>();
  let nextId = 1000 + Math.floor(Math.random() * 1000);
  let baseUrl = "";

  const fake: FakeShiprocket = {
    url: "",
    shipments,
    logins: 0,
    requests: [],
    webhooks: [],
    failNext: (path, ...more) => failures.set(path, [...(failures.get(path) ?? []), ...more]),
    revokeTokens: () => validTokens.clear(),
    advance,
    play: (awb, path) => ndr.play(awb, path),
    ndrActions: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const ndr = fakeNdr(shipments, advance);
  fake.ndrActions = ndr.actions;

  const unprocessable = (fields: string[]) => ({
    status: 422,
    body: {
      message: "Oops! Invalid Data.",
      errors: Object.fromEntries(fields.map((field) => [field, [fieldError(field)]])),
      status_code: 422,
    },
  });

  function authorised(request: IncomingMessage): string | null {
    const token = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
    const expiresAt = validTokens.get(token);
    return expiresAt !== undefined && expiresAt > Date.now() ? token : null;
  }

  function hammered(token: string): boolean {
    const now = Date.now();
    const recent = (hits.get(token) ?? []).filter((at) => now - at < 1000);
    recent.push(now);
    hits.set(token, recent);
    return recent.length > rateLimit;
  }

  async function login(request: IncomingMessage, response: ServerResponse) {
    const body = await readJson(request);
    if (!body.email || !body.password) {
      const { status, body: errors } = unprocessable(["email", "password"].filter((field) => !body[field]));
      return send(response, status, errors);
    }
    if (body.email !== options.email || body.password !== options.password) {
      return send(response, 400, { message: "Invalid email and password combination", status_code: 400 });
    }
    fake.logins += 1;
    const expiresAt = Date.now() + tokenLifetimeMs;
    const token = await new SignJWT({ sub: "4567", iss: `${baseUrl}/v1/external/auth/login` })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime(Math.ceil(expiresAt / 1000))
      .setJti(randomBytes(8).toString("hex"))
      .sign(signingKey);
    validTokens.set(token, expiresAt);
    send(response, 200, {
      id: 4567,
      first_name: "API",
      last_name: "User",
      email: options.email,
      company_id: 25149,
      created_at: istNow(),
      token,
    });
  }

  function serviceability(url: URL) {
    const missing = ["pickup_postcode", "delivery_postcode", "weight", "cod"].filter(
      (field) => !url.searchParams.get(field),
    );
    if (missing.length) return unprocessable(missing);
    // A return (`is_return=1`) needs `declared_value`; the courier comes to `pickup_postcode` (the
    // shopper's), so that is the pincode served or not.
    const isReturn = url.searchParams.get("is_return") === "1";
    if (isReturn && !url.searchParams.get("declared_value")) return unprocessable(["declared_value"]);
    const field = isReturn ? "pickup_postcode" : "delivery_postcode";
    const pincode = url.searchParams.get(field)!;
    if (!/^\d{6}$/.test(pincode)) return unprocessable([field]);
    const none = {
      status: 404,
      body: {
        status: 404,
        message: `No courier is serviceable for ${isReturn ? "pickup" : "delivery"} postcode ${pincode}`,
      },
    };
    if (unserviceable.has(pincode)) return none;
    const wantsCod = url.searchParams.get("cod") === "1";
    const available = COURIERS.map((courier) => ({ ...courier, cod: prepaidOnly.has(pincode) ? 0 : courier.cod }))
      .filter((courier) => !wantsCod || courier.cod === 1)
      .map((courier) => ({
        courier_company_id: courier.courier_company_id,
        courier_name: courier.courier_name,
        rate: courier.rate,
        freight_charge: courier.rate,
        cod: courier.cod,
        estimated_delivery_days: String(courier.days),
        etd: new Date(Date.now() + courier.days * 86_400_000).toDateString().slice(4),
        etd_hours: courier.days * 24,
        city: "DESTINATION",
        state: "DESTINATION STATE",
        postcode: pincode,
        rating: 4.5,
      }));
    if (available.length === 0) return none;
    return {
      status: 200,
      body: {
        status: 200,
        currency: "INR",
        data: {
          available_courier_companies: available,
          recommended_courier_company_id: available[0].courier_company_id,
        },
      },
    };
  }

  async function createOrder(request: IncomingMessage) {
    const body = await readJson(request);
    const missing = REQUIRED_ORDER_FIELDS.filter(
      (field) => body[field] === undefined || body[field] === "" || body[field] === null,
    );
    const items = Array.isArray(body.order_items) ? (body.order_items as Record<string, unknown>[]) : [];
    if (items.length === 0 && !missing.includes("order_items")) missing.push("order_items");
    items.forEach((item, index) =>
      ["name", "sku", "units", "selling_price"].forEach(
        (field) => item[field] === undefined && missing.push(`order_items.${index}.${field}`),
      ),
    );
    if (missing.length) return unprocessable(missing);
    const badSides = BOX_FIELDS.filter((field) => !(typeof body[field] === "number" && (body[field] as number) > 0.5));
    if (badSides.length)
      return {
        status: 422,
        body: {
          message: "Oops! Invalid Data.",
          errors: Object.fromEntries(badSides.map((field) => [field, [`The ${field} must be greater than 0.5.`]])),
          status_code: 422,
        },
      };
    const badAmounts = AMOUNT_FIELDS.filter((field) => body[field] !== undefined && !isRupees(body[field]));
    if (badAmounts.length)
      return {
        status: 422,
        body: {
          message: "Oops! Invalid Data.",
          errors: Object.fromEntries(
            badAmounts.map((field) => [field, [`The ${field.replace(/_/g, " ")} must be a number of rupees.`]]),
          ),
          status_code: 422,
        },
      };
    if (!PICKUP_LOCATIONS.some((location) => location.pickup_location === body.pickup_location)) {
      return {
        status: 422,
        body: {
          message: "Oops! Invalid Data.",
          errors: { pickup_location: ["Wrong Pickup location entered. Please choose one location from data given"] },
          status_code: 422,
        },
      };
    }
    const shipment: FakeShipment = {
      orderId: nextId++,
      shipmentId: nextId++,
      reference: String(body.order_id),
      pickupLocation: String(body.pickup_location),
      pincode: String(body.billing_pincode),
      paymentMethod: String(body.payment_method),
      awb: "",
      courierName: "",
      status: "NEW",
      statusId: 1,
      scans: [],
      cancelled: false,
      pickupRequested: false,
      manifestId: null,
      createdAt: istNow(),
      items: items.map((item) => ({ name: String(item.name), sku: String(item.sku), units: Number(item.units) })),
      weightKg: Number(body.weight),
      boxCm: { length: Number(body.length), breadth: Number(body.breadth), height: Number(body.height) },
      codAmount:
        String(body.payment_method).toUpperCase() === "COD"
          ? Math.round(
              (Number(body.sub_total) + Number(body.shipping_charges ?? 0) - Number(body.total_discount ?? 0)) * 100,
            ) / 100
          : 0,
    };
    shipments.set(shipment.shipmentId, shipment);
    return {
      status: 200,
      body: {
        order_id: shipment.orderId,
        shipment_id: shipment.shipmentId,
        status: "NEW",
        status_code: 1,
        onboarding_completed_now: 0,
        awb_code: "",
        courier_company_id: "",
        courier_name: "",
      },
    };
  }

  function listOrders(url: URL) {
    const search = url.searchParams.get("search") ?? "";
    const found = [...shipments.values()].filter(
      (shipment) => !search || shipment.reference === search || shipment.awb === search,
    );
    return {
      status: 200,
      body: {
        data: found.map((shipment) => ({
          id: shipment.orderId,
          channel_order_id: shipment.reference,
          pickup_location: shipment.pickupLocation,
          status: shipment.cancelled ? "CANCELED" : shipment.status,
          payment_method: shipment.paymentMethod.toLowerCase(),
          created_at: shipment.createdAt,
          shipments: [
            {
              id: shipment.shipmentId,
              awb: shipment.awb,
              courier: shipment.courierName,
              etd: "NA",
              delivered_date: null,
            },
          ],
        })),
        meta: {
          pagination: {
            total: found.length,
            count: found.length,
            per_page: 15,
            current_page: 1,
            total_pages: 1,
            links: {},
          },
        },
      },
    };
  }

  const shipmentOf = (value: unknown) => shipments.get(Number(Array.isArray(value) ? value[0] : value));

  async function assignAwb(request: IncomingMessage) {
    const body = await readJson(request);
    if (!body.shipment_id)
      return {
        status: 422,
        body: {
          message: "Required field missing",
          errors: { shipment_id: ["The shipment id field is required."] },
          status_code: 422,
        },
      };
    const shipment = shipmentOf(body.shipment_id);
    if (!shipment || shipment.cancelled)
      return { status: 400, body: { message: "Invalid shipment id", status_code: 400 } };
    if (shipment.awb) return { status: 400, body: { message: "AWB is already assigned", status_code: 400 } };
    if (unserviceable.has(shipment.pincode)) {
      return {
        status: 200,
        body: {
          awb_assign_status: 0,
          response: { data: { awb_assign_error: `Selected courier is not serviceable for ${shipment.pincode}` } },
        },
      };
    }
    const courier =
      COURIERS.find((candidate) => candidate.courier_company_id === Number(body.courier_id)) ?? COURIERS[0];
    shipment.awb = String(19041424751540 + shipment.shipmentId);
    shipment.courierName = courier.courier_name;
    shipment.status = "AWB ASSIGNED";
    shipment.statusId = 6;
    return {
      status: 200,
      body: {
        awb_assign_status: 1,
        response: {
          data: {
            courier_company_id: courier.courier_company_id,
            awb_code: shipment.awb,
            cod: shipment.paymentMethod === "COD" ? 1 : 0,
            order_id: shipment.orderId,
            shipment_id: shipment.shipmentId,
            awb_code_status: 1,
            courier_name: courier.courier_name,
            pickup_scheduled_date: istNow(),
          },
        },
      },
    };
  }

  async function requestPickup(request: IncomingMessage) {
    const shipment = shipmentOf((await readJson(request)).shipment_id);
    if (!shipment?.awb || shipment.cancelled)
      return { status: 400, body: { message: "Invalid shipment id", status_code: 400 } };
    shipment.pickupRequested = true;
    shipment.status = "PICKUP SCHEDULED";
    return {
      status: 200,
      body: {
        pickup_status: 1,
        response: {
          pickup_scheduled_date: istNow(),
          pickup_token_number: `Reference No: ${shipment.shipmentId}`,
          status: 3,
          data: `Pickup is confirmed by ${shipment.courierName} For AWB :- ${shipment.awb}`,
        },
      },
    };
  }

  /** The documents it made, served at their URLs: a label batch or a manifest, by id. */
  const documents = new Map<string, FakeShipment[]>();

  async function generateLabel(request: IncomingMessage) {
    const ids = (await readJson(request)).shipment_id;
    if (!Array.isArray(ids) || ids.length === 0) return unprocessable(["shipment_id"]);
    const labelled = ids
      .map((id) => shipments.get(Number(id)))
      .filter((shipment): shipment is FakeShipment => Boolean(shipment?.awb) && !shipment!.cancelled);
    const notCreated = ids.filter((id) => !labelled.some((shipment) => shipment.shipmentId === Number(id))).map(Number);
    if (labelled.length === 0)
      return {
        status: 200,
        body: { label_created: 0, label_url: "", response: "Label could not be created", not_created: notCreated },
      };
    // The same shipments give the same label address, as Shiprocket answers a label asked again.
    const key = `label-${labelled
      .map((shipment) => shipment.shipmentId)
      .sort((a, b) => a - b)
      .join("-")}`;
    documents.set(key, labelled);
    return {
      status: 200,
      body: {
        label_created: 1,
        label_url: `${baseUrl}/__fake/documents/${key}.pdf`,
        response: "Label has been created and uploaded successfully!",
        not_created: notCreated,
      },
    };
  }

  /** Shiprocket manifests shipments whose pickup is scheduled, once: a second time is a 400. */
  async function generateManifest(request: IncomingMessage) {
    const ids = (await readJson(request)).shipment_id;
    if (!Array.isArray(ids) || ids.length === 0) return unprocessable(["shipment_id"]);
    const batch = ids.map((id) => shipments.get(Number(id)));
    if (batch.some((shipment) => !shipment?.pickupRequested || shipment.cancelled))
      return { status: 400, body: { message: "Pickup is not generated for the shipment(s).", status_code: 400 } };
    if (batch.some((shipment) => shipment!.manifestId !== null))
      return { status: 400, body: { message: "Manifest already generated.", status_code: 400 } };
    const manifestId = nextId++;
    for (const shipment of batch) shipment!.manifestId = manifestId;
    documents.set(`manifest-${manifestId}`, batch as FakeShipment[]);
    return { status: 200, body: { status: 1, manifest_url: `${baseUrl}/__fake/documents/manifest-${manifestId}.pdf` } };
  }

  /** The manifest of orders already manifested, by Shiprocket's order ids. */
  async function printManifest(request: IncomingMessage) {
    const ids = (await readJson(request)).order_ids;
    if (!Array.isArray(ids) || ids.length === 0) return unprocessable(["order_ids"]);
    const batch = ids.map((id) => [...shipments.values()].find((shipment) => shipment.orderId === Number(id)));
    if (batch.some((shipment) => shipment?.manifestId == null))
      return { status: 400, body: { message: "Manifest is not generated for the order(s).", status_code: 400 } };
    const key = `manifest-print-${nextId++}`;
    documents.set(key, batch as FakeShipment[]);
    return { status: 200, body: { manifest_url: `${baseUrl}/__fake/documents/${key}.pdf` } };
  }

  /** Shiprocket cancels only before pickup: once the courier has scanned the parcel, it must be returned (RTO). */
  const pickedUp = (shipment: FakeShipment) => shipment.scans.length > 0;
  const afterPickup = (what: string) => ({
    status: 400,
    body: { message: `Cancellation is not allowed for ${what}: the shipment is already picked up.`, status_code: 400 },
  });

  async function cancelByAwb(request: IncomingMessage) {
    const awbs = (await readJson(request)).awbs;
    if (!Array.isArray(awbs) || awbs.length === 0)
      return {
        status: 422,
        body: {
          message: "Required field missing",
          errors: { awbs: ["The awbs field is required."] },
          status_code: 422,
        },
      };
    const found = [...shipments.values()].filter((shipment) => shipment.awb && awbs.includes(shipment.awb));
    const unknown = awbs.filter((awb) => !found.some((shipment) => shipment.awb === awb));
    if (unknown.length)
      return { status: 400, body: { message: `Invalid AWB(s): ${unknown.join(", ")}`, status_code: 400 } };
    const moving = found.filter(pickedUp);
    if (moving.length) return afterPickup(`AWB ${moving.map((shipment) => shipment.awb).join(", ")}`);
    for (const shipment of found) cancel(shipment);
    return { status: 200, body: { message: "Bulk Shipment cancellation is in progress. Please wait for some time." } };
  }

  async function cancelOrders(request: IncomingMessage) {
    const ids = (await readJson(request)).ids;
    if (!Array.isArray(ids) || ids.length === 0)
      return {
        status: 422,
        body: { message: "Required field missing", errors: { ids: ["The ids field is required."] }, status_code: 422 },
      };
    const found = ids.map((id) => [...shipments.values()].find((shipment) => shipment.orderId === Number(id)));
    if (found.some((shipment) => !shipment))
      return { status: 500, body: { message: "Trying to get property of non-object", status_code: 500 } };
    const moving = (found as FakeShipment[]).filter(pickedUp);
    if (moving.length) return afterPickup(`order ${moving.map((shipment) => shipment.orderId).join(", ")}`);
    for (const shipment of found as FakeShipment[]) cancel(shipment);
    return { status: 204, body: null };
  }

  function cancel(shipment: FakeShipment) {
    shipment.cancelled = true;
    shipment.status = "CANCELED";
    shipment.statusId = 5;
  }

  function track(awb: string) {
    const shipment = [...shipments.values()].find((candidate) => candidate.awb === awb);
    if (!shipment)
      return {
        status: 200,
        body: {
          tracking_data: {
            track_status: 0,
            shipment_status: 0,
            shipment_track: [],
            shipment_track_activities: null,
            error: `Aahh! There is no activities found in our DB for AWB ${awb}`,
          },
        },
      };
    return {
      status: 200,
      body: {
        tracking_data: {
          track_status: 1,
          shipment_status: shipment.statusId,
          shipment_track: [
            {
              awb_code: awb,
              shipment_id: shipment.shipmentId,
              order_id: shipment.orderId,
              courier_name: shipment.courierName,
              current_status: shipment.status,
              destination: shipment.pincode,
            },
          ],
          shipment_track_activities: [...shipment.scans].reverse(),
          track_url: `${baseUrl}/__fake/track/${awb}`,
          etd: null,
        },
      },
    };
  }

  async function advance(awb: string, status?: string, activity?: string): Promise<FakeShipment> {
    const shipment = [...shipments.values()].find((candidate) => candidate.awb === awb);
    if (!shipment) throw new Error(`No shipment with AWB ${awb}`);
    if (shipment.cancelled) throw new Error(`The shipment with AWB ${awb} is cancelled`);
    // The step after the shipment's current one (after a failed attempt: scripts/fakes/shiprocket-ndr.ts).
    const doneSteps = SCAN_STEPS.findIndex((step) => step.label === shipment.status) + 1;
    const after = status ? null : ndr.nextAfterNdr(shipment);
    if (after) status = after;
    const step = status
      ? (SCAN_STEPS.find((candidate) => candidate.label === status) ??
        (OTHER_STATUSES[status] ? { label: status, ...OTHER_STATUSES[status], location: "Destination_DC" } : undefined))
      : SCAN_STEPS[doneSteps];
    if (!step) throw new Error(status ? `Unknown status ${status}` : "The shipment is already delivered");
    shipment.status = step.label;
    shipment.statusId = step.id;
    shipment.scans.push({
      date: istNow(),
      status: step.code,
      activity: activity ?? step.activity,
      location: step.location,
      "sr-status": String(step.id),
      "sr-status-label": step.label,
    });
    await sendWebhook(shipment);
    return shipment;
  }

  async function sendWebhook(shipment: FakeShipment): Promise<void> {
    if (!options.webhookUrl) return;
    const [date, time] = istNow().split(" ");
    const payload = {
      awb: shipment.awb,
      courier_name: shipment.courierName,
      current_status: shipment.status,
      current_status_id: shipment.statusId,
      shipment_status: shipment.status,
      shipment_status_id: shipment.statusId,
      current_timestamp: `${date.split("-").reverse().join(" ")} ${time}`,
      order_id: shipment.reference,
      sr_order_id: shipment.orderId,
      awb_assigned_date: shipment.createdAt,
      pickup_scheduled_date: shipment.createdAt,
      etd: "",
      scans: shipment.scans,
      is_return: shipment.isReturn ? 1 : 0,
      channel_id: 3422553,
      pod_status: "",
      pod: "Not Available",
    };
    try {
      const response = await fetch(options.webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-api-key": options.webhookToken },
        body: JSON.stringify(payload),
        redirect: "manual",
      });
      fake.webhooks.push({ awb: shipment.awb, status: response.status });
    } catch {
      fake.webhooks.push({ awb: shipment.awb, status: 0 });
    }
  }

  /** Runs `work` unless a failure was queued for `path`; a timeout does the work and never answers. */
  async function respond(
    path: string,
    response: ServerResponse,
    work: () => Promise<{ status: number; body: unknown }> | { status: number; body: unknown },
  ) {
    const failure = failures.get(path)?.shift();
    if (failure === "timeout-after-work") {
      await work();
      return; // the connection stays open until the client gives up
    }
    if (failure)
      return send(
        response,
        failure.status,
        failure.body ?? { message: "Something went wrong", status_code: failure.status },
      );
    const result = await work();
    send(response, result.status, result.body);
  }

  const returnOrders = fakeReturnOrders<FakeShipment>({
    shipments,
    nextIds: () => ({ orderId: nextId++, shipmentId: nextId++ }),
    makeShipment: (fields) => ({ ...fields, scans: [], pickupRequested: false, manifestId: null }),
    now: istNow,
  });

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://fake");
    const method = request.method ?? "GET";
    const control = url.pathname.match(/^\/__fake\/shipments\/(\w+)\/advance$/);
    if (method === "POST" && control) {
      const body = await readJson(request);
      const shipment = await advance(
        control[1],
        typeof body.status === "string" ? body.status : undefined,
        typeof body.reason === "string" ? body.reason : undefined,
      ).catch((error: Error) => error);
      return shipment instanceof Error
        ? send(response, 404, { message: shipment.message })
        : send(response, 200, {
            awb: shipment.awb,
            status: shipment.status,
            webhooks: fake.webhooks.filter((hook) => hook.awb === shipment.awb),
          });
    }
    if (await ndr.control(method, url, request, response)) return;
    if (method === "GET" && url.pathname === "/__fake/ready") return send(response, 200, { ready: true });
    // The orders booked, with what each asked for (lines and weight), for tests: `?reference=` our order number.
    if (method === "GET" && url.pathname === "/__fake/orders") {
      const reference = url.searchParams.get("reference");
      return send(
        response,
        200,
        [...shipments.values()]
          .filter((shipment) => !shipment.isReturn && (!reference || shipment.reference === reference))
          .map(({ reference: ref, awb, items, weightKg, boxCm, cancelled, paymentMethod, codAmount }) => ({
            reference: ref,
            awb,
            items: items ?? [],
            weight_kg: weightKg ?? null,
            box_cm: boxCm ?? null,
            payment_method: paymentMethod,
            cod_amount: codAmount ?? 0,
            cancelled,
          })),
      );
    }
    const served = url.pathname.match(/^\/__fake\/documents\/([\w-]+)\.pdf$/);
    if (method === "GET" && served) {
      const batch = documents.get(served[1]);
      return batch
        ? send(response, 200, await documentPdf(served[1].startsWith("label") ? "label" : "manifest", batch), {
            type: "application/pdf",
          })
        : send(response, 404, { message: "Not Found" });
    }
    if (!url.pathname.startsWith("/v1/external/"))
      return send(response, 404, { message: "Not Found", status_code: 404 });
    const path = url.pathname.slice("/v1/external".length);
    fake.requests.push({ method, path });
    if (method === "POST" && path === "/auth/login") return login(request, response);
    const token = authorised(request);
    if (!token) return send(response, 401, { message: "Unauthenticated.", status_code: 401 });
    if (hammered(token)) return send(response, 429, { message: "Too Many Attempts.", status_code: 429 });
    if (path.startsWith("/ndr/"))
      return respond(
        "/ndr",
        response,
        async () =>
          (await ndr.api(method, path, url, request)) ?? {
            status: 404,
            body: { message: "Not Found", status_code: 404 },
          },
      );
    const trackMatch = path.match(/^\/courier\/track\/awb\/(\w+)$/);
    if (method === "GET" && path === "/settings/company/pickup")
      return respond(path, response, () => ({ status: 200, body: { data: { shipping_address: PICKUP_LOCATIONS } } }));
    if (method === "GET" && path === "/courier/serviceability")
      return respond(path, response, () => serviceability(url));
    if (method === "POST" && path === "/orders/create/adhoc")
      return respond(path, response, () => createOrder(request));
    if (method === "GET" && path === "/orders") return respond(path, response, () => listOrders(url));
    if (method === "POST" && path === "/orders/create/return")
      return respond(path, response, () => returnOrders.create(request));
    if (method === "GET" && path === "/orders/processing/return")
      return respond(path, response, () => returnOrders.list(url));
    if (method === "POST" && path === "/courier/assign/awb") return respond(path, response, () => assignAwb(request));
    if (method === "POST" && path === "/courier/generate/pickup")
      return respond(path, response, () => requestPickup(request));
    if (method === "POST" && path === "/courier/generate/label")
      return respond(path, response, () => generateLabel(request));
    if (method === "POST" && path === "/manifests/generate")
      return respond(path, response, () => generateManifest(request));
    if (method === "POST" && path === "/manifests/print") return respond(path, response, () => printManifest(request));
    if (method === "POST" && path === "/orders/cancel/shipment/awbs")
      return respond(path, response, () => cancelByAwb(request));
    if (method === "POST" && path === "/orders/cancel") return respond(path, response, () => cancelOrders(request));
    if (method === "GET" && trackMatch) return respond("/courier/track/awb", response, () => track(trackMatch[1]));
    send(response, 404, { message: "Not Found", status_code: 404 });
  }

  const server: Server = createServer(
    logged("shiprocket", (request, response) => {
      route(request, response).catch((error) =>
        send(response, 500, { message: error instanceof Error ? error.message : "Server Error", status_code: 500 }),
      );
    }),
  );
  await new Promise<void>((resolve) => server.listen(options.port, "127.0.0.1", resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : options.port}`;
  fake.url = baseUrl;
  return fake;
}

/** The fake on SHIPROCKET_FAKE_PORT (default 4020), posting webhooks to SHIPROCKET_FAKE_WEBHOOK_URL or APP_URL's webhook route. */
export function fakeShiprocketFromEnv(): Promise<FakeShiprocket> {
  const appUrl = process.env.APP_URL ?? "http://localhost:3000";
  return startFakeShiprocket({
    port: Number(process.env.SHIPROCKET_FAKE_PORT ?? LOCAL_SHIPROCKET.port),
    email: LOCAL_SHIPROCKET.email,
    password: LOCAL_SHIPROCKET.password,
    webhookUrl: process.env.SHIPROCKET_FAKE_WEBHOOK_URL ?? `${appUrl}/api/shipping/webhook/`,
    webhookToken: process.env.SHIPROCKET_WEBHOOK_TOKEN ?? LOCAL_SHIPROCKET.webhookToken,
  });
}

if (require.main === module) {
  fakeShiprocketFromEnv().then((fake) => log.info({ fake: "shiprocket", url: fake.url }, "fake Shiprocket listening"));
}
