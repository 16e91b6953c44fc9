/**
 * A GST tax invoice's lines and totals, computed from what the order charged. Prices in this shop
 * include GST, so tax is taken out of each line's charged amount, never added to it.
 *
 * Rounding happens in one place, `taxIncluded` (`roundingNote` says it on the PDF): a line's
 * taxable value is `amount × 100 / (100 + rate)` rounded half up to the paisa, and its tax is the
 * rest, `amount − taxable value`. Intra-state, that tax is split in two halves; when it is an odd
 * number of paise, the odd paisa goes to CGST, so CGST may be one paisa more than SGST. Every line
 * therefore adds up exactly (taxable value + tax = amount), its taxable value is the one the price
 * implies, and the lines add up exactly to what the order charged.
 *
 * Spreading rules (deterministic, largest remainder):
 * - the coupon discount is spread over the item lines in proportion to what each line costs after
 *   the product discount; the paise left over by rounding down go one each to the lines with the
 *   largest remainders, the earlier line first on a tie (`allocate`);
 * - shipping is its own line (SAC 996812). Delivery of goods sold with it is a composite supply
 *   taxed at the rate of the principal supply; this shop takes the highest GST rate among the
 *   order's items as that rate (never under-charging tax on a mixed cart);
 * - a credit note for part of an invoice spreads the credited amount over the invoice's lines in
 *   proportion to their amounts, the same way.
 */
import { stateByGstCode, stateByName } from "./india-states";
import { deliveryStateOf } from "./pincode-states";
import type { Paise } from "./money";
import { variantLineDescription } from "./variants";

/** GST rates this shop's goods carry, in percent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
/** Unit quantity code (GST UQC) of every line: packs are counted in numbers. */
export const INVOICE_UNIT = "NOS";
/** Services accounting code of the shipping line: courier services. */
export const SHIPPING_SAC = "996812";
export const SHIPPING_DESCRIPTION = "Shipping and handling";

export type InvoiceItemInput = {
  description: string;
  hsn: string | null;
  quantity: number;
  /** Catalogue price per unit, GST included. */
  unitPrice: Paise;
  /** Price per unit after the product's own discount, GST included. */
  salePrice: Paise;
  gstRate: number;
};

/** An order's line as it was sold: what its invoice line is made from. */
export type SoldLine = {
  productName: string;
  /** The variant's option values at order time ("120 capsules"); empty or absent for a product without options. */
  variantLabel?: string;
  unitLabel: string | null;
  hsnCode: string | null;
  quantity: number;
  unitPrice: Paise;
  discountPrice: Paise;
  gstRate: number;
};

/** The invoice items of an order's lines: the same for its invoice and for every credit note against it. */
export function invoiceItemsOf(lines: readonly SoldLine[]): InvoiceItemInput[] {
  return lines.map((line) => ({
    description: variantLineDescription(line.productName, line.variantLabel ?? "", line.unitLabel ?? ""),
    hsn: line.hsnCode,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    salePrice: line.discountPrice,
    gstRate: line.gstRate,
  }));
}

export type InvoiceInput = { items: InvoiceItemInput[]; couponDiscount: Paise; shipping: Paise; intraState: boolean };

export type InvoiceLine = {
  kind: "item" | "shipping";
  description: string;
  hsn: string;
  quantity: number;
  unit: string;
  /** Per unit, GST included. */
  unitPrice: Paise;
  /** unitPrice × quantity. */
  gross: Paise;
  /** Product discount and this line's share of the coupon, GST included. */
  discount: Paise;
  taxableValue: Paise;
  gstRate: number;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  /** What the line charges: gross − discount = taxableValue + cgst + sgst + igst. */
  amount: Paise;
};

export type InvoiceTotals = {
  gross: Paise;
  discount: Paise;
  taxableValue: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  tax: Paise;
  total: Paise;
};

export type ComputedDocument = { lines: InvoiceLine[]; totals: InvoiceTotals };

/** Integer division rounding half up (both arguments non-negative). */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The rounding rule as a document's PDF prints it (the CGST and SGST split only where they are charged). */
export function roundingNote(intraState: boolean): string {
  const rule =
    "Prices include GST. Per line, the taxable value is the amount × 100 / (100 + GST rate), rounded to the paisa, and the tax is the rest of the amount";
  return intraState
    ? `${rule}; where CGST and SGST split an odd number of paise, CGST carries the extra paisa.`
    : `${rule}.`;
}

/**
 * THE rounding rule: the taxable value of an amount that includes GST, rounded half up to the
 * paisa, and the tax as the rest (intra-state: halved, the odd paisa to CGST).
 */
export function taxIncluded(
  amount: Paise,
  rate: number,
  intraState: boolean,
): Pick<InvoiceLine, "taxableValue" | "cgst" | "sgst" | "igst"> {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not an amount in paise: ${amount}`);
  if (!Number.isInteger(rate) || rate < 0 || rate > 100) throw new RangeError(`Not a GST rate: ${rate}`);
  const taxableValue = divideRounded(amount * 100, 100 + rate);
  const tax = amount - taxableValue;
  if (!intraState) return { taxableValue, cgst: 0, sgst: 0, igst: tax };
  const sgst = Math.floor(tax / 2);
  return { taxableValue, cgst: tax - sgst, sgst, igst: 0 };
}

/**
 * Splits `total` paise over `weights` in proportion, exactly: each share rounded down, then the
 * paise left over one each to the largest remainders (the earlier index first on a tie).
 */
export function allocate(total: Paise, weights: readonly number[]): Paise[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  const remainders = weights.map((weight, index) => ({ index, remainder: (total * weight) % sum }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (const { index } of remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

function line(
  fields: Omit<InvoiceLine, "taxableValue" | "cgst" | "sgst" | "igst" | "amount">,
  intraState: boolean,
): InvoiceLine {
  const amount = fields.gross - fields.discount;
  return { ...fields, ...taxIncluded(amount, fields.gstRate, intraState), amount };
}

export function totalsOf(lines: readonly InvoiceLine[]): InvoiceTotals {
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const cgst = sum((l) => l.cgst);
  const sgst = sum((l) => l.sgst);
  const igst = sum((l) => l.igst);
  return {
    gross: sum((l) => l.gross),
    discount: sum((l) => l.discount),
    taxableValue: sum((l) => l.taxableValue),
    cgst,
    sgst,
    igst,
    tax: cgst + sgst + igst,
    total: sum((l) => l.amount),
  };
}

/** The rate the shipping line is taxed at: the highest rate among the items (see the module's rules). */
export function shippingRate(items: readonly { gstRate: number }[]): number {
  return items.reduce((highest, item) => Math.max(highest, item.gstRate), 0);
}

/** The invoice of an order: one line per item, a shipping line when shipping was charged, and the totals. */
export function computeInvoice({ items, couponDiscount, shipping, intraState }: InvoiceInput): ComputedDocument {
  if (items.length === 0) throw new RangeError("An invoice needs at least one item");
  const saleAmounts = items.map((item) => item.salePrice * item.quantity);
  const coupon = Math.min(
    couponDiscount,
    saleAmounts.reduce((a, b) => a + b, 0),
  );
  const couponShares = allocate(coupon, saleAmounts);
  const lines = items.map((item, index) =>
    line(
      {
        kind: "item",
        description: item.description,
        hsn: item.hsn ?? "",
        quantity: item.quantity,
        unit: INVOICE_UNIT,
        unitPrice: item.unitPrice,
        gross: item.unitPrice * item.quantity,
        discount: (item.unitPrice - item.salePrice) * item.quantity + couponShares[index],
        gstRate: item.gstRate,
      },
      intraState,
    ),
  );
  if (shipping > 0) {
    lines.push(
      line(
        {
          kind: "shipping",
          description: SHIPPING_DESCRIPTION,
          hsn: SHIPPING_SAC,
          quantity: 1,
          unit: INVOICE_UNIT,
          unitPrice: shipping,
          gross: shipping,
          discount: 0,
          gstRate: shippingRate(items),
        },
        intraState,
      ),
    );
  }
  return { lines, totals: totalsOf(lines) };
}

/**
 * A credit note against an invoice for `amount` paise: the invoice's own lines when it credits the
 * whole invoice, otherwise the amount spread over the invoice's lines in proportion to their
 * amounts, each share's tax taken out by the same rule.
 */
export function computeCreditNote(
  invoice: readonly InvoiceLine[],
  amount: Paise,
  intraState: boolean,
): ComputedDocument {
  const invoiced = totalsOf(invoice).total;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > invoiced)
    throw new RangeError(`A credit note is for 1 paisa up to the invoice's ${invoiced}, not ${amount}`);
  if (amount === invoiced) return { lines: invoice.map((l) => ({ ...l })), totals: totalsOf(invoice) };
  const shares = allocate(
    amount,
    invoice.map((l) => l.amount),
  );
  const lines = invoice
    .map((l, index) => line({ ...l, gross: shares[index], discount: 0 }, intraState))
    .filter((l) => l.amount > 0);
  return { lines, totals: totalsOf(lines) };
}

/** A line's tax amount, whichever way it was split. */
export function lineTax(line: Pick<InvoiceLine, "cgst" | "sgst" | "igst">): Paise {
  return line.cgst + line.sgst + line.igst;
}

export type PlaceOfSupply = { name: string; code: string | null; intraState: boolean };

/**
 * The place of supply of goods delivered to an address (where the goods' movement ends): its state
 * as checked against its PIN code (`deliveryStateOf`), and whether that is the seller's own state
 * (CGST + SGST) or not (IGST). A state name the shop cannot read is kept as typed, with no code, and
 * taxed as inter-state (IGST).
 */
export function placeOfSupply(delivery: { state: string; pincode: string }, sellerStateCode: string): PlaceOfSupply {
  const deliveryState = deliveryStateOf(delivery.pincode, delivery.state);
  const state = stateByName(deliveryState) ?? stateByGstCode(deliveryState.trim());
  if (!state) return { name: deliveryState.trim(), code: null, intraState: false };
  return { name: state.name, code: state.gstCode, intraState: state.gstCode === sellerStateCode };
}

/**
 * When an order's tax invoice is issued: an online order once it is paid, a cash-on-delivery order
 * once it is confirmed (or moved on from there); never for a cancelled or refunded order.
 */
export function invoiceDue(order: { status: string; paymentStatus: string; paymentMethod: string }): boolean {
  if (order.status === "cancelled" || order.status === "refunded") return false;
  return order.paymentMethod === "prepaid" ? order.paymentStatus === "paid" : order.status !== "pending";
}
