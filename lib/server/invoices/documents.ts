import "server-only";
import type { InvoiceLine } from "@/lib/domain/gst-invoice";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import type { BuyerSnapshot, SellerSnapshot } from "./issue";
import { renderGstDocument, type PrintableDocument } from "./pdf";

export type DocumentKind = PrintableDocument["kind"];

/** Whose documents a caller may read: one customer's own orders, or (staff) every order. */
export type Reader = { customerId: number } | "staff";

const NOT_FOUND = new AppError(404, "order_not_found", "Order not found");

function fileName(number: string, kind: DocumentKind): string {
  return `${kind === "invoice" ? "invoice" : "credit-note"}-${number.replaceAll("/", "-")}.pdf`;
}

/**
 * The printable invoice or credit note of an order. A customer reaches only their own orders:
 * anyone else's order answers exactly as a missing one does (404 "Order not found").
 */
export async function printableDocument(
  orderId: number,
  kind: DocumentKind,
  reader: Reader,
  creditNoteId?: number,
): Promise<{ document: PrintableDocument; fileName: string }> {
  const order = await db.order.findFirst({
    where: { id: orderId, ...(reader === "staff" ? {} : { customerId: reader.customerId }) },
    select: {
      orderNumber: true,
      createdAt: true,
      paymentMethod: true,
      invoice: { include: { creditNotes: { orderBy: { id: "asc" } } } },
    },
  });
  if (!order) throw NOT_FOUND;
  const invoice = order.invoice;
  if (!invoice)
    throw new AppError(
      404,
      "invoice_not_found",
      "This order has no tax invoice yet: it is issued when the order is paid or confirmed.",
    );
  const base = {
    orderNumber: order.orderNumber,
    orderDate: order.createdAt,
    paymentMethod: order.paymentMethod,
    seller: invoice.seller as SellerSnapshot,
    buyer: invoice.buyer as BuyerSnapshot,
    placeOfSupply: invoice.placeOfSupply,
    placeOfSupplyCode: invoice.placeOfSupplyCode,
    intraState: invoice.intraState,
  };
  if (kind === "invoice") {
    const document: PrintableDocument = {
      ...base,
      kind,
      number: invoice.number,
      issuedAt: invoice.issuedAt,
      lines: invoice.lines as InvoiceLine[],
      totals: invoice,
    };
    return { document, fileName: fileName(invoice.number, kind) };
  }
  // One credit note by id (an order refunded in parts has several), or its first; an edit's credit
  // note is against the invoice the edit replaced (docs/order-operations.md "Order edits").
  const found =
    creditNoteId === undefined ? invoice.creditNotes[0] : invoice.creditNotes.find((n) => n.id === creditNoteId);
  const replaced =
    found || creditNoteId === undefined
      ? null
      : await db.creditNote.findFirst({
          where: { id: creditNoteId, invoice: { replacedOrderId: orderId } },
          include: { invoice: true },
        });
  const note = found ?? replaced;
  if (!note) throw new AppError(404, "credit_note_not_found", "This order has no credit note.");
  const against = replaced ? replaced.invoice : invoice;
  const document: PrintableDocument = {
    ...base,
    kind,
    number: note.number,
    issuedAt: note.issuedAt,
    lines: note.lines as InvoiceLine[],
    totals: note,
    ...(replaced
      ? {
          seller: against.seller as SellerSnapshot,
          buyer: against.buyer as BuyerSnapshot,
          placeOfSupply: against.placeOfSupply,
          placeOfSupplyCode: against.placeOfSupplyCode,
          intraState: against.intraState,
        }
      : {}),
    against: { number: against.number, issuedAt: against.issuedAt, reason: note.reason },
  };
  return { document, fileName: fileName(note.number, kind) };
}

/** The PDF as a download answer (never cached: it is personal). */
export async function documentResponse(
  orderId: number,
  kind: DocumentKind,
  reader: Reader,
  creditNoteId?: number,
): Promise<Response> {
  const { document, fileName: name } = await printableDocument(orderId, kind, reader, creditNoteId);
  const pdf = await renderGstDocument(document);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${name}"`,
      "content-length": String(pdf.length),
      "cache-control": "private, no-store",
    },
  });
}

/**
 * The order's tax invoice as a PDF, for the payment or confirmation e-mail to attach; null while
 * the order has none.
 */
export async function renderOrderInvoicePdf(orderId: number): Promise<{ fileName: string; pdf: Buffer } | null> {
  try {
    const { document, fileName: name } = await printableDocument(orderId, "invoice", "staff");
    return { fileName: name, pdf: await renderGstDocument(document) };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}
