import "server-only";
import { formatINR } from "@/lib/domain/money";
import { codAllowed, orderTotals, RAZORPAY_MIN_AMOUNT, summaryLines, type SummaryLineKey } from "@/lib/domain/pricing";
import { db } from "@/lib/server/db";

/** The checkout's side summary, priced by the server (formatted for display; totals also in paise for the submit checks). */
export type CheckoutSummary = {
  items: { id: number; name: string; quantity: number; lineTotal: string }[];
  itemCount: number;
  subtotal: string;
  shipping: string | null;
  productDiscount: string | null;
  coupon: { code: string; discount: string } | null;
  /** The lines the summary shows, in order, formatted; they add up to `total` (lib/domain/pricing.ts summaryLines). */
  lines: { key: SummaryLineKey; label: string; amount: string; sign: 1 | -1; free: boolean }[];
  total: string;
  totalPaise: number;
  razorpayMinimumPaise: number;
  codAvailable: boolean;
};

export async function checkoutSummary(customerId: number): Promise<CheckoutSummary> {
  const [cart, settings] = await Promise.all([
    db.cart.findUnique({
      where: { customerId },
      include: {
        coupon: true,
        items: { orderBy: [{ addedAt: "asc" }, { id: "asc" }], include: { product: { select: { id: true, name: true, price: true, salePrice: true } } } },
      },
    }),
    db.storeSettings.findUniqueOrThrow({ where: { id: 1 } }),
  ]);
  const items = cart?.items ?? [];
  const lines = items.map(({ product, quantity }) => ({ originalPrice: product.price, discountPrice: product.salePrice, quantity }));
  const totals = orderTotals({ lines, coupon: cart?.coupon ?? null, shipping: settings });
  return {
    items: items.map(({ product, quantity }) => ({ id: product.id, name: product.name, quantity, lineTotal: formatINR(product.salePrice * quantity) })),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: formatINR(totals.subtotal),
    shipping: totals.shipping > 0 ? formatINR(totals.shipping) : null,
    productDiscount: totals.productDiscount > 0 ? formatINR(totals.productDiscount) : null,
    coupon: cart?.coupon ? { code: cart.coupon.code, discount: formatINR(totals.couponDiscount) } : null,
    lines: summaryLines(totals, { couponApplied: Boolean(cart?.coupon), couponCode: cart?.coupon?.code, withShipping: true }).map((entry) => ({
      key: entry.key,
      label: entry.label,
      amount: formatINR(entry.amount),
      sign: entry.sign,
      free: entry.key === "shipping" && entry.amount === 0,
    })),
    total: formatINR(totals.finalTotal),
    totalPaise: totals.finalTotal,
    razorpayMinimumPaise: RAZORPAY_MIN_AMOUNT,
    codAvailable: codAllowed(totals.finalTotal, settings),
  };
}
