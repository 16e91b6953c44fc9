import { z } from "zod";
import { calendarDay } from "@/lib/validation/primitives";

export const REPORT_PERIODS = ["day", "week", "month"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Two years is the longest range a report covers (checked once the defaults are filled in, `reportRange`). */
export const MAX_REPORT_DAYS = 731;

const day = calendarDay()
  .optional()
  .or(z.literal("").transform(() => undefined));

/** `GET /api/admin/reports/?period=day|week|month&start_date&end_date` (days in India's time zone, both included). */
export const reportQuery = z
  .object({
    period: z.enum(REPORT_PERIODS, { message: "Period must be day, week or month" }).default("day"),
    start_date: day,
    end_date: day,
  })
  .refine((query) => !query.start_date || !query.end_date || query.start_date <= query.end_date, {
    message: "The start date must not be after the end date",
  });

export type ReportQuery = z.infer<typeof reportQuery>;

/** `GET /api/admin/reports/gst/?month=YYYY-MM`: a calendar month in India's time zone (default: this month). */
export const gstSummaryQuery = z.object({
  month: z
    .string({ message: "Use the month format YYYY-MM" })
    .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, "Use the month format YYYY-MM")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export type GstSummaryQuery = z.infer<typeof gstSummaryQuery>;
