import { z } from "zod";
import { addressFields, stateMatchingPincode } from "@/lib/validation/customers/address";
import { orderNotes } from "@/lib/validation/checkout/form";
import { customerName, customerPhone } from "@/lib/validation/customers/contact-details";
import { emailAddress } from "@/lib/validation/primitives";
import { businessBuyerFields, businessBuyerMatchingState } from "@/lib/validation/checkout/business-buyer";

const { recipient_name, address, apartment, city, state, zip_code, mobile } = addressFields;

/**
 * POST /api/orders/, SPEC.md section 3 "Order creation payload"; amounts, items and applied_coupon are
 * read by nobody: the server's cart decides. The delivery fields follow the address form's rules (a PIN
 * code, one of India's states, the state the PIN code is in); `recipient_name` and `recipient_phone`
 * (a saved address's) default to the customer's.
 */
export const orderCreateSchema = z
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

/** The Idempotency-Key header of POST /api/orders/: a retry with the same key answers the same order. */
export const idempotencyKey = z.string().trim().min(8).max(100);
