/** The month's GSTR-1 over HTTP: orders of business and consumer buyers, in and out of the shop's state, one partly refunded. */
import { gstinCheckCharacter } from "@/lib/domain/gstin";
import { gstr1TotalsByStateAndRate, type Gstr1File } from "@/lib/domain/gstr1";
import { shopDay } from "@/lib/domain/shop-days";
import { db } from "@/lib/server/db";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { adminApiTests, type AdminEndpoint } from "@/scripts/jest/admin-api";
import { buyerIn, placeOrder, refundOneUnitByUpi } from "@/scripts/jest/orders";
import { statusAndJson } from "@/scripts/jest/requests";
import { GET as csv } from "./csv/route";
import { GET as fileDownload } from "./file/route";
import { GET as report } from "./route";

afterAll(() => db.$disconnect());

const { request, refusesAllButTheAdmin } = adminApiTests("+919700000031");
const actor = { staffId: null, name: "Store Admin" };
const month = shopDay(new Date()).slice(0, 7);
const fp = `${month.slice(5, 7)}${month.slice(0, 4)}`;
const SELLER = "29AAJCP7251M1ZQ";
const KARNATAKA_BUYER = "29AAGCB7383J1Z4";
const BENGAL_BUYER = `19AAGCB7383J1Z${gstinCheckCharacter("19AAGCB7383J1Z")}`;
/** A confirmed COD order (its invoice issued) of `quantity` units of one 18% product, delivered to `state`. */
async function invoiced(state: string, quantity: number, business: { gstin: string; businessName: string } | null) {
  const product = await db.product.findFirstOrThrow({
    where: { available: true, stock: { gt: 100 }, hsnCode: { not: null }, gstRate: 18 },
    orderBy: { id: "asc" },
  });
  const { order } = await placeOrder("cod", [{ productId: product.id, quantity }], buyerIn(state, business));
  await runOrderAction({ orderId: order.id, action: "confirm", actor });
  const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
  return { order, product, invoice };
}

const refundOneUnit = (orderId: number) => refundOneUnitByUpi(orderId, `gstr1-${orderId}`, actor);

const ENDPOINTS: AdminEndpoint[] = [
  ["GET gstr1", (token) => report(request("/reports/gstr1/", { token }), undefined)],
  ["GET gstr1 file", (token) => fileDownload(request("/reports/gstr1/file/", { token }), undefined)],
  ["GET gstr1 csv", (token) => csv(request("/reports/gstr1/csv/?table=b2b", { token }), undefined)],
];

refusesAllButTheAdmin(ENDPOINTS);

describe("GET /api/admin/reports/gstr1/", () => {
  let orders: Awaited<ReturnType<typeof invoiced>>[];
  let notes: { b2b: Awaited<ReturnType<typeof refundOneUnit>>; b2c: Awaited<ReturnType<typeof refundOneUnit>> };

  beforeAll(async () => {
    await db.storeSettings.update({
      where: { id: 1 },
      data: { gstin: SELLER, legalName: "Prakriti Ayurveda Private Limited", registeredStateCode: "29" },
    });
    orders = [
      await invoiced("Karnataka", 2, { gstin: KARNATAKA_BUYER, businessName: "Bhoomi Stores" }),
      await invoiced("West Bengal", 3, { gstin: BENGAL_BUYER, businessName: "Gour Traders" }),
      await invoiced("Karnataka", 2, null),
      await invoiced("West Bengal", 1, null),
    ];
    notes = { b2b: await refundOneUnit(orders[1].order.id), b2c: await refundOneUnit(orders[2].order.id) };
  });

  it("answers the offline tool's file: B2B by buyer, B2C small by state and rate net of its note, CDNR, HSN and documents", async () => {
    const { status, body } = await statusAndJson(report(request(`/reports/gstr1/?month=${month}`), undefined));
    expect(status).toBe(200);
    const file = body.file as Gstr1File;
    expect(body.month).toBe(month);
    expect(file.gstin).toBe(SELLER);
    expect(file.fp).toBe(fp);
    const [homeB2b, awayB2b, homeB2c, awayB2c] = orders.map((o) => o.invoice);
    const rupees = (paise: number) => paise / 100;

    const ctins = file.b2b.map((buyer) => buyer.ctin);
    expect(ctins).toEqual(expect.arrayContaining([KARNATAKA_BUYER, BENGAL_BUYER]));
    const home = file.b2b.find((b) => b.ctin === KARNATAKA_BUYER)!.inv;
    expect(home).toEqual([
      {
        inum: homeB2b.number,
        idt: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
        val: rupees(homeB2b.total),
        pos: "29",
        rchrg: "N",
        inv_typ: "R",
        itms: [
          {
            num: 1,
            itm_det: {
              rt: 18,
              txval: rupees(homeB2b.taxableValue),
              camt: rupees(homeB2b.cgst),
              samt: rupees(homeB2b.sgst),
              csamt: 0,
            },
          },
        ],
      },
    ]);
    expect(file.b2b.find((b) => b.ctin === BENGAL_BUYER)!.inv[0]).toMatchObject({
      inum: awayB2b.number,
      pos: "19",
      itms: [{ itm_det: { rt: 18, txval: rupees(awayB2b.taxableValue), iamt: rupees(awayB2b.igst) } }],
    });

    // The Bengal buyer's partial credit note: registered, inter-state.
    expect(file.cdnr).toEqual([
      {
        ctin: BENGAL_BUYER,
        nt: [
          {
            ntty: "C",
            nt_num: notes.b2b.number,
            nt_dt: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
            val: rupees(notes.b2b.total),
            pos: "19",
            rchrg: "N",
            inv_typ: "R",
            itms: [
              {
                num: 1,
                itm_det: { rt: 18, txval: rupees(notes.b2b.taxableValue), iamt: rupees(notes.b2b.igst), csamt: 0 },
              },
            ],
          },
        ],
      },
    ]);
    // Consumers: nothing large, so no B2CL and no CDNUR; the Karnataka note is netted into B2CS.
    expect(file.b2cl).toEqual([]);
    expect(file.cdnur).toEqual([]);
    expect(file.b2cs).toEqual([
      {
        sply_ty: "INTER",
        pos: "19",
        typ: "OE",
        rt: 18,
        txval: rupees(awayB2c.taxableValue),
        iamt: rupees(awayB2c.igst),
        csamt: 0,
      },
      {
        sply_ty: "INTRA",
        pos: "29",
        typ: "OE",
        rt: 18,
        txval: rupees(homeB2c.taxableValue - notes.b2c.taxableValue),
        camt: rupees(homeB2c.cgst - notes.b2c.cgst),
        samt: rupees(homeB2c.sgst - notes.b2c.sgst),
        csamt: 0,
      },
    ]);

    // HSN: the B2B table is 2 + 3 − 1 units, the B2C table 2 + 1 − 1 (one product, so one code per table).
    const hsn = orders[0].product.hsnCode!;
    expect(file.hsn.hsn_b2b).toEqual([
      expect.objectContaining({
        num: 1,
        hsn_sc: hsn,
        uqc: "NOS",
        qty: 4,
        rt: 18,
        txval: rupees(homeB2b.taxableValue + awayB2b.taxableValue - notes.b2b.taxableValue),
        iamt: rupees(awayB2b.igst - notes.b2b.igst),
      }),
    ]);
    expect(file.hsn.hsn_b2c).toEqual([expect.objectContaining({ hsn_sc: hsn, qty: 2, rt: 18 })]);

    expect(file.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: "Invoices for outward supply",
        docs: [{ num: 1, from: homeB2b.number, to: awayB2c.number, totnum: 4, cancel: 0, net_issue: 4 }],
      },
      {
        doc_num: 5,
        doc_typ: "Credit Note",
        docs: [{ num: 1, from: notes.b2b.number, to: notes.b2c.number, totnum: 2, cancel: 0, net_issue: 2 }],
      },
    ]);
    expect(body.warnings).toEqual([]);
    expect(body.counts).toEqual({ invoices: 4, credit_notes: 2 });

    // Totals by state and rate: the invoices less the credit notes, as stored.
    const expected = new Map<string, number>();
    for (const doc of [...orders.map((o) => ({ ...o.invoice, sign: 1, pos: o.invoice.placeOfSupplyCode }))]) {
      expected.set(`${doc.pos}|18`, (expected.get(`${doc.pos}|18`) ?? 0) + doc.taxableValue);
    }
    expected.set("19|18", expected.get("19|18")! - notes.b2b.taxableValue);
    expected.set("29|18", expected.get("29|18")! - notes.b2c.taxableValue);
    const totals = gstr1TotalsByStateAndRate(file);
    expect(Object.fromEntries([...totals].map(([key, sums]) => [key, sums.taxable]))).toEqual(
      Object.fromEntries(expected),
    );
  });

  it("downloads the JSON file named as the offline tool names it, and each table as CSV", async () => {
    const download = await fileDownload(request(`/reports/gstr1/file/?month=${month}`), undefined);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="GSTR1_${SELLER}_${fp}.json"`);
    const file = (await download.json()) as Gstr1File;
    const { body } = await statusAndJson(report(request(`/reports/gstr1/?month=${month}`), undefined));
    expect(file).toEqual(body.file);

    const table = await csv(request(`/reports/gstr1/csv/?month=${month}&table=b2cs`), undefined);
    expect(table.headers.get("content-disposition")).toBe(`attachment; filename="gstr1_b2cs_${fp}.csv"`);
    const lines = (await table.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Type,Supply Type,Place Of Supply,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount",
    );
    expect(lines.slice(1)).toEqual([
      `OE,INTER,19-West Bengal,18,${file.b2cs[0].txval},${file.b2cs[0].iamt},0,0,0`,
      `OE,INTRA,29-Karnataka,18,${file.b2cs[1].txval},0,${file.b2cs[1].camt},${file.b2cs[1].samt},0`,
    ]);
    const docs = await (await csv(request(`/reports/gstr1/csv/?month=${month}&table=docs`), undefined)).text();
    expect(docs).toContain(`Invoices for outward supply,${orders[0].invoice.number},${orders[3].invoice.number},4,0,4`);
  });

  it("answers an empty month with empty tables, and refuses a bad month or table with 400", async () => {
    const { body } = await statusAndJson(report(request("/reports/gstr1/?month=2019-02"), undefined));
    expect(body).toEqual({
      month: "2019-02",
      file: {
        gstin: SELLER,
        fp: "022019",
        b2b: [],
        b2cl: [],
        b2cs: [],
        cdnr: [],
        cdnur: [],
        hsn: { hsn_b2b: [], hsn_b2c: [] },
        doc_issue: { doc_det: [] },
      },
      warnings: [],
      counts: { invoices: 0, credit_notes: 0 },
    });
    expect(await statusAndJson(report(request("/reports/gstr1/?month=2026-13"), undefined))).toEqual({
      status: 400,
      body: { error: "invalid_request", message: "Use the month format YYYY-MM" },
    });
    const badTable = await statusAndJson(csv(request(`/reports/gstr1/csv/?month=${month}&table=exp`), undefined));
    expect(badTable.status).toBe(400);
    expect(badTable.body.message).toBe("Table must be one of b2b, b2cl, b2cs, cdnr, cdnur, hsn_b2b, hsn_b2c, docs");
  });
});
