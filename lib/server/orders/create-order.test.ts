import { db } from "@/lib/server/db";
// next/cache is the Jest stand-in (scripts/jest/next-cache.ts), which records revalidated tags.
import { revalidatedTags } from "@/scripts/jest/next-cache";
import { CHECKOUT_MESSAGES } from "@/lib/domain/checkout-messages";
import { createOrder, type CheckoutInput } from "./create-order";
import { AppError } from "@/lib/server/errors";

afterAll(() => db.$disconnect());

let phoneCounter = 0;

async function shopper({
  productId,
  quantity = 1,
  couponCode,
}: {
  productId: number;
  quantity?: number;
  couponCode?: string;
}) {
  phoneCounter += 1;
  const phone = `+9170000${String(phoneCounter).padStart(5, "0")}`;
  const coupon = couponCode ? await db.coupon.findUniqueOrThrow({ where: { code: couponCode } }) : null;
  const customer = await db.customer.create({
    data: {
      phone,
      name: "Asha Rao",
      cart: { create: { couponId: coupon?.id, items: { create: { productId, quantity } } } },
    },
  });
  return customer;
}

function checkout(customerId: number, overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    customerId,
    idempotencyKey: null,
    paymentMethod: "cod",
    contact: { firstName: "Asha", lastName: "Rao", email: "asha@example.in", phone: "+919812345678" },
    address: { address: "12 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" },
    notes: null,
    ...overrides,
  };
}

async function productWith(fields: { stock?: number; price?: number; available?: boolean }) {
  const product = await db.product.findFirstOrThrow({
    where: { discountType: null, available: true },
    orderBy: { id: "asc" },
  });
  return db.product.update({
    where: { id: product.id },
    data: {
      stock: fields.stock ?? 100,
      price: fields.price ?? product.price,
      salePrice: fields.price ?? product.price,
      available: fields.available ?? true,
    },
  });
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("createOrder", () => {
  it("prices the order from the database, redeems the coupon, takes the stock and empties the cart", async () => {
    const product = await productWith({ stock: 50, price: 50000 });
    const customer = await shopper({ productId: product.id, quantity: 3, couponCode: "WELCOME10" });

    const order = await createOrder(checkout(customer.id));

    const stored = await db.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { items: true, history: true, redemption: true },
    });
    expect(stored).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      paymentMethod: "cod",
      itemsOriginalTotal: 150000,
      subtotal: 150000,
      couponDiscount: 15000,
      shippingCost: 0,
      total: 135000,
      couponCode: "WELCOME10",
      deliveryCountry: "India",
    });
    expect(stored.items).toEqual([
      expect.objectContaining({
        productId: product.id,
        quantity: 3,
        unitPrice: 50000,
        discountPrice: 50000,
        totalPrice: 150000,
      }),
    ]);
    expect(stored.history).toEqual([expect.objectContaining({ status: "pending", changedByName: "Customer" })]);
    expect(stored.redemption).toMatchObject({ customerId: customer.id, amount: 15000 });
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(47);
    expect(await db.cartItem.count({ where: { cart: { customerId: customer.id } } })).toBe(0);
    expect(order.orderNumber).toMatch(/^ORD-\d{6}-[0-9A-F]{8}$/);
  });

  it("revalidates the product's own page and API answer on every sale, and the listings when it sells out", async () => {
    const product = await productWith({ stock: 3 });
    revalidatedTags.splice(0);
    await createOrder(checkout((await shopper({ productId: product.id, quantity: 2 })).id));
    expect(revalidatedTags).toEqual([`product:${product.id}`]);

    revalidatedTags.splice(0);
    await createOrder(checkout((await shopper({ productId: product.id, quantity: 1 })).id));
    expect(revalidatedTags).toEqual(["products", `product:${product.id}`]);
  });

  it("charges shipping below the free-shipping threshold", async () => {
    const product = await productWith({ price: 4000 });
    const customer = await shopper({ productId: product.id });
    const order = await createOrder(checkout(customer.id));
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      subtotal: 4000,
      shippingCost: 799,
      total: 4799,
    });
  });

  it("returns the same order for a repeated idempotency key, taking the stock once", async () => {
    const product = await productWith({ stock: 5 });
    const customer = await shopper({ productId: product.id, quantity: 2 });
    const input = checkout(customer.id, { idempotencyKey: "key-123" });

    const [first, second] = await Promise.all([createOrder(input), createOrder(input)]);
    const third = await createOrder(input);

    expect(second.id).toBe(first.id);
    expect(third).toMatchObject({ id: first.id, replayed: true });
    expect(await db.order.count({ where: { customerId: customer.id } })).toBe(1);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(3);
  });

  it("sells exactly the stock when 200 shoppers check out at once", async () => {
    const product = await productWith({ stock: 10 });
    const customers = await Promise.all(Array.from({ length: 200 }, () => shopper({ productId: product.id })));

    const results = await Promise.allSettled(customers.map((customer) => createOrder(checkout(customer.id))));

    const placed = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === "rejected");
    expect(placed).toHaveLength(10);
    expect(refused.every((result) => result.reason instanceof AppError && result.reason.status === 409)).toBe(true);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(0);
    expect(await db.order.count({ where: { customerId: { in: customers.map((customer) => customer.id) } } })).toBe(10);
  }, 120_000);

  it("redeems a one-time coupon exactly once when 50 shoppers use it at once", async () => {
    const product = await productWith({ stock: 1000, price: 60000 });
    const customers = await Promise.all(
      Array.from({ length: 50 }, () => shopper({ productId: product.id, couponCode: "FIRSTORDER" })),
    );

    const results = await Promise.allSettled(customers.map((customer) => createOrder(checkout(customer.id))));

    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const coupon = await db.coupon.findUniqueOrThrow({ where: { code: "FIRSTORDER" }, include: { redemptions: true } });
    expect(coupon.usedCount).toBe(1);
    expect(coupon.redemptions).toHaveLength(1);
  }, 120_000);

  it("places one order when the same cart is submitted twice at once without a key", async () => {
    const product = await productWith({ stock: 20 });
    const customer = await shopper({ productId: product.id, quantity: 2 });

    const results = await Promise.allSettled([createOrder(checkout(customer.id)), createOrder(checkout(customer.id))]);

    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refusal = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
    expect(refusal?.reason).toMatchObject({ status: 422, message: CHECKOUT_MESSAGES.emptyCart });
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(18);
  });

  it("keeps a customer within a coupon's per-customer limit", async () => {
    const product = await productWith({ stock: 100, price: 60000 });
    const coupon = await db.coupon.create({
      data: {
        code: "TWICEONLY",
        group: "for_all",
        discountType: "percent",
        discount: 5,
        perCustomerLimit: 2,
        validFrom: new Date(Date.now() - 86_400_000),
        validTo: new Date(Date.now() + 86_400_000),
      },
    });
    const customer = await shopper({ productId: product.id, couponCode: coupon.code });
    const reuse = () =>
      db.cart.update({
        where: { customerId: customer.id },
        data: { couponId: coupon.id, items: { create: { productId: product.id, quantity: 1 } } },
      });

    await createOrder(checkout(customer.id));
    await reuse();
    await createOrder(checkout(customer.id));
    await reuse();
    const error = await rejection(createOrder(checkout(customer.id)));

    expect(error).toMatchObject({ status: 422, message: "You have already used this coupon" });
    expect(await db.couponRedemption.count({ where: { couponId: coupon.id } })).toBe(2);
    expect((await db.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(2);
    expect(await db.cartItem.count({ where: { cart: { customerId: customer.id } } })).toBe(1);
  });

  it("refuses a product the merchant has taken off sale", async () => {
    const product = await productWith({ stock: 5 });
    const customer = await shopper({ productId: product.id });
    await db.product.update({ where: { id: product.id }, data: { available: false } });
    try {
      const error = await rejection(createOrder(checkout(customer.id)));
      expect(error).toMatchObject({ status: 409, message: `${product.name} is out of stock` });
    } finally {
      await db.product.update({ where: { id: product.id }, data: { available: true } });
    }
  });

  it("refuses an empty cart", async () => {
    const customer = await db.customer.create({ data: { phone: "+917999999999" } });
    const error = await rejection(createOrder(checkout(customer.id)));
    expect(error).toMatchObject({ status: 422, message: CHECKOUT_MESSAGES.emptyCart });
  });

  it("refuses more than the stock and changes nothing", async () => {
    const product = await productWith({ stock: 2 });
    const customer = await shopper({ productId: product.id, quantity: 3 });
    const error = await rejection(createOrder(checkout(customer.id)));
    expect(error.status).toBe(409);
    expect(error.message).toContain("Only 2 left in stock");
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(2);
    expect(await db.order.count({ where: { customerId: customer.id } })).toBe(0);
    expect(await db.cartItem.count({ where: { cart: { customerId: customer.id } } })).toBe(1);
  });

  it("refuses an expired coupon left on the cart", async () => {
    const product = await productWith({ price: 200000 });
    const customer = await shopper({ productId: product.id, couponCode: "DIWALI20" });
    const error = await rejection(createOrder(checkout(customer.id)));
    expect(error).toMatchObject({ status: 422, message: "This coupon has expired" });
  });

  it("refuses cash on delivery when the merchant has turned it off", async () => {
    const product = await productWith({});
    const customer = await shopper({ productId: product.id });
    await db.storeSettings.update({ where: { id: 1 }, data: { codEnabled: false } });
    try {
      const error = await rejection(createOrder(checkout(customer.id)));
      expect(error).toMatchObject({ status: 422, code: "cod_unavailable" });
      const online = await createOrder(checkout(customer.id, { paymentMethod: "prepaid" }));
      expect(online).toMatchObject({ paymentMethod: "prepaid", paymentStatus: "pending" });
    } finally {
      await db.storeSettings.update({ where: { id: 1 }, data: { codEnabled: true } });
    }
  });

  it("refuses cash on delivery above the merchant's limit, naming the limit, and accepts it within the limit", async () => {
    const product = await productWith({});
    const customer = await shopper({ productId: product.id });
    await db.storeSettings.update({ where: { id: 1 }, data: { codMaxAmount: 100 } });
    try {
      const error = await rejection(createOrder(checkout(customer.id)));
      expect(error).toMatchObject({
        status: 422,
        code: "cod_unavailable",
        message: "Cash on Delivery is not available for orders above ₹1.00. Please pay online.",
      });
      await db.storeSettings.update({ where: { id: 1 }, data: { codMaxAmount: 100_000_00 } });
      expect(await createOrder(checkout(customer.id))).toMatchObject({ paymentMethod: "cod" });
    } finally {
      await db.storeSettings.update({ where: { id: 1 }, data: { codMaxAmount: null } });
    }
  });
});
