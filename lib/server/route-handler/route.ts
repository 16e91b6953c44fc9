import "server-only";
import { NextRequest, NextResponse } from "next/server";
import { z } from "zod";
import type { EndpointName, ResponseOf } from "@/lib/api/endpoints";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { authenticate, requireCustomer, requireStaff } from "@/lib/server/auth/guards";
import type { Actor, CustomerPrincipal, Principal, StaffRole } from "@/lib/domain/principal";
import { sharedTagWritesSettled } from "@/lib/server/cache/shared-tags";
import { cartOwnerOf, setGuestCartCookie } from "@/lib/server/cart/http";
import type { CartOwner } from "@/lib/server/cart/service";
import { db } from "@/lib/server/db";
import { AppError, isRecordNotFound } from "@/lib/server/errors";
import { isFromOwnServer } from "@/lib/server/requests/own-server";
import { crossSiteRefusal } from "@/lib/server/requests/same-origin";
import { isJsonOrEmptyBody } from "@/lib/http/cross-site";
import { log } from "@/lib/log";
import { reportError } from "@/lib/server/observability/error-reports";
import { metrics } from "@/lib/server/observability/metrics";
import { noteRequest, REQUEST_ID_HEADER } from "@/lib/server/observability/request-log";
import { findUnstorableText, idParam } from "@/lib/validation/primitives";

/**
 * Who may call a route:
 * - "public": anybody;
 * - "caller": anybody, with the principal of valid credentials (null otherwise);
 * - "signed-in": any valid session or token (401 otherwise);
 * - "customer": a signed-in customer (401, 403 for staff);
 * - "cart": the signed-in customer's cart (bearer or cookie), else the browser's guest cart (a first
 *   request is issued one); a forged or expired token is a 401;
 * - "cart-if-any": the same, but null for a browser without a cart;
 * - a list of staff roles: an active staff member with one of them (401, 403 otherwise);
 * - "own-server": this app server's own work outside requests (lib/server/requests/own-server.ts; 403 for anyone else).
 */
export type Access =
  "public" | "caller" | "signed-in" | "customer" | "cart" | "cart-if-any" | "own-server" | readonly StaffRole[];

type CallerOf<A> = A extends "caller"
  ? { principal: Principal | null }
  : A extends "signed-in"
    ? { principal: Principal }
    : A extends "customer"
      ? { customer: CustomerPrincipal }
      : A extends "cart"
        ? { owner: CartOwner }
        : A extends "cart-if-any"
          ? { owner: CartOwner | null }
          : A extends readonly StaffRole[]
            ? { staff: Actor }
            : unknown;

/** How a request that fails its schema is refused; by default a 400 `invalid_request` with the first problem. */
type Refusal = { status?: 400 | 404; code?: string; message?: string } | ((error: z.ZodError) => AppError);

export type RouteSpec<A extends Access, B, Q, P> = {
  auth?: A;
  /** The JSON body; an unparsable body is a 400 `invalid_json`. */
  body?: z.ZodType<B, unknown>;
  /** The query string as an object (a repeated key becomes an array). */
  query?: z.ZodType<Q, unknown>;
  /** The dynamic segments of the path. */
  params?: z.ZodType<P, unknown>;
  refuse?: { body?: Refusal; query?: Refusal; params?: Refusal };
  /** The status of a successful JSON answer (default 200). */
  status?: number;
  /** The handler reads a multipart/form-data upload itself (and refuses anything else); every other route takes JSON or no body. */
  upload?: true;
  /**
   * RFC 8058 one-click: a mailbox provider POSTs `List-Unsubscribe=One-Click` as a form, which the
   * route takes and never reads (the signed token in the URL is what counts).
   */
  oneClick?: true;
};

export type RouteContext<A extends Access, B, Q, P> = {
  request: NextRequest;
  body: B;
  query: Q;
  params: P;
} & CallerOf<A>;

type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };
type RouteHandler = (request: Request, context?: NextContext) => Promise<Response>;

const NO_STORE = "private, no-store";

/**
 * The one way to write a route handler: checks who calls, parses body, query and path with zod,
 * runs `handler`, and answers its value as JSON (a Response it returns goes out as it is). Refusals
 * are `{ error, message }`: an AppError with its status, a ZodError as a 400, a missing record as a
 * 404; anything else is logged and answered as a 500 that says so. Answers to callers who showed
 * credentials are never cached. `endpoint` names the route's entry in lib/api/endpoints: the
 * handler must answer that entry's response type, and test lib/api/contract.test.ts checks that
 * the file's path and method are the entry's.
 */
export function route<N extends EndpointName, A extends Access = "public", B = undefined, Q = undefined, P = undefined>(
  spec: RouteSpec<A, B, Q, P> & { endpoint: N },
  handler: (context: RouteContext<A, B, Q, P>) => Promise<ResponseOf<N> | Response>,
): RouteHandler;
/** A route not yet in lib/api/endpoints (docs/client-api.md: each is converted, then this form goes). */
export function route<A extends Access = "public", B = undefined, Q = undefined, P = undefined>(
  spec: RouteSpec<A, B, Q, P> & { endpoint?: undefined },
  handler: (context: RouteContext<A, B, Q, P>) => Promise<unknown>,
): RouteHandler;
export function route<A extends Access, B, Q, P>(
  spec: RouteSpec<A, B, Q, P> & { endpoint?: EndpointName },
  handler: (context: RouteContext<A, B, Q, P>) => Promise<unknown>,
): RouteHandler {
  const access = spec.auth ?? "public";
  const personal = access !== "public";
  return async (incoming, context) => {
    const request = incoming instanceof NextRequest ? incoming : new NextRequest(incoming);
    const issued: { cartId?: string } = {};
    let response: Response;
    try {
      const refused = crossSiteRefusal(request);
      if (refused) return refused;
      if (!spec.upload && !spec.oneClick && isStateChanging(request) && !isJsonOrEmptyBody(request.headers)) {
        throw new AppError(
          415,
          "unsupported_media_type",
          "Send the request body as JSON (Content-Type: application/json).",
        );
      }
      const caller = await callerOf(access, request, issued);
      noteRequest(request.headers.get(REQUEST_ID_HEADER), { who: whoOf(caller) });
      if (caller instanceof Response) response = caller;
      else {
        const input = await inputOf(spec, request, context);
        const value = await handler({ request, ...input, ...caller } as RouteContext<A, B, Q, P>);
        response = value instanceof Response ? value : NextResponse.json(value, { status: spec.status ?? 200 });
      }
    } catch (error) {
      response = refusal(error, request);
    }
    // A change answered is a change every app server shows (lib/server/cache/shared-tags.ts).
    await sharedTagWritesSettled();
    if (issued.cartId) setGuestCartCookie(response, issued.cartId);
    if (personal && !response.headers.has("cache-control")) response.headers.set("cache-control", NO_STORE);
    return response;
  };
}

/**
 * The refusal an error stands for. An error nobody foresaw is logged with the route it broke and the
 * request's id; so is a payment gateway's or courier's failure (502), which is also counted.
 */
export function refusal(error: unknown, request: Request): Response {
  const requestId = request.headers.get(REQUEST_ID_HEADER);
  const where = { requestId, method: request.method, path: new URL(request.url).pathname };
  if (error instanceof AppError) {
    noteRequest(requestId, { refusal: error.code });
    if (error.status === 502) {
      metrics.outsideServiceFailures.inc({ code: error.code });
      log.warn({ ...where, code: error.code, err: error }, "an outside service failed");
    }
    return jsonRefusal(error);
  }
  if (error instanceof z.ZodError) return jsonRefusal(new AppError(400, "invalid_request", firstProblem(error)));
  if (isRecordNotFound(error)) return jsonRefusal(new AppError(404, "not_found", "Not found"));
  log.error({ ...where, err: error }, "unforeseen error");
  void reportError(error, { ...where, routeType: "route" });
  return NextResponse.json(
    { error: "server_error", message: "Something went wrong on our side. Please try again." },
    { status: 500 },
  );
}

/** Who called, as a log line names them: a role and an id, never a token or a phone number. */
function whoOf(caller: object | Response): string | undefined {
  if (caller instanceof Response) return undefined;
  const { customer, staff, principal, owner } = caller as {
    customer?: CustomerPrincipal;
    staff?: Actor;
    principal?: Principal | null;
    owner?: CartOwner | null;
  };
  if (customer) return `customer:${customer.id}`;
  if (staff) return `staff:${staff.staffId}`;
  if (principal) return `${principal.kind === "staff" ? "staff" : "customer"}:${principal.id}`;
  if (owner) return "customerId" in owner ? `customer:${owner.customerId}` : "guest";
  return undefined;
}

function isStateChanging(request: Request): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(request.method);
}

function jsonRefusal({ status, code, message, details, headers }: AppError): Response {
  return NextResponse.json({ error: code, message, ...details }, { status, headers });
}

function firstProblem(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid request";
}

async function callerOf(access: Access, request: NextRequest, issued: { cartId?: string }): Promise<object | Response> {
  if (access === "public") return {};
  if (access === "own-server") {
    if (!isFromOwnServer(request))
      throw new AppError(403, "forbidden", "Only the app server itself may call this address.");
    return {};
  }
  if (access === "customer") {
    const auth = await requireCustomer(request);
    return auth.ok ? { customer: auth.principal } : auth.response;
  }
  if (access === "cart" || access === "cart-if-any")
    return { owner: await cartOwner(request, access === "cart", issued) };
  if (access === "caller" || access === "signed-in") {
    const auth = await authenticate(request);
    if (auth.principal || access === "caller") return { principal: auth.principal };
    const message = auth.problem === "invalid" ? SIGN_IN_MESSAGES.authenticationFailed : SIGN_IN_MESSAGES.noAccessToken;
    throw new AppError(401, "unauthorized", message);
  }
  const auth = await requireStaff(request, [...access]);
  if (!auth.ok) return auth.response;
  return { staff: await actorOf(auth.principal.id) };
}

/** The acting staff member's name, as status histories and the audit record it. */
async function actorOf(staffId: number): Promise<Actor> {
  const staff = await db.staffUser.findUnique({ where: { id: staffId }, select: { name: true, username: true } });
  return { staffId, name: staff?.name || staff?.username || "Admin" };
}

async function cartOwner(request: NextRequest, issue: boolean, issued: { cartId?: string }): Promise<CartOwner | null> {
  const { owner, issuedCartId } = await cartOwnerOf(request, { issue });
  if (issuedCartId) issued.cartId = issuedCartId;
  return owner;
}

async function inputOf<B, Q, P>(
  spec: RouteSpec<Access, B, Q, P>,
  request: NextRequest,
  context: NextContext | undefined,
) {
  const params = spec.params
    ? parse(spec.params, checked((await context?.params) ?? {}), spec.refuse?.params)
    : undefined;
  const query = spec.query ? parse(spec.query, checked(queryObject(request)), spec.refuse?.query) : undefined;
  const body = spec.body ? parse(spec.body, checked(await jsonOf(request)), spec.refuse?.body) : undefined;
  return { params, query, body };
}

function queryObject(request: NextRequest): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(request.nextUrl.searchParams.keys())) {
    const values = request.nextUrl.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0] : values;
  }
  return query;
}

async function jsonOf(request: Request): Promise<unknown> {
  return request.json().catch(() => {
    throw new AppError(400, "invalid_json", "The request body must be valid JSON");
  });
}

/** Input PostgreSQL could not store is refused before any schema or query sees it. */
function checked<T>(input: T): T {
  if (findUnstorableText(input) !== null) {
    throw new AppError(400, "invalid_text", "Text must not contain NUL characters or invalid Unicode.");
  }
  return input;
}

function parse<T>(schema: z.ZodType<T, unknown>, input: unknown, refuse: Refusal | undefined): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  if (typeof refuse === "function") throw refuse(result.error);
  throw new AppError(
    refuse?.status ?? 400,
    refuse?.code ?? "invalid_request",
    refuse?.message ?? firstProblem(result.error),
  );
}

/** The path of one record, `/{id}/`: an id that cannot exist is the record's 404. */
export function recordPath(code: string, message: string) {
  return { params: z.object({ id: idParam(message) }), refuse: { params: { status: 404, code } } } as const;
}
