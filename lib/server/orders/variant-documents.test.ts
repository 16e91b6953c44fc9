import { db } from "@/lib/server/db";
import type { Booking } from "@/lib/server/shipping/carrier";
import { orderEventMails } from "@/lib/server/mail/order-mail";
import { printableDocument, renderOrderInvoicePdf } from "@/lib/server/invoices/documents";
import { renderGstDocument } from "@/lib/server/invoices/pdf";
import { withFakeShiprocket } from "@/scripts/jest/fake-shiprocket";
import { pdfText } from "@/scripts/jest/pdf-text";
import { productWithSizes } from "@/scripts/jest/variants";
import { runOrderAction } from "./admin-actions";
import { exportOrdersCsv, getAdminOrder } from "./admin-queries";
import { createOrder } from "./create-order";
import { customerOrder } from "./customer-orders";

const courier = withFakeShiprocket();
const actor = { staffId: null, name: "Store Admin" };

afterAll(() => db.$disconnect());

const LABEL = "Ashwagandha Capsules, 120 capsules";

let counter = 0;

/** A COD order of two of the larger size of a product given two sizes here (not the seed's). */
async function orderOfTheLargerSize() {
  counter += 1;
  const product = await productWithSizes(db, "Ashwagandha Capsules", [
    { value: "60 capsules", price: 30_000, salePrice: 27_000, stock: 10, weightGrams: 150 },
    { value: "120 capsules", price: 55_000, salePrice: 49_900, stock: 10, weightGrams: 300 },
  ]);
  const large = product.variants[1];
  const customer = await db.customer.create({
    data: {
      phone: `+9173${String(process.pid % 1000).padStart(3, "0")}${String(counter).padStart(5, "0")}`,
      cart: { create: { items: { create: { productId: product.id, variantId: large.id, quantity: 2 } } } },
    },
  });
  const placed = await createOrder({
    customerId: customer.id,
    idempotencyKey: null,
    paymentMethod: "cod",
    contact: { firstName: "Meera", lastName: "Iyer", email: "meera@example.in", phone: customer.phone },
    address: { address: "4 Anna Salai", city: "Chennai", state: "Tamil Nadu", zipCode: "600001" },
    notes: null,
  });
  return { order: placed, customer, product, large };
}

async function exportedCsv(search: string): Promise<string> {
  let csv = "";
  for await (const chunk of exportOrdersCsv({ search })) csv += chunk;
  return csv;
}

describe("documents name the variant sold (issue 28)", () => {
  it("on the shopper's order page, the admin's order detail, the CSV export and the order e-mails", async () => {
    const { order, customer, large } = await orderOfTheLargerSize();

    const mine = await customerOrder(customer.id, order.id);
    expect(mine.items).toEqual([
      expect.objectContaining({ product_name: LABEL, variant_label: "120 capsules", sku: large.sku, quantity: 2 }),
    ]);
    const admin = await getAdminOrder(order.id);
    expect(admin?.items).toEqual([
      expect.objectContaining({ product_name: LABEL, variant_label: "120 capsules", sku: large.sku, unit_price: 499 }),
    ]);
    expect(await exportedCsv(order.orderNumber)).toContain(`${LABEL} [SKU ${large.sku}] x 2`);

    const mails = await orderEventMails("order-placed", order.id);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.text).toContain(LABEL);
      expect(mail.html).toContain(LABEL);
      // The size is named once, not again as the quantity text.
      expect(mail.text).not.toContain("· 120 capsules");
    }
  });

  it("on the invoice PDF, the credit note and the courier booking (SKU, units and the variant's weight and box)", async () => {
    const { order, large } = await orderOfTheLargerSize();
    await db.productVariant.update({ where: { id: large.id }, data: { lengthCm: 8, breadthCm: 8, heightCm: 12 } });
    const bookings: Booking[] = [];
    const carrier = {
      ...courier.carrier,
      book: (booking: Booking) => {
        bookings.push(booking);
        return courier.carrier.book(booking);
      },
    };
    await runOrderAction({ orderId: order.id, action: "confirm", actor });
    const invoice = await renderOrderInvoicePdf(order.id);
    expect(invoice).not.toBeNull();
    // The description column wraps: compare with the line breaks as spaces.
    const invoiceText = (await pdfText(invoice!.pdf)).replace(/\s+/g, " ");
    expect(invoiceText).toContain(LABEL);
    expect(invoiceText).not.toContain("120 capsules (120 capsules)");

    await runOrderAction({ orderId: order.id, action: "process", actor });
    await runOrderAction({ orderId: order.id, action: "ship", actor }, { carrier });
    expect(bookings).toHaveLength(1);
    expect(bookings[0].items).toEqual([
      expect.objectContaining({
        name: LABEL,
        sku: large.sku,
        units: 2,
        unitPrice: 49_900,
        box: { length: 8, breadth: 8, height: 12 },
      }),
    ]);
    // Two of the 300 g size, not the product's (default, 150 g) weight.
    expect(bookings[0].weightGrams).toBe(600);

    // A second order, confirmed and cancelled: its credit note names the size too.
    const second = await orderOfTheLargerSize();
    await runOrderAction({ orderId: second.order.id, action: "confirm", actor });
    await runOrderAction({ orderId: second.order.id, action: "cancel", notes: "Customer changed their mind", actor });
    const { document } = await printableDocument(second.order.id, "credit_note", "staff");
    expect((await pdfText(await renderGstDocument(document))).replace(/\s+/g, " ")).toContain(LABEL);
  });
});
