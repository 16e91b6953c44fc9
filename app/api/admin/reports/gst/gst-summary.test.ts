import { shopDay } from "@/lib/domain/shop-days";
import { db } from "@/lib/server/db";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { adminApiTests, type AdminEndpoint } from "@/scripts/jest/admin-api";
import { buyerIn, placeOrder } from "@/scripts/jest/orders";
import { statusAndJson } from "@/scripts/jest/requests";
import { GET as exportSummary } from "./export/route";
import { GET as summary } from "./route";

afterAll(() => db.$disconnect());

const { request, refusesAllButTheAdmin } = adminApiTests("+919700000021");
const actor = { staffId: null, name: "Store Admin" };
const month = shopDay(new Date()).slice(0, 7);

async function confirmed(state: string, quantity: number) {
  const product = await db.product.findFirstOrThrow({
    where: { available: true, stock: { gt: 100 }, hsnCode: { not: null }, gstRate: 18 },
    orderBy: { id: "asc" },
  });
  const { order } = await placeOrder("cod", [{ productId: product.id, quantity }], buyerIn(state));
  await runOrderAction({ orderId: order.id, action: "confirm", actor });
  return { order, product };
}

const ENDPOINTS: AdminEndpoint[] = [
  ["GET gst summary", (token) => summary(request("/reports/gst/", { token }), undefined)],
  ["GET gst summary csv", (token) => exportSummary(request("/reports/gst/export/", { token }), undefined)],
];

refusesAllButTheAdmin(ENDPOINTS);

describe("GET /api/admin/reports/gst/", () => {
  it("sums the month's invoices by rate, state and HSN, and the credit notes, from the documents as issued", async () => {
    const home = await confirmed("Karnataka", 2);
    const away = await confirmed("West Bengal", 1);
    await runOrderAction({ orderId: away.order.id, action: "cancel", notes: "Duplicate order", actor });
    const [homeInvoice, awayInvoice] = await Promise.all(
      [home, away].map(({ order }) =>
        db.invoice.findUniqueOrThrow({ where: { orderId: order.id }, include: { creditNotes: true } }),
      ),
    );

    const { status, body } = await statusAndJson(summary(request(`/reports/gst/?month=${month}`), undefined));
    expect(status).toBe(200);
    const rupees = (paise: number) => paise / 100;
    expect(body.month).toBe(month);
    expect(body.invoices).toEqual({
      count: 2,
      taxable_value: rupees(homeInvoice.taxableValue + awayInvoice.taxableValue),
      cgst: rupees(homeInvoice.cgst),
      sgst: rupees(homeInvoice.sgst),
      igst: rupees(awayInvoice.igst),
      total: rupees(homeInvoice.total + awayInvoice.total),
    });
    expect(body.by_rate.map((row: { rate: number }) => row.rate)).toEqual([18]);
    expect(body.by_state).toEqual(
      [
        expect.objectContaining({ state: "West Bengal", code: "19", igst: rupees(awayInvoice.igst), cgst: 0 }),
        expect.objectContaining({ state: "Karnataka", code: "29", cgst: rupees(homeInvoice.cgst), igst: 0 }),
      ].sort((a, b) => String(a.code).localeCompare(String(b.code))),
    );
    expect(body.hsn).toEqual(
      expect.arrayContaining([expect.objectContaining({ hsn: home.product.hsnCode, rate: 18, quantity: 3 })]),
    );
    expect(body.credit_notes).toMatchObject({
      count: 1,
      totals: { total: rupees(awayInvoice.total), igst: rupees(awayInvoice.igst) },
      notes: [
        {
          number: awayInvoice.creditNotes[0].number,
          invoice_number: awayInvoice.number,
          reason: "Order cancelled: Duplicate order",
          total: rupees(awayInvoice.total),
        },
      ],
    });
    expect(body.net).toMatchObject({ total: rupees(homeInvoice.total), igst: 0, cgst: rupees(homeInvoice.cgst) });
  });

  it("answers an empty month with zeros", async () => {
    const { body } = await statusAndJson(summary(request("/reports/gst/?month=2019-02"), undefined));
    expect(body).toEqual({
      month: "2019-02",
      invoices: { count: 0, taxable_value: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
      by_rate: [],
      by_state: [],
      hsn: [],
      credit_notes: {
        count: 0,
        totals: { taxable_value: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
        by_rate: [],
        notes: [],
      },
      net: { taxable_value: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
      b2b: { count: 0, invoices: [], totals: { taxable_value: 0, cgst: 0, sgst: 0, igst: 0, total: 0 } },
      b2c: { count: 0, taxable_value: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
    });
  });

  it.each(["2026-13", "26-01", "2026-1", "x"])("refuses the month %j with 400", async (bad) => {
    expect(await statusAndJson(summary(request(`/reports/gst/?month=${bad}`), undefined))).toEqual({
      status: 400,
      body: { error: "invalid_request", message: "Use the month format YYYY-MM" },
    });
  });

  it("exports the summary as CSV, one section per table", async () => {
    const response = await exportSummary(request(`/reports/gst/export/?month=${month}`), undefined);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="gst_summary_${month}.csv"`);
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("section,month,key,detail,quantity,taxable_value,cgst,sgst,igst,total");
    const sections = new Set(lines.slice(1).map((line) => line.split(",")[0]));
    expect([...sections]).toEqual([
      "invoices",
      "by_rate",
      "by_state",
      "hsn",
      "credit_notes",
      "credit_notes_by_rate",
      "credit_note",
      "b2b",
      "b2c",
      "net",
    ]);
  });
});
