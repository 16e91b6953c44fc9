import { NextResponse } from "next/server";
import { adminRoute, jsonError } from "@/lib/server/admin/http";
import { withTrackingUrl } from "@/lib/server/admin/tracking";
import { listAdminOrders } from "@/lib/server/orders/admin-queries";
import { parseAdminOrderFilters } from "@/lib/validation/admin-orders";

/** The admin order list: SPEC.md section 3 "Admin order filters" -> { results, count }. */
export const GET = adminRoute(async (request) => {
  const filters = parseAdminOrderFilters(new URL(request.url).searchParams);
  if (!filters.success) return jsonError(400, "invalid_filters", filters.error.issues[0]?.message ?? "Invalid filters");
  const { results, count } = await listAdminOrders(filters.data);
  return NextResponse.json({ results: results.map(withTrackingUrl), count });
});
