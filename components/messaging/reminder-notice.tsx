const NOTICES = {
  restored: {
    role: "status",
    className: "bg-brand-50 text-brand-800",
    text: "Welcome back! Your cart is as you left it.",
  },
  expired: {
    role: "alert",
    className: "bg-amber-50 text-amber-900",
    text: "That cart link has expired. Your cart is below as it is now.",
  },
  invalid: {
    role: "alert",
    className: "bg-amber-50 text-amber-900",
    text: "That cart link is not valid. Your cart is below as it is now.",
  },
} as const;

/** What became of an abandoned-cart reminder's link (/api/carts/restore/ sends the browser to /cart?reminder=…). */
export function ReminderNotice({ result }: { result: string | undefined }) {
  if (!result || !(result in NOTICES)) return null;
  const notice = NOTICES[result as keyof typeof NOTICES];
  return (
    <p role={notice.role} className={`mt-4 rounded-lg px-4 py-3 ${notice.className}`}>
      {notice.text}
    </p>
  );
}
