import { NextResponse } from "next/server";
import { route } from "@/lib/server/route-handler/route";
import { paymentPageQuery } from "@/lib/validation/checkout/payment";

/** Where the payment page sends the shopper after a successful payment, as the checkout does. */
const RETURN_PAGE = "/orders";

/**
 * SPEC.md section 5 "Payment page": the old link with the payment details in its query. Only the
 * order id is kept: the payment page reads the amount and details of the order from the server.
 */
export const GET = route({ endpoint: "payments.page", query: paymentPageQuery }, async ({ query, request }) => {
  const target = new URL("/razorpay-payment", request.nextUrl);
  if (query.order_id && /^\d{1,10}$/.test(query.order_id)) target.searchParams.set("order", query.order_id);
  target.searchParams.set("return", RETURN_PAGE);
  return NextResponse.redirect(target, 303);
});
