import { z } from "zod";
import { ADMIN_PAGE_SIZE, paging } from "@/lib/validation/primitives";

/** `GET /api/admin/customers/`: an optional search on name, phone or email, pages of 20. */
export const adminCustomerQuery = z.object({
  search: z
    .string()
    .trim()
    .max(100, "Search is at most 100 characters")
    .optional()
    .transform((value) => value || undefined),
  ...paging(ADMIN_PAGE_SIZE),
});

export type AdminCustomerQuery = z.infer<typeof adminCustomerQuery>;
