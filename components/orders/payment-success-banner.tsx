import { CheckCircle2 } from "lucide-react";
import { z } from "zod";
import { getViewer } from "@/lib/server/auth/viewer";
import { paymentConfirmation } from "@/lib/server/orders/customer-orders";
import { idParam } from "@/lib/validation/primitives";

/** SPEC.md section 4 "Checkout submit": the payment page returns with paymentSuccess, paymentId and orderId. */
const returnQuery = z.object({
  paymentSuccess: z.literal("true"),
  paymentId: z.string().regex(/^pay_[A-Za-z0-9]{1,40}$/),
  orderId: idParam(),
});

export type ReturnQuery = Record<string, string | string[] | undefined>;

/** Confirms an online payment on the return page; shows nothing unless the server can vouch for it. */
export async function PaymentSuccessBanner({ query }: { query: Promise<ReturnQuery> }) {
  const parsed = returnQuery.safeParse(await query);
  if (!parsed.success) return null;
  const viewer = await getViewer();
  if (viewer?.kind !== "customer") return null;
  const confirmed = await paymentConfirmation(viewer.id, parsed.data.orderId, parsed.data.paymentId);
  if (!confirmed) return null;
  return (
    <div role="status" className="mb-8 flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-brand-900">
      <CheckCircle2 aria-hidden className="h-6 w-6 shrink-0 text-brand-600" />
      <div>
        <p className="font-semibold">Payment successful!</p>
        <p className="mt-1 text-sm">
          Order #{confirmed.orderNumber} is paid. Payment ID: <span className="font-mono">{confirmed.paymentId}</span>
        </p>
      </div>
    </div>
  );
}
