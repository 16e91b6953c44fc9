import type { FilterField } from "@/components/back-office/filter-bar";
import { AWAITING_COD_CONFIRMATION_LABEL } from "@/lib/domain/cod-confirmation";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod } from "@/lib/domain/order-status";
import { ORDERINGS } from "@/lib/validation/orders/admin";

/** SPEC.md section 3 "Admin order filters"; the screen's state and its address (newest first by default). */
export const ORDER_FILTER_DEFAULTS = {
  search: "",
  status: "",
  payment_status: "",
  payment_method: "",
  customer_mobile: "",
  awaiting_cod_confirmation: "",
  start_date: "",
  end_date: "",
  min_amount: "",
  max_amount: "",
  ordering: "-created_at",
} satisfies Record<string, string>;

type Name = keyof typeof ORDER_FILTER_DEFAULTS;

const ORDERING_LABELS: Record<(typeof ORDERINGS)[number], string> = {
  "-created_at": "Newest first",
  created_at: "Oldest first",
  "-total_amount": "Amount: high to low",
  total_amount: "Amount: low to high",
};
const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cod: "COD", prepaid: "Prepaid" };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const choices = (values: readonly string[], all: string, label: (value: string) => string = capitalised) => [
  { value: "", label: all },
  ...values.map((value) => ({ value, label: label(value) })),
];

export const ORDER_FILTER_FIELDS: readonly FilterField<Name>[] = [
  { name: "search", label: "Search", type: "text" },
  { name: "status", label: "Status", type: "select", options: choices(ORDER_STATUSES, "All statuses") },
  {
    name: "payment_status",
    label: "Payment status",
    type: "select",
    options: choices(PAYMENT_STATUSES, "All payment statuses"),
  },
  {
    name: "payment_method",
    label: "Payment method",
    type: "select",
    options: choices(PAYMENT_METHODS, "All methods", (method) => PAYMENT_METHOD_LABELS[method as PaymentMethod]),
  },
  { name: "customer_mobile", label: "Customer mobile", type: "text" },
  {
    name: "awaiting_cod_confirmation",
    label: "COD confirmation",
    type: "select",
    options: [
      { value: "", label: "Any" },
      { value: "1", label: AWAITING_COD_CONFIRMATION_LABEL },
    ],
  },
  { name: "start_date", label: "From", type: "date" },
  { name: "end_date", label: "To", type: "date" },
  { name: "min_amount", label: "Min amount (₹)", type: "number" },
  { name: "max_amount", label: "Max amount (₹)", type: "number" },
  {
    name: "ordering",
    label: "Sort by",
    type: "select",
    options: ORDERINGS.map((value) => ({ value, label: ORDERING_LABELS[value] })),
  },
];
