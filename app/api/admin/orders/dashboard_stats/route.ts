import { NextResponse } from "next/server";
import { adminRoute } from "@/lib/server/admin/http";
import { dashboardStats } from "@/lib/server/orders/admin-queries";

export const GET = adminRoute(async () => NextResponse.json(await dashboardStats()));
