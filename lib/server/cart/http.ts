import "server-only";
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { env } from "@/lib/env";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { authenticate } from "@/lib/server/auth/guards";
import { getViewer } from "@/lib/server/auth/viewer";
import { AppError } from "@/lib/server/errors";
import type { CartOwner } from "./service";

/** The httpOnly cookie that holds a guest's cart id. */
export const CART_COOKIE = "cart_id";
const CART_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 60;

const uuid = z.uuid();

/** Cart ids are random uuids; anything else in the cookie is ignored. */
export function isGuestCartId(value: string | null | undefined): value is string {
  return !!value && uuid.safeParse(value).success;
}

export type GuestCartOwner = { owner: CartOwner | null; issuedCartId?: string };

/**
 * The cart a request is about: the signed-in customer's, else the browser's guest cart.
 * - `issue`: a browser without a cart gets a new id (settled before any cart row exists, so that
 *   this browser's racing requests all find the same cart); otherwise it has no cart (null).
 * - `strict`: credentials are read from the request (bearer token or session cookie) and a forged
 *   or expired token is a 401; otherwise the session cookie decides.
 */
export async function guestCartOwner(request: NextRequest, options: { issue: boolean; strict: boolean }): Promise<GuestCartOwner> {
  const customerId = options.strict ? await strictCustomerId(request) : await sessionCustomerId();
  if (customerId) return { owner: { customerId } };
  const guestCartId = request.cookies.get(CART_COOKIE)?.value;
  if (isGuestCartId(guestCartId)) return { owner: { guestCartId } };
  if (!options.issue) return { owner: null };
  const issuedCartId = randomUUID();
  return { owner: { guestCartId: issuedCartId }, issuedCartId };
}

async function strictCustomerId(request: NextRequest): Promise<number | null> {
  const auth = await authenticate(request);
  if (auth.principal?.kind === "customer") return auth.principal.id;
  if (!auth.principal && auth.problem === "invalid") throw new AppError(401, "unauthorized", SIGN_IN_MESSAGES.authenticationFailed);
  return null;
}

async function sessionCustomerId(): Promise<number | null> {
  const viewer = await getViewer();
  return viewer?.kind === "customer" ? viewer.id : null;
}

export function setGuestCartCookie(response: Response, cartId: string): void {
  const { NODE_ENV, APP_ENV } = env();
  // The end-to-end build is a production build served over plain http.
  const secure = NODE_ENV === "production" && APP_ENV !== "test";
  const attributes = [`${CART_COOKIE}=${cartId}`, "Path=/", `Max-Age=${CART_COOKIE_MAX_AGE_SECONDS}`, "HttpOnly", "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  response.headers.append("set-cookie", attributes.join("; "));
}
