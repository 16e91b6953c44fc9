import { z } from "zod";
import { dbId, paging } from "./primitives";

const text = z.string().trim().min(1).max(100);

/** GET /api/portal/audit/: filters of the audit log. */
export const auditQuery = z.object({
  entity: text.optional(),
  entity_id: text.optional(),
  staff_id: dbId("staff_id must be a staff id", { fromText: true }).optional(),
  action: text.optional(),
  from: z.coerce.date("from must be a date").optional(),
  to: z.coerce.date("to must be a date").optional(),
  ...paging(50),
});

export type AuditQuery = z.infer<typeof auditQuery>;
