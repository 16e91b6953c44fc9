import { NextResponse } from "next/server";
import { adminRoute, readQuery } from "@/lib/server/admin/http";
import { salesReport } from "@/lib/server/admin/reports";
import { reportQuery } from "@/lib/validation/admin-reports";

/** Orders and revenue per day, week or month, top products and the payment-method split over a date range (default: last 30 days). */
export const GET = adminRoute(async (request) => NextResponse.json(await salesReport(readQuery(request, reportQuery))));
