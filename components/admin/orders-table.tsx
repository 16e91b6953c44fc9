"use client";
import Link from "next/link";
import { useMemo } from "react";
import { columnsOf, DataTable, type RowSelectionState } from "@/components/back-office/data-table";
import { StatusBadge } from "@/components/ui/status-badge";
import { AwaitingCodConfirmationBadge, AwaitingPaymentBadge } from "./payment-hold";
import { Button } from "@/components/ui/button";
import { isEditable } from "@/lib/domain/order-status";
import type { TrackedOrderJson } from "@/lib/server/orders/tracking-link";
import { formatDateTime, formatRupees } from "@/lib/domain/format";
import { ActionConfirm } from "./action-confirm";
import { ACTION_LABELS } from "./order-actions";

type Props = {
  orders: TrackedOrderJson[];
  selection: RowSelectionState;
  onSelect: (next: RowSelectionState) => void;
  busy: boolean;
  onAction: (order: TrackedOrderJson, action: string) => void;
};

const column = columnsOf<TrackedOrderJson>();

/** The admin order list: one row per order with its quick actions; cancel and refund ask first, naming the refund. */
export function OrdersTable({ orders, selection, onSelect, busy, onAction }: Props) {
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: "order",
          header: "Order",
          cell: ({ row: { original: order } }) => (
            <span className="block text-left">
              <Link href={`/admin/orders/${order.id}`} className="font-semibold text-brand-900 hover:underline">
                {order.order_id}
              </Link>
              <span className="block text-stone-600">
                {order.customer_name} · {order.customer_mobile}
              </span>
            </span>
          ),
        }),
        column.display({
          id: "placed",
          header: "Placed",
          cell: ({ row: { original: order } }) => (
            <span className="text-stone-600">
              {formatDateTime(order.created_at)}
              <span className="block text-xs text-stone-500">
                {order.delivery_city}, {order.delivery_state}
              </span>
            </span>
          ),
        }),
        column.display({
          id: "status",
          header: "Status",
          cell: ({ row: { original: order } }) => (
            <span className="flex flex-wrap justify-end gap-1 md:justify-start">
              <StatusBadge status={order.status} />
              <StatusBadge status={order.payment_status} label="Payment" />
              <AwaitingPaymentBadge order={order} />
              <AwaitingCodConfirmationBadge order={order} />
              <span className="text-xs uppercase text-stone-500">{order.payment_method}</span>
            </span>
          ),
        }),
        column.accessor("total_amount", {
          header: "Total",
          meta: { align: "right" },
          cell: ({ getValue }) => <span className="font-semibold">{formatRupees(getValue())}</span>,
        }),
        column.display({
          id: "actions",
          header: "Actions",
          cell: ({ row: { original: order } }) => (
            <OrderActions order={order} busy={busy} onAction={(action) => onAction(order, action)} />
          ),
        }),
      ]),
    [busy, onAction],
  );
  return (
    <DataTable
      label="Orders"
      rows={orders}
      columns={columns}
      getRowId={(order) => String(order.id)}
      rowTestId="order-row"
      selection={{
        label: "Select all on this page",
        rowLabel: (id) => `Select order ${orders.find((order) => String(order.id) === id)?.order_id ?? id}`,
        state: selection,
        onChange: onSelect,
      }}
    />
  );
}

function OrderActions({
  order,
  busy,
  onAction,
}: {
  order: TrackedOrderJson;
  busy: boolean;
  onAction: (action: string) => void;
}) {
  return (
    <span className="flex flex-wrap justify-end gap-2 md:justify-start">
      {order.allowed_actions.map((action) =>
        action === "cancel" || action === "refund" ? (
          <ActionConfirm
            key={action}
            action={action}
            orderIds={[order.id]}
            trigger={
              <Button size="sm" variant="danger" disabled={busy}>
                {ACTION_LABELS[action]}
              </Button>
            }
            title={`${ACTION_LABELS[action]} order ${order.order_id}?`}
            confirmLabel={`${ACTION_LABELS[action]} order`}
            onConfirm={() => onAction(action)}
          />
        ) : (
          <Button key={action} size="sm" variant="secondary" disabled={busy} onClick={() => onAction(action)}>
            {ACTION_LABELS[action]}
          </Button>
        ),
      )}
      <Button size="sm" variant="ghost" asChild>
        <Link href={`/admin/orders/${order.id}`}>View</Link>
      </Button>
      {isEditable(order.status) && (
        <Button size="sm" variant="ghost" asChild>
          <Link href={`/admin/orders/${order.id}#order-edits`}>Edit</Link>
        </Button>
      )}
    </span>
  );
}
