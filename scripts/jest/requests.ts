/**
 * Requests for route-handler tests, built one way: a JSON body, a bearer token, a cookie or other
 * headers, and the signed-in principals (customer, seeded staff) whose tokens and cookies they carry.
 */
import { NextRequest } from "next/server";
import type { Principal, StaffRole } from "@/lib/domain/principal";
import { issueAccessToken } from "@/lib/server/auth/jwt";
import { SESSION_COOKIE, signSession } from "@/lib/server/auth/session";
import { startSession } from "@/lib/server/auth/sessions";
import { PEER_ADDRESS_HEADER } from "@/lib/server/requests/peer-address";
import type { Viewer } from "@/lib/server/auth/viewer";
import { db } from "@/lib/server/db";

/** Where a bare path points. */
const TEST_ORIGIN = "http://localhost";

export type RequestOptions = { bearer?: string | null; cookie?: string; headers?: Record<string, string> };

/**
 * A request to a route handler. `url` is a path on http://localhost or a whole URL; a body goes out
 * as JSON (a string as it is, to send malformed JSON).
 */
export function jsonRequest(
  method: string,
  url: string,
  body?: unknown,
  { bearer, cookie, headers }: RequestOptions = {},
): NextRequest {
  const sent: Record<string, string> = body === undefined ? {} : { "content-type": "application/json" };
  if (bearer) sent.authorization = `Bearer ${bearer}`;
  if (cookie) sent.cookie = cookie;
  return new NextRequest(new URL(url, TEST_ORIGIN), {
    method,
    headers: { ...sent, ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The headers of a request whose socket is `address` (as lib/server/requests/peer-address.ts stamps it), and the `X-Forwarded-For` it carries, if any. */
export function fromAddress(address: string, forwardedFor?: string): Record<string, string> {
  return { [PEER_ADDRESS_HEADER]: address, ...(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }) };
}

export const getRequest = (url: string, options?: RequestOptions) => jsonRequest("GET", url, undefined, options);

export type TokenCall = { method?: string; body?: unknown; token: string | null };

/** A request to `url` with a JSON body and the bearer `token` when given. */
export function bearerRequest(url: string, { method = "GET", body, token }: TokenCall): NextRequest {
  return jsonRequest(method, url, body, { bearer: token });
}

/** A multipart/form-data upload of one file in `field` (default "file"), with the bearer `token` when given. */
export function uploadRequest(
  url: string,
  {
    file,
    name = "upload.csv",
    type = "text/csv",
    field = "file",
    token,
  }: { file: string | Uint8Array; name?: string; type?: string; field?: string; token: string | null },
): NextRequest {
  const form = new FormData();
  form.append(field, new Blob([file as BlobPart], { type }), name);
  return new NextRequest(new URL(url, TEST_ORIGIN), {
    method: "POST",
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The context a dynamic route handler receives, e.g. `routeParams({ id: 7 })` for `[id]`. */
export function routeParams<Names extends string>(
  values: Record<Names, string | number>,
): { params: Promise<Record<Names, string>> } {
  const strings = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
  return { params: Promise.resolve(strings as Record<Names, string>) };
}

export async function statusAndJson(response: Response | Promise<Response>) {
  const answer = await response;
  return { status: answer.status, body: await answer.json() };
}

export const asCustomer = (id: number): Principal => ({ kind: "customer", id, role: "user" });

export const asStaff = (role: StaffRole, id: number): Principal => ({ kind: "staff", id, role });

/** The seeded staff account of `role` (prisma/seed.ts names each account after its role). */
export async function seededStaff(role: StaffRole): Promise<Principal> {
  const { id } = await db.staffUser.findUniqueOrThrow({ where: { username: role }, select: { id: true } });
  return asStaff(role, id);
}

/** The `cookie` header of a signed-in web session (a new Session row, as a sign-in opens). */
export async function sessionCookie(principal: Principal): Promise<string> {
  return `${SESSION_COOKIE}=${await signSession(await startSession(principal, "web"), {})}`;
}

/** A bearer access token of a new API session of `principal`, as `POST /api/token/` would issue. */
export async function accessToken(principal: Principal): Promise<string> {
  return issueAccessToken(await startSession(principal, "api"));
}

/** The viewer `getViewer` answers for `principal` (mock it with this). */
export function viewerOf(
  principal: Principal,
  claims: { name?: string | null; phone?: string | null; username?: string | null } = {},
): NonNullable<Viewer> {
  return {
    kind: principal.kind,
    id: principal.id,
    role: principal.role,
    name: null,
    phone: null,
    username: null,
    ...claims,
  };
}

export type RoleTokens = { admin: string; editor: string; customer: string };

/** Bearer tokens of the seeded admin and editor and of a new customer with phone `customerPhone`. */
export async function roleTokens(customerPhone: string): Promise<RoleTokens> {
  const customer = await db.customer.create({ data: { phone: customerPhone } });
  return {
    admin: await accessToken(await seededStaff("admin")),
    editor: await accessToken(await seededStaff("editor")),
    customer: await accessToken(asCustomer(customer.id)),
  };
}

/**
 * For one test file: the tokens of `roleTokens(customerPhone)`, filled in by a `beforeAll` (declared where this is
 * called, so it runs before the file's later hooks). Read its fields inside hooks and tests, not at import time.
 */
export function withRoleTokens(customerPhone: string): RoleTokens {
  const tokens = {} as RoleTokens;
  beforeAll(async () => {
    Object.assign(tokens, await roleTokens(customerPhone));
  });
  return tokens;
}

type Caller = readonly [who: string, role: keyof RoleTokens | null, status: 200 | 401 | 403];

/** Who calls a route and what they get, for `it.each`: the back office for staff (editors and admins) or for admins only. */
export const ROLE_MATRIX: Record<"staff" | "admins", readonly Caller[]> = {
  staff: [
    ["anonymous", null, 401],
    ["a customer", "customer", 403],
    ["an editor", "editor", 200],
    ["an admin", "admin", 200],
  ],
  admins: [
    ["anonymous", null, 401],
    ["a customer", "customer", 403],
    ["an editor", "editor", 403],
    ["an admin", "admin", 200],
  ],
};

export type UploadFile = { name: string; bytes: Uint8Array; type?: string; field?: string };

/** A multipart/form-data request carrying `files` (each in a field `file` unless it names another) and the bearer `token`. */
export function multipartRequest(url: string, files: UploadFile[], token: string | null, method = "POST"): NextRequest {
  const form = new FormData();
  for (const file of files)
    form.append(
      file.field ?? "file",
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? "image/jpeg" }),
      file.name,
    );
  return new NextRequest(new URL(url, TEST_ORIGIN), {
    method,
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
