import { roundingNote, type InvoiceLine } from "@/lib/domain/gst-invoice";
import { db } from "@/lib/server/db";
import { renderOrderInvoicePdf } from "@/lib/server/invoices/documents";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { createOrder } from "@/lib/server/orders/create-order";
import { PINCODE_IN } from "@/scripts/jest/addresses";
import { pdfText as extractText } from "@/scripts/jest/pdf-text";
import {
  accessToken,
  asCustomer,
  bearerRequest,
  routeParams,
  seededStaff,
  statusAndJson,
} from "@/scripts/jest/requests";
import { GET as adminCreditNote } from "../admin/orders/[id]/credit-note.pdf/route";
import { GET as adminInvoice } from "../admin/orders/[id]/invoice.pdf/route";
import { GET as myCreditNote } from "./[orderId]/credit-note.pdf/route";
import { GET as myInvoice } from "./[orderId]/invoice.pdf/route";

afterAll(() => db.$disconnect());

const actor = { staffId: null, name: "Store Admin" };
let counter = 0;

async function shopper() {
  counter += 1;
  const customer = await db.customer.create({ data: { phone: `+9174444${String(counter).padStart(5, "0")}` } });
  return { customer, token: await accessToken(asCustomer(customer.id)) };
}

/** A confirmed COD order of two products (different HSN codes), delivered to `state`. */
async function confirmedOrder(customerId: number, state: string) {
  const products = await db.product.findMany({
    where: { available: true, stock: { gt: 100 }, hsnCode: { not: null } },
    orderBy: { id: "asc" },
    distinct: ["hsnCode"],
    take: 2,
  });
  await db.cart.upsert({
    where: { customerId },
    create: { customerId, items: { create: products.map((product) => ({ productId: product.id, quantity: 1 })) } },
    update: { items: { create: products.map((product) => ({ productId: product.id, quantity: 1 })) } },
  });
  const order = await createOrder({
    customerId,
    idempotencyKey: null,
    paymentMethod: "cod",
    contact: { firstName: "Nikhil", lastName: "Rao", email: "nikhil@example.in", phone: "+919800000000" },
    address: { address: "22 Linking Road", city: "Mumbai", state, zipCode: PINCODE_IN[state] },
    notes: null,
  });
  await runOrderAction({ orderId: order.id, action: "confirm", actor });
  return { order, products };
}

async function pdfText(response: Response): Promise<string> {
  return extractText(new Uint8Array(await response.arrayBuffer()));
}

const rupees = (paise: number) => new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2 }).format(paise / 100);
const myRequest = (orderId: number | string, token: string | null, file = "invoice.pdf") =>
  bearerRequest(`/api/my-orders/${orderId}/${file}`, { token });

describe("GET /api/my-orders/{id}/invoice.pdf", () => {
  it("downloads the customer's own invoice: seller's GSTIN, HSN codes, the IGST split and the total", async () => {
    const { customer, token } = await shopper();
    const { order, products } = await confirmedOrder(customer.id, "Maharashtra");
    const response = await myInvoice(myRequest(order.id, token), routeParams({ orderId: order.id }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="invoice-${invoice.number.replaceAll("/", "-")}.pdf"`,
    );
    const text = await pdfText(response);
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain("GSTIN: 29AAJCP7251M1ZQ");
    expect(text).toContain(invoice.number);
    for (const product of products) expect(text).toContain(product.hsnCode!);
    expect(text).toContain("Maharashtra (27)");
    expect(text).toContain("IGST");
    expect(text).not.toContain("CGST");
    expect(text.replace(/\s+/g, " ")).toContain(roundingNote(false));
    expect(text).toContain(`₹${rupees(invoice.igst)}`);
    expect(text).toContain(`₹${rupees(order.total)}`);
    expect(text).toContain("Nikhil Rao");
    expect(text).toContain("Authorised Signatory");
    expect(text).toMatch(/Rupees .+ Only/);
  });

  it("prints CGST and SGST, half each (CGST a paisa more per line of odd tax), and the rounding rule, for a delivery in the seller's state", async () => {
    const { customer, token } = await shopper();
    const { order } = await confirmedOrder(customer.id, "Karnataka");
    const text = await pdfText(await myInvoice(myRequest(order.id, token), routeParams({ orderId: order.id })));
    const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(text).toContain("Karnataka (29)");
    const lines = invoice.lines as InvoiceLine[];
    expect(invoice.cgst - invoice.sgst).toBe(lines.filter((line) => (line.cgst + line.sgst) % 2 === 1).length);
    expect(text).toMatch(/CGST\s+SGST/);
    expect(text).toMatch(new RegExp(`CGST\\s*₹${rupees(invoice.cgst)}`));
    expect(text).toMatch(new RegExp(`SGST\\s*₹${rupees(invoice.sgst)}`));
    expect(text).not.toContain("IGST");
    expect(text.replace(/\s+/g, " ")).toContain(roundingNote(true));
  });

  it("answers another customer's order exactly as a missing one (no IDOR), and needs a signed-in customer", async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const { order } = await confirmedOrder(owner.customer.id, "Kerala");
    const theirs = await statusAndJson(
      myInvoice(myRequest(order.id, stranger.token), routeParams({ orderId: order.id })),
    );
    const missing = await statusAndJson(
      myInvoice(myRequest(2_000_000_000, stranger.token), routeParams({ orderId: 2_000_000_000 })),
    );
    expect(theirs).toEqual({ status: 404, body: { error: "order_not_found", message: "Order not found" } });
    expect(missing).toEqual(theirs);
    expect(
      (
        await statusAndJson(
          myCreditNote(myRequest(order.id, stranger.token, "credit-note.pdf"), routeParams({ orderId: order.id })),
        )
      ).status,
    ).toBe(404);
    expect((await myInvoice(myRequest(order.id, null), routeParams({ orderId: order.id }))).status).toBe(401);
    const staff = await accessToken(await seededStaff("admin"));
    expect((await myInvoice(myRequest(order.id, staff), routeParams({ orderId: order.id }))).status).toBe(403);
    expect(
      (await statusAndJson(myInvoice(myRequest("1e3", owner.token), routeParams({ orderId: "1e3" })))).status,
    ).toBe(404);
  });

  it("says so when the order has no invoice yet (a COD order before it is confirmed)", async () => {
    const { customer, token } = await shopper();
    const product = await db.product.findFirstOrThrow({
      where: { available: true, stock: { gt: 100 } },
      orderBy: { id: "asc" },
    });
    await db.cart.create({
      data: { customerId: customer.id, items: { create: { productId: product.id, quantity: 1 } } },
    });
    const order = await createOrder({
      customerId: customer.id,
      idempotencyKey: null,
      paymentMethod: "cod",
      contact: { firstName: "Nikhil", lastName: "Rao", email: "", phone: customer.phone },
      address: { address: "1 Road", city: "Pune", state: "Maharashtra", zipCode: "411001" },
      notes: null,
    });
    expect(await statusAndJson(myInvoice(myRequest(order.id, token), routeParams({ orderId: order.id })))).toEqual({
      status: 404,
      body: {
        error: "invoice_not_found",
        message: "This order has no tax invoice yet: it is issued when the order is paid or confirmed.",
      },
    });
    expect(await renderOrderInvoicePdf(order.id)).toBeNull();
  });
});

describe("admin downloads and credit notes", () => {
  it("lets the admin download any order's invoice, and the credit note once it is cancelled", async () => {
    const { customer, token } = await shopper();
    const { order } = await confirmedOrder(customer.id, "Tamil Nadu");
    const admin = await accessToken(await seededStaff("admin"));
    const editor = await accessToken(await seededStaff("editor"));
    const adminRequest = (file: string, bearer: string | null) =>
      bearerRequest(`/api/admin/orders/${order.id}/${file}`, { token: bearer });
    expect((await adminInvoice(adminRequest("invoice.pdf", admin), routeParams({ id: order.id }))).status).toBe(200);
    expect((await adminInvoice(adminRequest("invoice.pdf", editor), routeParams({ id: order.id }))).status).toBe(403);
    expect((await adminInvoice(adminRequest("invoice.pdf", token), routeParams({ id: order.id }))).status).toBe(403);
    expect((await adminInvoice(adminRequest("invoice.pdf", null), routeParams({ id: order.id }))).status).toBe(401);
    expect(
      await statusAndJson(adminCreditNote(adminRequest("credit-note.pdf", admin), routeParams({ id: order.id }))),
    ).toEqual({
      status: 404,
      body: { error: "credit_note_not_found", message: "This order has no credit note." },
    });

    await runOrderAction({ orderId: order.id, action: "cancel", notes: "Address not reachable", actor });
    const invoice = await db.invoice.findUniqueOrThrow({
      where: { orderId: order.id },
      include: { creditNotes: true },
    });
    const text = await pdfText(
      await adminCreditNote(adminRequest("credit-note.pdf", admin), routeParams({ id: order.id })),
    );
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain(invoice.creditNotes[0].number);
    expect(text).toContain(invoice.number);
    expect(text).toContain("Address not reachable");
    expect(text).toContain(`₹${rupees(invoice.total)}`);
    expect(
      (await myCreditNote(myRequest(order.id, token, "credit-note.pdf"), routeParams({ orderId: order.id }))).status,
    ).toBe(200);
  });

  it("renders the invoice to a Buffer for the confirmation e-mail to attach", async () => {
    const { customer } = await shopper();
    const { order } = await confirmedOrder(customer.id, "Delhi");
    const rendered = await renderOrderInvoicePdf(order.id);
    expect(rendered?.fileName).toMatch(/^invoice-PA-\d{2}-\d{2}-\d{6}\.pdf$/);
    expect(rendered?.pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
