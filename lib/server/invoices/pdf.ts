import "server-only";
import { amountInWords } from "@/lib/domain/amount-in-words";
import { lineTax, roundingNote, type InvoiceLine } from "@/lib/domain/gst-invoice";
import { formatAmount, formatDocumentDay, formatINR } from "@/lib/domain/format";
import type { Paise } from "@/lib/domain/money";
import { renderPdf } from "@/lib/server/pdf/render";
import type { BuyerSnapshot, SellerSnapshot } from "./issue";

/** What a GST document prints: an invoice, or a credit note against one. */
export type PrintableDocument = {
  kind: "invoice" | "credit_note";
  number: string;
  issuedAt: Date;
  orderNumber: string;
  orderDate: Date;
  paymentMethod: "cod" | "prepaid";
  seller: SellerSnapshot;
  buyer: BuyerSnapshot;
  placeOfSupply: string;
  placeOfSupplyCode: string | null;
  intraState: boolean;
  lines: InvoiceLine[];
  totals: { taxableValue: Paise; cgst: Paise; sgst: Paise; igst: Paise; total: Paise };
  /** Credit notes: the invoice they credit, and why. */
  against?: { number: string; issuedAt: Date; reason: string };
};

const MARGIN = 32;

type Column = {
  title: string;
  width: number;
  align: "left" | "right" | "center";
  value: (line: InvoiceLine, index: number) => string;
};

const COLUMNS: Column[] = [
  { title: "#", width: 16, align: "center", value: (_, index) => String(index + 1) },
  { title: "Description", width: 122, align: "left", value: (line) => line.description },
  { title: "HSN/SAC", width: 48, align: "left", value: (line) => line.hsn || "-" },
  { title: "Qty", width: 24, align: "right", value: (line) => String(line.quantity) },
  { title: "Unit", width: 26, align: "center", value: (line) => line.unit },
  { title: "Unit price", width: 52, align: "right", value: (line) => formatAmount(line.unitPrice) },
  { title: "Discount", width: 48, align: "right", value: (line) => formatAmount(line.discount) },
  { title: "Taxable value", width: 56, align: "right", value: (line) => formatAmount(line.taxableValue) },
  { title: "GST rate", width: 30, align: "right", value: (line) => `${line.gstRate}%` },
  { title: "Tax", width: 50, align: "right", value: (line) => formatAmount(lineTax(line)) },
  { title: "Amount", width: 56, align: "right", value: (line) => formatAmount(line.amount) },
];

/** Renders a GST invoice or credit note as an A4 PDF. */
export function renderGstDocument(doc: PrintableDocument): Promise<Buffer> {
  return renderPdf(
    {
      size: "A4",
      margin: MARGIN,
      info: {
        Title: `${doc.kind === "invoice" ? "Tax invoice" : "Credit note"} ${doc.number}`,
        Author: doc.seller.legalName,
      },
    },
    (pdf) => draw(pdf, doc),
  );
}

function draw(pdf: PDFKit.PDFDocument, doc: PrintableDocument): void {
  const width = pdf.page.width - 2 * MARGIN;
  const right = MARGIN + width;
  const { seller, buyer } = doc;

  pdf
    .font("bold")
    .fontSize(16)
    .fillColor("#1f3d2b")
    .text(doc.kind === "invoice" ? "TAX INVOICE" : "CREDIT NOTE", MARGIN, MARGIN, { width, align: "center" });
  pdf
    .font("regular")
    .fontSize(8)
    .fillColor("#555")
    .text(
      doc.kind === "invoice"
        ? `Original for recipient · ${buyer.gstin ? "B2B supply to a registered person · " : ""}Prices include GST`
        : "Issued under section 34 of the CGST Act",
      { width, align: "center" },
    );

  // Seller (left) and document details (right).
  const top = pdf.y + 10;
  const half = width / 2 - 8;
  pdf.fillColor("#000").font("bold").fontSize(11).text(seller.legalName, MARGIN, top, { width: half });
  pdf.font("regular").fontSize(8.5);
  if (seller.tradeName && seller.tradeName !== seller.legalName)
    pdf.text(`Trading as ${seller.tradeName}`, { width: half });
  pdf.text(seller.address, { width: half });
  pdf.text(`State: ${seller.stateName} (${seller.stateCode})`, { width: half });
  pdf.font("bold").text(`GSTIN: ${seller.gstin}`, { width: half });
  pdf.font("regular");
  if (seller.email || seller.phone) pdf.text([seller.phone, seller.email].filter(Boolean).join(" · "), { width: half });
  const sellerBottom = pdf.y;

  const details: [string, string][] = [
    [doc.kind === "invoice" ? "Invoice number" : "Credit note number", doc.number],
    [doc.kind === "invoice" ? "Invoice date" : "Credit note date", formatDocumentDay(doc.issuedAt)],
    ...(doc.against
      ? ([["Against invoice", `${doc.against.number} of ${formatDocumentDay(doc.against.issuedAt)}`]] as [
          string,
          string,
        ][])
      : []),
    ["Order number", doc.orderNumber],
    ["Order date", formatDocumentDay(doc.orderDate)],
    ["Payment", doc.paymentMethod === "cod" ? "Cash on delivery" : "Paid online"],
    ["Place of supply", doc.placeOfSupplyCode ? `${doc.placeOfSupply} (${doc.placeOfSupplyCode})` : doc.placeOfSupply],
    ["Reverse charge", "No"],
  ];
  let y = top;
  for (const [label, value] of details) {
    pdf
      .font("regular")
      .fontSize(8.5)
      .text(`${label}:`, MARGIN + half + 16, y, { width: 90 });
    pdf.font("bold").text(value, MARGIN + half + 106, y, { width: half - 90 });
    y = pdf.y + 1;
  }
  y = Math.max(y, sellerBottom) + 10;

  // Buyer.
  pdf.moveTo(MARGIN, y).lineTo(right, y).strokeColor("#999").lineWidth(0.5).stroke();
  y += 6;
  pdf.font("bold").fontSize(9).text("Bill to / Ship to", MARGIN, y);
  pdf.font("bold").fontSize(9).text(buyer.name);
  if (buyer.gstin) pdf.font("bold").fontSize(8.5).text(`Buyer GSTIN: ${buyer.gstin}`, { width: half });
  pdf.font("regular").fontSize(8.5);
  for (const line of buyer.addressLines) pdf.text(line, { width: half });
  pdf.text([buyer.phone, buyer.email].filter(Boolean).join(" · "), { width: half });
  const buyerBottom = pdf.y;
  if (doc.against)
    pdf.font("regular").text(`Reason: ${doc.against.reason}`, MARGIN + half + 16, y + 12, { width: half });
  y = Math.max(buyerBottom, pdf.y) + 10;

  y = drawLines(pdf, doc.lines, y);
  y = drawTaxSummary(pdf, doc, y + 8);
  drawClosing(pdf, doc, y + 8);
}

function ensureRoom(pdf: PDFKit.PDFDocument, y: number, needed: number): number {
  if (y + needed <= pdf.page.height - MARGIN) return y;
  pdf.addPage();
  return MARGIN;
}

function drawRow(pdf: PDFKit.PDFDocument, y: number, cells: string[], bold: boolean, fill?: string): number {
  pdf.font(bold ? "bold" : "regular").fontSize(7.5);
  const height =
    Math.max(...cells.map((cell, index) => pdf.heightOfString(cell, { width: COLUMNS[index].width - 4 }))) + 6;
  if (fill)
    pdf
      .rect(
        MARGIN,
        y,
        COLUMNS.reduce((sum, column) => sum + column.width, 0),
        height,
      )
      .fill(fill);
  let x = MARGIN;
  cells.forEach((cell, index) => {
    pdf.fillColor("#000").text(cell, x + 2, y + 3, { width: COLUMNS[index].width - 4, align: COLUMNS[index].align });
    x += COLUMNS[index].width;
  });
  return y + height;
}

function drawLines(pdf: PDFKit.PDFDocument, lines: InvoiceLine[], start: number): number {
  const header = COLUMNS.map((column) => column.title);
  let y = drawRow(pdf, start, header, true, "#e8efe9");
  lines.forEach((line, index) => {
    const cells = COLUMNS.map((column) => column.value(line, index));
    const next = ensureRoom(pdf, y, 30);
    if (next !== y) y = drawRow(pdf, next, header, true, "#e8efe9");
    y = drawRow(pdf, y, cells, false);
    pdf
      .moveTo(MARGIN, y)
      .lineTo(pdf.page.width - MARGIN, y)
      .strokeColor("#ddd")
      .lineWidth(0.5)
      .stroke();
  });
  return y;
}

function drawTaxSummary(pdf: PDFKit.PDFDocument, doc: PrintableDocument, start: number): number {
  const rates = [...new Set(doc.lines.map((line) => line.gstRate))].sort((a, b) => a - b);
  const byRate = rates.map((rate) => {
    const lines = doc.lines.filter((line) => line.gstRate === rate);
    const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
    return {
      rate,
      taxable: sum((l) => l.taxableValue),
      cgst: sum((l) => l.cgst),
      sgst: sum((l) => l.sgst),
      igst: sum((l) => l.igst),
    };
  });
  let y = ensureRoom(pdf, start, 60 + 12 * rates.length);
  const x = MARGIN;
  const columns = doc.intraState
    ? ["GST rate", "Taxable value", "CGST", "SGST", "Total tax"]
    : ["GST rate", "Taxable value", "IGST", "Total tax"];
  const cellWidth = 62;
  pdf.font("bold").fontSize(8).text("Tax summary", x, y);
  y = pdf.y + 2;
  const row = (cells: string[], bold: boolean) => {
    pdf.font(bold ? "bold" : "regular").fontSize(7.5);
    cells.forEach((cell, index) =>
      pdf.text(cell, x + index * cellWidth, y, { width: cellWidth - 4, align: index === 0 ? "left" : "right" }),
    );
    y += 11;
  };
  row(columns, true);
  for (const entry of byRate) {
    const tax = entry.cgst + entry.sgst + entry.igst;
    row(
      doc.intraState
        ? [
            `${entry.rate}%`,
            formatAmount(entry.taxable),
            formatAmount(entry.cgst),
            formatAmount(entry.sgst),
            formatAmount(tax),
          ]
        : [`${entry.rate}%`, formatAmount(entry.taxable), formatAmount(entry.igst), formatAmount(tax)],
      false,
    );
  }

  // Totals, on the right.
  const { totals } = doc;
  const rows: [string, string][] = [
    ["Taxable value", formatINR(totals.taxableValue)],
    ...(doc.intraState
      ? ([
          ["CGST", formatINR(totals.cgst)],
          ["SGST", formatINR(totals.sgst)],
        ] as [string, string][])
      : ([["IGST", formatINR(totals.igst)]] as [string, string][])),
    [doc.kind === "invoice" ? "Invoice total" : "Credit note total", formatINR(totals.total)],
  ];
  let ty = start;
  const labelX = pdf.page.width - MARGIN - 200;
  rows.forEach(([label, value], index) => {
    const last = index === rows.length - 1;
    pdf.font(last ? "bold" : "regular").fontSize(last ? 10 : 8.5);
    pdf.text(label, labelX, ty, { width: 100 });
    pdf.text(value, labelX + 100, ty, { width: 100, align: "right" });
    ty = pdf.y + 3;
  });
  return Math.max(y, ty);
}

function drawClosing(pdf: PDFKit.PDFDocument, doc: PrintableDocument, start: number): void {
  const width = pdf.page.width - 2 * MARGIN;
  let y = ensureRoom(pdf, start, 110);
  pdf
    .font("bold")
    .fontSize(8.5)
    .text("Amount in words: ", MARGIN, y, { continued: true })
    .font("regular")
    .text(amountInWords(doc.totals.total), { width });
  y = pdf.y + 4;
  pdf.fontSize(7.5).fillColor("#555").text(roundingNote(doc.intraState), MARGIN, y, { width });
  y = pdf.y + 18;
  const boxX = pdf.page.width - MARGIN - 200;
  pdf
    .fillColor("#000")
    .font("bold")
    .fontSize(8.5)
    .text(`For ${doc.seller.legalName}`, boxX, y, { width: 200, align: "right" });
  pdf.font("regular").text(doc.seller.signatoryName || " ", boxX, y + 36, { width: 200, align: "right" });
  pdf.text("Authorised Signatory", boxX, pdf.y, { width: 200, align: "right" });
  pdf
    .fontSize(7)
    .fillColor("#777")
    .text("This is a computer-generated document.", MARGIN, pdf.y + 14, { width, align: "center" });
}
