import fc from "fast-check";
import { taxIncluded } from "./gst-invoice";
import {
  B2CL_THRESHOLD,
  B2CL_THRESHOLD_UNTIL_JULY_2024,
  buildGstr1,
  filingPeriod,
  gstr1Date,
  gstr1TotalsByStateAndRate,
  invoiceTable,
  type Gstr1CreditNote,
  type Gstr1Invoice,
  type Gstr1Line,
} from "./gstr1";

const SELLER = "29AAJCP7251M1ZQ";
const BUYER = "29AABCU9603R1ZM";

/** A line charging `amount` paise at `rate`, its tax taken out by the invoice's rule. */
function line(amount: number, rate: number, intraState: boolean, hsn = "30049011", quantity = 1): Gstr1Line {
  return { description: `Item ${hsn}`, hsn, quantity, gstRate: rate, ...taxIncluded(amount, rate, intraState) };
}

function invoice(fields: Partial<Gstr1Invoice> & { lines: Gstr1Line[] }): Gstr1Invoice {
  const total = fields.lines.reduce((sum, l) => sum + l.taxableValue + l.cgst + l.sgst + l.igst, 0);
  return {
    number: "PA/26-27/000001",
    issuedAt: new Date("2026-11-10T06:00:00Z"),
    buyerGstin: null,
    placeOfSupplyCode: "29",
    intraState: true,
    total,
    ...fields,
  };
}

function note(of: Gstr1Invoice, lines: Gstr1Line[], fields: Partial<Gstr1CreditNote> = {}): Gstr1CreditNote {
  const total = lines.reduce((sum, l) => sum + l.taxableValue + l.cgst + l.sgst + l.igst, 0);
  return {
    number: "PAC/26-27/000001",
    issuedAt: new Date("2026-11-20T06:00:00Z"),
    total,
    lines,
    invoice: of,
    ...fields,
  };
}

describe("GSTR-1 basics", () => {
  it("writes the period as MMYYYY and dates as dd-mm-yyyy in India's time zone", () => {
    expect(filingPeriod("2026-11")).toBe("112026");
    expect(() => filingPeriod("2026-13")).toThrow(RangeError);
    // 20:00 UTC on 30 November is 1:30 on 1 December in India.
    expect(gstr1Date(new Date("2026-11-30T20:00:00Z"))).toBe("01-12-2026");
  });

  it("sorts an invoice by buyer, state and value: B2CL only above the threshold of its day", () => {
    const base = { buyerGstin: null, intraState: false, issuedAt: new Date("2026-11-10T06:00:00Z") };
    expect(invoiceTable({ ...base, total: B2CL_THRESHOLD })).toBe("b2cs");
    expect(invoiceTable({ ...base, total: B2CL_THRESHOLD + 1 })).toBe("b2cl");
    expect(invoiceTable({ ...base, total: B2CL_THRESHOLD + 1, intraState: true })).toBe("b2cs");
    expect(invoiceTable({ ...base, total: 100, buyerGstin: BUYER })).toBe("b2b");
    const july2024 = { ...base, issuedAt: new Date("2024-07-31T12:00:00Z") };
    expect(invoiceTable({ ...july2024, total: B2CL_THRESHOLD + 1 })).toBe("b2cs");
    expect(invoiceTable({ ...july2024, total: B2CL_THRESHOLD_UNTIL_JULY_2024 + 1 })).toBe("b2cl");
  });
});

describe("buildGstr1", () => {
  const b2bInvoice = invoice({
    number: "PA/26-27/000001",
    buyerGstin: BUYER,
    lines: [line(11200, 12, true), line(10500, 5, true, "33049990", 2), line(5000, 12, true, "996812")],
  });
  const b2clInvoice = invoice({
    number: "PA/26-27/000002",
    placeOfSupplyCode: "07",
    intraState: false,
    lines: [line(1_50_000_00, 12, false, "30049011", 100)],
  });
  const small = invoice({ number: "PA/26-27/000003", lines: [line(22400, 12, true, "30049011", 2)] });
  const smallInter = invoice({
    number: "PA/26-27/000004",
    placeOfSupplyCode: "27",
    intraState: false,
    lines: [line(10500, 5, false, "33049990")],
  });
  const notes = [
    note(b2bInvoice, [line(11200, 12, true)], { number: "PAC/26-27/000001" }),
    note(b2clInvoice, [line(15_000_00, 12, false, "30049011", 10)], { number: "PAC/26-27/000002" }),
    note(small, [line(11200, 12, true)], { number: "PAC/26-27/000003" }),
  ];
  const { file, warnings } = buildGstr1({
    gstin: SELLER,
    month: "2026-11",
    invoices: [b2bInvoice, b2clInvoice, small, smallInter],
    creditNotes: notes,
  });

  it("lists B2B invoices by buyer GSTIN with one item per rate", () => {
    expect(file.gstin).toBe(SELLER);
    expect(file.fp).toBe("112026");
    expect(file.b2b).toEqual([
      {
        ctin: BUYER,
        inv: [
          {
            inum: "PA/26-27/000001",
            idt: "10-11-2026",
            val: 267,
            pos: "29",
            rchrg: "N",
            inv_typ: "R",
            itms: [
              { num: 1, itm_det: { txval: 100, rt: 5, camt: 2.5, samt: 2.5, csamt: 0 } },
              { num: 2, itm_det: { txval: 144.64, rt: 12, camt: 8.68, samt: 8.68, csamt: 0 } },
            ],
          },
        ],
      },
    ]);
  });

  it("puts the large inter-state consumer invoice in B2CL by state and its note in CDNUR", () => {
    expect(file.b2cl).toEqual([
      {
        pos: "07",
        inv: [
          {
            inum: "PA/26-27/000002",
            idt: "10-11-2026",
            val: 150000,
            itms: [{ num: 1, itm_det: { txval: 133928.57, rt: 12, iamt: 16071.43, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(file.cdnur).toEqual([
      {
        typ: "B2CL",
        ntty: "C",
        nt_num: "PAC/26-27/000002",
        nt_dt: "20-11-2026",
        val: 15000,
        pos: "07",
        itms: [{ num: 1, itm_det: { txval: 13392.86, rt: 12, iamt: 1607.14, csamt: 0 } }],
      },
    ]);
  });

  it("sums small consumer invoices by state, rate and supply type, net of their credit notes", () => {
    expect(file.b2cs).toEqual([
      { sply_ty: "INTER", pos: "27", typ: "OE", rt: 5, txval: 100, iamt: 5, csamt: 0 },
      // 2 × ₹112 invoiced, ₹112 credited: one ₹112 left.
      { sply_ty: "INTRA", pos: "29", typ: "OE", rt: 12, txval: 100, camt: 6, samt: 6, csamt: 0 },
    ]);
  });

  it("lists the B2B invoice's credit note in CDNR by buyer", () => {
    expect(file.cdnr).toEqual([
      {
        ctin: BUYER,
        nt: [
          {
            ntty: "C",
            nt_num: "PAC/26-27/000001",
            nt_dt: "20-11-2026",
            val: 112,
            pos: "29",
            rchrg: "N",
            inv_typ: "R",
            itms: [{ num: 1, itm_det: { txval: 100, rt: 12, camt: 6, samt: 6, csamt: 0 } }],
          },
        ],
      },
    ]);
  });

  it("summarises HSN codes apart for B2B and B2C, net of notes; services count no quantity", () => {
    expect(file.hsn.hsn_b2b.map((r) => [r.hsn_sc, r.rt, r.uqc, r.qty, r.txval, r.camt])).toEqual([
      ["33049990", 5, "NOS", 2, 100, 2.5],
      ["996812", 12, "NA", 0, 44.64, 2.68],
    ]);
    expect(file.hsn.hsn_b2c.map((r) => [r.hsn_sc, r.rt, r.uqc, r.qty, r.txval, r.iamt, r.camt])).toEqual([
      // B2CL 100 units less 10 credited, plus the small invoice's 2 less 1 credited.
      ["30049011", 12, "NOS", 91, 120635.71, 14464.29, 6],
      ["33049990", 5, "NOS", 1, 100, 5, 0],
    ]);
    expect(file.hsn.hsn_b2b.map((r) => r.num)).toEqual([1, 2]);
  });

  it("reports the invoice and credit-note series with first, last and counts", () => {
    expect(file.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: "Invoices for outward supply",
        docs: [{ num: 1, from: "PA/26-27/000001", to: "PA/26-27/000004", totnum: 4, cancel: 0, net_issue: 4 }],
      },
      {
        doc_num: 5,
        doc_typ: "Credit Note",
        docs: [{ num: 1, from: "PAC/26-27/000001", to: "PAC/26-27/000003", totnum: 3, cancel: 0, net_issue: 3 }],
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it("leaves out documents of other months and warns about gaps, missing HSN codes and places of supply", () => {
    const october = invoice({
      number: "PA/26-27/000010",
      issuedAt: new Date("2026-10-31T12:00:00Z"),
      lines: [line(100, 5, true)],
    });
    const lateNote = note(october, [line(100, 5, true)], { number: "PAC/26-27/000009" });
    const { file: result, warnings: said } = buildGstr1({
      gstin: SELLER,
      month: "2026-11",
      invoices: [
        october,
        invoice({ number: "PA/26-27/000011", lines: [line(300, 5, true, "")] }),
        invoice({
          number: "PA/26-27/000013",
          placeOfSupplyCode: null,
          intraState: false,
          lines: [line(100, 5, false)],
        }),
      ],
      creditNotes: [lateNote],
    });
    expect(result.doc_issue.doc_det[0].docs).toEqual([
      { num: 1, from: "PA/26-27/000011", to: "PA/26-27/000013", totnum: 2, cancel: 0, net_issue: 2 },
    ]);
    // October's invoice is not in November's file, its November note is (netted into B2CS).
    expect(result.b2cs.find((row) => row.pos === "29")).toEqual({
      sply_ty: "INTRA",
      pos: "29",
      typ: "OE",
      rt: 5,
      // ₹3.00 (2.86 + 0.07 + 0.07) less ₹1.00 (0.95 + 0.03 + 0.02).
      txval: 1.91,
      camt: 0.04,
      samt: 0.05,
      csamt: 0,
    });
    expect(said).toEqual([
      'PA/26-27/000011: "Item " has no HSN code.',
      "Invoice PA/26-27/000013 has no readable place of supply: enter its state code by hand.",
      "Invoice series PA/26-27/: 2 issued this month between PA/26-27/000011 and PA/26-27/000013, which spans 3 numbers.",
    ]);
  });
});

describe("GSTR-1 totals (property)", () => {
  const STATES: (string | null)[] = ["29", "29", "07", "27", "33", null];
  const RATES = [0, 5, 12, 18];
  const lineArb = fc.record({
    amount: fc.oneof(fc.integer({ min: 1, max: 50_000_00 }), fc.integer({ min: 50_000_00, max: 3_00_000_00 })),
    rate: fc.constantFrom(...RATES),
    hsn: fc.constantFrom("30049011", "33049990", "996812"),
    quantity: fc.integer({ min: 1, max: 5 }),
  });
  const invoiceArb = fc.record({
    state: fc.constantFrom(...STATES),
    registered: fc.boolean(),
    day: fc.integer({ min: 0, max: 75 }),
    lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
    // Per line: credit nothing, all of it, or a part (at most two notes per invoice).
    credits: fc.array(
      fc.record({ line: fc.nat(), share: fc.integer({ min: 1, max: 100 }), day: fc.integer({ min: 0, max: 75 }) }),
      {
        maxLength: 2,
      },
    ),
  });

  it("B2B + B2CL + B2CS − credit notes equal the month's invoices less its credit notes, by state and rate", () => {
    fc.assert(
      fc.property(fc.array(invoiceArb, { maxLength: 25 }), (specs) => {
        const start = new Date("2026-10-01T06:00:00Z").getTime();
        const at = (day: number) => new Date(start + day * 24 * 3600 * 1000);
        const invoices: Gstr1Invoice[] = [];
        const notes: Gstr1CreditNote[] = [];
        specs.forEach((spec, index) => {
          const intraState = spec.state === "29";
          const issued = invoice({
            number: `PA/26-27/${String(index + 1).padStart(6, "0")}`,
            issuedAt: at(spec.day),
            buyerGstin: spec.registered ? BUYER : null,
            placeOfSupplyCode: spec.state,
            intraState,
            lines: spec.lines.map((l) => line(l.amount, l.rate, intraState, l.hsn, l.quantity)),
          });
          invoices.push(issued);
          spec.credits.forEach((credit, n) => {
            const target = spec.lines[credit.line % spec.lines.length];
            const amount = Math.max(1, Math.floor((target.amount * credit.share) / 200));
            notes.push(
              note(issued, [line(amount, target.rate, intraState, target.hsn, 0)], {
                number: `PAC/26-27/${String(notes.length + 1).padStart(6, "0")}`,
                issuedAt: at(Math.max(spec.day, credit.day) + n),
              }),
            );
          });
        });
        const month = "2026-11";
        const { file } = buildGstr1({ gstin: SELLER, month, invoices, creditNotes: notes });

        const expected = new Map<string, { taxable: number; cgst: number; sgst: number; igst: number }>();
        const put = (pos: string | null, l: Gstr1Line, sign: number) => {
          const key = `${pos ?? ""}|${l.gstRate}`;
          const sums = expected.get(key) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
          expected.set(key, {
            taxable: sums.taxable + sign * l.taxableValue,
            cgst: sums.cgst + sign * l.cgst,
            sgst: sums.sgst + sign * l.sgst,
            igst: sums.igst + sign * l.igst,
          });
        };
        const inMonth = (d: Date) => gstr1Date(d).slice(3) === "11-2026";
        for (const i of invoices) if (inMonth(i.issuedAt)) for (const l of i.lines) put(i.placeOfSupplyCode, l, 1);
        for (const n of notes)
          if (inMonth(n.issuedAt)) for (const l of n.lines) put(n.invoice.placeOfSupplyCode, l, -1);

        const nonZero = (map: Map<string, { taxable: number; cgst: number; sgst: number; igst: number }>) =>
          Object.fromEntries(
            [...map.entries()].filter(([, s]) => s.taxable !== 0 || s.cgst !== 0 || s.sgst !== 0 || s.igst !== 0),
          );
        expect(nonZero(gstr1TotalsByStateAndRate(file))).toEqual(nonZero(expected));

        // The HSN summary (both tables) carries the same totals by rate.
        const byRate = (entries: [string, { taxable: number; igst: number; cgst: number; sgst: number }][]) => {
          const out: Record<number, number[]> = {};
          for (const [key, s] of entries) {
            const rate = Number(key.split("|")[1]);
            const t = out[rate] ?? [0, 0, 0, 0];
            out[rate] = [t[0] + s.taxable, t[1] + s.cgst, t[2] + s.sgst, t[3] + s.igst];
          }
          return Object.fromEntries(Object.entries(out).filter(([, t]) => t.some((v) => v !== 0)));
        };
        const hsn = [...file.hsn.hsn_b2b, ...file.hsn.hsn_b2c].map(
          (r) =>
            [
              `${r.hsn_sc}|${r.rt}`,
              {
                taxable: Math.round(r.txval * 100),
                cgst: Math.round(r.camt * 100),
                sgst: Math.round(r.samt * 100),
                igst: Math.round(r.iamt * 100),
              },
            ] as [string, { taxable: number; igst: number; cgst: number; sgst: number }],
        );
        expect(byRate(hsn)).toEqual(byRate([...expected.entries()]));
      }),
      { numRuns: 300 },
    );
  });
});
