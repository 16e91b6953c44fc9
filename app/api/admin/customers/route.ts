import { NextResponse } from "next/server";
import { listCustomers } from "@/lib/server/admin/customers";
import { adminRoute, readQuery } from "@/lib/server/admin/http";
import { adminCustomerQuery } from "@/lib/validation/admin-customers";

/** Customers with order count, lifetime value and last order; `search` on name, phone or email; pages of 20 -> { results, count }. */
export const GET = adminRoute(async (request) => NextResponse.json(await listCustomers(readQuery(request, adminCustomerQuery))));
