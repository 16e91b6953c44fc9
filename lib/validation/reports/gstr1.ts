import { z } from "zod";
import { GSTR1_CSV_TABLES } from "@/lib/domain/gstr1-csv";
import { gstSummaryQuery } from "./queries";

/** `GET /api/admin/reports/gstr1/?month=YYYY-MM` (and `file/`): a calendar month in India (default: this month). */
export const gstr1Query = gstSummaryQuery;
export type Gstr1Query = z.infer<typeof gstr1Query>;

/** `GET /api/admin/reports/gstr1/csv/?month=YYYY-MM&table=b2b`: one table of the return as CSV. */
export const gstr1CsvQuery = gstr1Query.extend({
  table: z.enum(GSTR1_CSV_TABLES, { message: `Table must be one of ${GSTR1_CSV_TABLES.join(", ")}` }),
});
export type Gstr1CsvQuery = z.infer<typeof gstr1CsvQuery>;
