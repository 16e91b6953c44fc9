import { ADMINS } from "@/lib/domain/principal";
import { listJobs } from "@/lib/server/queue/admin";
import { route } from "@/lib/server/route-handler/route";
import { adminJobQuery } from "@/lib/validation/queue/admin";

/** The background jobs, newest first (default: the failed ones, the dead-letter state) -> { results, count, states }. */
export const GET = route({ endpoint: "admin.jobs.list", auth: ADMINS, query: adminJobQuery }, ({ query }) =>
  listJobs(query),
);
