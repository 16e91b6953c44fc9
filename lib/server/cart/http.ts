import "server-only";
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { env } from "@/lib/env";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { authenticate } from "@/lib/server/auth/guards";
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

export type CartOwnership = { owner: CartOwner | null; issuedCartId?: string };

/**
 * The cart a request is about: the signed-in customer's (bearer token or session cookie; a forged
 * or expired token is a 401), else the browser's guest cart. With `issue`, a browser without a
 * cart gets a new id, settled before any cart row exists so that this browser's racing requests
 * all find the same cart; without it, such a browser has no cart (null).
 */
export async function cartOwnerOf(request: NextRequest, { issue }: { issue: boolean }): Promise<CartOwnership> {
  const auth = await authenticate(request);
  if (auth.principal?.kind === "customer") return { owner: { customerId: auth.principal.id } };
  if (!auth.principal && auth.problem === "invalid")
    throw new AppError(401, "unauthorized", SIGN_IN_MESSAGES.authenticationFailed);
  const guestCartId = request.cookies.get(CART_COOKIE)?.value;
  if (isGuestCartId(guestCartId)) return { owner: { guestCartId } };
  if (!issue) return { owner: null };
  const issuedCartId = randomUUID();
  return { owner: { guestCartId: issuedCartId }, issuedCartId };
}

export function setGuestCartCookie(response: Response, cartId: string): void {
  const { NODE_ENV, APP_ENV } = env();
  // The end-to-end build is a production build served over plain http.
  const secure = NODE_ENV === "production" && APP_ENV !== "test";
  const attributes = [
    `${CART_COOKIE}=${cartId}`,
    "Path=/",
    `Max-Age=${CART_COOKIE_MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (secure) attributes.push("Secure");
  response.headers.append("set-cookie", attributes.join("; "));
}
