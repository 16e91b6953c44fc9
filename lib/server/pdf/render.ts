import "server-only";
import path from "node:path";
import PDFDocument from "pdfkit";

/** DejaVu Sans (the `dejavu-fonts-ttf` package) prints the rupee sign, which PDF's standard fonts lack. */
const FONT_DIR = path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf");
const REGULAR = path.join(FONT_DIR, "DejaVuSans.ttf");
const BOLD = path.join(FONT_DIR, "DejaVuSans-Bold.ttf");

/** Renders what `draw` puts on a pdfkit document (fonts "regular" and "bold" registered) to a Buffer. */
export function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (pdf: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const pdf = new PDFDocument({ ...options, font: REGULAR });
  pdf.registerFont("regular", REGULAR);
  pdf.registerFont("bold", BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  draw(pdf);
  pdf.end();
  return done;
}
