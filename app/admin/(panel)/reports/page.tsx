import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { CartReminderPanel } from "@/components/admin/cart-reminder-report";
import { GstSummaryPanel } from "@/components/admin/gst-summary";
import { Gstr1Panel } from "@/components/admin/gstr1-panel";
import { ReportControls, ReportPanels } from "@/components/admin/reports";
import { LoadingState } from "@/components/back-office/states";
import { shopDay } from "@/lib/domain/shop-days";
import { getViewer } from "@/lib/server/auth/viewer";
import { cartReminderReport } from "@/lib/server/reports/cart-reminders";
import { reportRange, salesReport, type SalesReport } from "@/lib/server/reports/sales";
import { AppError } from "@/lib/server/errors";
import { reportQuery } from "@/lib/validation/reports/queries";

export const metadata: Metadata = { title: "Reports" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function AdminReportsPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="space-y-6">
      <h1 className="font-serif text-3xl text-brand-900">Reports &amp; Analytics</h1>
      <Suspense fallback={<LoadingState label="Loading reports..." />}>
        <Reports searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

/** The report for the query, or the reason it cannot be made (a bad date or range). */
async function reportFor(
  params: Record<string, string | undefined>,
): Promise<{ report: SalesReport } | { problem: string }> {
  const query = reportQuery.safeParse(params);
  if (!query.success) return { problem: query.error.issues[0]?.message ?? "Invalid report" };
  try {
    return { report: await salesReport(query.data) };
  } catch (error) {
    if (error instanceof AppError) return { problem: error.message };
    throw error;
  }
}

/** Reads the database directly, so the admin role is checked here too, not only by proxy.ts. */
async function Reports({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await getViewer();
  if (viewer?.role !== "admin") redirect("/admin/login?next=/admin/reports");
  const params = Object.fromEntries(
    Object.entries(await searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  const result = await reportFor(params);
  const thisMonth = shopDay(new Date()).slice(0, 7);
  const gst = (
    <>
      <GstSummaryPanel initialMonth={thisMonth} />
      <Gstr1Panel initialMonth={thisMonth} />
    </>
  );
  if ("problem" in result) {
    return (
      <>
        <ReportControls range={reportRange({ period: "day" })} error={result.problem} />
        {gst}
      </>
    );
  }
  const reminders = await cartReminderReport(result.report);
  return (
    <>
      <ReportControls range={result.report} />
      <ReportPanels report={result.report} />
      <CartReminderPanel report={reminders} />
      {gst}
    </>
  );
}
