"use client";
import { useCallback, useEffect, useState } from "react";
import { formatINR, rupeesToPaise } from "@/lib/domain/money";

export class ApiError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** Calls the admin API with the session cookie; a refusal throws an Error carrying the API's message. */
export async function adminFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`/api/admin${path}`, {
    ...init,
    headers: init.body ? { "content-type": "application/json", ...init.headers } : init.headers,
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body?.message ?? `HTTP error! status: ${response.status}`);
  return body as T;
}

export function sendJson<T>(path: string, method: "POST" | "PATCH", body: unknown): Promise<T> {
  return adminFetch<T>(path, { method, body: JSON.stringify(body) });
}

type Settled<T> = { key: string; data: T | null; error: string | null; notFound: boolean };
export type Resource<T> = { data: T | null; loading: boolean; error: string | null; notFound: boolean; reload: () => void };

/** Loads `path` (again whenever it changes or on `reload`); `failure` is the screen's error text. The last data stays shown while reloading. */
export function useAdminResource<T>(path: string, failure: string): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ key: "", data: null, error: null, notFound: false });
  const key = `${attempt}:${path}`;
  useEffect(() => {
    let current = true;
    adminFetch<T>(path)
      .then((data) => current && setSettled({ key, data, error: null, notFound: false }))
      .catch((error) => current && setSettled({ key, data: null, error: failure, notFound: error instanceof ApiError && error.status === 404 }));
    return () => {
      current = false;
    };
  }, [key, path, failure]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const loading = settled.key !== key;
  return { data: settled.data, loading, error: loading ? null : settled.error, notFound: !loading && settled.notFound, reload };
}

/** API amounts are rupees; shown the shop's way. */
export const rupees = (amount: number) => formatINR(rupeesToPaise(amount));

export const formatDate = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }).format(new Date(iso));

export type OrderItem = { id: number; product_name: string; product_image: string | null; quantity: number; unit_price: number; total_price: number };
export type HistoryEntry = { id: number; status: string; changed_at: string; changed_by_name: string; notes: string };
export type AdminOrder = {
  id: number; order_id: string; status: string; payment_status: string; payment_method: string; total_amount: number;
  created_at: string; updated_at: string; invoice_number: string; delivery_country: string; customer_name: string;
  customer_mobile: string; customer_email: string; recipient_name: string; recipient_phone: string; delivery_address: string;
  delivery_apartment: string | null; delivery_city: string; delivery_state: string; delivery_pincode: string; items: OrderItem[];
  tracking_number: string | null; tracking_url?: string | null; shipment_created: boolean; shipment_status: string | null;
  courier_name: string | null; label_url: string | null; ship_needs_awb?: boolean; subtotal: number; shipping_cost: number;
  discount_amount: number; product_discount: number; coupon_code: string | null; notes: string | null; allowed_actions: string[];
  status_history: HistoryEntry[];
};
export type OrderPage = { results: AdminOrder[]; count: number };
export type BulkResult = { order_id: number; success: boolean; status?: string; message: string };
