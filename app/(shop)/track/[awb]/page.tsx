import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PAGE_MIN_HEIGHT } from "@/components/layout/page-height";
import { TRACKING_NUMBER } from "@/lib/domain/catalog-address";
import { PROBLEM_STATUSES, SHIPMENT_STATUS_LABELS, type ShipmentStatus } from "@/lib/domain/shipment-status";
import { trackShipment } from "@/lib/server/courier-tracking/tracking";
import { trackReturn } from "@/lib/server/returns/actions";
import { formatDateTime } from "@/lib/domain/format";

export const metadata: Metadata = { title: "Track shipment", robots: { index: false } };

type Request = { params: Promise<{ awb: string }> };

const CARRIER_NAMES: Record<string, string> = { shiprocket: "Shiprocket", manual: "Shipped by the shop" };

/** A shipment's carrier, status and scans as the courier's tracking updates recorded them. */
async function ShipmentTracking({ params }: Request) {
  const { awb } = await params;
  await connection();
  // A return's reverse pickup has its own AWB, tracked on the return (docs/returns.md).
  const tracking = TRACKING_NUMBER.test(awb) ? ((await trackShipment(awb)) ?? (await trackReturn(awb))) : null;
  if (!tracking) notFound();
  const status = tracking.status as ShipmentStatus;
  return (
    <article className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-serif text-3xl text-brand-900">
        {"is_return" in tracking ? "Track your return" : "Track your shipment"}
      </h1>
      <dl className="mt-6 grid gap-3 rounded-2xl border border-brand-100 bg-white p-6 text-sm shadow-sm sm:grid-cols-2">
        <div>
          <dt className="text-stone-600">AWB</dt>
          <dd data-testid="tracking-awb" className="font-mono">
            {tracking.tracking_number}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Carrier</dt>
          <dd>
            {[CARRIER_NAMES[tracking.carrier] ?? tracking.carrier, tracking.courier_name].filter(Boolean).join(" · ")}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-stone-600">Status</dt>
          <dd
            data-testid="tracking-status"
            className={PROBLEM_STATUSES.has(status) ? "font-semibold text-red-700" : "font-semibold text-brand-800"}
          >
            {SHIPMENT_STATUS_LABELS[status] ?? tracking.status}
          </dd>
        </div>
        {tracking.external_url && (
          <div className="sm:col-span-2">
            <a
              href={tracking.external_url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 hover:underline"
            >
              Track on the courier&apos;s site
            </a>
          </div>
        )}
      </dl>
      <h2 className="mt-8 font-serif text-xl text-brand-900">Scan history</h2>
      <ol aria-label="Scan history" className="mt-3 space-y-3 border-l-2 border-brand-200 pl-5">
        {[...tracking.events].reverse().map((event, index) => (
          <li key={index} data-testid="tracking-scan" className="text-sm">
            <p className="font-medium text-stone-800">
              {SHIPMENT_STATUS_LABELS[event.status as ShipmentStatus] ?? event.status}
            </p>
            <p className="text-stone-600">{[event.description, event.location].filter(Boolean).join(" · ")}</p>
            <p className="text-xs text-stone-600">{formatDateTime(event.occurred_at)}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}

/**
 * The page waits for the shipment (a read or two) and sends it with its frame, not streamed after it: its heading
 * is the largest paint, and painted after the frame Lighthouse counted the page's scripts before it (91-93 on a
 * phone), as on the cart and the account pages.
 */
export const instant = false;

export default function TrackPage(request: Request) {
  return (
    <main className={PAGE_MIN_HEIGHT}>
      <ShipmentTracking params={request.params} />
    </main>
  );
}
