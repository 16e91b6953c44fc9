import { randomUUID } from "node:crypto";
import { MAX_LINE_QUANTITY } from "@/lib/domain/cart-limits";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { productWithSizes } from "@/scripts/jest/variants";
import { addItem, addItems, getCart, mergeGuestCart, removeItem, setItemQuantity, type CartOwner } from "./service";

afterAll(() => db.$disconnect());

const guest = (): CartOwner => ({ guestCartId: randomUUID() });

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** Ashwagandha in two sizes: 60 capsules (default) at ₹300 → ₹270, 120 capsules at ₹550 → ₹499. */
async function ashwagandha(stock60 = 10, stock120 = 4) {
  return productWithSizes(db, "Ashwagandha Capsules", [
    { value: "60 capsules", price: 30_000, salePrice: 27_000, stock: stock60 },
    { value: "120 capsules", price: 55_000, salePrice: 49_900, stock: stock120 },
  ]);
}

describe("a cart line per variant", () => {
  it("keeps two sizes of one product as two lines, each priced, named and stocked as its variant", async () => {
    const product = await ashwagandha();
    const [small, large] = product.variants;
    const owner = guest();
    await addItem(owner, { productId: product.id, variantId: large.id, quantity: 2 });
    await addItem(owner, { productId: product.id, quantity: 1 }); // no variant: the default, 60 capsules
    const cart = await addItem(owner, { productId: product.id, variantId: large.id, quantity: 1 });

    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toMatchObject({
      id: product.id,
      variantId: large.id,
      sku: large.sku,
      optionValues: ["120 capsules"],
      label: "Ashwagandha Capsules, 120 capsules",
      name: "Ashwagandha Capsules",
      quantity: 3,
      originalPrice: 550,
      discountPrice: 499,
      quantity_unit: "120 capsules",
      stock: 4,
      maxQuantity: 4,
      lineTotal: 1497,
    });
    expect(cart.items[1]).toMatchObject({
      variantId: small.id,
      sku: small.sku,
      label: "Ashwagandha Capsules, 60 capsules",
      quantity: 1,
      discountPrice: 270,
      stock: 10,
    });
    // ₹499 × 3 + ₹270 = ₹1,767; MRP ₹550 × 3 + ₹300 = ₹1,950.
    expect(cart.totals).toMatchObject({ subtotal: 1767, totalOriginalPrice: 1950, totalItems: 4 });
  });

  it("refuses another product's variant, an unknown one and an inactive one, adding nothing", async () => {
    const product = await ashwagandha();
    const other = await ashwagandha();
    const owner = guest();
    const foreign = await refusal(
      addItem(owner, { productId: product.id, variantId: other.variants[1].id, quantity: 1 }),
    );
    expect(foreign).toMatchObject({ status: 404, code: "variant_not_found" });
    const unknown = await refusal(addItem(owner, { productId: product.id, variantId: 2_000_000_000, quantity: 1 }));
    expect(unknown).toMatchObject({ status: 404, code: "variant_not_found" });
    const huge = await refusal(addItem(owner, { productId: product.id, variantId: 99_999_999_999, quantity: 1 }));
    expect(huge).toMatchObject({ status: 404, code: "variant_not_found" });
    await db.productVariant.update({ where: { id: product.variants[1].id }, data: { active: false } });
    const inactive = await refusal(
      addItem(owner, { productId: product.id, variantId: product.variants[1].id, quantity: 1 }),
    );
    expect(inactive).toMatchObject({ status: 409, code: "variant_unavailable" });
    // All or nothing: a list with one bad line adds none.
    await refusal(
      addItems(owner, [
        { productId: product.id, variantId: product.variants[0].id, quantity: 1 },
        { productId: product.id, variantId: other.variants[0].id, quantity: 1 },
      ]),
    );
    expect((await getCart(owner)).items).toEqual([]);
  });

  it("checks stock against the chosen variant, not the product's summed stock", async () => {
    const product = await ashwagandha(10, 2);
    const [small, large] = product.variants;
    const owner = guest();
    // The product's stock is 12, but the larger size has 2.
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(12);
    const short = await refusal(addItem(owner, { productId: product.id, variantId: large.id, quantity: 3 }));
    expect(short).toMatchObject({ status: 409, code: "insufficient_stock" });
    await addItem(owner, { productId: product.id, variantId: large.id, quantity: 2 });
    const over = await refusal(addItem(owner, { productId: product.id, variantId: large.id, quantity: 1 }));
    expect(over).toMatchObject({ status: 409, code: "insufficient_stock" });
    // The smaller size is its own line with its own stock.
    const cart = await addItem(owner, { productId: product.id, variantId: small.id, quantity: 10 });
    expect(cart.items.map((item) => [item.variantId, item.quantity])).toEqual([
      [large.id, 2],
      [small.id, 10],
    ]);
    await db.productVariant.update({ where: { id: large.id }, data: { stock: 0 } });
    const soldOut = await refusal(setItemQuantity(owner, { productId: product.id, variantId: large.id, quantity: 1 }));
    expect(soldOut).toMatchObject({ status: 409, code: "out_of_stock" });
  });

  it("applies the line limit per variant", async () => {
    const product = await ashwagandha(200, 200);
    const [small, large] = product.variants;
    const owner = guest();
    await addItem(owner, { productId: product.id, variantId: small.id, quantity: MAX_LINE_QUANTITY });
    const cart = await addItem(owner, { productId: product.id, variantId: large.id, quantity: MAX_LINE_QUANTITY });
    expect(cart.totals.totalItems).toBe(2 * MAX_LINE_QUANTITY);
    const limit = await refusal(addItem(owner, { productId: product.id, variantId: large.id, quantity: 1 }));
    expect(limit).toMatchObject({ status: 409, code: "quantity_limit" });
  });

  it("updates and removes one size's line; without a variant, a product with two lines must say which", async () => {
    const product = await ashwagandha();
    const [small, large] = product.variants;
    const owner = guest();
    await addItem(owner, { productId: product.id, variantId: small.id, quantity: 1 });
    await addItem(owner, { productId: product.id, variantId: large.id, quantity: 1 });

    const set = await setItemQuantity(owner, { productId: product.id, variantId: large.id, quantity: 3 });
    expect(set.items.map((item) => [item.variantId, item.quantity])).toEqual([
      [small.id, 1],
      [large.id, 3],
    ]);
    const ambiguous = await refusal(setItemQuantity(owner, { productId: product.id, quantity: 2 }));
    expect(ambiguous).toMatchObject({ status: 422, code: "variant_required" });
    const absent = await refusal(
      setItemQuantity(owner, { productId: product.id, variantId: large.id + 1_000_000, quantity: 2 }),
    );
    expect(absent).toMatchObject({ status: 404, code: "not_in_cart" });

    const removed = await removeItem(owner, { productId: product.id, variantId: small.id });
    expect(removed.items.map((item) => item.variantId)).toEqual([large.id]);
    // One line left: the product's id alone addresses it.
    const only = await setItemQuantity(owner, { productId: product.id, quantity: 2 });
    expect(only.items[0]).toMatchObject({ variantId: large.id, quantity: 2 });
    await addItem(owner, { productId: product.id, variantId: small.id, quantity: 1 });
    // Removing by product removes every size.
    expect((await removeItem(owner, product.id)).items).toEqual([]);
  });

  it("merges a guest's sizes into the customer's cart size by size", async () => {
    const product = await ashwagandha(10, 3);
    const [small, large] = product.variants;
    const customer = await db.customer.create({ data: { phone: `+9191${String(Date.now()).slice(-8)}` } });
    await addItem({ customerId: customer.id }, { productId: product.id, variantId: large.id, quantity: 2 });
    const guestOwner = guest();
    await addItem(guestOwner, { productId: product.id, variantId: large.id, quantity: 2 });
    await addItem(guestOwner, { productId: product.id, variantId: small.id, quantity: 1 });
    if (!("guestCartId" in guestOwner)) throw new Error("guest expected");
    await mergeGuestCart(guestOwner.guestCartId, customer.id);
    const cart = await getCart({ customerId: customer.id });
    // 2 + 2 of the larger size, capped at its stock of 3; the smaller size is a line of its own.
    expect(cart.items.map((item) => [item.variantId, item.quantity])).toEqual([
      [large.id, 3],
      [small.id, 1],
    ]);
  });

  it("adds racing requests for the same size up on one line", async () => {
    const product = await ashwagandha(50, 50);
    const large = product.variants[1];
    const owner = guest();
    await Promise.all(
      Array.from({ length: 5 }, () => addItem(owner, { productId: product.id, variantId: large.id, quantity: 1 })),
    );
    const cart = await getCart(owner);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ variantId: large.id, quantity: 5 });
  });
});
