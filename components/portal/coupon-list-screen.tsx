"use client";
import Link from "next/link";
import { useCallback, useMemo } from "react";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import type { FilterField } from "@/components/back-office/filter-bar";
import { RecordListScreen } from "@/components/back-office/record-list";
import { useRowAction } from "@/components/back-office/use-row-action";
import { useUrlFilters } from "@/components/back-office/use-url-filters";
import { Button } from "@/components/ui/button";
import { COUPON_GROUP_LABELS } from "@/lib/domain/coupons";
import type { PortalCouponJson } from "@/lib/server/coupons/management";
import { formatDay, formatRupees } from "@/lib/domain/format";
import { COUPON_GROUPS, couponQuery } from "@/lib/validation/coupons/management";
import { CouponStatusBadge, couponDiscountText } from "./coupon-badges";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";

type Filter = "search" | "group" | "status";
const FILTER_DEFAULTS: Record<Filter, string> = { search: "", group: "", status: "all" };
const PAGE_SIZE = couponQuery.shape.page_size.parse(undefined);

const FIELDS: readonly FilterField<Filter>[] = [
  { name: "search", label: "Search", type: "search", placeholder: "Code" },
  {
    name: "group",
    label: "Group",
    type: "select",
    options: [
      { value: "", label: "All groups" },
      ...COUPON_GROUPS.map((group) => ({ value: group, label: COUPON_GROUP_LABELS[group] })),
    ],
  },
  {
    name: "status",
    label: "Status",
    type: "select",
    options: [
      { value: "all", label: "Any status" },
      { value: "active", label: "Active" },
      { value: "paused", label: "Paused" },
      { value: "expired", label: "Expired" },
    ],
  },
];

/** Every coupon (admins only), paged on the server; the filters live in the address. */
export function CouponListScreen() {
  const filters = useUrlFilters(FILTER_DEFAULTS);
  const list = useApiQuery("portal.coupons.list", { query: filters.query });
  const { notice, dismiss, busy, run } = useRowAction(list.reload);

  const setActive = useCallback(
    (coupon: PortalCouponJson, active: boolean) =>
      run(
        async () => {
          await callApi("portal.coupons.update", {
            params: { id: coupon.id },
            body: { active, version: coupon.version },
          });
          return active
            ? `Resumed ${coupon.code}: shoppers can apply it again.`
            : `Paused ${coupon.code}: shoppers can no longer apply it.`;
        },
        active ? "Failed to resume the coupon" : "Failed to pause the coupon",
      ),
    [run],
  );

  return (
    <RecordListScreen
      noun={{ many: "Coupons", one: "coupon" }}
      newHref="/portal/coupons/new"
      filtering={{ fields: FIELDS, defaults: FILTER_DEFAULTS, filters, pageSize: PAGE_SIZE }}
      notice={notice}
      onDismiss={dismiss}
      list={list}
    >
      {(rows) => <CouponsTable coupons={rows} busy={busy} setActive={setActive} />}
    </RecordListScreen>
  );
}

type TableProps = {
  coupons: PortalCouponJson[];
  busy: boolean;
  setActive: (coupon: PortalCouponJson, active: boolean) => void;
};

const column = columnsOf<PortalCouponJson>();

function CouponsTable({ coupons, busy, setActive }: TableProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: "code",
          header: "Code",
          cell: ({ row: { original: coupon } }) => (
            <span className="block text-left">
              <Link
                href={`/portal/coupons/${coupon.id}`}
                className="font-mono font-medium text-brand-900 hover:underline"
              >
                {coupon.code}
              </Link>
              {coupon.first_order_only && <span className="block text-xs text-stone-500">First order only</span>}
            </span>
          ),
        }),
        column.accessor("type", { header: "Group" }),
        column.display({
          id: "discount",
          header: "Discount",
          meta: { align: "right" },
          cell: ({ row: { original: coupon } }) => couponDiscountText(coupon),
        }),
        column.accessor("min_cart_total", {
          header: "Minimum cart",
          meta: { align: "right" },
          cell: ({ getValue }) =>
            getValue() > 0 ? formatRupees(getValue()) : <span className="text-stone-600">—</span>,
        }),
        column.display({
          id: "validity",
          header: "Valid",
          cell: ({ row: { original: coupon } }) => (
            <span className="whitespace-nowrap text-stone-600">
              {formatDay(coupon.valid_from)} – {formatDay(coupon.valid_to)}
            </span>
          ),
        }),
        column.display({
          id: "usage",
          header: "Used / limit",
          meta: { align: "right" },
          cell: ({ row: { original: coupon } }) => `${coupon.used_count} / ${coupon.usage_limit ?? "no limit"}`,
        }),
        column.display({
          id: "status",
          header: "Status",
          cell: ({ row: { original: coupon } }) => <CouponStatusBadge coupon={coupon} />,
        }),
        column.display({
          id: "actions",
          header: "Actions",
          cell: ({ row: { original: coupon } }) => <CouponActions coupon={coupon} busy={busy} setActive={setActive} />,
        }),
      ]),
    [busy, setActive],
  );
  return (
    <DataTable
      label="Coupons"
      rows={coupons}
      columns={columns}
      getRowId={(coupon) => String(coupon.id)}
      rowTestId="coupon-row"
    />
  );
}

function CouponActions({ coupon, busy, setActive }: { coupon: PortalCouponJson } & Omit<TableProps, "coupons">) {
  return (
    <span className="flex flex-wrap justify-end gap-1 md:flex-nowrap md:justify-start">
      <Button size="sm" variant="secondary" asChild>
        <Link href={`/portal/coupons/${coupon.id}`}>Edit</Link>
      </Button>
      {coupon.active ? (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" disabled={busy}>
              Pause
            </Button>
          }
          title={`Pause ${coupon.code}?`}
          description="Shoppers can no longer apply it; orders already placed keep their discount. You can resume it later."
          confirmLabel="Pause coupon"
          onConfirm={() => setActive(coupon, false)}
        />
      ) : (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" disabled={busy}>
              Resume
            </Button>
          }
          title={`Resume ${coupon.code}?`}
          description="Shoppers can apply it again while it is within its dates and limits."
          confirmLabel="Resume coupon"
          tone="primary"
          onConfirm={() => setActive(coupon, true)}
        />
      )}
      <Button size="sm" variant="ghost" asChild>
        <Link href={`/portal/coupons/${coupon.id}#redemptions`}>Redemptions</Link>
      </Button>
    </span>
  );
}
