import { isDueReminder, type CartActivity } from "./abandoned-cart";

const NOW = new Date("2026-11-27T12:00:00Z"); // 17:30 in India
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const cart = (overrides: Partial<CartActivity> = {}): CartActivity => ({
  customerId: 7,
  itemCount: 2,
  lastActivityAt: ago(121),
  lastOrderAt: null,
  lastReminderAt: null,
  ...overrides,
});

it("is due once a signed-in shopper's cart with items sits untouched for the delay", () => {
  expect(isDueReminder(cart(), NOW, 120)).toBe(true);
  expect(isDueReminder(cart({ lastActivityAt: ago(120) }), NOW, 120)).toBe(true);
  expect(isDueReminder(cart({ lastActivityAt: ago(119) }), NOW, 120)).toBe(false);
  // The delay is the merchant's setting.
  expect(isDueReminder(cart({ lastActivityAt: ago(30) }), NOW, 15)).toBe(true);
});

it("never reminds a guest, an empty cart, or a cart left for more than a week", () => {
  expect(isDueReminder(cart({ customerId: null }), NOW, 120)).toBe(false);
  expect(isDueReminder(cart({ itemCount: 0 }), NOW, 120)).toBe(false);
  expect(isDueReminder(cart({ lastActivityAt: ago(7 * 24 * 60 + 1) }), NOW, 120)).toBe(false);
});

it("never reminds after an order placed since the cart's last change", () => {
  expect(isDueReminder(cart({ lastOrderAt: ago(60) }), NOW, 120)).toBe(false);
  expect(isDueReminder(cart({ lastOrderAt: ago(121) }), NOW, 120)).toBe(false);
  // An order before the cart was filled again does not count.
  expect(isDueReminder(cart({ lastOrderAt: ago(500) }), NOW, 120)).toBe(true);
});

it("reminds once per abandonment, and at most once per cart per day in India", () => {
  // Already reminded since the last change.
  expect(isDueReminder(cart({ lastReminderAt: ago(1) }), NOW, 120)).toBe(false);
  // Changed again after yesterday's reminder, abandoned again: due.
  expect(isDueReminder(cart({ lastReminderAt: ago(24 * 60), lastActivityAt: ago(600) }), NOW, 120)).toBe(true);
  // Changed again after a reminder earlier today (India's date): not today.
  expect(isDueReminder(cart({ lastReminderAt: ago(300), lastActivityAt: ago(200) }), NOW, 120)).toBe(false);
  // 00:10 in India is a new day, though still the same UTC date as a reminder at 23:00 in India.
  const justAfterMidnight = new Date("2026-11-27T18:40:00Z");
  const lateLastNight = new Date("2026-11-27T17:30:00Z");
  expect(
    isDueReminder(
      cart({ lastReminderAt: lateLastNight, lastActivityAt: new Date("2026-11-27T17:35:00Z") }),
      justAfterMidnight,
      60,
    ),
  ).toBe(true);
});
