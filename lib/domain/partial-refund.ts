/**
 * Partial refunds of an invoiced order: what may still be refunded, line by line, and the GST split
 * of each refund, by the invoice's own figures (issue #29).
 *
 * The invoice's lines (`InvoiceLine`, items then the shipping line) already carry each line's share
 * of the coupon and its tax as the invoice charged it. A refund takes from what a line has LEFT:
 * - units of an item line: k of the R units not yet refunded take k/R of the line's remaining amount
 *   and k/R of its remaining tax (rounded half up; the last units take exactly what is left);
 * - the shipping line, whole (what it has left);
 * - an amount (goodwill): spread over the lines' remaining amounts in proportion (largest remainder,
 *   `allocate`), each share's tax in proportion to the line's remaining tax.
 * Intra-state, the CGST/SGST split is of the CUMULATIVE tax refunded on the line (the odd paisa to
 * CGST, as the invoice), so refunding a line in several steps credits exactly its invoice figures.
 * Every refund line adds up (taxable value + tax = amount) and never goes below zero; the lines of
 * all refunds of an order never add up past the invoice's lines, nor the refunds past the payment.
 */
import { allocate, type InvoiceLine } from "./gst-invoice";
import { formatINR } from "./format";
import type { Paise } from "./money";

/** One line of a refund (and of its credit note): `invoiceLine` is the index of the invoice line it credits. */
export type RefundLine = InvoiceLine & { invoiceLine: number };

/** What is asked: units of item lines (by invoice line index) and optionally the shipping line, or an amount. */
export type RefundRequest =
  | { kind: "lines"; lines: { invoiceLine: number; quantity: number }[]; shipping: boolean }
  | { kind: "amount"; amount: Paise };

/** What one invoice line has left to refund. */
export type LineBalance = {
  invoiceLine: number;
  kind: InvoiceLine["kind"];
  description: string;
  /** Units not yet refunded (goodwill takes money, not units). */
  quantity: number;
  amount: Paise;
  tax: Paise;
};

export type RefundBalance = {
  lines: LineBalance[];
  /** What the invoice lines have left. */
  invoiceLeft: Paise;
  /** What the payment has left: the payment less every refund that holds part of it. */
  paymentLeft: Paise;
  /** The most a refund may be now: the smaller of the two. */
  refundable: Paise;
};

export type RefundPlan = {
  lines: RefundLine[];
  amount: Paise;
  tax: Paise;
  restockable: { invoiceLine: number; quantity: number }[];
};

export type RefundRefusal = { ok: false; code: string; message: string };

/** Razorpay refunds at least INR 1.00; the shop holds every refund to it. */
export const MINIMUM_REFUND: Paise = 100;

const divideRounded = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));
const taxOf = (line: Pick<InvoiceLine, "cgst" | "sgst" | "igst">) => line.cgst + line.sgst + line.igst;

/** What each invoice line has left after `previous` refunds' lines, and what the payment has left. */
export function refundBalance(
  invoice: readonly InvoiceLine[],
  previous: readonly RefundLine[],
  paid: Paise,
): RefundBalance {
  const lines = invoice.map((line, index) => {
    const credited = previous.filter((refund) => refund.invoiceLine === index);
    const units = credited.reduce((sum, refund) => sum + refund.quantity, 0);
    return {
      invoiceLine: index,
      kind: line.kind,
      description: line.description,
      quantity: Math.max(0, line.quantity - units),
      amount: line.amount - credited.reduce((sum, refund) => sum + refund.amount, 0),
      tax: taxOf(line) - credited.reduce((sum, refund) => sum + taxOf(refund), 0),
    };
  });
  const invoiceLeft = lines.reduce((sum, line) => sum + line.amount, 0);
  const paymentLeft = paid - previous.reduce((sum, refund) => sum + refund.amount, 0);
  return { lines, invoiceLeft, paymentLeft, refundable: Math.max(0, Math.min(invoiceLeft, paymentLeft)) };
}

/** Splits a credited tax of one line into CGST/SGST by the cumulative rule, or IGST. */
function splitTax(
  line: InvoiceLine,
  alreadyCredited: Paise,
  tax: Paise,
  intraState: boolean,
): Pick<InvoiceLine, "cgst" | "sgst" | "igst"> {
  if (!intraState) return { cgst: 0, sgst: 0, igst: tax };
  const sgstUpTo = (total: number) => Math.floor(total / 2);
  const sgst = sgstUpTo(alreadyCredited + tax) - sgstUpTo(alreadyCredited);
  return { cgst: tax - sgst, sgst, igst: 0 };
}

function refundLine(
  invoiceLine: InvoiceLine,
  balance: LineBalance,
  quantity: number,
  amount: Paise,
  tax: Paise,
  intraState: boolean,
  goodwill: boolean,
): RefundLine {
  const creditedTax = taxOf(invoiceLine) - balance.tax;
  const gross = goodwill ? amount : Math.max(invoiceLine.unitPrice * quantity, amount);
  return {
    invoiceLine: balance.invoiceLine,
    kind: invoiceLine.kind,
    description: goodwill ? `${invoiceLine.description} (goodwill)` : invoiceLine.description,
    hsn: invoiceLine.hsn,
    quantity,
    unit: invoiceLine.unit,
    unitPrice: goodwill ? amount : invoiceLine.unitPrice,
    gross,
    discount: gross - amount,
    taxableValue: amount - tax,
    gstRate: invoiceLine.gstRate,
    ...splitTax(invoiceLine, creditedTax, tax, intraState),
    amount,
  };
}

const refuse = (code: string, message: string): RefundRefusal => ({ ok: false, code, message });

/**
 * The refund `request` would make now, or why it may not: units or lines that are not there or
 * already refunded, nothing asked, less than INR 1.00, or more than the order has left to refund
 * (`refundable`: the invoice's lines and the payment, whichever has less).
 */
export function planRefund(
  invoice: readonly InvoiceLine[],
  intraState: boolean,
  balance: RefundBalance,
  request: RefundRequest,
): ({ ok: true } & RefundPlan) | RefundRefusal {
  const lines: RefundLine[] = [];
  if (request.kind === "lines") {
    const seen = new Set<number>();
    for (const asked of request.lines) {
      if (asked.quantity === 0) continue;
      const line = invoice[asked.invoiceLine];
      const left = balance.lines[asked.invoiceLine];
      if (!line || !left || line.kind !== "item" || seen.has(asked.invoiceLine))
        return refuse("unknown_line", "Choose lines of this order, each once.");
      seen.add(asked.invoiceLine);
      if (!Number.isInteger(asked.quantity) || asked.quantity < 0 || asked.quantity > left.quantity)
        return refuse(
          "too_many_units",
          `${line.description}: at most ${left.quantity} ${left.quantity === 1 ? "unit is" : "units are"} left to refund.`,
        );
      const all = asked.quantity === left.quantity;
      const amount = all ? left.amount : divideRounded(left.amount * asked.quantity, left.quantity);
      const tax = all ? left.tax : Math.min(amount, divideRounded(left.tax * asked.quantity, left.quantity));
      if (amount > 0) lines.push(refundLine(line, left, asked.quantity, amount, tax, intraState, false));
    }
    if (request.shipping) {
      const index = invoice.findIndex((line) => line.kind === "shipping");
      const left = balance.lines[index];
      if (index < 0 || !left || left.amount === 0)
        return refuse("no_shipping", "This order has no shipping charge left to refund.");
      lines.push(refundLine(invoice[index], left, 1, left.amount, left.tax, intraState, false));
    }
    if (lines.length === 0)
      return refuse("nothing_chosen", "Choose at least one unit or the shipping charge to refund.");
  } else {
    const { amount } = request;
    if (!Number.isSafeInteger(amount) || amount <= 0) return refuse("invalid_amount", "Enter an amount in rupees.");
    if (amount > balance.invoiceLeft)
      return refuse("over_refundable", exceedsMessage(Math.min(balance.invoiceLeft, balance.paymentLeft)));
    const shares = allocate(
      amount,
      balance.lines.map((line) => line.amount),
    );
    shares.forEach((share, index) => {
      if (share === 0) return;
      const left = balance.lines[index];
      const tax = share === left.amount ? left.tax : Math.min(share, divideRounded(left.tax * share, left.amount));
      lines.push(refundLine(invoice[index], left, 0, share, tax, intraState, true));
    });
  }
  const amount = lines.reduce((sum, line) => sum + line.amount, 0);
  if (amount > balance.refundable) return refuse("over_refundable", exceedsMessage(balance.refundable));
  if (amount < MINIMUM_REFUND) return refuse("below_minimum", "A refund must be at least ₹1.00.");
  return {
    ok: true,
    lines,
    amount,
    tax: lines.reduce((sum, line) => sum + taxOf(line), 0),
    restockable: lines
      .filter((line) => line.kind === "item" && line.quantity > 0)
      .map((line) => ({ invoiceLine: line.invoiceLine, quantity: line.quantity })),
  };
}

/** Everything the order has left, as one refund (a full refund or a cancel after partial refunds). */
export function remainderLines(
  invoice: readonly InvoiceLine[],
  intraState: boolean,
  balance: RefundBalance,
): RefundLine[] {
  return balance.lines
    .filter((left) => left.amount > 0)
    .map((left) =>
      refundLine(invoice[left.invoiceLine], left, left.quantity, left.amount, left.tax, intraState, false),
    );
}

/** The refusal when a refund would pass what is left, naming what is. */
export function exceedsMessage(refundable: Paise): string {
  return refundable === 0
    ? "This order has nothing left to refund."
    : `This refund is more than the order has left to refund: at most ${formatINR(refundable)}.`;
}

/**
 * A refund's lines cut at `amount` (0 ≤ amount ≤ their total), for a refund split over several
 * payments of which Razorpay refunded only some parts (docs/refunds.md "A part refused"): `taken` is
 * what the credit note credits now (each line's share of `amount` in proportion, largest remainder,
 * its tax in proportion, split as the line's own; a line cut short credits money, not units), `rest`
 * is what is still owed, credited when its retry is refunded. Field by field, `taken` + `rest` = the
 * lines, so refunding both credits exactly the lines asked for.
 */
export function cutLines(lines: readonly RefundLine[], amount: Paise): { taken: RefundLine[]; rest: RefundLine[] } {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (!Number.isInteger(amount) || amount < 0 || amount > total)
    throw new RangeError(`Cut ${amount} out of refund lines of ${total}`);
  const shares = allocate(
    amount,
    lines.map((line) => line.amount),
  );
  const taken: RefundLine[] = [];
  const rest: RefundLine[] = [];
  lines.forEach((line, index) => {
    const share = shares[index];
    if (share === line.amount) return void taken.push({ ...line });
    if (share === 0) return void rest.push({ ...line });
    const tax = Math.min(share, divideRounded(taxOf(line) * share, line.amount));
    // The line's own split: IGST, or CGST/SGST each at most the line's (the odd paisa to CGST where it fits).
    const sgst = line.igst > 0 ? 0 : Math.min(line.sgst, Math.max(tax - line.cgst, Math.floor(tax / 2)));
    const cut: RefundLine = {
      ...line,
      quantity: 0,
      unitPrice: share,
      gross: share,
      discount: 0,
      taxableValue: share - tax,
      cgst: line.igst > 0 ? 0 : tax - sgst,
      sgst,
      igst: line.igst > 0 ? tax : 0,
      amount: share,
    };
    taken.push(cut);
    rest.push({
      ...line,
      unitPrice: line.quantity > 0 ? line.unitPrice : line.amount - share,
      gross: line.amount - share + Math.max(0, line.gross - line.amount),
      discount: Math.max(0, line.gross - line.amount),
      taxableValue: line.taxableValue - cut.taxableValue,
      cgst: line.cgst - cut.cgst,
      sgst: line.sgst - cut.sgst,
      igst: line.igst - cut.igst,
      amount: line.amount - share,
    });
  });
  return { taken, rest };
}
