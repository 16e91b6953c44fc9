import { NextResponse } from "next/server";
import { getCustomer } from "@/lib/server/admin/customers";
import { adminRoute, customerIdOf, customerNotFound } from "@/lib/server/admin/http";

type Context = { params: Promise<{ id: string }> };

/** One customer with lifetime value and their latest orders. */
export const GET = adminRoute<Context>(async (_request, _actor, { params }) => {
  const customer = await getCustomer(customerIdOf((await params).id));
  if (!customer) throw customerNotFound();
  return NextResponse.json(customer);
});
