import { z } from "zod";
import { ADMIN_PAGE_SIZE } from "./admin-orders";

/** `GET /api/admin/customers/`: an optional search on name, phone or email, pages of 20. */
export const adminCustomerQuery = z.object({
  search: z.string().trim().max(100, "Search is at most 100 characters").optional().transform((value) => value || undefined),
  page: z.coerce.number({ message: "Page must be a number" }).int("Page must be a whole number").min(1, "Page starts at 1").default(1),
  page_size: z.coerce.number().int().min(1).max(100, "At most 100 customers per page").default(ADMIN_PAGE_SIZE),
});

export type AdminCustomerQuery = z.infer<typeof adminCustomerQuery>;
