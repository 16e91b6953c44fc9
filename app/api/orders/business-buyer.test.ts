/** A business buyer at checkout: the GSTIN checked at its field (shape, check character, state), kept on the order, printed on a B2B tax invoice and listed apart in the GST summary. */
import { gstinCheckCharacter } from "@/lib/domain/gstin";
import { shopDay } from "@/lib/domain/shop-days";
import { db } from "@/lib/server/db";
import { renderOrderInvoicePdf } from "@/lib/server/invoices/documents";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { gstSummary } from "@/lib/server/reports/gst-summary";
import { pdfText } from "@/scripts/jest/pdf-text";
import { accessToken, asCustomer, jsonRequest, statusAndJson } from "@/scripts/jest/requests";
import { POST as placeOrder } from "./route";

afterAll(() => db.$disconnect());

const KARNATAKA_GSTIN = "29AAGCB7383J1Z4";
const TAMIL_NADU_GSTIN = `33AAGCB7383J1Z${gstinCheckCharacter("33AAGCB7383J1Z")}`;
let counter = 0;

async function shopper() {
  counter += 1;
  const product = await db.product.findFirstOrThrow({
    where: { available: true, stock: { gt: 50 } },
    orderBy: { id: "asc" },
  });
  const customer = await db.customer.create({
    data: {
      phone: `+9171300${String(counter).padStart(5, "0")}`,
      cart: { create: { items: { create: { productId: product.id, quantity: 1 } } } },
    },
  });
  return { customer, bearer: await accessToken(asCustomer(customer.id)) };
}

const ORDER = {
  customer_name: "Asha Rao",
  customer_email: "asha@example.in",
  customer_phone: "+919812345678",
  delivery_address: "12 MG Road",
  delivery_city: "Bengaluru",
  delivery_state: "Karnataka",
  delivery_pincode: "560001",
  payment_method: "cod",
};

const place = (bearer: string, extra: Record<string, unknown>) =>
  statusAndJson(placeOrder(jsonRequest("POST", "/api/orders/", { ...ORDER, ...extra }, { bearer })));

describe("POST /api/orders/ with a business buyer", () => {
  it("refuses a GSTIN of another state than the address's, at the GSTIN field, and places nothing", async () => {
    const { customer, bearer } = await shopper();
    const { status, body } = await place(bearer, {
      buyer_gstin: TAMIL_NADU_GSTIN,
      buyer_business_name: "Chola Stores",
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: "invalid_request",
      message:
        "This GSTIN is registered in Tamil Nadu (33), but the billing address is in Karnataka: use a GSTIN of Karnataka or an address there",
    });
    expect(await db.order.count({ where: { customerId: customer.id } })).toBe(0);
  });

  it("refuses a wrong check character, and a GSTIN without a business name", async () => {
    const { bearer } = await shopper();
    const wrong = await place(bearer, { buyer_gstin: "29AAGCB7383J1Z5", buyer_business_name: "Bhoomi" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain("check character does not match");
    const nameless = await place(bearer, { buyer_gstin: KARNATAKA_GSTIN });
    expect(nameless.status).toBe(400);
    expect(nameless.body).toEqual({
      error: "invalid_request",
      message: "Enter the business name registered with this GSTIN",
    });
  });

  it("keeps the buyer on the order; the confirmed order's invoice is a B2B tax invoice with their GSTIN and name; the GST summary lists it apart", async () => {
    await db.storeSettings.update({
      where: { id: 1 },
      data: { gstin: "29AAJCP7251M1ZQ", legalName: "Prakriti Ayurveda Private Limited", registeredStateCode: "29" },
    });
    const { bearer } = await shopper();
    const placed = await place(bearer, { buyer_gstin: "29aagcb7383j1z4", buyer_business_name: "Bhoomi Traders LLP" });
    expect(placed.status).toBe(201);
    const order = await db.order.findUniqueOrThrow({ where: { id: placed.body.order_id } });
    expect(order).toMatchObject({ buyerGstin: KARNATAKA_GSTIN, buyerBusinessName: "Bhoomi Traders LLP" });

    await runOrderAction({ orderId: order.id, action: "confirm", actor: { staffId: null, name: "Store Admin" } });
    const rendered = await renderOrderInvoicePdf(order.id);
    const text = await pdfText(rendered!.pdf);
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain("B2B supply to a registered person");
    expect(text).toContain(`Buyer GSTIN: ${KARNATAKA_GSTIN}`);
    expect(text).toContain("Bhoomi Traders LLP");

    const summary = await gstSummary({ month: shopDay(new Date()).slice(0, 7) });
    const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(summary.b2b.invoices).toEqual([
      expect.objectContaining({
        number: invoice.number,
        buyer_gstin: KARNATAKA_GSTIN,
        buyer_name: "Bhoomi Traders LLP",
        total: invoice.total / 100,
      }),
    ]);
    expect(summary.b2b.count + summary.b2c.count).toBe(summary.invoices.count);
    expect(summary.b2b.totals.total + summary.b2c.total).toBeCloseTo(summary.invoices.total, 2);
  });

  it("a consumer's order carries no GSTIN (both fields empty)", async () => {
    const { bearer } = await shopper();
    const placed = await place(bearer, { buyer_gstin: "", buyer_business_name: "  " });
    expect(placed.status).toBe(201);
    expect(await db.order.findUniqueOrThrow({ where: { id: placed.body.order_id } })).toMatchObject({
      buyerGstin: null,
      buyerBusinessName: null,
    });
  });
});
