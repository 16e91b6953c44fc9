import { z } from "zod";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "@/lib/domain/order-status";
import { ADMIN_PAGE_SIZE, boundedInt, calendarDay, paging } from "@/lib/validation/primitives";

export const ORDERINGS = ["-created_at", "created_at", "-total_amount", "total_amount"] as const;

const optionalText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined);
const day = calendarDay()
  .optional()
  .or(z.literal("").transform(() => undefined));
const rupees = z.union([z.literal("").transform(() => undefined), z.coerce.number().min(0).max(10_000_000)]).optional();

/** SPEC.md section 3 "Admin order filters", from a query string. */
export const adminOrderFilters = z.object({
  search: optionalText,
  status: z
    .enum(ORDER_STATUSES)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  payment_status: z
    .enum(PAYMENT_STATUSES)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  payment_method: z
    .enum(PAYMENT_METHODS)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  customer_mobile: optionalText,
  /** "1": only the COD orders awaiting the shopper's confirmation. */
  awaiting_cod_confirmation: z
    .enum(["1", "true"])
    .optional()
    .or(z.literal("").transform(() => undefined)),
  start_date: day,
  end_date: day,
  min_amount: rupees,
  max_amount: rupees,
  ordering: z.enum(ORDERINGS).default("-created_at"),
  ...paging(ADMIN_PAGE_SIZE),
});

export type AdminOrderFilters = z.infer<typeof adminOrderFilters>;

export function parseAdminOrderFilters(params: URLSearchParams) {
  return adminOrderFilters.safeParse(Object.fromEntries(params));
}

export const recentOrdersQuery = z.object({
  limit: boundedInt("limit is a whole number from 1 to 100", { min: 1, max: 100, fromText: true }).default(10),
});
export type RecentOrdersQuery = z.input<typeof recentOrdersQuery>;
