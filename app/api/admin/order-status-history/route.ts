import { NextResponse } from "next/server";
import { historyFilters, listStatusHistory } from "@/lib/server/admin/history";
import { adminRoute, readQuery } from "@/lib/server/admin/http";

export const GET = adminRoute(async (request) => NextResponse.json(await listStatusHistory(readQuery(request, historyFilters))));
