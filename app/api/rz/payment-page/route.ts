import { NextResponse, type NextRequest } from "next/server";

/** Where the payment page sends the shopper after a successful payment, as the checkout does. */
const RETURN_PAGE = "/orders";

/**
 * SPEC.md section 5 "Payment page": the old link with the payment details in its query. Only the
 * order id is kept: the payment page reads the amount and details of the order from the server.
 */
export function GET(request: NextRequest) {
  const orderId = request.nextUrl.searchParams.get("order_id");
  const target = new URL("/razorpay-payment", request.nextUrl);
  if (orderId && /^\d+$/.test(orderId)) target.searchParams.set("order", orderId);
  target.searchParams.set("return", RETURN_PAGE);
  return NextResponse.redirect(target, 303);
}
