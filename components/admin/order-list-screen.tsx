"use client";
import { Download, LayoutDashboard, RefreshCw } from "lucide-react";
import Link from "next/link";
import { useCallback, useState } from "react";
import type { RowSelectionState } from "@/components/back-office/data-table";
import { RecordListScreen } from "@/components/back-office/record-list";
import { EmptyState } from "@/components/back-office/states";
import { useUrlFilters } from "@/components/back-office/use-url-filters";
import { Button } from "@/components/ui/button";
import { counted } from "@/lib/domain/plural";
import type { TrackedOrderJson } from "@/lib/server/orders/tracking-link";
import { downloadApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";
import { messageOf } from "@/lib/ui/api-client";
import { ADMIN_PAGE_SIZE } from "@/lib/validation/primitives";
import { ACTION_LABELS, runAction, runBulk } from "./order-actions";
import { ORDER_FILTER_DEFAULTS, ORDER_FILTER_FIELDS } from "./orders-filters";
import { BulkBar, OutcomeNotice, type Outcome } from "./orders-bulk-bar";
import { OrdersTable } from "./orders-table";
import { ShippingDocuments } from "./shipping-documents";
import { useSubmit } from "@/lib/ui/use-submit";

const FIXED_REASONS: Record<string, string> = { refund: "Admin refund", cancel: "Admin cancellation" };
const FAILED_ACTION = "Failed to perform action: ";

/** Selected rows, for the list they were picked on: another page or other filters start with none. */
type Selection = { query: string; rows: RowSelectionState };

/** SPEC.md section 3 "Admin orders": filters (in the address), quick and bulk actions, CSV export. */
export function OrderListScreen() {
  const filters = useUrlFilters(ORDER_FILTER_DEFAULTS);
  const filtersKey = JSON.stringify(filters.query);
  const [picked, setPicked] = useState<Selection>({ query: filtersKey, rows: {} });
  const [notice, setNotice] = useState<Outcome | null>(null);
  const { busy, submit } = useSubmit();
  const [booking, setBooking] = useState(false);
  const list = useApiQuery("admin.orders.list", { query: filters.query });
  const { reload } = list;
  // Another page or other filters (back and forward included: the list stays mounted) start with no
  // selection, and coming back to the first list does not bring its old one back.
  if (picked.query !== filtersKey) setPicked({ query: filtersKey, rows: {} });
  const selection = picked.query === filtersKey ? picked.rows : {};
  const setSelection = (rows: RowSelectionState) => setPicked({ query: filtersKey, rows });
  // Only orders on the screen can be acted on: one that left the list on a reload is no longer selected.
  const selected = (list.data?.results ?? []).filter((order) => selection[order.id]);

  const act = useCallback(
    (order: TrackedOrderJson, action: string) =>
      submit(
        async () => {
          setNotice(null);
          await runAction(order.id, action, FIXED_REASONS[action] ?? "");
          setNotice({ tone: "success", text: `Order ${order.order_id}: ${ACTION_LABELS[action]} done` });
          reload();
        },
        (error) => {
          // The order may have changed meanwhile (409): the reload shows it as it is now.
          setNotice({
            tone: "error",
            text: `${FAILED_ACTION}Order ${order.order_id}: ${(error as Error).message} The list now shows it as it is.`,
          });
          reload();
        },
      ),
    [reload, submit],
  );

  async function bulk(action: string, notes: string) {
    const orderIds = selected.map((order) => order.id);
    const shipping = action === "ship";
    await submit(
      async () => {
        setBooking(shipping);
        // Booking takes seconds per order with a real courier: say so where the results will appear.
        setNotice({
          tone: "progress",
          text: shipping
            ? `Booking ${counted(orderIds.length, "shipment")}…`
            : `Updating ${counted(orderIds.length, "order")}…`,
        });
        const results = await runBulk(orderIds, action, notes).finally(() => setBooking(false));
        const booked = shipping ? results.filter((result) => result.success).map((result) => result.order_id) : [];
        const headline = shipping
          ? `${booked.length < results.length ? `${booked.length} of ` : ""}${counted(results.length, "shipment")} booked`
          : undefined;
        setNotice({ results, headline, booked });
        setSelection({});
        reload();
      },
      (error) => {
        const reason = messageOf(error, "");
        setNotice({
          tone: "error",
          text: reason ? `Failed to perform bulk action: ${reason}` : "Failed to perform bulk action",
        });
        reload();
      },
    );
  }

  async function exportCsv() {
    setNotice(null);
    try {
      const { blob, fileName } = await downloadApi("admin.orders.export", "orders.csv", { query: filters.values });
      const url = URL.createObjectURL(blob);
      Object.assign(document.createElement("a"), { href: url, download: fileName }).click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setNotice({ tone: "error", text: messageOf(error, "Failed to export orders") });
    }
  }

  return (
    <RecordListScreen
      noun={{ many: "Orders", one: "order" }}
      actions={
        <>
          <Button variant="ghost" size="sm" asChild>
            <Link href="/admin/dashboard">
              <LayoutDashboard aria-hidden className="h-4 w-4" /> Dashboard
            </Link>
          </Button>
          <Button variant="secondary" size="sm" onClick={reload}>
            <RefreshCw aria-hidden className="h-4 w-4" /> Refresh
          </Button>
          <Button size="sm" onClick={exportCsv}>
            <Download aria-hidden className="h-4 w-4" /> Export
          </Button>
        </>
      }
      filtering={{
        fields: ORDER_FILTER_FIELDS,
        defaults: ORDER_FILTER_DEFAULTS,
        filters,
        pageSize: ADMIN_PAGE_SIZE,
      }}
      toolbar={
        (notice || selected.length > 0) && (
          <>
            {notice && (
              <OutcomeNotice {...notice} onClose={() => setNotice(null)}>
                {"booked" in notice && notice.booked?.length ? (
                  <ShippingDocuments orderIds={notice.booked} picked="booked" />
                ) : null}
              </OutcomeNotice>
            )}
            {selected.length > 0 && (
              <BulkBar orders={selected} busy={busy} onRun={bulk} onClear={() => setSelection({})}>
                <ShippingDocuments orderIds={selected.map((order) => order.id)} waiting={booking} />
              </BulkBar>
            )}
          </>
        )
      }
      list={list}
      empty={
        <EmptyState title="No orders found">
          <p className="text-sm text-stone-500">Try other filters.</p>
        </EmptyState>
      }
    >
      {(rows) => <OrdersTable orders={rows} selection={selection} onSelect={setSelection} busy={busy} onAction={act} />}
    </RecordListScreen>
  );
}
