import { db } from "@/lib/server/db";
import { restoreStock } from "./release";

afterAll(() => db.$disconnect());

async function orderOf(productId: number, lines: { variantId?: number; quantity: number }[]) {
  const customer = await db.customer.create({ data: { phone: "+919812377001", name: "Asha Rao" } });
  return db.order.create({
    data: {
      orderNumber: "ORD-RESTOCK-VAR",
      customerId: customer.id,
      paymentMethod: "cod",
      customerName: "Asha Rao",
      customerPhone: customer.phone,
      recipientName: "Asha Rao",
      recipientPhone: customer.phone,
      deliveryAddress: "3 Aberdeen Bazaar",
      deliveryCity: "Kolkata",
      deliveryState: "West Bengal",
      deliveryPincode: "700001",
      itemsOriginalTotal: 100000,
      subtotal: 100000,
      total: 100000,
      items: {
        create: lines.map((line) => ({
          productId,
          variantId: line.variantId,
          productName: "Ashwagandha Capsules",
          quantity: line.quantity,
          unitPrice: 50000,
          discountPrice: 50000,
          totalPrice: 50000 * line.quantity,
        })),
      },
    },
  });
}

describe("restock of a cancelled or refunded order (docs/variants.md)", () => {
  it("puts each line's units back into the line's own variant, and a line naming only the product into the default", async () => {
    const category = await db.category.findFirstOrThrow({ select: { id: true } });
    const product = await db.product.create({
      data: {
        name: "Ashwagandha Capsules",
        slug: "restock-variant-caps",
        sku: "RESTOCK-CAPS-60",
        price: 50000,
        salePrice: 50000,
        stock: 0,
        unitLabel: "60 capsules",
        categoryId: category.id,
      },
    });
    const large = await db.productVariant.create({
      data: { productId: product.id, sku: "RESTOCK-CAPS-120", position: 1, price: 90000, salePrice: 90000, stock: 5 },
    });
    const order = await orderOf(product.id, [{ variantId: large.id, quantity: 3 }, { quantity: 2 }]);

    const moves = await db.$transaction((tx) => restoreStock(tx, order.id, { staffId: null, note: "Order cancelled" }));

    const variants = await db.productVariant.findMany({
      where: { productId: product.id },
      orderBy: { position: "asc" },
    });
    expect(variants.map((v) => [v.sku, v.stock])).toEqual([
      ["RESTOCK-CAPS-60", 2],
      ["RESTOCK-CAPS-120", 8],
    ]);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(10);
    const adjustments = await db.stockAdjustment.findMany({ where: { productId: product.id }, orderBy: { id: "asc" } });
    expect(adjustments.map((a) => [a.variantId, a.delta, a.stockAfter, a.reason])).toEqual([
      [large.id, 3, 8, "returned"],
      [variants[0].id, 2, 2, "returned"],
    ]);
    // The product had 5 units (of the large size) before: it was not sold out, so its availability did not change.
    expect(moves).toEqual({ moved: [product.id, product.id], availabilityChanged: [] });
  });
});
