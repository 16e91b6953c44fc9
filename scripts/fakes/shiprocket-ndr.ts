/**
 * The fake Shiprocket's undelivered-parcel (NDR) and return-to-origin (RTO) side, on Shiprocket's
 * paths and shapes (the NDR tag of its public OpenAPI description):
 * - GET /ndr/all (paged, `search` by AWB) and GET /ndr/{awb}: the shipments whose last scan is a
 *   failed attempt, with `reason`, `attempts` and a `history` row per attempt;
 * - POST /ndr/{awb}/action with `action` `re-attempt` or `return` and `comments`: 202
 *   `{status: "Data Updated Sucessfully"}`; 422 per field for a missing or unknown action, 400 when
 *   the shipment is not in NDR, or when a return was already asked (it cannot be undone);
 * - the paths a developer or a test drives: after a re-attempt the next scans are out for delivery,
 *   delivered; after a return, RTO initiated then RTO delivered (`nextAfterNdr`).
 * The control route POST /__fake/shipments/{awb}/path {path} plays a whole path, each scan sent as
 * the tracking webhook: `undelivered` (picked up … one failed attempt), `delivered-after-ndr`
 * (undelivered once, then delivered), `rto-after-ndr` (undelivered twice, then RTO initiated and
 * delivered, as Shiprocket does when nobody answers), `rto` (RTO initiated, RTO delivered).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { readJson, send } from "./http";

/** What this module needs of a fake shipment (scripts/fakes/shiprocket.ts's FakeShipment). */
type Shipment = {
  shipmentId: number;
  orderId: number;
  reference: string;
  pincode: string;
  paymentMethod: string;
  awb: string;
  courierName: string;
  status: string;
  cancelled: boolean;
  scans: { date: string; activity: string; "sr-status-label": string }[];
};

export type NdrActionRecord = { awb: string; action: string; comments: string };

export const NDR_REASONS = [
  "Consignee unavailable",
  "Customer refused to accept",
  "Address incomplete or incorrect",
  "Customer asked for future delivery",
] as const;

export const FAKE_PATHS = ["undelivered", "delivered-after-ndr", "rto-after-ndr", "rto"] as const;
export type FakePath = (typeof FAKE_PATHS)[number];

type Advance = (awb: string, status?: string, activity?: string) => Promise<unknown>;

const FORWARD = ["PICKED UP", "IN TRANSIT", "OUT FOR DELIVERY"];

export function fakeNdr(shipments: Map<number, Shipment>, advance: Advance) {
  const actions: NdrActionRecord[] = [];
  /** AWBs whose return was asked: the next scans bring the parcel back. */
  const returning = new Set<string>();

  const byAwb = (awb: string) =>
    [...shipments.values()].find((shipment) => shipment.awb === awb && !shipment.cancelled);
  const failed = (shipment: Shipment) => shipment.scans.filter((scan) => scan["sr-status-label"] === "UNDELIVERED");
  const inNdr = (shipment: Shipment) => shipment.status === "UNDELIVERED";

  function entry(shipment: Shipment) {
    const attempts = failed(shipment);
    const last = attempts.at(-1)!;
    return {
      id: shipment.shipmentId + 7,
      shipment_id: shipment.shipmentId,
      customer_pincode: shipment.pincode,
      status: "UNDELIVERED",
      status_code: 36,
      payment_method: shipment.paymentMethod.toLowerCase(),
      reason: last.activity,
      attempts: attempts.length,
      ndr_raised_at: last.date,
      courier: shipment.courierName,
      awb_code: shipment.awb,
      escalation_status: "N/A",
      history: attempts.map((scan, index) => ({
        id: shipment.shipmentId * 10 + index,
        ndr_id: shipment.shipmentId + 7,
        ndr_reason: scan.activity,
        action_by: 3,
        ndr_attempt: index + 1,
        comment: "",
        ndr_raised_at: scan.date,
      })),
      delivered_date: "",
    };
  }

  function list(url: URL) {
    const search = url.searchParams.get("search");
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get("per_page") ?? 15) || 15));
    const page = Math.max(1, Number(url.searchParams.get("page") ?? 1) || 1);
    const found = [...shipments.values()].filter((shipment) => inNdr(shipment) && (!search || shipment.awb === search));
    const pages = Math.max(1, Math.ceil(found.length / perPage));
    const slice = found.slice((page - 1) * perPage, page * perPage);
    return {
      status: 200,
      body: {
        data: slice.map(entry),
        meta: {
          pagination: {
            total: found.length,
            count: slice.length,
            per_page: perPage,
            current_page: page,
            total_pages: pages,
            links: {},
          },
        },
      },
    };
  }

  async function act(awb: string, request: IncomingMessage) {
    const body = await readJson(request);
    const missing = ["action", "comments"].filter((field) => typeof body[field] !== "string");
    if (missing.length)
      return {
        status: 422,
        body: {
          message: "Oops! Invalid Data.",
          errors: Object.fromEntries(missing.map((field) => [field, [`The ${field} field is required.`]])),
          status_code: 422,
        },
      };
    if (body.action !== "re-attempt" && body.action !== "return")
      return {
        status: 422,
        body: {
          message: "Oops! Invalid Data.",
          errors: { action: ["The selected action is invalid."] },
          status_code: 422,
        },
      };
    const shipment = byAwb(awb);
    if (!shipment) return { status: 404, body: { message: `No NDR found for AWB ${awb}`, status_code: 404 } };
    if (returning.has(awb))
      return { status: 400, body: { message: "RTO is already requested for this shipment.", status_code: 400 } };
    if (!inNdr(shipment)) return { status: 400, body: { message: "This shipment is not in NDR.", status_code: 400 } };
    actions.push({ awb, action: body.action, comments: String(body.comments) });
    if (body.action === "return") returning.add(awb);
    return { status: 202, body: { status: "Data Updated Sucessfully" } };
  }

  /** The scan that follows a failed attempt: out for delivery again, or the way back once a return was asked. */
  function nextAfterNdr(shipment: Shipment): string | null {
    if (returning.has(shipment.awb))
      return shipment.status === "RTO INITIATED"
        ? "RTO DELIVERED"
        : shipment.status === "RTO DELIVERED"
          ? null
          : "RTO INITIATED";
    if (inNdr(shipment)) return "OUT FOR DELIVERY";
    return null;
  }

  async function undeliver(awb: string, attempt: number) {
    await advance(awb, "UNDELIVERED", NDR_REASONS[(attempt - 1) % NDR_REASONS.length]);
  }

  /** Plays `path` from wherever the shipment is, each scan sent as the tracking webhook. */
  async function play(awb: string, path: FakePath): Promise<string[]> {
    const shipment = byAwb(awb);
    if (!shipment) throw new Error(`No shipment with AWB ${awb}`);
    const played: string[] = [];
    const step = async (status: string, reason?: number) => {
      if (reason) await undeliver(awb, reason);
      else await advance(awb, status);
      played.push(status);
    };
    const toDoor = async () => {
      for (const status of FORWARD) {
        const done = shipment.scans.some((scan) => scan["sr-status-label"] === status);
        if (status === "OUT FOR DELIVERY" || !done) await step(status);
      }
    };
    if (path === "rto") {
      await step("RTO INITIATED");
      await step("RTO DELIVERED");
      return played;
    }
    await toDoor();
    await step("UNDELIVERED", failed(shipment).length + 1);
    if (path === "delivered-after-ndr") {
      await step("OUT FOR DELIVERY");
      await step("DELIVERED");
    }
    if (path === "rto-after-ndr") {
      await step("OUT FOR DELIVERY");
      await step("UNDELIVERED", failed(shipment).length + 1);
      await step("RTO INITIATED");
      await step("RTO DELIVERED");
    }
    return played;
  }

  /** The NDR API paths (after authentication); null when `path` is not one of them. */
  async function api(method: string, path: string, url: URL, request: IncomingMessage) {
    if (method === "GET" && path === "/ndr/all") return list(url);
    const one = path.match(/^\/ndr\/(\w+)$/);
    if (method === "GET" && one && one[1] !== "all") {
      const shipment = byAwb(one[1]);
      return shipment && inNdr(shipment)
        ? { status: 200, body: { data: [entry(shipment)], meta: { pagination: { total: 1, count: 1 } } } }
        : { status: 404, body: { message: `No NDR found for AWB ${one[1]}`, status_code: 404 } };
    }
    const action = path.match(/^\/ndr\/(\w+)\/action$/);
    if (method === "POST" && action) return act(action[1], request);
    return null;
  }

  /** The control route; true when it answered. */
  async function control(method: string, url: URL, request: IncomingMessage, response: ServerResponse) {
    const match = url.pathname.match(/^\/__fake\/shipments\/(\w+)\/path$/);
    if (method !== "POST" || !match) return false;
    const body = await readJson(request);
    const path = FAKE_PATHS.find((candidate) => candidate === body.path);
    if (!path) {
      send(response, 422, { message: `path must be one of ${FAKE_PATHS.join(", ")}` });
      return true;
    }
    const played = await play(match[1], path).catch((error: Error) => error);
    if (played instanceof Error) send(response, 404, { message: played.message });
    else send(response, 200, { awb: match[1], played });
    return true;
  }

  return { actions, api, control, play, nextAfterNdr };
}
