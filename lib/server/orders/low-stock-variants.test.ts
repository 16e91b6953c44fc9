import { adjustStock } from "@/lib/server/catalog-management/stock";
import { db } from "@/lib/server/db";
import { lowStockMails } from "@/lib/server/mail/order-mail";
import type { LowStockJob } from "@/lib/server/queue/queue";
import { productWithSizes } from "@/scripts/jest/variants";
import { createOrder, type CheckoutInput } from "./create-order";

afterAll(() => db.$disconnect());

const MERCHANT = "merchant@prakriti.example";
const actor = { staffId: null, name: "Store Admin" };

beforeAll(() =>
  db.storeSettings.update({ where: { id: 1 }, data: { merchantEmail: MERCHANT, lowStockThreshold: 10 } }),
);

/** 60 capsules and 120 capsules, with the given stocks. */
function ashwagandha(stock60: number, stock120: number) {
  return productWithSizes(db, "Ashwagandha KSM-66 Capsules", [
    { value: "60 capsules", price: 69_900, salePrice: 55_920, stock: stock60 },
    { value: "120 capsules", price: 129_900, salePrice: 103_920, stock: stock120 },
  ]);
}

type JobRow = { data: LowStockJob };
const jobsFor = (productId: number) =>
  db.$queryRaw<
    JobRow[]
  >`SELECT data FROM pgboss.job WHERE name = 'low-stock' AND data->'productIds' @> ${JSON.stringify([productId])}::jsonb ORDER BY created_on`;

let phoneCounter = 0;
async function checkoutOf(lines: { productId: number; variantId: number; quantity: number }[]) {
  phoneCounter += 1;
  const customer = await db.customer.create({
    data: {
      phone: `+9172${String(process.pid % 1000).padStart(3, "0")}${String(phoneCounter).padStart(5, "0")}`,
      name: "Asha Rao",
      cart: { create: { items: { create: lines } } },
    },
  });
  const input: CheckoutInput = {
    customerId: customer.id,
    idempotencyKey: null,
    paymentMethod: "cod",
    contact: { firstName: "Asha", lastName: "Rao", email: "asha@example.in", phone: "+919812345678" },
    address: { address: "12 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" },
    notes: null,
  };
  return createOrder(input);
}

const flat = (text: string) => text.replace(/\s+/g, " ");

describe("low-stock alerts per variant (issue 28)", () => {
  it("checkout: names the size that crossed (SKU, stock, portal link), not the other size", async () => {
    // The product's sum stays far above the threshold (30 + 9 = 39): only the size crossed.
    const product = await ashwagandha(31, 12);
    const [small, large] = product.variants;
    const placed = await checkoutOf([
      { productId: product.id, variantId: small.id, quantity: 1 },
      { productId: product.id, variantId: large.id, quantity: 3 },
    ]);

    const jobs = await jobsFor(product.id);
    expect(jobs.map((job) => job.data)).toEqual([
      { event: "low-stock", orderId: placed.id, productIds: [product.id], variantIds: [large.id] },
    ]);
    const mails = await lowStockMails(jobs[0].data);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      key: `low-stock:order:${placed.id}:merchant`,
      to: MERCHANT,
      subject: "Low stock: Ashwagandha KSM-66 Capsules, 120 capsules",
      orderId: placed.id,
    });
    const text = flat(mail.text);
    expect(text).toContain(`Order ${placed.orderNumber} took this product to 10 units or fewer`);
    expect(text).toContain("Ashwagandha KSM-66 Capsules, 120 capsules");
    expect(text).toContain(`SKU ${large.sku}`);
    expect(text).toContain("9 left");
    expect(mail.html).toContain(`/portal/products/${product.id}`);
    expect(text).not.toContain("60 capsules");
    expect(text).not.toContain(small.sku);

    // That size already low: a later order of it tells nothing more.
    await checkoutOf([{ productId: product.id, variantId: large.id, quantity: 1 }]);
    expect(await jobsFor(product.id)).toHaveLength(1);
  });

  it("a stock adjustment of one size that crosses names that size; one that stays above sends nothing", async () => {
    const product = await ashwagandha(40, 14);
    const [small, large] = product.variants;
    await adjustStock(product.id, { variant: small.id, delta: -5, reason: "damaged", note: "" }, actor);
    expect(await jobsFor(product.id)).toEqual([]);

    const crossing = await adjustStock(
      product.id,
      { variant: large.id, delta: -6, reason: "damaged", note: "Broken in the store room" },
      actor,
    );
    const jobs = await jobsFor(product.id);
    expect(jobs.map((job) => job.data)).toEqual([
      { event: "low-stock", adjustmentId: crossing.id, productIds: [product.id], variantIds: [large.id] },
    ]);
    const [mail] = await lowStockMails(jobs[0].data);
    expect(mail).toMatchObject({
      key: `low-stock:adjustment:${crossing.id}:merchant`,
      subject: "Low stock: Ashwagandha KSM-66 Capsules, 120 capsules",
    });
    const text = flat(mail.text);
    expect(text).toContain("A stock change in the Product Portal (Broken in the store room)");
    expect(text).toContain(`SKU ${large.sku}`);
    expect(text).toContain("8 left");
    expect(text).not.toContain(small.sku);

    // A product-level change (no variant chosen) moves the default size: it crosses on that size's count.
    const defaultCrossing = await adjustStock(product.id, { delta: -30, reason: "damaged", note: "" }, actor);
    const again = await jobsFor(product.id);
    expect(again.map((job) => job.data)).toEqual([
      jobs[0].data,
      { event: "low-stock", adjustmentId: defaultCrossing.id, productIds: [product.id], variantIds: [small.id] },
    ]);
  });

  it("a job queued before alerts went per variant (productIds only) names the product's sizes at or below the threshold", async () => {
    const product = await ashwagandha(4, 50);
    const [small, large] = product.variants;
    const order = await checkoutOf([{ productId: product.id, variantId: large.id, quantity: 1 }]);
    const old: LowStockJob = { event: "low-stock", orderId: order.id, productIds: [product.id] };
    const [mail] = await lowStockMails(old);
    expect(mail).toMatchObject({
      key: `low-stock:order:${order.id}:merchant`,
      subject: "Low stock: Ashwagandha KSM-66 Capsules, 60 capsules",
    });
    const text = flat(mail.text);
    expect(text).toContain(`SKU ${small.sku}`);
    expect(text).toContain("4 left");
    expect(text).not.toContain(large.sku);
  });
});
