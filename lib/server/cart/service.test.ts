import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import {
  addItem,
  addItems,
  clearCart,
  getCart,
  mergeGuestCart,
  removeItem,
  setItemQuantity,
  type CartOwner,
} from "./service";

afterAll(() => db.$disconnect());

const guest = (): CartOwner => ({ guestCartId: randomUUID() });

async function productBySlug(slug: string) {
  return db.product.findUniqueOrThrow({ where: { slug } });
}

async function newCustomer() {
  return db.customer.create({
    data: {
      phone: `+9190${Math.floor(Math.random() * 1e8)
        .toString()
        .padStart(8, "0")}`,
    },
  });
}

async function expectCartError(promise: Promise<unknown>, status: number, message: string | RegExp) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status });
  expect((error as AppError).message).toMatch(message);
}

describe("reading", () => {
  it("gives an empty cart all zeros and '0.00' strings", async () => {
    const cart = await getCart(guest());
    expect(cart).toEqual({
      id: null,
      items: [],
      totals: {
        subtotal: 0,
        total: 0,
        totalItems: 0,
        totalOriginalPrice: 0,
        totalSavings: 0,
        formattedTotalOriginalPrice: "0.00",
        formattedTotalSavings: "0.00",
      },
      summary: {
        itemCount: 0,
        subtotal: 0,
        productDiscount: 0,
        couponDiscount: 0,
        totalSavings: 0,
        total: 0,
        originalTotal: 0,
        couponCode: null,
        lines: [{ key: "subtotal", label: "Subtotal", amount: 0, sign: 1 }],
      },
    });
  });

  it("prices every line from the database on every read", async () => {
    const owner = guest();
    const chyawanprash = await productBySlug("chyawanprash-special");
    await addItem(owner, { productId: chyawanprash.id, quantity: 2 });

    const before = await getCart(owner);
    expect(before.items[0]).toMatchObject({
      id: chyawanprash.id,
      name: chyawanprash.name,
      quantity: 2,
      originalPrice: chyawanprash.price / 100,
      discountPrice: chyawanprash.salePrice / 100,
      product_price: chyawanprash.salePrice / 100,
      quantity_unit: chyawanprash.unitLabel,
      lineTotal: (chyawanprash.salePrice * 2) / 100,
    });
    expect(before.items[0].discountPercentage).toBeGreaterThan(0);
    expect(before.items[0].image).toMatch(/^\/images\//);

    await db.product.update({
      where: { id: chyawanprash.id },
      data: { price: 50000, salePrice: 40000, discountType: "percent", discount: 20 },
    });
    const after = await getCart(owner);
    expect(after.items[0]).toMatchObject({
      originalPrice: 500,
      discountPrice: 400,
      product_price: 400,
      discountPercentage: 20,
      lineTotal: 800,
    });
    expect(after.totals).toEqual({
      subtotal: 800,
      total: 800,
      totalItems: 2,
      totalOriginalPrice: 1000,
      totalSavings: 200,
      formattedTotalOriginalPrice: "1000.00",
      formattedTotalSavings: "200.00",
    });
    expect(after.summary).toMatchObject({
      itemCount: 2,
      subtotal: 800,
      productDiscount: 200,
      couponDiscount: 0,
      total: 800,
      originalTotal: 1000,
    });
    // The lines the page shows add up to the total (issue 16, defect 3).
    expect(after.summary.lines).toEqual([
      { key: "subtotal", label: "Subtotal", amount: 1000, sign: 1 },
      { key: "productDiscount", label: "Product Discount", amount: 200, sign: -1 },
    ]);
  });

  it("shows the placeholder image for a product without images", async () => {
    const owner = guest();
    const giloy = await productBySlug("giloy-ghanvati-tablets");
    await db.productImage.deleteMany({ where: { productId: giloy.id } });
    const cart = await addItem(owner, { productId: giloy.id, quantity: 1 });
    expect(cart.items[0].image).toBe("/images/placeholder.webp");
  });
});

describe("adding", () => {
  it("appends a new line and raises an existing line by the added quantity", async () => {
    const owner = guest();
    const giloy = await productBySlug("giloy-ghanvati-tablets");
    const triphala = await productBySlug("triphala-churna");
    await addItem(owner, { productId: giloy.id, quantity: 1 });
    await addItem(owner, { productId: triphala.id, quantity: 2 });
    const cart = await addItem(owner, { productId: giloy.id, quantity: 3 });
    expect(cart.items.map(({ id, quantity }) => [id, quantity])).toEqual([
      [giloy.id, 4],
      [triphala.id, 2],
    ]);
    expect(cart.totals.totalItems).toBe(6);
    expect(cart.id).toBe("guestCartId" in owner && owner.guestCartId);
  });

  it("adds several items all or nothing", async () => {
    const owner = guest();
    const giloy = await productBySlug("giloy-ghanvati-tablets");
    const amla = await productBySlug("amla-vitamin-c-capsules");
    await expectCartError(
      addItems(owner, [
        { productId: giloy.id, quantity: 1 },
        { productId: amla.id, quantity: 1 },
      ]),
      409,
      "This product is out of stock",
    );
    expect((await getCart(owner)).items).toEqual([]);
  });

  it("refuses unknown products, unavailable or sold-out products and quantities beyond stock", async () => {
    const owner = guest();
    const moringa = await productBySlug("moringa-leaf-capsules");
    await expectCartError(addItem(owner, { productId: 999999, quantity: 1 }), 404, "Product not found");
    await expectCartError(
      addItem(owner, { productId: (await productBySlug("amla-vitamin-c-capsules")).id, quantity: 1 }),
      409,
      "This product is out of stock",
    );
    await db.product.update({ where: { id: moringa.id }, data: { stock: 5 } });
    await expectCartError(addItem(owner, { productId: moringa.id, quantity: 6 }), 409, "Only 5 left in stock");
    await addItem(owner, { productId: moringa.id, quantity: 4 });
    await expectCartError(addItem(owner, { productId: moringa.id, quantity: 2 }), 409, "Only 5 left in stock");
    expect((await getCart(owner)).items[0].quantity).toBe(4);
    await db.product.update({ where: { id: moringa.id }, data: { available: false } });
    await expectCartError(addItem(owner, { productId: moringa.id, quantity: 1 }), 409, "This product is out of stock");
  });

  it("keeps one line per product when 20 adds of it race on a new cart", async () => {
    const owner = guest();
    const triphala = await productBySlug("triphala-churna");
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => addItem(owner, { productId: triphala.id, quantity: 1 })),
    );
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    const cartId = "guestCartId" in owner ? owner.guestCartId : "";
    expect(await db.cart.count({ where: { id: cartId } })).toBe(1);
    expect(await db.cartItem.findMany({ where: { cartId }, select: { productId: true, quantity: true } })).toEqual([
      { productId: triphala.id, quantity: 20 },
    ]);
  });

  it("gives a signed-in customer one cart, even when the first adds race", async () => {
    const customer = await newCustomer();
    const giloy = await productBySlug("giloy-ghanvati-tablets");
    await Promise.all(
      Array.from({ length: 5 }, () => addItem({ customerId: customer.id }, { productId: giloy.id, quantity: 1 })),
    );
    const carts = await db.cart.findMany({ where: { customerId: customer.id }, include: { items: true } });
    expect(carts).toHaveLength(1);
    expect(carts[0].items.map((item) => item.quantity)).toEqual([5]);
  });
});

describe("changing quantities, removing and clearing", () => {
  it("sets a quantity, removes the line at 0 or below, and checks stock", async () => {
    const owner = guest();
    const giloy = await productBySlug("giloy-ghanvati-tablets");
    const triphala = await productBySlug("triphala-churna");
    await addItems(owner, [
      { productId: giloy.id, quantity: 1 },
      { productId: triphala.id, quantity: 1 },
    ]);
    expect((await setItemQuantity(owner, { productId: giloy.id, quantity: 7 })).items[0].quantity).toBe(7);
    await expectCartError(
      setItemQuantity(owner, { productId: giloy.id, quantity: giloy.stock + 1 }),
      409,
      `Only ${giloy.stock} left in stock`,
    );
    await expectCartError(
      setItemQuantity(owner, { productId: 999999, quantity: 2 }),
      404,
      "This product is not in your cart",
    );
    expect((await setItemQuantity(owner, { productId: giloy.id, quantity: 0 })).items.map((item) => item.id)).toEqual([
      triphala.id,
    ]);
    expect((await setItemQuantity(owner, { productId: triphala.id, quantity: -3 })).items).toEqual([]);
  });

  it("removes one line and clears the whole cart", async () => {
    const owner = guest();
    const giloy = await productBySlug("giloy-ghanvati-tablets");
    const triphala = await productBySlug("triphala-churna");
    await addItems(owner, [
      { productId: giloy.id, quantity: 2 },
      { productId: triphala.id, quantity: 1 },
    ]);
    const afterRemove = await removeItem(owner, giloy.id);
    expect(afterRemove.items.map((item) => item.id)).toEqual([triphala.id]);
    expect(afterRemove.totals.totalItems).toBe(1);
    const cleared = await clearCart(owner);
    expect(cleared.items).toEqual([]);
    expect(cleared.totals.formattedTotalSavings).toBe("0.00");
  });

  it("drops an applied coupon on any change of the lines and says so", async () => {
    const owner = guest();
    const cartId = "guestCartId" in owner ? owner.guestCartId : "";
    const giloy = await productBySlug("giloy-ghanvati-tablets");
    const coupon = await db.coupon.findFirstOrThrow();
    const applyCoupon = () => db.cart.update({ where: { id: cartId }, data: { couponId: coupon.id } });

    expect((await addItem(owner, { productId: giloy.id, quantity: 1 })).couponRemoved).toBe(false);
    await applyCoupon();
    expect(await addItem(owner, { productId: giloy.id, quantity: 1 })).toMatchObject({
      couponRemoved: true,
      removedCouponCode: coupon.code,
    });
    expect((await db.cart.findUniqueOrThrow({ where: { id: cartId } })).couponId).toBeNull();

    await applyCoupon();
    expect((await setItemQuantity(owner, { productId: giloy.id, quantity: 3 })).couponRemoved).toBe(true);
    await applyCoupon();
    expect((await removeItem(owner, 999999)).couponRemoved).toBe(false);
    expect((await removeItem(owner, giloy.id)).couponRemoved).toBe(true);
    await applyCoupon();
    expect((await clearCart(owner)).couponRemoved).toBe(true);
    expect((await db.cart.findUniqueOrThrow({ where: { id: cartId } })).couponId).toBeNull();
  });
});

describe("merging a guest cart on sign-in", () => {
  it("adds quantities up capped at stock, skips sold-out products, deletes the guest cart and is idempotent", async () => {
    const customer = await newCustomer();
    const giloy = await productBySlug("giloy-ghanvati-tablets");
    const triphala = await productBySlug("triphala-churna");
    const brahmi = await productBySlug("brahmi-vati");
    await db.product.update({ where: { id: brahmi.id }, data: { stock: 6 } });
    await addItems({ customerId: customer.id }, [
      { productId: giloy.id, quantity: 2 },
      { productId: brahmi.id, quantity: 4 },
    ]);
    const guestOwner = guest();
    const guestCartId = "guestCartId" in guestOwner ? guestOwner.guestCartId : "";
    await addItems(guestOwner, [
      { productId: giloy.id, quantity: 3 },
      { productId: brahmi.id, quantity: 4 },
      { productId: triphala.id, quantity: 1 },
    ]);
    await db.product.update({ where: { id: triphala.id }, data: { stock: 0 } });

    await Promise.all([mergeGuestCart(guestCartId, customer.id), mergeGuestCart(guestCartId, customer.id)]);
    await mergeGuestCart(guestCartId, customer.id);

    const cart = await getCart({ customerId: customer.id });
    expect(cart.items.map(({ id, quantity }) => [id, quantity])).toEqual([
      [giloy.id, 5],
      [brahmi.id, 6],
    ]);
    expect(await db.cart.count({ where: { id: guestCartId } })).toBe(0);
  });

  it("gives a customer without a cart the guest's lines", async () => {
    const customer = await newCustomer();
    const giloy = await productBySlug("giloy-ghanvati-tablets");
    const guestOwner = guest();
    await addItem(guestOwner, { productId: giloy.id, quantity: 2 });
    await mergeGuestCart("guestCartId" in guestOwner ? guestOwner.guestCartId : "", customer.id);
    expect((await getCart({ customerId: customer.id })).items.map((item) => item.quantity)).toEqual([2]);
  });

  it("brings the coupon the guest applied; without one, the new lines clear the customer's coupon", async () => {
    const [welcome, flat] = await Promise.all(
      ["WELCOME10", "FLAT100"].map((code) => db.coupon.findUniqueOrThrow({ where: { code } })),
    );
    const giloy = await productBySlug("giloy-ghanvati-tablets");
    const merged = async (guestCoupon: number | null) => {
      const customer = await newCustomer();
      await addItem({ customerId: customer.id }, { productId: giloy.id, quantity: 1 });
      await db.cart.update({ where: { customerId: customer.id }, data: { couponId: welcome.id } });
      const guestOwner = guest();
      await addItem(guestOwner, { productId: giloy.id, quantity: 1 });
      const guestCartId = "guestCartId" in guestOwner ? guestOwner.guestCartId : "";
      await db.cart.update({ where: { id: guestCartId }, data: { couponId: guestCoupon } });
      await mergeGuestCart(guestCartId, customer.id);
      return (await getCart({ customerId: customer.id })).summary.couponCode;
    };
    expect(await merged(flat.id)).toBe("FLAT100");
    expect(await merged(null)).toBeNull();
  });
});
