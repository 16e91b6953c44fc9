/** The newsletter list as the Product Portal's admins read and export it. */
import { z } from "zod";
import { paging } from "@/lib/validation/primitives";

const search = z.string().trim().max(320, "Search is at most 320 characters").optional();

/** GET /api/portal/newsletter/: search by address, paged. */
export const newsletterQuery = z.object({ search, ...paging(50) });

export type NewsletterQuery = z.infer<typeof newsletterQuery>;

/** GET /api/portal/newsletter/export/: every subscriber, or those matching `search`. */
export const newsletterExportQuery = z.object({ search });
