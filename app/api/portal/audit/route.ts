import { ADMINS } from "@/lib/domain/principal";
import { listAudit } from "@/lib/server/audit/audit";
import { route } from "@/lib/server/route-handler/route";
import { auditQuery } from "@/lib/validation/audit/query";

/** Who changed what in the back office, newest first; filters: entity, entity_id, staff_id, action, from, to. */
export const GET = route({ endpoint: "portal.audit.list", auth: ADMINS, query: auditQuery }, ({ query }) =>
  listAudit(query),
);
