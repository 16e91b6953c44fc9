import { z } from "zod";
import { JOB_QUEUES } from "@/lib/validation/queue/queues";
import { paging } from "@/lib/validation/primitives";

/** The states a job of the queue can be in; "failed" is the dead-letter state (every retry used). */
export const JOB_STATES = ["all", "failed", "retry", "active", "created", "completed", "cancelled"] as const;

/** GET /api/admin/jobs/: `state` (default failed), `queue`, `page`, `page_size`. */
export const adminJobQuery = z.object({
  state: z.enum(JOB_STATES, { message: `state is one of ${JOB_STATES.join(", ")}` }).default("failed"),
  queue: z.enum(JOB_QUEUES, { message: "Unknown queue" }).optional(),
  ...paging(20, 100),
});

export type AdminJobQuery = z.infer<typeof adminJobQuery>;

export const jobIdParam = z.object({ id: z.uuid({ message: "Job not found" }) });
