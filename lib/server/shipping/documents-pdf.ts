import "server-only";
import { formatDocumentDay, formatINR } from "@/lib/domain/format";
import type { Paise } from "@/lib/domain/money";
import { renderPdf } from "@/lib/server/pdf/render";

/** One booked shipment, as a label or a manifest prints it. */
export type ShipmentDocumentLine = {
  orderNumber: string;
  invoiceNumber: string;
  trackingNumber: string;
  courierName: string;
  carrierOrderId: string | null;
  carrierShipmentId: string | null;
  recipient: {
    name: string;
    phone: string;
    address: string;
    apartment: string | null;
    city: string;
    state: string;
    pincode: string;
  };
  paymentMethod: "cod" | "prepaid";
  /** What the courier collects at the door (cash on delivery), else 0. */
  collect: Paise;
  weightGrams: number;
};

/** Who sends the parcels: the shop's name, address and phone from its settings. */
export type Sender = { name: string; address: string; phone: string };

/** A 4 × 6 inch thermal label, the size couriers print. */
const LABEL_SIZE: [number, number] = [288, 432];

const payment = (line: ShipmentDocumentLine) =>
  line.paymentMethod === "cod" ? `COD: collect ${formatINR(line.collect)}` : "PREPAID: collect nothing";

/** The shipping labels of several shipments, one 4 × 6 inch page each, for the manual carrier. */
export function renderLabels(lines: ShipmentDocumentLine[], sender: Sender): Promise<Buffer> {
  return renderPdf(
    {
      size: LABEL_SIZE,
      margin: 16,
      autoFirstPage: false,
      info: { Title: `Shipping labels (${lines.length})`, Author: sender.name },
    },
    (pdf) => {
      const width = LABEL_SIZE[0] - 32;
      for (const line of lines) {
        pdf.addPage();
        pdf
          .font("bold")
          .fontSize(11)
          .text(line.courierName || "Courier", 16, 16, { width });
        pdf.font("regular").fontSize(8).text("AWB");
        pdf.font("bold").fontSize(20).text(line.trackingNumber, { width });
        pdf.moveDown(0.4).font("bold").fontSize(12).text(payment(line), { width });
        pdf.moveDown(0.6).font("regular").fontSize(8).text("Ship to");
        const { recipient } = line;
        pdf.font("bold").fontSize(11).text(recipient.name, { width });
        pdf
          .font("regular")
          .fontSize(10)
          .text([recipient.address, recipient.apartment].filter(Boolean).join(", "), { width });
        pdf.text(`${recipient.city}, ${recipient.state}`, { width });
        pdf.font("bold").fontSize(16).text(`PIN ${recipient.pincode}`, { width });
        pdf.font("regular").fontSize(10).text(`Phone: ${recipient.phone}`, { width });
        pdf
          .moveDown(0.6)
          .fontSize(8)
          .text(
            `Order ${line.orderNumber} · Invoice ${line.invoiceNumber} · ${(line.weightGrams / 1000).toFixed(2)} kg`,
            { width },
          );
        pdf.moveDown(0.6).text("Return to", { width });
        pdf.font("bold").fontSize(9).text(sender.name, { width });
        pdf.font("regular").fontSize(8).text(sender.address, { width });
        if (sender.phone) pdf.text(`Phone: ${sender.phone}`, { width });
      }
    },
  );
}

const MANIFEST_COLUMNS: {
  title: string;
  width: number;
  value: (line: ShipmentDocumentLine, index: number) => string;
}[] = [
  { title: "#", width: 20, value: (_, index) => String(index + 1) },
  { title: "AWB", width: 92, value: (line) => line.trackingNumber },
  { title: "Courier", width: 70, value: (line) => line.courierName },
  { title: "Order", width: 92, value: (line) => line.orderNumber },
  { title: "Consignee", width: 88, value: (line) => line.recipient.name },
  { title: "PIN", width: 44, value: (line) => line.recipient.pincode },
  {
    title: "Payment",
    width: 64,
    value: (line) => (line.paymentMethod === "cod" ? `COD ${formatINR(line.collect)}` : "Prepaid"),
  },
  { title: "Weight", width: 40, value: (line) => `${(line.weightGrams / 1000).toFixed(2)} kg` },
];

/** The manifest the courier's pickup agent signs for a batch of parcels (A4), for the manual carrier. */
export function renderManifest(lines: ShipmentDocumentLine[], sender: Sender, now = new Date()): Promise<Buffer> {
  return renderPdf(
    { size: "A4", margin: 32, info: { Title: `Manifest ${formatDocumentDay(now)}`, Author: sender.name } },
    (pdf) => {
      const left = 32;
      pdf.font("bold").fontSize(16).text("MANIFEST", left, 32);
      pdf
        .font("regular")
        .fontSize(9)
        .text(`${sender.name} · ${sender.address}${sender.phone ? ` · ${sender.phone}` : ""}`);
      pdf.text(
        `Date: ${formatDocumentDay(now)} · Parcels: ${lines.length} · Cash to collect: ${formatINR(lines.reduce((sum, line) => sum + line.collect, 0))}`,
      );
      let y = pdf.y + 12;
      const row = (cells: string[], font: "regular" | "bold") => {
        let x = left;
        let height = 0;
        cells.forEach((cell, index) => {
          const { width } = MANIFEST_COLUMNS[index];
          pdf
            .font(font)
            .fontSize(8)
            .text(cell, x, y, { width: width - 4 });
          height = Math.max(height, pdf.heightOfString(cell, { width: width - 4 }));
          x += width;
        });
        y += height + 6;
        if (y > pdf.page.height - 120) {
          pdf.addPage();
          y = 32;
        }
      };
      row(
        MANIFEST_COLUMNS.map((column) => column.title),
        "bold",
      );
      lines.forEach((line, index) =>
        row(
          MANIFEST_COLUMNS.map((column) => column.value(line, index)),
          "regular",
        ),
      );
      y += 24;
      pdf.font("regular").fontSize(9).text("Handed over by (shop): name, signature, date", left, y);
      pdf.text("Received by (courier agent): name, signature, date", left + 260, y);
    },
  );
}
