"use client";

import { Loader2, Package, RefreshCw } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { formatDateTime, formatRupees } from "@/lib/domain/format";
import { useApiQuery } from "@/lib/api/query";
import type { ResponseOf } from "@/lib/api/endpoints";
import { messageOf } from "@/lib/ui/api-client";
import { Button } from "@/components/ui/button";
import { StatusBadge } from "@/components/ui/status-badge";
import type { CustomerOrderJson } from "@/lib/server/orders/customer-orders";
import { cn } from "@/lib/ui/cn";
import { SummaryLines } from "./summary-lines";

/**
 * SPEC.md section 2 "Orders": the signed-in customer's orders ("myOrders.list") with refresh, empty and error states;
 * `initialOrders` is the list the server read for this page.
 */
export function OrderList({ initialOrders }: { initialOrders?: ResponseOf<"myOrders.list"> }) {
  const list = useApiQuery("myOrders.list", undefined, { initialData: initialOrders });
  const orders = list.data?.results;

  return (
    <div>
      <div className="mb-8 flex items-center justify-between">
        <h1 className="font-serif text-3xl text-brand-900">My Orders</h1>
        <Button variant="secondary" size="sm" onClick={list.reload} disabled={list.loading}>
          <RefreshCw aria-hidden className={cn("mr-2 h-4 w-4", list.loading && "animate-spin")} /> Refresh
        </Button>
      </div>
      {list.loading && !orders && (
        <p className="flex items-center gap-2 text-stone-600">
          <Loader2 aria-hidden className="h-5 w-5 animate-spin" /> Loading your orders…
        </p>
      )}
      {list.error && !list.loading && (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
          <p>{messageOf(list.error, "Failed to load orders")}</p>
          <Button variant="secondary" className="mt-4" onClick={list.reload}>
            Retry
          </Button>
        </div>
      )}
      {orders && orders.length === 0 && (
        <div className="rounded-2xl border border-brand-100 bg-white p-10 text-center shadow-sm">
          <Package aria-hidden className="mx-auto h-12 w-12 text-brand-300" />
          <h2 className="mt-4 font-serif text-2xl text-brand-900">No Orders Yet</h2>
          <p className="mt-2 text-stone-600">When you place an order it will appear here.</p>
          <Button asChild className="mt-6">
            <Link href="/products">Start Shopping</Link>
          </Button>
        </div>
      )}
      {orders && orders.length > 0 && (
        <ul className="space-y-6">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </div>
  );
}

function OrderCard({ order }: { order: CustomerOrderJson }) {
  return (
    <li data-testid="order-card" className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-serif text-xl text-brand-900">Order #{order.order_number}</h2>
          <p className="text-sm text-stone-600">{formatDateTime(order.created_at)}</p>
        </div>
        <StatusBadge status={order.order_status} size="md" data-testid="order-status">
          {order.order_status_label}
        </StatusBadge>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <Detail label="Payment Method">
          {order.payment_method === "cod" ? "Cash on Delivery" : "Online (Razorpay)"}
        </Detail>
        <Detail label="Payment Status">{order.payment_status_label}</Detail>
        <Detail label="Total">{formatRupees(order.final_total)}</Detail>
        <Detail label="Delivery Address">
          {order.delivery_address}, {order.delivery_city}, {order.delivery_state} {order.delivery_pincode}
        </Detail>
        {order.tracking_url && (
          <Detail label="Shipment">
            <Link href={order.tracking_url} className="font-medium text-brand-700 hover:underline">
              Track shipment
            </Link>
          </Detail>
        )}
        {order.invoice_url && (
          <Detail label={`Tax invoice ${order.invoice_number}`}>
            <span className="flex flex-wrap gap-x-4">
              <a href={order.invoice_url} download className="font-medium text-brand-700 hover:underline">
                Download invoice
              </a>
              {order.credit_note_url && (
                <a href={order.credit_note_url} download className="font-medium text-brand-700 hover:underline">
                  Download credit note
                </a>
              )}
            </span>
          </Detail>
        )}
      </dl>
      <table className="mt-5 w-full text-sm">
        <thead className="border-b border-stone-200 text-left text-stone-600">
          <tr>
            <th className="py-2 font-medium">Item</th>
            <th className="py-2 text-right font-medium">Qty</th>
            <th className="py-2 text-right font-medium">Price</th>
            <th className="py-2 text-right font-medium">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={index} className="border-b border-stone-100">
              <td className="py-2 text-stone-800">{item.product_name}</td>
              <td className="py-2 text-right">{item.quantity}</td>
              <td className="py-2 text-right">{formatRupees(item.unit_price)}</td>
              <td className="py-2 text-right">{formatRupees(item.total_price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div data-testid="order-card-summary">
        <dl className="mt-4 ml-auto max-w-xs space-y-1 text-sm">
          <SummaryLines lines={order.summary_lines} />
          <div className="flex justify-between border-t border-stone-200 pt-1 font-semibold">
            <dt>Total</dt>
            <dd data-testid="order-card-total">{formatRupees(order.final_total)}</dd>
          </div>
        </dl>
      </div>
      {order.notes && (
        <p className="mt-4 rounded-lg bg-stone-50 p-3 text-sm text-stone-600">
          <span className="font-medium">Notes:</span> {order.notes}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        {order.payment_standing === "payable" && (
          <>
            <p className="text-sm text-amber-800">
              Payment not received yet{order.pay_until ? `: pay by ${formatDateTime(order.pay_until)}` : ""}.
            </p>
            <Button asChild>
              <Link href={`/razorpay-payment?order=${order.id}&return=/orders/${order.id}`}>Pay now</Link>
            </Button>
          </>
        )}
        <Button asChild variant="secondary" size="sm">
          <Link href={`/orders/${order.id}`}>View order</Link>
        </Button>
      </div>
    </li>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-medium text-stone-900">{children}</dd>
    </div>
  );
}
