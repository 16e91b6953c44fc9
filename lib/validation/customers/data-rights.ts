import { z } from "zod";
import { idParam, paging } from "@/lib/validation/primitives";

/** `POST /api/customer/erasure/`: the confirmation step of "Delete my account" must be explicit. */
export const erasureRequestBody = z.object({
  confirm: z.literal(true, { message: "Please confirm that you want your account deleted." }),
});

export const ERASURE_STATUSES = ["pending", "completed", "all"] as const;

/** `GET /api/admin/erasure-requests/`: `status` (default pending), `page`, `page_size`. */
export const erasureRequestQuery = z.object({
  status: z.enum(ERASURE_STATUSES, { message: `status is one of ${ERASURE_STATUSES.join(", ")}` }).default("pending"),
  ...paging(20, 100),
});

export type ErasureRequestQuery = z.infer<typeof erasureRequestQuery>;

export const erasureRequestParams = z.object({ id: idParam("Erasure request not found") });
