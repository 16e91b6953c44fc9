import { z } from "zod";
import { SHOP_INSTANT_EXAMPLE, startOfShopDay } from "@/lib/domain/shop-days";
import { calendarDay, dbId, instant, paging } from "@/lib/validation/primitives";

const text = z.string().trim().min(1).max(100);
/** A day (from its start in India) or a moment with its offset. */
const moment = (label: string) =>
  z.union(
    [calendarDay().transform(startOfShopDay), instant("")],
    `${label} is a date (YYYY-MM-DD) or a date and time such as ${SHOP_INSTANT_EXAMPLE}`,
  );

/** GET /api/portal/audit/: filters of the audit log. */
export const auditQuery = z.object({
  entity: text.optional(),
  entity_id: text.optional(),
  staff_id: dbId("staff_id must be a staff id", { fromText: true }).optional(),
  action: text.optional(),
  from: moment("from").optional(),
  to: moment("to").optional(),
  ...paging(50),
});

export type AuditQuery = z.infer<typeof auditQuery>;
