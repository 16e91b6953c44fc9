import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

/**
 * Links that act without a session (confirm a newsletter subscription, unsubscribe from marketing
 * e-mail, restore an abandoned cart): the token in the link names what it is for, the record it acts
 * on and when it expires, signed with HMAC-SHA256 under a key derived from AUTH_SECRET for this use
 * alone. A token for one purpose is refused for another; an altered or expired one is refused.
 * Whether a valid token may still act (a confirmation already followed, a cart already ordered) is
 * the caller's rule: these links may be opened any number of times.
 */
export const SIGNED_LINK_PURPOSES = ["newsletter-confirm", "unsubscribe", "cart-restore"] as const;
export type SignedLinkPurpose = (typeof SIGNED_LINK_PURPOSES)[number];

type Payload = { p: SignedLinkPurpose; s: string; x: number | null };

function key(): Buffer {
  return createHmac("sha256", env().AUTH_SECRET).update("storefront signed links v1").digest();
}

function signature(body: string): string {
  return createHmac("sha256", key()).update(body).digest("base64url");
}

/** A token for `purpose` naming `subject` (e.g. "subscriber:12:<nonce>"), valid until `expiresAt` (null: no end). */
export function signLinkToken(purpose: SignedLinkPurpose, subject: string, expiresAt: Date | null): string {
  const payload: Payload = { p: purpose, s: subject, x: expiresAt ? Math.floor(expiresAt.getTime() / 1000) : null };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${signature(body)}`;
}

export type LinkTokenCheck = { ok: true; subject: string } | { ok: false; reason: "invalid" | "expired" };

/** The subject of a token signed for `purpose`, or why it is refused (a forged, altered or other-purpose token is "invalid"). */
export function verifyLinkToken(purpose: SignedLinkPurpose, token: string, now = new Date()): LinkTokenCheck {
  const [body, presented, extra] = token.split(".");
  if (!body || !presented || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(signature(body));
  const given = Buffer.from(presented);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Payload;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (payload.p !== purpose || typeof payload.s !== "string") return { ok: false, reason: "invalid" };
  if (payload.x !== null && (typeof payload.x !== "number" || payload.x * 1000 <= now.getTime()))
    return { ok: false, reason: "expired" };
  return { ok: true, subject: payload.s };
}

/** Who an unsubscribe link takes off: a newsletter subscriber, or a customer's consent to marketing e-mail. */
export type UnsubscribeTarget = { subscriberId: number } | { customerId: number };

/**
 * The one-click unsubscribe URL of a marketing e-mail (the link in its footer and its
 * `List-Unsubscribe` header, RFC 8058): `POST` to it unsubscribes, the signed token in it being the
 * only proof needed; it never expires, as a link in an old e-mail must still work.
 */
export function unsubscribeUrl(target: UnsubscribeTarget): string {
  const subject = "subscriberId" in target ? `subscriber:${target.subscriberId}` : `customer:${target.customerId}`;
  const url = new URL("/api/unsubscribe/", env().APP_URL);
  url.searchParams.set("token", signLinkToken("unsubscribe", subject, null));
  return url.toString();
}

/** The unsubscribe link's target, or null for a token that is not one. */
export function unsubscribeTargetOf(token: string): UnsubscribeTarget | null {
  const check = verifyLinkToken("unsubscribe", token);
  if (!check.ok) return null;
  const match = /^(subscriber|customer):(\d+)$/.exec(check.subject);
  if (!match) return null;
  const id = Number(match[2]);
  return match[1] === "subscriber" ? { subscriberId: id } : { customerId: id };
}

/** The page a person opens from the e-mail's visible unsubscribe link: it shows what the link does and a button that posts it. */
export function unsubscribePageUrl(target: UnsubscribeTarget): string {
  const token = new URL(unsubscribeUrl(target)).searchParams.get("token")!;
  const url = new URL("/unsubscribe", env().APP_URL);
  url.searchParams.set("token", token);
  return url.toString();
}
