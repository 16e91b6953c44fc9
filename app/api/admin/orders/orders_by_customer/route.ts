import { NextResponse } from "next/server";
import { z } from "zod";
import { adminRoute, readQuery } from "@/lib/server/admin/http";
import { listAdminOrders } from "@/lib/server/orders/admin-queries";
import { adminOrderFilters } from "@/lib/validation/admin-orders";

const Query = z.object({ customer_mobile: z.string("customer_mobile is required").trim().min(1, "customer_mobile is required").max(20) });

export const GET = adminRoute(async (request) => {
  const { customer_mobile } = readQuery(request, Query);
  return NextResponse.json(await listAdminOrders(adminOrderFilters.parse({ customer_mobile, page_size: 100 })));
});
