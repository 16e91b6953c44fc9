import "server-only";
import { randomUUID } from "node:crypto";
import type { NextRequest, NextResponse } from "next/server";
import { z } from "zod";
import { env } from "@/lib/env";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { authenticate } from "@/lib/server/auth/guards";
import { getViewer } from "@/lib/server/auth/viewer";
import { answer } from "@/lib/server/http/customer-route";
import { ShopError } from "@/lib/server/orders/errors";
import type { CartOwner } from "./service";

/** The httpOnly cookie that holds a guest's cart id. */
export const CART_COOKIE = "cart_id";
const CART_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 60;

const uuid = z.uuid();

/** Cart ids are random uuids; anything else in the cookie is ignored. */
export function isGuestCartId(value: string | null | undefined): value is string {
  return !!value && uuid.safeParse(value).success;
}

function guestCartIdFrom(request: Request): string | null {
  const value = cookieValue(request.headers.get("cookie"), CART_COOKIE);
  return isGuestCartId(value) ? value : null;
}

/**
 * The cart a coupon call is about: the signed-in customer's (session or bearer token), else the
 * browser's guest cart; null when the browser has none yet. A forged or expired token is a 401.
 */
export async function cartOwnerOf(request: NextRequest): Promise<CartOwner | null> {
  const auth = await authenticate(request);
  if (auth.principal?.kind === "customer") return { customerId: auth.principal.id };
  if (!auth.principal && auth.problem === "invalid") throw new ShopError(401, "unauthorized", SIGN_IN_MESSAGES.authenticationFailed);
  const guestCartId = guestCartIdFrom(request);
  return guestCartId ? { guestCartId } : null;
}

/**
 * Runs a cart route: finds the owner (the signed-in customer, else the guest cookie, issuing a new
 * id to a browser without one), answers JSON that no cache keeps, and turns a client's mistakes
 * into `{ error, message }` with a 4xx status.
 */
export async function handleCartRequest(request: Request, run: (owner: CartOwner) => Promise<unknown>): Promise<NextResponse> {
  const viewer = await getViewer();
  if (viewer?.kind === "customer") return answer(() => run({ customerId: viewer.id }));
  const guestCartId = guestCartIdFrom(request);
  if (guestCartId) return answer(() => run({ guestCartId }));
  // A browser's first cart request: the id is settled before any cart row exists, so that racing
  // requests of this browser afterwards all find the same cart.
  const issued = randomUUID();
  const response = await answer(() => run({ guestCartId: issued }));
  response.cookies.set(CART_COOKIE, issued, cartCookieOptions());
  return response;
}

/** The JSON body of a request, validated; bad JSON and invalid fields become a 400. */
export async function parseBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const body: unknown = await request.json().catch(() => {
    throw new ShopError(400, "invalid_json", "The request body must be valid JSON");
  });
  return parseInput(schema, body);
}

export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ShopError(400, "invalid_request", result.error.issues[0]?.message ?? "Invalid request");
}

function cartCookieOptions() {
  const { NODE_ENV, APP_ENV } = env();
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    // The end-to-end build is a production build served over plain http.
    secure: NODE_ENV === "production" && APP_ENV !== "test",
    path: "/",
    maxAge: CART_COOKIE_MAX_AGE_SECONDS,
  };
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}
