import "server-only";
import { formatINR } from "@/lib/domain/format";
import { paiseToRupees } from "@/lib/domain/money";
import { codAllowed, orderTotals, RAZORPAY_MIN_AMOUNT, summaryLines, type SummaryLineKey } from "@/lib/domain/pricing";
import { variantLabel, variantLineName } from "@/lib/domain/variants";
import { db } from "@/lib/server/db";

/** The checkout's side summary, priced by the server (formatted for display; totals also in paise for the submit checks). */
export type CheckoutSummary = {
  /** `name` names the variant ("Ashwagandha Capsules, 120 capsules"); one line per variant. */
  items: { id: number; variantId: number | null; name: string; quantity: number; lineTotal: string }[];
  itemCount: number;
  shipping: string | null;
  /** The lines the summary shows, in order, in rupees; they add up to `total` (lib/domain/pricing.ts summaryLines). */
  lines: { key: SummaryLineKey; label: string; amount: number; sign: 1 | -1 }[];
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
        items: {
          orderBy: [{ addedAt: "asc" }, { id: "asc" }],
          include: {
            product: { select: { id: true, name: true, price: true, salePrice: true } },
            variant: { select: { id: true, optionValues: true, price: true, salePrice: true } },
          },
        },
      },
    }),
    db.storeSettings.findUniqueOrThrow({ where: { id: 1 } }),
  ]);
  const items = cart?.items ?? [];
  // Each line is priced from its variant (the size the shopper chose), as the checkout will charge it.
  const lines = items.map(({ product, variant, quantity }) => ({
    originalPrice: (variant ?? product).price,
    discountPrice: (variant ?? product).salePrice,
    quantity,
  }));
  const totals = orderTotals({ lines, coupon: cart?.coupon ?? null, shipping: settings });
  return {
    items: items.map(({ product, variant, quantity }) => ({
      id: product.id,
      variantId: variant?.id ?? null,
      name: variantLineName(product.name, variantLabel(variant?.optionValues ?? [])),
      quantity,
      lineTotal: formatINR((variant ?? product).salePrice * quantity),
    })),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    shipping: totals.shipping > 0 ? formatINR(totals.shipping) : null,
    lines: summaryLines(totals, {
      couponApplied: Boolean(cart?.coupon),
      couponCode: cart?.coupon?.code,
      withShipping: true,
    }).map((entry) => ({ ...entry, amount: paiseToRupees(entry.amount) })),
    total: formatINR(totals.finalTotal),
    totalPaise: totals.finalTotal,
    razorpayMinimumPaise: RAZORPAY_MIN_AMOUNT,
    codAvailable: codAllowed(totals.finalTotal, settings),
  };
}
