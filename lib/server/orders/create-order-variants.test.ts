import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { productWithSizes } from "@/scripts/jest/variants";
import { createOrder, type CheckoutInput } from "./create-order";

afterAll(() => db.$disconnect());

let phoneCounter = 0;

/** A customer whose cart holds `lines` (product and variant), with an optional coupon applied. */
async function shopper(lines: { productId: number; variantId: number; quantity?: number }[], couponCode?: string) {
  phoneCounter += 1;
  const coupon = couponCode ? await db.coupon.findUniqueOrThrow({ where: { code: couponCode } }) : null;
  return db.customer.create({
    data: {
      phone: `+9171${String(process.pid % 1000).padStart(3, "0")}${String(phoneCounter).padStart(5, "0")}`,
      name: "Asha Rao",
      cart: {
        create: {
          couponId: coupon?.id,
          items: {
            create: lines.map(({ productId, variantId, quantity = 1 }) => ({ productId, variantId, quantity })),
          },
        },
      },
    },
  });
}

function checkout(customerId: number): CheckoutInput {
  return {
    customerId,
    idempotencyKey: null,
    paymentMethod: "cod",
    contact: { firstName: "Asha", lastName: "Rao", email: "asha@example.in", phone: "+919812345678" },
    address: { address: "12 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" },
    notes: null,
  };
}

/** 60 capsules at ₹300 → ₹270 and 120 capsules at ₹550 → ₹499, with the given stocks. */
function ashwagandha(stock60: number, stock120: number) {
  return productWithSizes(db, "Ashwagandha Capsules", [
    { value: "60 capsules", price: 30_000, salePrice: 27_000, stock: stock60 },
    { value: "120 capsules", price: 55_000, salePrice: 49_900, stock: stock120 },
  ]);
}

async function stocks(productId: number) {
  const variants = await db.productVariant.findMany({ where: { productId }, orderBy: { position: "asc" } });
  const product = await db.product.findUniqueOrThrow({ where: { id: productId } });
  return { variants: variants.map((variant) => variant.stock), product: product.stock };
}

/** Every customer checks out at once: the outcomes, the refusals (each must be a 409) and the units sold per variant. */
async function race(customers: { id: number }[], productId: number) {
  const results = await Promise.allSettled(customers.map((customer) => createOrder(checkout(customer.id))));
  const refused = results.filter((result): result is PromiseRejectedResult => result.status === "rejected");
  expect(refused.every((result) => result.reason instanceof AppError && result.reason.status === 409)).toBe(true);
  const sold = await db.orderItem.groupBy({ by: ["variantId"], where: { productId }, _sum: { quantity: true } });
  const units = new Map(sold.map((row) => [row.variantId, row._sum.quantity ?? 0]));
  return { results, refused, units };
}

describe("checkout per variant (issue 28)", () => {
  it("charges the chosen size's price, keeps its SKU and label on the line, and takes only its stock", async () => {
    const product = await ashwagandha(10, 6);
    const [small, large] = product.variants;
    const customer = await shopper([{ productId: product.id, variantId: large.id, quantity: 2 }]);
    const placed = await createOrder(checkout(customer.id));

    const order = await db.order.findUniqueOrThrow({ where: { id: placed.id }, include: { items: true } });
    // ₹499 × 2 = ₹998 (below the free-shipping threshold the seed sets, shipping is added to the total).
    expect(order).toMatchObject({ subtotal: 99_800, itemsOriginalTotal: 110_000, productDiscount: 10_200 });
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: product.id,
        variantId: large.id,
        variantSku: large.sku,
        variantLabel: "120 capsules",
        productName: "Ashwagandha Capsules",
        unitLabel: "120 capsules",
        quantity: 2,
        unitPrice: 55_000,
        discountPrice: 49_900,
        totalPrice: 99_800,
      }),
    ]);
    // Only the larger size's stock moved; the product's stock is the sum the trigger keeps.
    expect(await stocks(product.id)).toEqual({ variants: [10, 4], product: 14 });
    expect(small.id).not.toBe(large.id);
  });

  it("places two sizes of one product as two lines, all or nothing, and names the short size", async () => {
    const product = await ashwagandha(3, 1);
    const [small, large] = product.variants;
    const both = await shopper([
      { productId: product.id, variantId: small.id, quantity: 2 },
      { productId: product.id, variantId: large.id, quantity: 1 },
    ]);
    const placed = await createOrder(checkout(both.id));
    const items = await db.orderItem.findMany({ where: { orderId: placed.id }, orderBy: { variantId: "asc" } });
    expect(items.map((item) => [item.variantId, item.quantity, item.discountPrice])).toEqual([
      [small.id, 2, 27_000],
      [large.id, 1, 49_900],
    ]);
    expect(await stocks(product.id)).toEqual({ variants: [1, 0], product: 1 });

    // The larger size is sold out: a cart with both sizes is refused whole, naming that size.
    const again = await shopper([
      { productId: product.id, variantId: small.id, quantity: 1 },
      { productId: product.id, variantId: large.id, quantity: 1 },
    ]);
    const error = await createOrder(checkout(again.id)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 409, message: "Ashwagandha Capsules, 120 capsules is out of stock" });
    expect(await stocks(product.id)).toEqual({ variants: [1, 0], product: 1 });
    expect(await db.cartItem.count({ where: { cart: { customerId: again.id } } })).toBe(2);
  });

  it("refuses a size made inactive after it was added, and a short size with the units left", async () => {
    const product = await ashwagandha(2, 5);
    const [small, large] = product.variants;
    const short = await shopper([{ productId: product.id, variantId: small.id, quantity: 3 }]);
    await expect(createOrder(checkout(short.id))).rejects.toMatchObject({
      status: 409,
      message: "Only 2 left in stock of Ashwagandha Capsules, 60 capsules",
    });
    const customer = await shopper([{ productId: product.id, variantId: large.id }]);
    await db.productVariant.update({ where: { id: large.id }, data: { active: false } });
    await expect(createOrder(checkout(customer.id))).rejects.toMatchObject({
      status: 409,
      code: "product_unavailable",
    });
    expect((await stocks(product.id)).variants).toEqual([2, 5]);
  });

  it("applies a cart coupon to the variants' prices", async () => {
    const product = await ashwagandha(10, 10);
    const coupon = await db.coupon.findFirstOrThrow({
      where: { group: "for_all", active: true, discountType: "percent", minCartTotal: { lte: 99_800 } },
    });
    const customer = await shopper(
      [{ productId: product.id, variantId: product.variants[1].id, quantity: 2 }],
      coupon.code,
    );
    const placed = await createOrder(checkout(customer.id));
    const order = await db.order.findUniqueOrThrow({ where: { id: placed.id } });
    const expected = Math.min(Math.round((99_800 * coupon.discount) / 100), coupon.maxDiscount ?? Infinity);
    expect(order.subtotal).toBe(99_800);
    expect(order.couponDiscount).toBe(expected);
    expect(order.couponDiscount).toBeGreaterThan(0);
  });

  it("never oversells a size when shoppers race for two sizes of one product: one sells out, the other not", async () => {
    const product = await ashwagandha(8, 60);
    const [small, large] = product.variants;
    const smallBuyers = await Promise.all(
      Array.from({ length: 40 }, () => shopper([{ productId: product.id, variantId: small.id }])),
    );
    const largeBuyers = await Promise.all(
      Array.from({ length: 40 }, () => shopper([{ productId: product.id, variantId: large.id }])),
    );
    const bothBuyers = await Promise.all(
      Array.from({ length: 10 }, () =>
        shopper([
          { productId: product.id, variantId: small.id },
          { productId: product.id, variantId: large.id },
        ]),
      ),
    );
    const everyone = [...smallBuyers, ...largeBuyers, ...bothBuyers];
    // Interleave them so that the racing checkouts mix the sizes.
    everyone.sort(() => Math.random() - 0.5);

    const { results, refused, units } = await race(everyone, product.id);
    // The smaller size sold exactly its 8; every shopper who wanted only the larger one got it.
    expect(units.get(small.id)).toBe(8);
    const largeSold = units.get(large.id) ?? 0;
    expect(largeSold).toBeGreaterThanOrEqual(40);
    expect(largeSold).toBeLessThanOrEqual(50);
    expect(await stocks(product.id)).toEqual({ variants: [0, 60 - largeSold], product: 60 - largeSold });
    const placed = results.filter((result) => result.status === "fulfilled").length;
    expect(await db.order.count({ where: { customerId: { in: everyone.map((customer) => customer.id) } } })).toBe(
      placed,
    );
    expect(placed).toBe(refused.length === 0 ? everyone.length : everyone.length - refused.length);
    expect(refused.length).toBeGreaterThanOrEqual(32);
  }, 180_000);

  it("never oversells either size when both sell out under the race", async () => {
    const product = await ashwagandha(6, 9);
    const [small, large] = product.variants;
    const lines = [
      ...Array.from({ length: 25 }, () => [{ productId: product.id, variantId: small.id }]),
      ...Array.from({ length: 25 }, () => [{ productId: product.id, variantId: large.id }]),
      ...Array.from({ length: 10 }, () => [
        { productId: product.id, variantId: small.id },
        { productId: product.id, variantId: large.id },
      ]),
    ];
    const everyone = await Promise.all(lines.map((wanted) => shopper(wanted)));
    everyone.sort(() => Math.random() - 0.5);

    const { results, refused, units } = await race(everyone, product.id);
    // 35 shoppers want each size: each sells exactly its stock, never more.
    expect([units.get(small.id), units.get(large.id)]).toEqual([6, 9]);
    expect(await stocks(product.id)).toEqual({ variants: [0, 0], product: 0 });
    const placed = results.length - refused.length;
    expect(await db.order.count({ where: { customerId: { in: everyone.map((customer) => customer.id) } } })).toBe(
      placed,
    );
  }, 180_000);
});
