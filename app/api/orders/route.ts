import { NextResponse } from "next/server";
import { businessBuyerOf } from "@/lib/domain/business-buyer";
import { route } from "@/lib/server/route-handler/route";
import { createOrder, placedOrderJson } from "@/lib/server/orders/create-order";
import { idempotencyKey, orderCreateSchema } from "@/lib/validation/checkout/order";

/** Places the caller's cart as an order; the Idempotency-Key header makes a retry answer the same order. */
export const POST = route(
  { endpoint: "orders.create", auth: "customer", body: orderCreateSchema },
  async ({ customer, body, request }) => {
    const key = idempotencyKey.safeParse(request.headers.get("idempotency-key"));
    const [firstName, ...rest] = body.customer_name.split(/\s+/);
    const order = await createOrder({
      customerId: customer.id,
      idempotencyKey: key.success ? key.data : null,
      paymentMethod: body.payment_method === "cod" ? "cod" : "prepaid",
      contact: {
        firstName: firstName ?? "",
        lastName: rest.join(" "),
        email: body.customer_email,
        phone: body.customer_phone,
      },
      address: {
        address: body.delivery_address,
        apartment: body.delivery_apartment ?? null,
        city: body.delivery_city,
        state: body.delivery_state,
        zipCode: body.delivery_pincode,
        country: body.delivery_country,
      },
      recipient: { name: body.recipient_name, phone: body.recipient_phone },
      notes: body.notes || null,
      business: businessBuyerOf(body.buyer_gstin, body.buyer_business_name),
    });
    return NextResponse.json(placedOrderJson(order), { status: order.replayed ? 200 : 201 });
  },
);
