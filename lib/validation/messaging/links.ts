/** The signed links of e-mails (newsletter confirmation, unsubscribe, cart restore): a token only. */
import { z } from "zod";

/** A signed link token (lib/server/security/signed-links.ts): base64url, a dot, base64url; never long. */
export const linkToken = z
  .string({ error: "This link is not valid." })
  .trim()
  .min(10, "This link is not valid.")
  .max(600, "This link is not valid.")
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, "This link is not valid.");

/** POST /api/newsletter/confirm/ {token}. */
export const newsletterConfirmBody = z.object({ token: linkToken });

/** POST /api/unsubscribe/?token=…: the token rides in the URL (RFC 8058 one-click); any body is ignored. */
export const unsubscribeQuery = z.object({ token: linkToken });

/** GET /api/carts/restore/?token=…: a missing or malformed token is answered like a forged one (the cart page says so). */
export const cartRestoreQuery = z.object({ token: linkToken.optional().catch(undefined) });
