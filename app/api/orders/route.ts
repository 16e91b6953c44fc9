import { NextResponse } from "next/server";
import { z } from "zod";
import { paiseToRupees } from "@/lib/domain/money";
import { businessBuyerOf } from "@/lib/domain/business-buyer";
import { route } from "@/lib/server/route-handler/route";
import { createOrder } from "@/lib/server/orders/create-order";
import { addressFields, stateMatchingPincode } from "@/lib/validation/customers/address";
import { orderNotes } from "@/lib/validation/checkout/form";
import { customerName, customerPhone } from "@/lib/validation/customers/contact-details";
import { emailAddress } from "@/lib/validation/primitives";
import { businessBuyerFields, businessBuyerMatchingState } from "@/lib/validation/checkout/business-buyer";

const { recipient_name, address, apartment, city, state, zip_code, mobile } = addressFields;

/**
 * SPEC.md section 3 "Order creation payload"; amounts, items and applied_coupon are read by nobody:
 * the server's cart decides. The delivery fields follow the address form's rules (a PIN code, one
 * of India's states, the state the PIN code is in); `recipient_name` and `recipient_phone` (a saved address's) default to the customer's.
 */
const schema = z
  .object({
    customer_name: customerName,
    customer_email: emailAddress.or(z.literal("")).default(""),
    customer_phone: customerPhone,
    recipient_name,
    recipient_phone: mobile,
    delivery_address: address,
    delivery_apartment: apartment,
    delivery_city: city,
    delivery_state: state,
    delivery_pincode: zip_code,
    delivery_country: z.string().trim().max(100).default("India"),
    payment_method: z.enum(["cod", "razorpay", "prepaid"]),
    notes: orderNotes.nullish(),
    ...businessBuyerFields,
  })
  .superRefine(stateMatchingPincode("delivery_state", "delivery_pincode"))
  .superRefine(businessBuyerMatchingState);

const idempotencyKey = z.string().trim().min(8).max(100);

/** Places the caller's cart as an order; the Idempotency-Key header makes a retry answer the same order. */
export const POST = route({ auth: "customer", body: schema }, async ({ customer, body, request }) => {
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
  const reply = {
    order_id: order.id,
    order_number: order.orderNumber,
    payment_status: order.paymentStatus,
    order_status: order.status,
    final_total: paiseToRupees(order.total),
  };
  return NextResponse.json(reply, { status: order.replayed ? 200 : 201 });
});
