/**
 * GSTR-1 over the real paths (issue 30): for random months of COD orders (consumers and business buyers, four states,
 * products of different GST rates) confirmed (invoiced), then cancelled, partly refunded or edited down or up (a credit
 * note and a new invoice), the month's file adds up, by place of supply and rate, to the invoices stored for the month
 * less its credit notes, and it is the file the domain builds from the same documents read whole (the server sums the
 * consumer invoices' lines in SQL). The domain's own property (lib/domain/gstr1.test.ts) covers the file's arithmetic
 * on made-up documents; this one feeds it what the shop issues.
 */
import fc from "fast-check";
import { gstinCheckCharacter } from "@/lib/domain/gstin";
import {
  B2CL_THRESHOLD,
  B2CL_THRESHOLD_UNTIL_JULY_2024,
  buildGstr1,
  gstr1TotalsByStateAndRate,
  type Gstr1Invoice,
  type Gstr1Line,
} from "@/lib/domain/gstr1";
import { taxIncluded } from "@/lib/domain/gst-invoice";
import { stateByName } from "@/lib/domain/india-states";
import { shopDay } from "@/lib/domain/shop-days";
import type { InvoiceLine } from "@/lib/domain/gst-invoice";
import { db } from "@/lib/server/db";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { applyOrderEdit } from "@/lib/server/orders/order-edits";
import { orderLinesEdit } from "@/lib/validation/orders/order-edits";
import { buyerIn, placeOrder, refundOneUnitByUpi } from "@/scripts/jest/orders";
import { gstr1Report } from "./gstr1";

afterAll(() => db.$disconnect());

const actor = { staffId: null, name: "Store Admin" };
const STATES = ["Karnataka", "West Bengal", "Maharashtra", "Tamil Nadu"];
function gstinIn(state: string): string {
  const body = `${stateByName(state)!.gstCode}AAGCB7383J1Z`;
  return `${body}${gstinCheckCharacter(body)}`;
}

type Sums = { taxable: number; cgst: number; sgst: number; igst: number };

/** The month's stored invoices less its credit notes, by place of supply and rate (zero sums left out). */
async function storedTotals(month: string): Promise<Record<string, Sums>> {
  const inMonth = (date: Date) => shopDay(date).slice(0, 7) === month;
  const totals = new Map<string, Sums>();
  const add = (pos: string | null, lines: InvoiceLine[], sign: number) => {
    for (const line of lines) {
      const key = `${pos ?? ""}|${line.gstRate}`;
      const sums = totals.get(key) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
      totals.set(key, {
        taxable: sums.taxable + sign * line.taxableValue,
        cgst: sums.cgst + sign * line.cgst,
        sgst: sums.sgst + sign * line.sgst,
        igst: sums.igst + sign * line.igst,
      });
    }
  };
  for (const invoice of await db.invoice.findMany())
    if (inMonth(invoice.issuedAt)) add(invoice.placeOfSupplyCode, invoice.lines as InvoiceLine[], 1);
  for (const note of await db.creditNote.findMany({ include: { invoice: { select: { placeOfSupplyCode: true } } } }))
    if (inMonth(note.issuedAt)) add(note.invoice.placeOfSupplyCode, note.lines as InvoiceLine[], -1);
  return nonZero(totals);
}

/** The month's file as the domain builds it from every invoice and credit note read whole. */
async function builtFromWholeDocuments(gstin: string, month: string) {
  const asInvoice = (invoice: Awaited<ReturnType<typeof db.invoice.findMany>>[number]): Gstr1Invoice => ({
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    buyerGstin: (invoice.buyer as { gstin?: string }).gstin || null,
    placeOfSupplyCode: invoice.placeOfSupplyCode,
    intraState: invoice.intraState,
    total: invoice.total,
    lines: invoice.lines as Gstr1Line[],
  });
  const notes = await db.creditNote.findMany({ include: { invoice: true } });
  return buildGstr1({
    gstin,
    month,
    invoices: (await db.invoice.findMany()).map(asInvoice),
    creditNotes: notes.map((note) => ({
      number: note.number,
      issuedAt: note.issuedAt,
      total: note.total,
      lines: note.lines as Gstr1Line[],
      invoice: asInvoice(note.invoice),
    })),
  });
}

const nonZero = (totals: Map<string, Sums>) =>
  Object.fromEntries([...totals].filter(([, s]) => s.taxable !== 0 || s.cgst !== 0 || s.sgst !== 0 || s.igst !== 0));

async function edit(orderId: number, direction: "down" | "up") {
  const items = await db.orderItem.findMany({ where: { orderId }, orderBy: { id: "asc" } });
  const { version } = await db.order.findUniqueOrThrow({ where: { id: orderId }, select: { version: true } });
  const body =
    direction === "up"
      ? { version, quantities: [{ item_id: items[0].id, quantity: items[0].quantity + 1 }] }
      : items.length > 1
        ? { version, remove: [items[1].id] }
        : { version, quantities: [{ item_id: items[0].id, quantity: items[0].quantity - 1 }] };
  await applyOrderEdit(orderId, orderLinesEdit.parse({ ...body, reason: "Customer asked" }), actor);
}

const orderArb = fc.record({
  state: fc.constantFrom(...STATES),
  business: fc.boolean(),
  lines: fc.uniqueArray(fc.record({ product: fc.nat({ max: 2 }), quantity: fc.integer({ min: 2, max: 3 }) }), {
    minLength: 1,
    maxLength: 2,
    selector: (line) => line.product % 2,
  }),
  then: fc.constantFrom("keep", "cancel", "refund", "edit-down", "edit-up"),
});

describe("the month's GSTR-1 (property, over orders, refunds and edits)", () => {
  it("adds up to the month's invoices less its credit notes, by place of supply and rate", async () => {
    await db.storeSettings.update({
      where: { id: 1 },
      data: { gstin: "29AAJCP7251M1ZQ", legalName: "Prakriti Ayurveda Private Limited", registeredStateCode: "29" },
    });
    // A product of each GST rate the seed sells (with stock to spare): lines of different rates in one order.
    const products = await db.product.findMany({
      where: { available: true, stock: { gt: 100 }, hsnCode: { not: null } },
      distinct: ["gstRate"],
      orderBy: [{ gstRate: "asc" }, { id: "asc" }],
      take: 3,
    });
    expect(products.length).toBeGreaterThanOrEqual(2);
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(orderArb, { minLength: 1, maxLength: 4 }), async (specs) => {
        runs += 1;
        for (const [index, spec] of specs.entries()) {
          const buyer = buyerIn(
            spec.state,
            spec.business ? { gstin: gstinIn(spec.state), businessName: "Vaidya Stores" } : null,
          );
          const lines = spec.lines.map((line) => ({
            productId: products[line.product % products.length].id,
            quantity: line.quantity,
          }));
          const { order } = await placeOrder("cod", lines, buyer);
          await runOrderAction({ orderId: order.id, action: "confirm", actor });
          if (spec.then === "cancel")
            await runOrderAction({ orderId: order.id, action: "cancel", notes: "Customer asked", actor });
          if (spec.then === "refund") await refundOneUnitByUpi(order.id, `gstr1-property-${runs}-${index}`, actor);
          if (spec.then === "edit-down") await edit(order.id, "down");
          if (spec.then === "edit-up") await edit(order.id, "up");
        }
        const month = shopDay(new Date()).slice(0, 7);
        const { file, warnings } = await gstr1Report({ month });
        expect(nonZero(gstr1TotalsByStateAndRate(file))).toEqual(await storedTotals(month));
        expect({ file, warnings }).toEqual(await builtFromWholeDocuments(file.gstin, month));
      }),
      { numRuns: 8 },
    );
    // The runs went down every path: cancellations and refunds (credit notes), edits (credit note and new invoice).
    expect(await db.orderEdit.count()).toBeGreaterThan(0);
    expect(await db.creditNote.count()).toBeGreaterThan(await db.orderEdit.count());
  }, 240_000);
});

describe("the month's GSTR-1 at the tables' edges", () => {
  const SELLER = { gstin: "29AAJCP7251M1ZQ" };
  let serial = 0;
  /** An invoice written as issued (no order), of one line charging `total` paise at 12% inside or outside Karnataka. */
  async function issued(
    issuedAt: string,
    total: number,
    fields: { intraState?: boolean; gstin?: string; pos?: string | null; hsn?: string; description?: string } = {},
  ) {
    const intraState = fields.intraState ?? true;
    const tax = taxIncluded(total, 12, intraState);
    const line = {
      description: fields.description ?? "Ashwagandha Capsules",
      hsn: fields.hsn ?? "30049011",
      quantity: 2,
      gstRate: 12,
      ...tax,
    };
    serial += 1;
    const invoice = await db.invoice.create({
      data: {
        number: `EDGE/24-25/${String(serial).padStart(6, "0")}`,
        financialYear: "2024-25",
        issuedAt: new Date(issuedAt),
        seller: SELLER,
        buyer: fields.gstin ? { name: "Vaidya Stores", gstin: fields.gstin } : { name: "Asha" },
        placeOfSupply: "Somewhere",
        placeOfSupplyCode: fields.pos === undefined ? (intraState ? "29" : "07") : fields.pos,
        intraState,
        lines: [line],
        taxableValue: tax.taxableValue,
        cgst: tax.cgst,
        sgst: tax.sgst,
        igst: tax.igst,
        total,
      },
    });
    return { invoice, line };
  }

  it("sorts B2CL by the threshold of the invoice's day and warns of missing places and HSN codes, as the domain does", async () => {
    // 1 August 2024 begins at 18:30 UTC on 31 July.
    const july = "2024-07-31T18:29:00Z";
    const august = "2024-07-31T18:30:00Z";
    await issued(july, B2CL_THRESHOLD + 1, { intraState: false });
    await issued(july, B2CL_THRESHOLD_UNTIL_JULY_2024 + 1, { intraState: false });
    await issued(august, B2CL_THRESHOLD, { intraState: false });
    const large = await issued(august, B2CL_THRESHOLD + 1, { intraState: false, description: "Chyawanprash Jar" });
    await issued(august, B2CL_THRESHOLD + 1, { intraState: true });
    const business = await issued(august, 5_000_00, { gstin: "29AABCU9603R1ZM", hsn: "" });
    const unplaced = await issued(august, 3_000_00, { pos: null, intraState: false });
    await issued(august, 2_000_00, { hsn: "", description: "Herbal Tea" });
    await issued(august, 2_000_00, { hsn: "", description: "Amla Juice" });
    for (const [index, { invoice, line }] of [large, business, unplaced].entries()) {
      const credited = { ...line, quantity: 1, ...taxIncluded(10_000, 12, invoice.intraState) };
      await db.creditNote.create({
        data: {
          invoiceId: invoice.id,
          number: `EDGEC/24-25/${String(index + 1).padStart(6, "0")}`,
          financialYear: "2024-25",
          issuedAt: new Date("2024-08-20T06:00:00Z"),
          reason: "Returned",
          lines: [credited],
          taxableValue: credited.taxableValue,
          cgst: credited.cgst,
          sgst: credited.sgst,
          igst: credited.igst,
          total: 10_000,
        },
      });
    }
    for (const month of ["2024-07", "2024-08"]) {
      const { file, warnings } = await gstr1Report({ month });
      expect({ file, warnings }).toEqual(await builtFromWholeDocuments(SELLER.gstin, month));
    }
    const august2024 = await gstr1Report({ month: "2024-08" });
    expect(august2024.file.b2cl.flatMap((place) => place.inv.map((inv) => inv.val))).toEqual([100_000.01]);
    expect(august2024.file.cdnur).toHaveLength(1);
    expect(august2024.file.cdnr).toHaveLength(1);
    expect(august2024.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/has no readable place of supply/),
        `${business.invoice.number}: "Ashwagandha Capsules" has no HSN code.`,
        'EDGEC/24-25/000002: "Ashwagandha Capsules" has no HSN code.',
        expect.stringMatching(/"Herbal Tea" has no HSN code/),
        expect.stringMatching(/"Amla Juice" has no HSN code/),
      ]),
    );
    const july2024 = await gstr1Report({ month: "2024-07" });
    expect(july2024.file.b2cl.flatMap((place) => place.inv.map((inv) => inv.val))).toEqual([250_000.01]);

    // The sums follow a document changed or deleted (the shop does neither; a correction by hand might), and equal
    // the ones rebuilt from the documents.
    await db.invoice.update({ where: { id: unplaced.invoice.id }, data: { placeOfSupplyCode: "07" } });
    await db.invoice.update({ where: { id: business.invoice.id }, data: { buyer: { name: "Asha" } } });
    await db.creditNote.delete({ where: { number: "EDGEC/24-25/000001" } });
    await db.invoice.delete({ where: { id: large.invoice.id } });
    for (const month of ["2024-07", "2024-08"]) {
      const { file, warnings } = await gstr1Report({ month });
      expect({ file, warnings }).toEqual(await builtFromWholeDocuments(SELLER.gstin, month));
    }
    const kept = await db.$queryRaw<unknown[]>`SELECT * FROM "Gstr1LineSum" ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9`;
    await db.$executeRaw`SELECT gstr1_line_sums_rebuild()`;
    expect(await db.$queryRaw<unknown[]>`SELECT * FROM "Gstr1LineSum" ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9`).toEqual(
      kept,
    );
  });
});
