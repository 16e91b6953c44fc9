import type { BusinessBuyer } from "@/lib/domain/business-buyer";
import { CHECKOUT_MESSAGES } from "@/lib/domain/checkout-messages";
import { deliveryRefusal, type PincodeReach } from "@/lib/domain/delivery";
import { pincodeStateProblem } from "@/lib/domain/pincode-states";
import type { CheckoutSummary } from "@/lib/server/checkout/summary";
import type { AddressJson } from "@/lib/server/customers/profile";
import { callApi } from "@/lib/api/client";
import type { ResponseOf } from "@/lib/api/endpoints";
import { SHOPPER_STORAGE } from "@/lib/ui/shopper-storage";
import type { CheckoutPaymentMethod } from "@/lib/validation/checkout/form";
import type { ContactDetails } from "@/lib/validation/customers/contact-details";
import type { ContactCheck } from "./use-checkout-form";

const ATTEMPT_KEY = SHOPPER_STORAGE.checkoutAttempt;

export type PlacedOrder = ResponseOf<"orders.create">;

function fullName({ firstName, lastName }: ContactDetails): string {
  return `${firstName} ${lastName}`;
}

/** The contact details become the customer's profile (Update Profile, and again on Place Order). */
export function saveContact(contact: ContactDetails): Promise<unknown> {
  return callApi("customer.updateProfile", {
    body: { name: fullName(contact), email: contact.email, mobile: contact.phone },
  });
}

function missingAddressParts(address: AddressJson): string[] {
  const parts: [string, string][] = [
    ["Address", address.address],
    ["City", address.city],
    ["State", address.state],
    ["ZIP Code", address.zip_code],
  ];
  return parts.filter(([, value]) => !value.trim()).map(([label]) => label);
}

/** What checkout says of a saved address whose state is not its PIN code's (saved before the two were checked). */
export function stateToConfirm(problem: string): string {
  return `${problem}. Confirm the delivery state, or correct the PIN code, before placing the order.`;
}

/** Why Place Order stops; `message` null when the contact fields themselves say what is wrong. */
export type SubmitRefusal = { message: string | null };

/**
 * SPEC.md section 5 "Checkout submit", checked in the spec's order, then the address's state against
 * its PIN code, then the delivery check of the address's pincode (null while it is being asked: the
 * server checks again).
 */
export function submitProblem({
  summary,
  contact,
  address,
  delivery,
  paymentMethod,
}: {
  summary: CheckoutSummary;
  contact: ContactCheck;
  address: AddressJson | undefined;
  delivery: PincodeReach | null;
  paymentMethod: CheckoutPaymentMethod;
}): SubmitRefusal | null {
  const refused = (message: string | null) => ({ message });
  if (summary.itemCount === 0) return refused(CHECKOUT_MESSAGES.emptyCart);
  if (contact.contact === null) return refused(contact.missing ? CHECKOUT_MESSAGES.contact : null);
  if (!address) return refused(CHECKOUT_MESSAGES.noAddress);
  const missing = missingAddressParts(address);
  if (missing.length > 0) return refused(`Please complete the delivery address. Missing: ${missing.join(", ")}`);
  const wrongState = pincodeStateProblem(address.zip_code, address.state);
  if (wrongState) return refused(stateToConfirm(wrongState));
  const undeliverable = delivery && deliveryRefusal(delivery, paymentMethod === "cod" ? "cod" : "online");
  if (undeliverable) return refused(undeliverable.message);
  if (!(summary.totalPaise > 0)) return refused(CHECKOUT_MESSAGES.invalidTotal);
  if (paymentMethod === "razorpay" && summary.totalPaise < summary.razorpayMinimumPaise)
    return refused(CHECKOUT_MESSAGES.razorpayMinimum);
  return null;
}

/** One key per checkout attempt, kept across a retry so the server answers the same order. */
function attemptKey(): string {
  const existing = sessionStorage.getItem(ATTEMPT_KEY);
  if (existing) return existing;
  const key = crypto.randomUUID();
  sessionStorage.setItem(ATTEMPT_KEY, key);
  return key;
}

export async function createOrder({
  contact,
  address,
  paymentMethod,
  notes,
  business,
}: {
  contact: ContactDetails;
  address: AddressJson;
  paymentMethod: CheckoutPaymentMethod;
  notes: string;
  /** A business buyer's GSTIN and name, or null for a consumer. */
  business: BusinessBuyer | null;
}): Promise<PlacedOrder> {
  const placed = await callApi(
    "orders.create",
    {
      body: {
        customer_name: fullName(contact),
        customer_email: contact.email,
        customer_phone: contact.phone,
        delivery_address: address.address,
        delivery_apartment: address.apartment,
        delivery_city: address.city,
        delivery_state: address.state,
        delivery_pincode: address.zip_code,
        delivery_country: "India",
        recipient_name: address.recipient_name,
        recipient_phone: address.mobile,
        payment_method: paymentMethod,
        notes,
        buyer_gstin: business?.gstin ?? "",
        buyer_business_name: business?.businessName ?? "",
      },
    },
    { headers: { "Idempotency-Key": attemptKey() } },
  );
  sessionStorage.removeItem(ATTEMPT_KEY);
  return placed;
}
