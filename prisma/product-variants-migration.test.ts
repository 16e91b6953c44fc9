import { readFileSync } from "node:fs";
import { join } from "node:path";
import { db } from "@/lib/server/db";

afterAll(() => db.$disconnect());

const migration = readFileSync(join(__dirname, "migrations/20261127010000_product_variants/migration.sql"), "utf8");

/** The migration's backfill (between its backfill markers), statement by statement. */
const backfill = migration
  .slice(migration.indexOf("-- backfill:begin"), migration.indexOf("-- backfill:end"))
  .split(/;\s*\n/)
  .map((statement) => statement.replace(/^--.*$/gm, "").trim())
  .filter(Boolean);

async function category() {
  return (await db.category.findFirstOrThrow({ select: { id: true } })).id;
}

async function product(sku: string, fields: { price: number; salePrice: number; stock: number; unitLabel?: string }) {
  return db.product.create({
    data: { ...fields, name: sku, sku, slug: sku.toLowerCase(), description: "Desc", categoryId: await category() },
  });
}

async function order(number: string, productId: number, name: string) {
  const customer = await db.customer.create({
    data: { phone: `+9198123${number.padStart(5, "0")}`, name: "Asha Rao" },
  });
  return db.order.create({
    data: {
      orderNumber: `ORD-VAR-${number}`,
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
      itemsOriginalTotal: 50000,
      subtotal: 50000,
      total: 50000,
      items: {
        create: {
          productId,
          productName: name,
          quantity: 1,
          unitPrice: 50000,
          discountPrice: 50000,
          totalPrice: 50000,
        },
      },
    },
    include: { items: true },
  });
}

type Totals = { products: number; stock: number; price: number; salePrice: number; discount: number };

async function productTotals(): Promise<Totals> {
  const [row] = await db.$queryRaw<Totals[]>`
    SELECT count(*)::int AS products, sum(stock)::int AS stock, sum(price)::int AS price,
           sum("salePrice")::int AS "salePrice", sum(discount)::int AS discount FROM "Product"`;
  return row;
}

describe("migration to product variants (issue 28)", () => {
  it("gives every product one default variant with its SKU, prices, stock and quantity text, and points every cart line, order line and stock adjustment at it", async () => {
    const capsules = await product("MIG-VAR-CAPS", {
      price: 60000,
      salePrice: 54000,
      stock: 40,
      unitLabel: "60 capsules",
    });
    const oil = await product("MIG-VAR-OIL", { price: 30000, salePrice: 30000, stock: 0, unitLabel: "100 ml" });
    await db.product.update({
      where: { id: oil.id },
      data: { discountType: "percent", discount: 10, salePrice: 27000 },
    });
    await db.cart.create({ data: { items: { create: [{ productId: capsules.id, quantity: 2 }] } } });
    await order("1", capsules.id, "MIG-VAR-CAPS");
    await db.stockAdjustment.create({
      data: { productId: oil.id, delta: 5, reason: "received", stockAfter: 5 },
    });

    // Back to the state before the migration: no variants, no line pointing at one.
    await db.$executeRawUnsafe(`ALTER TABLE "CartItem" DISABLE TRIGGER "CartItem_default_variant"`);
    await db.$executeRawUnsafe(`ALTER TABLE "ProductVariant" DISABLE TRIGGER USER`);
    await db.$executeRaw`UPDATE "CartItem" SET "variantId" = NULL`;
    await db.$executeRaw`UPDATE "OrderItem" SET "variantId" = NULL, "variantSku" = NULL`;
    await db.$executeRaw`UPDATE "StockAdjustment" SET "variantId" = NULL`;
    await db.$executeRaw`DELETE FROM "ProductVariant"`;
    await db.$executeRawUnsafe(`ALTER TABLE "ProductVariant" ENABLE TRIGGER USER`);
    await db.$executeRawUnsafe(`ALTER TABLE "CartItem" ENABLE TRIGGER "CartItem_default_variant"`);

    const before = await productTotals();
    const products = await db.product.findMany({ orderBy: { id: "asc" } });
    const lines = {
      cart: await db.cartItem.count(),
      order: await db.orderItem.count(),
      adjustments: await db.stockAdjustment.count(),
    };
    expect(before.products).toBeGreaterThan(2);
    expect(await db.productVariant.count()).toBe(0);

    for (const statement of backfill) await db.$executeRawUnsafe(statement);
    // A second run (a retried deploy) adds nothing.
    for (const statement of backfill) await db.$executeRawUnsafe(statement);

    expect(await productTotals()).toEqual(before);
    const variants = await db.productVariant.findMany({ orderBy: { productId: "asc" } });
    expect(variants).toHaveLength(products.length);
    expect(
      variants.map((v) => [
        v.productId,
        v.sku,
        v.isDefault,
        v.active,
        v.price,
        v.discountType,
        v.discount,
        v.salePrice,
        v.stock,
        v.unitLabel,
        v.weightGrams,
      ]),
    ).toEqual(
      products.map((p) => [
        p.id,
        p.sku,
        true,
        true,
        p.price,
        p.discountType,
        p.discount,
        p.salePrice,
        p.stock,
        p.unitLabel,
        p.weightGrams,
      ]),
    );
    const [variantTotals] = await db.$queryRaw<{ stock: number; salePrice: number }[]>`
      SELECT sum(stock)::int AS stock, sum("salePrice")::int AS "salePrice" FROM "ProductVariant"`;
    expect(variantTotals).toEqual({ stock: before.stock, salePrice: before.salePrice });

    const byProduct = new Map(variants.map((v) => [v.productId, v]));
    const cartItems = await db.cartItem.findMany();
    const orderItems = await db.orderItem.findMany();
    const adjustments = await db.stockAdjustment.findMany();
    expect([cartItems.length, orderItems.length, adjustments.length]).toEqual([
      lines.cart,
      lines.order,
      lines.adjustments,
    ]);
    for (const line of [...cartItems, ...adjustments]) expect(line.variantId).toBe(byProduct.get(line.productId)!.id);
    for (const line of orderItems) {
      expect([line.variantId, line.variantSku]).toEqual([
        byProduct.get(line.productId!)!.id,
        byProduct.get(line.productId!)!.sku,
      ]);
    }
    expect(orderItems.find((line) => line.productName === "MIG-VAR-CAPS")!.variantSku).toBe("MIG-VAR-CAPS");
    expect(byProduct.get(oil.id)).toMatchObject({
      discountType: "percent",
      discount: 10,
      salePrice: 27000,
      unitLabel: "100 ml",
    });
  });
});

describe("product-level writes after the migration (code that names only the product)", () => {
  it("creates the default variant with a new product and moves its stock, price and SKU with the product's", async () => {
    const p = await product("VAR-TRIG-1", { price: 40000, salePrice: 40000, stock: 10, unitLabel: "50 g" });
    expect(await db.productVariant.findMany({ where: { productId: p.id } })).toMatchObject([
      { sku: "VAR-TRIG-1", isDefault: true, price: 40000, salePrice: 40000, stock: 10, unitLabel: "50 g" },
    ]);
    await db.$executeRaw`UPDATE "Product" SET stock = stock - 3 WHERE id = ${p.id}`;
    await db.product.update({ where: { id: p.id }, data: { sku: "VAR-TRIG-1B", price: 45000, salePrice: 45000 } });
    expect(await db.productVariant.findFirstOrThrow({ where: { productId: p.id } })).toMatchObject({
      sku: "VAR-TRIG-1B",
      price: 45000,
      salePrice: 45000,
      stock: 7,
    });
  });

  it("keeps the product's columns as the summary of its variants: sum of active stock, cheapest active price, the default's SKU", async () => {
    const p = await product("VAR-TRIG-2", { price: 40000, salePrice: 36000, stock: 10, unitLabel: "50 g" });
    const big = await db.productVariant.create({
      data: {
        productId: p.id,
        sku: "VAR-TRIG-2-100",
        position: 1,
        price: 70000,
        salePrice: 63000,
        stock: 4,
        unitLabel: "100 g",
        optionValues: ["100 g"],
      },
    });
    const cheap = await db.productVariant.create({
      data: {
        productId: p.id,
        sku: "VAR-TRIG-2-25",
        position: 2,
        price: 20000,
        salePrice: 20000,
        stock: 6,
        unitLabel: "25 g",
      },
    });
    expect(await db.product.findUniqueOrThrow({ where: { id: p.id } })).toMatchObject({
      sku: "VAR-TRIG-2",
      stock: 20,
      price: 20000,
      salePrice: 20000,
      unitLabel: "50 g",
    });
    await db.productVariant.update({ where: { id: cheap.id }, data: { active: false } });
    await db.productVariant.update({ where: { id: big.id }, data: { stock: { decrement: 1 } } });
    expect(await db.product.findUniqueOrThrow({ where: { id: p.id } })).toMatchObject({
      stock: 13,
      price: 40000,
      salePrice: 36000,
    });

    // A product-only stock write moves the default variant's stock only.
    await db.$executeRaw`UPDATE "Product" SET stock = stock - 2 WHERE id = ${p.id}`;
    const after = await db.productVariant.findMany({ where: { productId: p.id }, orderBy: { position: "asc" } });
    expect(after.map((v) => [v.sku, v.stock])).toEqual([
      ["VAR-TRIG-2", 8],
      ["VAR-TRIG-2-100", 3],
      ["VAR-TRIG-2-25", 6],
    ]);
    expect((await db.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(11);

    // More than the default variant holds is refused, never a negative count.
    await expect(db.$executeRaw`UPDATE "Product" SET stock = stock - 9 WHERE id = ${p.id}`).rejects.toThrow(
      /ProductVariant_stock_nonnegative/,
    );
    // The default variant cannot be deleted while its product exists; the product's deletion takes all of them.
    await expect(db.productVariant.delete({ where: { sku: "VAR-TRIG-2" } })).rejects.toThrow(/cannot be deleted/);
    // At most three options.
    await db.productOption.createMany({
      data: ["Size", "Pack", "Flavour"].map((name, position) => ({ productId: p.id, name, position, values: ["a"] })),
    });
    await expect(
      db.productOption.create({ data: { productId: p.id, name: "Colour", position: 3, values: ["red"] } }),
    ).rejects.toThrow(/at most three options/);
    await db.productVariant.delete({ where: { id: cheap.id } });
    await db.product.delete({ where: { id: p.id } });
    expect(await db.productVariant.count({ where: { productId: p.id } })).toBe(0);
  });

  it("gives cart lines, order lines and stock adjustments that name only the product its default variant, and refuses another product's variant", async () => {
    const p = await product("VAR-TRIG-3", { price: 40000, salePrice: 40000, stock: 10 });
    const other = await product("VAR-TRIG-4", { price: 40000, salePrice: 40000, stock: 10 });
    const second = await db.productVariant.create({
      data: { productId: p.id, sku: "VAR-TRIG-3-XL", position: 1, price: 50000, salePrice: 50000, stock: 2 },
    });
    const byDefault = await db.productVariant.findFirstOrThrow({ where: { productId: p.id, isDefault: true } });
    const cart = await db.cart.create({
      data: { items: { create: [{ productId: p.id, quantity: 1 }] } },
      include: { items: true },
    });
    expect(cart.items[0].variantId).toBe(byDefault.id);
    const placed = await order("2", p.id, "VAR-TRIG-3");
    expect([placed.items[0].variantId, placed.items[0].variantSku]).toEqual([byDefault.id, "VAR-TRIG-3"]);
    const adjustment = await db.stockAdjustment.create({
      data: { productId: p.id, delta: 1, reason: "received", stockAfter: 13 },
    });
    expect(adjustment.variantId).toBe(byDefault.id);
    const named = await db.stockAdjustment.create({
      data: { productId: p.id, variantId: second.id, delta: 1, reason: "received", stockAfter: 3 },
    });
    expect(named.variantId).toBe(second.id);
    await expect(
      db.stockAdjustment.create({
        data: { productId: other.id, variantId: second.id, delta: 1, reason: "received", stockAfter: 1 },
      }),
    ).rejects.toThrow(/is not a variant of product/);
  });
});
