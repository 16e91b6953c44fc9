import { priceStoredProduct, type ProductPricingFields } from "./catalog";
import { formatINR } from "./format";
import type { Paise } from "./money";
import { editedStateProblem } from "./business-buyer";
import { pincodeStateProblem } from "./pincode-states";
import { orderTotals, type CouponTerms, type OrderTotals, type ShippingRules } from "./pricing";

/**
 * The history line of an admin's edit of an order's delivery details: each changed field with its
 * value before and after, so the order's history says what was changed (who and when are the
 * history row's own).
 */

export type DeliveryDetails = {
  recipientName: string;
  recipientPhone: string;
  deliveryAddress: string;
  deliveryApartment: string | null;
  deliveryCity: string;
  deliveryState: string;
  deliveryPincode: string;
  notes: string | null;
};

const LABELS: Record<keyof DeliveryDetails, string> = {
  recipientName: "Recipient",
  recipientPhone: "Recipient phone",
  deliveryAddress: "Address",
  deliveryApartment: "Apartment",
  deliveryCity: "City",
  deliveryState: "State",
  deliveryPincode: "PIN code",
  notes: "Notes",
};

const shown = (value: string | null) => (value ? `"${value}"` : "(empty)");

/** "Delivery details edited: City "Pune" → "Kolkata"; PIN code "411001" → "700016"", or null when nothing changed. */
export function describeDeliveryEdit(before: DeliveryDetails, after: DeliveryDetails): string | null {
  const changes = (Object.keys(LABELS) as (keyof DeliveryDetails)[])
    .filter((field) => (before[field] ?? "") !== (after[field] ?? ""))
    .map((field) => `${LABELS[field]} ${shown(before[field])} → ${shown(after[field])}`);
  return changes.length ? `Delivery details edited: ${changes.join("; ")}` : null;
}

/**
 * An order edit before shipping (issue #30): new quantities, removed lines, added lines of any
 * variant and a corrected address, priced by the checkout's own rules (`orderTotals` of
 * ./pricing: product discounts, then the coupon on what is left, then shipping), so an order edited
 * to the same lines costs what checkout charged. Lines already on the order keep the prices they
 * were sold at; an added line is priced from its variant's current price (`priceStoredProduct`).
 */

/** Most units of one line an edit may set (the cart's own limit is per line too). */
export const MAX_EDIT_QUANTITY = 999;

/** A line of the order as it stands (`itemId`) or as an edit adds it (`itemId` null). */
export type EditLine = {
  itemId: number | null;
  productId: number | null;
  variantId: number | null;
  name: string;
  unitLabel: string;
  quantity: number;
  /** MRP per unit and the price charged per unit after the product discount (paise). */
  originalPrice: Paise;
  discountPrice: Paise;
  gstRate: number;
  hsnCode: string | null;
};

/** The coupon the order was placed with: its terms and its minimum cart total. */
export type EditCoupon = CouponTerms & { code: string; minCartTotal: Paise };

/** A variant offered for an added line, as the catalogue prices it now. */
export type AddedVariant = ProductPricingFields & {
  productId: number;
  variantId: number;
  name: string;
  unitLabel: string;
  gstRate: number;
  hsnCode: string | null;
};

export type EditAddress = { state: string; pincode: string };

export type OrderEditRequest = {
  /** New quantity per existing line (0 removes it). */
  quantities?: { itemId: number; quantity: number }[];
  remove?: number[];
  add?: { variant: AddedVariant; quantity: number }[];
  address?: EditAddress | null;
};

export type OrderEditBasis = {
  lines: readonly EditLine[];
  coupon: EditCoupon | null;
  shipping: ShippingRules;
  /** What the order charges now (its stored total). */
  total: Paise;
  /** What the shopper has paid and not been refunded (0 for cash on delivery until collected). */
  paid: Paise;
  /** A business buyer's GSTIN (docs/order-operations.md), whose state an address edit keeps; null for a consumer. */
  buyerGstin: string | null;
};

export type PricedEdit = {
  ok: true;
  lines: EditLine[];
  totals: OrderTotals;
  /** Whether the order's coupon still applies to the new lines; the message says why not. */
  coupon: { code: string; applies: boolean; message: string | null } | null;
  /** New total - old total. */
  change: Paise;
  /** New total - paid: above 0 the shopper owes it, below 0 it is refunded. */
  difference: Paise;
  changed: boolean;
};

export type EditRefusal = { ok: false; code: string; message: string };

const refuse = (code: string, message: string): EditRefusal => ({ ok: false, code, message });

/** Merges an added variant into an existing line of the same variant (at the line's price), or a new line. */
function addVariant(lines: EditLine[], variant: AddedVariant, quantity: number): void {
  const existing = lines.find((line) => line.variantId === variant.variantId);
  if (existing) {
    existing.quantity += quantity;
    return;
  }
  const price = priceStoredProduct(variant);
  lines.push({
    itemId: null,
    productId: variant.productId,
    variantId: variant.variantId,
    name: variant.name,
    unitLabel: variant.unitLabel,
    quantity,
    originalPrice: price.price,
    discountPrice: price.discountPrice,
    gstRate: variant.gstRate,
    hsnCode: variant.hsnCode,
  });
}

const validQuantity = (quantity: number, least: number) =>
  Number.isSafeInteger(quantity) && quantity >= least && quantity <= MAX_EDIT_QUANTITY;

/**
 * The order after `edit`, or why it cannot be made: an unknown line, a quantity out of range, every
 * line removed (cancel the order instead), a PIN code that is not in the address's state, or a total
 * of nothing. The coupon stays when the new lines still reach its minimum cart total (its dates and
 * usage limits were checked when the order was placed and this order's redemption is counted).
 */
export function priceOrderEdit(basis: OrderEditBasis, edit: OrderEditRequest): PricedEdit | EditRefusal {
  const known = new Set(basis.lines.map((line) => line.itemId));
  const lines = basis.lines.map((line) => ({ ...line }));
  for (const { itemId, quantity } of edit.quantities ?? []) {
    if (!known.has(itemId)) return refuse("unknown_line", "Choose lines of this order.");
    if (!validQuantity(quantity, 0))
      return refuse("invalid_quantity", `A quantity is a whole number from 0 to ${MAX_EDIT_QUANTITY}.`);
    lines.find((line) => line.itemId === itemId)!.quantity = quantity;
  }
  for (const itemId of edit.remove ?? []) {
    if (!known.has(itemId)) return refuse("unknown_line", "Choose lines of this order.");
    lines.find((line) => line.itemId === itemId)!.quantity = 0;
  }
  const kept = lines.filter((line) => line.quantity > 0);
  for (const { variant, quantity } of edit.add ?? []) {
    if (!validQuantity(quantity, 1))
      return refuse("invalid_quantity", `A quantity is a whole number from 1 to ${MAX_EDIT_QUANTITY}.`);
    addVariant(kept, variant, quantity);
  }
  if (kept.some((line) => line.quantity > MAX_EDIT_QUANTITY))
    return refuse("invalid_quantity", `A line holds at most ${MAX_EDIT_QUANTITY} units.`);
  if (kept.length === 0) return refuse("empty_order", "An edit cannot remove every line: cancel the order instead.");
  if (edit.address) {
    const problem = pincodeStateProblem(edit.address.pincode, edit.address.state);
    if (problem) return refuse("pincode_state_mismatch", problem);
    const gstinProblem = basis.buyerGstin && editedStateProblem(basis.buyerGstin, edit.address.state);
    if (gstinProblem) return refuse("gstin_state_mismatch", gstinProblem);
  }
  const cartLines = kept.map((line) => ({
    originalPrice: line.originalPrice,
    discountPrice: line.discountPrice,
    quantity: line.quantity,
  }));
  const subtotal = cartLines.reduce((sum, line) => sum + line.discountPrice * line.quantity, 0);
  const coupon = basis.coupon;
  const applies = coupon !== null && subtotal > 0 && subtotal >= coupon.minCartTotal;
  const totals = orderTotals({ lines: cartLines, coupon: applies ? coupon : null, shipping: basis.shipping });
  if (totals.finalTotal <= 0) return refuse("invalid_total", "The edited order would cost nothing.");
  const changed =
    kept.length !== basis.lines.length ||
    kept.some(
      (line, index) => line.itemId !== basis.lines[index].itemId || line.quantity !== basis.lines[index].quantity,
    );
  return {
    ok: true,
    lines: kept,
    totals,
    coupon: coupon && {
      code: coupon.code,
      applies,
      message: applies ? null : couponDroppedMessage(coupon),
    },
    change: totals.finalTotal - basis.total,
    difference: totals.finalTotal - basis.paid,
    changed,
  };
}

/** "The coupon SAVE10 no longer applies: the order is below its minimum of ₹500.00." */
export function couponDroppedMessage(coupon: Pick<EditCoupon, "code" | "minCartTotal">): string {
  return `The coupon ${coupon.code} no longer applies: the order is below its minimum of ${formatINR(coupon.minCartTotal)}.`;
}
