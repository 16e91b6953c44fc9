import { NextResponse } from "next/server";
import { z } from "zod";
import { adminRoute, readQuery } from "@/lib/server/admin/http";
import { recentOrders } from "@/lib/server/orders/admin-queries";

const Query = z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) });

export const GET = adminRoute(async (request) => {
  const { limit } = readQuery(request, Query);
  return NextResponse.json({ results: await recentOrders(limit) });
});
