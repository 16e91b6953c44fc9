import { ADMINS } from "@/lib/domain/principal";
import { retryJob } from "@/lib/server/queue/admin";
import { route } from "@/lib/server/route-handler/route";
import { jobIdParam } from "@/lib/validation/queue/admin";

/** Runs a failed (dead-letter) job again; 409 for a job in any other state. Audited. */
export const POST = route(
  {
    endpoint: "admin.jobs.retry",
    auth: ADMINS,
    params: jobIdParam,
    refuse: { params: { status: 404, code: "job_not_found" } },
  },
  ({ params, staff }) => retryJob(params.id, staff),
);
