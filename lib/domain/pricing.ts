/** Product prices, cart and order totals, coupon and shipping rules of SPEC.md sections 3, 4 and 9. All amounts in paise. */
import { assertPaise, type Paise } from "./money";

export type DiscountType = "amount" | "percent";

/** For 'amount' the discount is in paise; for 'percent' it is a percentage 0..100. */
export interface DiscountTerms {
  discountType: DiscountType;
  discount: number | null | undefined;
}

export interface ProductPriceInput extends DiscountTerms {
  price: Paise;
}

export interface ProductPrice {
  price: Paise;
  discountPrice: Paise;
  discountPercentage: number;
  hasDiscount: boolean;
}

export interface CartLine {
  originalPrice: Paise;
  discountPrice: Paise;
  quantity: number;
}

export interface CartTotals {
  totalOriginalPrice: Paise;
  total: Paise;
  subtotal: Paise;
  totalSavings: Paise;
  totalItems: number;
}

export interface CouponTerms extends DiscountTerms {
  /** Cap on the discount in paise, e.g. "20% off up to ₹200". */
  maxDiscount?: Paise | null;
}

export interface ShippingRules {
  freeShippingThreshold: Paise;
  shippingFee: Paise;
}

export interface OrderTotals {
  subtotal: Paise;
  totalOriginalPrice: Paise;
  productDiscount: Paise;
  couponDiscount: Paise;
  discountedTotal: Paise;
  shipping: Paise;
  finalTotal: Paise;
  totalSavings: Paise;
}

export const MIN_ORDER_QUANTITY = 1;
/** Razorpay refuses amounts under 1 rupee. */
export const RAZORPAY_MIN_AMOUNT: Paise = 100;
/** Free shipping above ₹50, else ₹7.99 (merchant settings are seeded with these). */
export const DEFAULT_SHIPPING: Readonly<ShippingRules> = Object.freeze({
  freeShippingThreshold: 5000,
  shippingFee: 799,
});
/** Price filter bounds, in rupees. */
export const PRICE_RANGE_DEFAULT = Object.freeze({ min: 0, max: 10000 });
export const PRICE_SLIDER_STEP = 100;

/** 100% in hundredths of a percent. */
const FULL_BASIS_POINTS = 10000;

/**
 * Price after the product's own discount, kept within 0..price. A percent discount rounds the resulting
 * price (SPEC.md: price × (1 − percent/100)) to the nearest paisa, half away from zero.
 */
export function discountPrice({ price, discountType, discount }: ProductPriceInput): Paise {
  assertPaise(price, "price");
  const value = discountValue(discount);
  switch (discountType) {
    case "amount":
      return price - amountOff(value, price);
    case "percent":
      return ofBasisPoints(price, FULL_BASIS_POINTS - toBasisPoints(value));
    default:
      throw unknownDiscountType(discountType);
  }
}

/** Percent off, rounded to a whole number; 0 when there is no price or no discount. */
export function discountPercentage(price: Paise, discountedPrice: Paise): number {
  assertPaise(price, "price");
  assertPaise(discountedPrice, "discountPrice");
  if (price === 0 || discountedPrice >= price) return 0;
  return divideRounded((price - discountedPrice) * 100, price);
}

/**
 * The "N% OFF" badge of a card and a product page, or none: a discount too small to round to a whole percent (₹10 off
 * ₹4,999) shows its struck-through price and no "0% OFF", which would say there is no discount.
 */
export function percentOffLabel(percent: number): string | null {
  return percent > 0 ? `${percent}% OFF` : null;
}

export function priceProduct(product: ProductPriceInput): ProductPrice {
  const reduced = discountPrice(product);
  return {
    price: product.price,
    discountPrice: reduced,
    discountPercentage: discountPercentage(product.price, reduced),
    hasDiscount: reduced < product.price,
  };
}

/** Cart totals of SPEC.md section 4; `total` and `subtotal` are the same amount, before coupon and shipping. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let totalOriginalPrice = 0;
  let total = 0;
  let totalItems = 0;
  for (const line of lines) {
    assertLine(line);
    totalOriginalPrice += line.originalPrice * line.quantity;
    total += line.discountPrice * line.quantity;
    totalItems += line.quantity;
  }
  return { totalOriginalPrice, total, subtotal: total, totalSavings: totalOriginalPrice - total, totalItems };
}

/** What a coupon takes off `amount`: a percent of it rounded to the nearest paisa, or a fixed sum; within 0..amount and at most `maxDiscount`. */
export function couponDiscount({ discountType, discount, maxDiscount }: CouponTerms, amount: Paise): Paise {
  assertPaise(amount, "amount");
  const off = discountOff(discountType, discountValue(discount), amount);
  if (maxDiscount == null) return off;
  assertPaise(maxDiscount, "maxDiscount");
  return Math.min(off, maxDiscount);
}

/** Free when the amount after all discounts is strictly above the threshold, else the fee. */
export function shippingFee(amountAfterDiscounts: Paise, rules: ShippingRules = DEFAULT_SHIPPING): Paise {
  assertPaise(amountAfterDiscounts, "amountAfterDiscounts");
  assertPaise(rules.freeShippingThreshold, "freeShippingThreshold");
  assertPaise(rules.shippingFee, "shippingFee");
  return amountAfterDiscounts > rules.freeShippingThreshold ? 0 : rules.shippingFee;
}

export interface CodRules {
  codEnabled: boolean;
  /** Largest order total accepted for cash on delivery; null = no limit. */
  codMaxAmount: Paise | null;
}

/** Cash on delivery is offered when the merchant has it on and the order's final total is within the limit (the limit itself included). */
export function codAllowed(finalTotal: Paise, rules: CodRules): boolean {
  assertPaise(finalTotal, "finalTotal");
  return rules.codEnabled && (rules.codMaxAmount === null || finalTotal <= rules.codMaxAmount);
}

/**
 * Order summary: product discounts, then the coupon on what is left, then shipping on the amount after both.
 * An empty cart ships nothing, so it costs nothing; a cart that a coupon brings to 0 still pays shipping.
 */
export function orderTotals({
  lines,
  coupon = null,
  shipping = DEFAULT_SHIPPING,
}: {
  lines: readonly CartLine[];
  coupon?: CouponTerms | null;
  shipping?: ShippingRules;
}): OrderTotals {
  const cart = cartTotals(lines);
  const couponOff = coupon ? couponDiscount(coupon, cart.subtotal) : 0;
  const discountedTotal = cart.subtotal - couponOff;
  const shippingCost = cart.totalItems === 0 ? 0 : shippingFee(discountedTotal, shipping);
  return {
    subtotal: cart.subtotal,
    totalOriginalPrice: cart.totalOriginalPrice,
    productDiscount: cart.totalSavings,
    couponDiscount: couponOff,
    discountedTotal,
    shipping: shippingCost,
    finalTotal: discountedTotal + shippingCost,
    totalSavings: cart.totalSavings + couponOff,
  };
}

export type SummaryLineKey = "subtotal" | "productDiscount" | "couponDiscount" | "shipping";

/** What every summary (cart, checkout, payment page, order pages, e-mails) calls each line. */
const SUMMARY_LINE_LABELS: Record<SummaryLineKey, string> = {
  subtotal: "Subtotal",
  productDiscount: "Product Discount",
  couponDiscount: "Coupon Discount",
  shipping: "Shipping",
};

/** One line of an order summary: an amount added (+1) or taken off (-1). */
export interface SummaryLine {
  key: SummaryLineKey;
  label: string;
  amount: Paise;
  sign: 1 | -1;
}

/**
 * The lines every summary of a cart, a checkout or a placed order shows, in order, so that they add
 * up to its total (`sumLines`): the subtotal at the original (MRP) prices, minus the product discount
 * (when there is one), minus the coupon (when one is applied, named by its code when known), plus
 * shipping (from checkout on). With shipping they add up to `finalTotal`, without to `discountedTotal`.
 */
export function summaryLines(
  totals: OrderTotals,
  options: { couponApplied: boolean; couponCode?: string | null; withShipping: boolean },
): SummaryLine[] {
  const line = (key: SummaryLineKey, amount: Paise, sign: 1 | -1, label = SUMMARY_LINE_LABELS[key]): SummaryLine => ({
    key,
    label,
    amount,
    sign,
  });
  const lines = [line("subtotal", totals.totalOriginalPrice, 1)];
  if (totals.productDiscount > 0) lines.push(line("productDiscount", totals.productDiscount, -1));
  if (options.couponApplied) {
    const label = options.couponCode
      ? `${SUMMARY_LINE_LABELS.couponDiscount} (${options.couponCode})`
      : SUMMARY_LINE_LABELS.couponDiscount;
    lines.push(line("couponDiscount", totals.couponDiscount, -1, label));
  }
  if (options.withShipping) lines.push(line("shipping", totals.shipping, 1));
  return lines;
}

/** The amounts a placed order stored (lib/server/orders/create-order.ts), in paise. */
export interface StoredOrderAmounts {
  itemsOriginalTotal: Paise;
  subtotal: Paise;
  productDiscount: Paise;
  couponDiscount: Paise;
  couponCode: string | null;
  shippingCost: Paise;
  total: Paise;
}

/** A placed order's summary lines, the same lines its checkout showed; they add up to the amount charged. */
export function storedOrderLines(order: StoredOrderAmounts): SummaryLine[] {
  const totals: OrderTotals = {
    subtotal: order.subtotal,
    totalOriginalPrice: order.itemsOriginalTotal,
    productDiscount: order.productDiscount,
    couponDiscount: order.couponDiscount,
    discountedTotal: order.subtotal - order.couponDiscount,
    shipping: order.shippingCost,
    finalTotal: order.total,
    totalSavings: order.productDiscount + order.couponDiscount,
  };
  return summaryLines(totals, {
    couponApplied: order.couponDiscount > 0 || order.couponCode !== null,
    couponCode: order.couponCode,
    withShipping: true,
  });
}

export function sumLines(lines: readonly SummaryLine[]): Paise {
  return lines.reduce((sum, line) => sum + line.sign * line.amount, 0);
}

/** Upper bound of the price filter: the highest price (rupees) rounded up to the next 100, or the default with no products. */
export function maxPriceForRange(highestPriceRupees: number): number {
  if (!Number.isFinite(highestPriceRupees) || highestPriceRupees < 0) {
    throw new RangeError(`Not a price in rupees: ${highestPriceRupees}`);
  }
  if (highestPriceRupees === 0) return PRICE_RANGE_DEFAULT.max;
  return Math.ceil(highestPriceRupees / PRICE_SLIDER_STEP) * PRICE_SLIDER_STEP;
}

function discountOff(discountType: DiscountType, value: number, amount: Paise): Paise {
  switch (discountType) {
    case "amount":
      return amountOff(value, amount);
    case "percent":
      return ofBasisPoints(amount, toBasisPoints(value));
    default:
      throw unknownDiscountType(discountType);
  }
}

/** A missing discount means none; a present one must be a finite number. */
function discountValue(discount: number | null | undefined): number {
  if (discount == null) return 0;
  if (!Number.isFinite(discount)) throw new RangeError(`Not a discount: ${discount}`);
  return discount;
}

function amountOff(discountPaise: number, amount: Paise): Paise {
  return clamp(Math.round(discountPaise), 0, amount);
}

/** Percentages are applied to 0.01% precision in integer arithmetic, so exact halves of a paisa round the same way every time. */
function toBasisPoints(percent: number): number {
  return clamp(Math.round(percent * 100), 0, FULL_BASIS_POINTS);
}

function ofBasisPoints(amount: Paise, basisPoints: number): Paise {
  return divideRounded(amount * basisPoints, FULL_BASIS_POINTS);
}

function unknownDiscountType(discountType: never): RangeError {
  return new RangeError(`Unknown discount type: ${String(discountType)}`);
}

/** numerator / denominator for non-negative integers, rounded half up, without floating-point error. */
function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator)) throw new RangeError(`Amount too large to price exactly: ${numerator}`);
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

function assertLine({ originalPrice, discountPrice: reduced, quantity }: CartLine): void {
  assertPaise(originalPrice, "originalPrice");
  assertPaise(reduced, "discountPrice");
  if (reduced > originalPrice) throw new RangeError(`discountPrice ${reduced} exceeds originalPrice ${originalPrice}`);
  if (!Number.isSafeInteger(quantity) || quantity < MIN_ORDER_QUANTITY) {
    throw new RangeError(`quantity must be a positive whole number, got ${quantity}`);
  }
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}
