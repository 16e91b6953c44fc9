"use client";
import Link from "next/link";
import { useState } from "react";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import { Pager } from "@/components/back-office/pager";
import { EditRecordScreen, NewRecordScreen } from "@/components/back-office/record-screen";
import { EmptyState, ResourceView } from "@/components/back-office/states";
import type { PortalCouponJson } from "@/lib/server/coupons/management";
import type { ResponseOf } from "@/lib/api/endpoints";
import { formatDateTime, formatRupees } from "@/lib/domain/format";
import { useApiQuery } from "@/lib/api/query";
import { redemptionQuery } from "@/lib/validation/coupons/management";
import { CouponStatusBadge, couponDiscountText } from "./coupon-badges";
import { CouponForm } from "./coupon-form";
import { counted } from "@/lib/domain/plural";

type Redemption = ResponseOf<"portal.coupons.redemptions">["results"][number];
const REDEMPTIONS_PAGE = redemptionQuery.shape.page_size.parse(undefined);

const SCREEN = { listHref: "/portal/coupons", noun: { one: "Coupon", many: "Coupons" } };

/** `/portal/coupons/new`. */
export function NewCouponScreen() {
  return (
    <NewRecordScreen {...SCREEN}>
      <CouponForm />
    </NewRecordScreen>
  );
}

/** `/portal/coupons/{id}`: the coupon's rules, and who redeemed it. */
export function EditCouponScreen() {
  return (
    <EditRecordScreen {...SCREEN} endpoint="portal.coupons.get" header={CouponHeader}>
      {({ record, onSaved, onReload }) => (
        <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {/* A new version (a save, or the latest after a conflict) opens the form afresh on it. */}
          <CouponForm key={record.version} coupon={record} onSaved={onSaved} onReload={onReload} />
          <Redemptions couponId={record.id} />
        </div>
      )}
    </EditRecordScreen>
  );
}

function CouponHeader(current: PortalCouponJson) {
  return (
    <div>
      <h1 className="font-mono text-3xl text-brand-900">{current.code}</h1>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
        <span>{current.type}</span>
        <span>{couponDiscountText(current)} off</span>
        <CouponStatusBadge coupon={current} />
        <span>
          Used {current.used_count} / {current.usage_limit ?? "no limit"}
        </span>
      </p>
    </div>
  );
}

const column = columnsOf<Redemption>();
const COLUMNS = column.columns([
  column.display({
    id: "order",
    header: "Order",
    cell: ({ row: { original: redemption } }) => (
      <Link href={`/admin/orders/${redemption.order_id}`} className="font-mono text-brand-900 hover:underline">
        {redemption.order_number}
      </Link>
    ),
  }),
  column.display({
    id: "customer",
    header: "Customer",
    cell: ({ row: { original: redemption } }) => (
      <span className="block">
        {redemption.customer_name || "—"}
        <span className="block font-mono text-xs text-stone-500">{redemption.customer_phone}</span>
      </span>
    ),
  }),
  column.accessor("amount", {
    header: "Discount",
    meta: { align: "right" },
    cell: ({ getValue }) => formatRupees(getValue()),
  }),
  column.accessor("created_at", {
    header: "Date",
    cell: ({ getValue }) => <span className="whitespace-nowrap text-stone-600">{formatDateTime(getValue())}</span>,
  }),
]);

/** The coupon's redemptions, newest first, paged. */
function Redemptions({ couponId }: { couponId: number }) {
  const [page, setPage] = useState(1);
  const list = useApiQuery("portal.coupons.redemptions", { params: { id: couponId }, query: { page } });
  return (
    <section
      id="redemptions"
      aria-label="Redemptions"
      className="scroll-mt-6 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 className="font-serif text-xl text-brand-900">Redemptions</h2>
      <div className="mt-4">
        <ResourceView
          resource={list}
          failure="Failed to load the redemptions"
          loadingLabel="Loading redemptions..."
          isEmpty={(data) => data.results.length === 0}
          empty={
            <EmptyState title="No redemptions yet">
              <p className="text-sm text-stone-500">Orders placed with this coupon appear here.</p>
            </EmptyState>
          }
        >
          {(data) => (
            <div className="space-y-3">
              <p className="text-right text-sm text-stone-600">{counted(data.count, "redemption")}</p>
              <DataTable
                label="Redemptions"
                rows={data.results}
                columns={COLUMNS}
                getRowId={(redemption) => String(redemption.id)}
                rowTestId="redemption-row"
              />
              <Pager page={page} count={data.count} pageSize={REDEMPTIONS_PAGE} onPage={setPage} />
            </div>
          )}
        </ResourceView>
      </div>
    </section>
  );
}
