/**
 * Abandoned carts (docs/messaging.md#abandoned-carts): which signed-in shopper's cart gets its one
 * reminder. A cart's activity is its `updatedAt` (every change of its lines or coupon touches it).
 */
import { shopDay } from "./shop-days";

/** The setting's default: a cart untouched this long is abandoned. */
export const DEFAULT_REMINDER_DELAY_MINUTES = 120;
/** A cart untouched longer than this is left alone (it is no longer a purchase in progress). */
export const MAX_ABANDONED_AGE_MS = 7 * 24 * 3600_000;
/** The restore link works this long after the reminder. */
export const RESTORE_LINK_VALID_MS = 7 * 24 * 3600_000;
/** An order by the shopper this long after a reminder counts as the cart recovered. */
export const RECOVERY_WINDOW_MS = 7 * 24 * 3600_000;

export type CartActivity = {
  /** The cart's owner; null for a guest's cart (nobody to remind). */
  customerId: number | null;
  itemCount: number;
  /** The last change of the cart. */
  lastActivityAt: Date;
  /** The shopper's latest order, if any. */
  lastOrderAt: Date | null;
  /** This cart's latest reminder, if any. */
  lastReminderAt: Date | null;
};

/**
 * Whether the cart is due its reminder now: a signed-in shopper's, with items, untouched for the
 * delay (but not for more than a week), no order since its last change (never after an order),
 * not reminded since its last change (one reminder per abandonment), and not reminded today
 * (at most one per cart per shop day, which the database's unique key also holds).
 */
export function isDueReminder(cart: CartActivity, now: Date, delayMinutes: number): boolean {
  if (cart.customerId === null || cart.itemCount <= 0) return false;
  const idle = now.getTime() - cart.lastActivityAt.getTime();
  if (idle < delayMinutes * 60_000 || idle > MAX_ABANDONED_AGE_MS) return false;
  if (cart.lastOrderAt && cart.lastOrderAt >= cart.lastActivityAt) return false;
  if (cart.lastReminderAt && cart.lastReminderAt >= cart.lastActivityAt) return false;
  if (cart.lastReminderAt && shopDay(cart.lastReminderAt) === shopDay(now)) return false;
  return true;
}
