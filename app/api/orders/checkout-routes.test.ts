import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { hmacHex, paymentSignature } from "@/lib/server/payments/signatures";
import { DELETE as removeCartCoupon, POST as applyCartCoupon } from "../carts/coupon/route";
import { POST as addCartItem } from "../carts/items/route";
import { GET as getCart } from "../carts/route";
import { GET as listCoupons } from "../coupons/route";
import { POST as validateCoupon } from "../coupons/validate/route";
import { GET as getProfile } from "../customer/profile/route";
import { POST as updateProfile } from "../customer/profile/update/route";
import { GET as myOrders } from "../my-orders/route";
import { POST as webhook } from "../razorpay/webhook/route";
import { POST as startPayment } from "../rz/orderid/route";
import { GET as paymentPage } from "../rz/payment-page/route";
import { POST as verifyPayment } from "../rz/verify/route";
import { POST as placeOrder } from "./route";
import { withFakeRazorpay } from "@/scripts/jest/fake-razorpay";
import { accessToken, asCustomer, getRequest, jsonRequest, type RequestOptions } from "@/scripts/jest/requests";

const payments = withFakeRazorpay();
jest.mock("@/lib/server/payments/razorpay", () => {
  const actual = jest.requireActual("@/lib/server/payments/razorpay");
  return {
    ...actual,
    razorpayGateway: () =>
      actual.razorpayGateway({ ...jest.requireActual("@/lib/env").env(), RAZORPAY_API_URL: payments.fake.url }),
  };
});

afterAll(() => db.$disconnect());

let counter = 0;

/** A customer with `quantity` of a ₹600 product in the cart, and a bearer token. */
async function shopper({
  phone,
  quantity = 1,
  price = 60000,
}: { phone?: string; quantity?: number; price?: number } = {}) {
  counter += 1;
  const product = await db.product.findFirstOrThrow({
    where: { available: true, discountType: null },
    orderBy: { id: "asc" },
    skip: counter,
  });
  await db.product.update({ where: { id: product.id }, data: { price, salePrice: price, stock: 100 } });
  const customer = await db.customer.create({
    data: {
      phone: phone ?? `+9171000${String(counter).padStart(5, "0")}`,
      cart: { create: { items: { create: { productId: product.id, quantity } } } },
    },
  });
  const auth: RequestOptions = { bearer: await accessToken(asCustomer(customer.id)) };
  return { customer, product, auth };
}

const post = (path: string, body?: unknown, options?: RequestOptions) => jsonRequest("POST", path, body, options);

const ORDER = {
  customer_name: "Asha Rao",
  customer_email: "asha@example.in",
  customer_phone: "+919812345678",
  delivery_address: "12 MG Road",
  delivery_city: "Bengaluru",
  delivery_state: "Karnataka",
  delivery_pincode: "560001",
  delivery_country: "India",
  payment_method: "cod",
  notes: "",
  subtotal: 1,
  shipping_cost: 0,
  total_savings: 0,
  final_total: 1,
  applied_coupon: { code: "FAKE", discount_type: "amount", discount: 9999, discount_amount: 9999, description: "" },
  items: [{ id: 1, name: "x", image: "", quantity: 1, price: 0.01, discountPrice: 0.01 }],
};

describe("coupons", () => {
  it("lists current coupons in three groups, special ones only to the eligible phone", async () => {
    const anonymous = await (await listCoupons(getRequest("/api/coupons/"))).json();
    const codes = (list: { code: string }[]) => list.map((coupon) => coupon.code);
    expect(codes(anonymous.coupons_for_all)).toEqual(expect.arrayContaining(["WELCOME10", "FLAT100"]));
    expect(codes(anonymous.coupons_for_all)).not.toContain("DIWALI20");
    expect(codes(anonymous.coupons_for_all)).not.toContain("MONSOON150");
    expect(anonymous.special_coupons).toEqual([]);
    const flat = anonymous.coupons_for_all.find((coupon: { code: string }) => coupon.code === "FLAT100");
    expect(flat).toMatchObject({ type: "For All", discount: 100, discount_type: "amount", sign_in_required: false });
    // A guest sees which coupons need a signed-in customer before choosing one (issue 16, defect 8).
    const needsSignIn = [...anonymous.coupons_for_all, ...anonymous.one_time_coupons]
      .filter((coupon: { sign_in_required: boolean }) => coupon.sign_in_required)
      .map((coupon: { code: string }) => coupon.code);
    expect(needsSignIn).toEqual(expect.arrayContaining(["AYURVEDA15", "FIRSTORDER"]));
    expect(needsSignIn).not.toContain("WELCOME10");

    const vip =
      (await db.customer.findUnique({ where: { phone: "+919876543210" } })) ??
      (await db.customer.create({ data: { phone: "+919876543210" } }));
    const token = await accessToken(asCustomer(vip.id));
    const special = await (await listCoupons(getRequest("/api/coupons/", { bearer: token }))).json();
    expect(codes(special.special_coupons)).toEqual(["VIP25"]);
    expect(
      [...special.coupons_for_all, ...special.special_coupons, ...special.one_time_coupons].every(
        (coupon: { sign_in_required: boolean }) => !coupon.sign_in_required,
      ),
    ).toBe(true);
  });

  it("validates against the server's cart total, whatever cart_total the client sends", async () => {
    const { auth } = await shopper({ price: 50000 });
    const response = await validateCoupon(
      post("/api/coupons/validate/", { code: "flat100", cart_total: 5000, user_id: 1 }, auth),
    );
    expect(await response.json()).toEqual({
      valid: false,
      message: "Add items worth ₹999.00 or more to use this coupon",
      discount_amount: 0,
    });
    const welcome = await validateCoupon(
      post("/api/coupons/validate/", { code: "WELCOME10", cart_total: 1000000 }, auth),
    );
    expect(await welcome.json()).toEqual({
      valid: true,
      message: "Coupon WELCOME10 applied! You saved ₹50.00",
      discount_amount: 50,
    });
  });

  it.each([
    ["DIWALI20", "This coupon has expired"],
    ["MONSOON150", "This coupon is not valid yet"],
    ["VIP25", "This coupon is not available for your account"],
    ["NOSUCH", "Invalid coupon code"],
  ])("refuses %s: %s", async (code, message) => {
    const { auth } = await shopper({ quantity: 3 });
    const response = await applyCartCoupon(post("/api/carts/coupon/", { code }, auth));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: "coupon_invalid", message });
  });

  it("keeps one coupon per cart, the latest applied, and removes it", async () => {
    const { customer, auth } = await shopper({ quantity: 2 });
    expect((await applyCartCoupon(post("/api/carts/coupon/", { code: "WELCOME10" }, auth))).status).toBe(200);
    expect((await applyCartCoupon(post("/api/carts/coupon/", { code: "FLAT100" }, auth))).status).toBe(200);
    const cart = await db.cart.findUniqueOrThrow({ where: { customerId: customer.id }, include: { coupon: true } });
    expect(cart.coupon?.code).toBe("FLAT100");
    expect((await removeCartCoupon(jsonRequest("DELETE", "/api/carts/coupon/", undefined, auth))).status).toBe(200);
    expect((await db.cart.findUniqueOrThrow({ where: { customerId: customer.id } })).couponId).toBeNull();
  });

  it("applies a coupon to a guest's cart by its cookie; special coupons and per-customer rules wait for sign-in", async () => {
    const { product } = await shopper({ quantity: 1 });
    const guestCartId = crypto.randomUUID();
    await db.cart.create({ data: { id: guestCartId, items: { create: { productId: product.id, quantity: 2 } } } });
    const guest = { cookie: `cart_id=${guestCartId}` };

    const check = await validateCoupon(
      post("/api/coupons/validate/", { code: "FLAT100", cart_total: 1, user_id: null }, guest),
    );
    expect(await check.json()).toEqual({ valid: true, message: expect.any(String), discount_amount: 100 });
    expect((await applyCartCoupon(post("/api/carts/coupon/", { code: "FLAT100" }, guest))).status).toBe(200);
    expect(
      (await db.cart.findUniqueOrThrow({ where: { id: guestCartId }, include: { coupon: true } })).coupon?.code,
    ).toBe("FLAT100");

    const special = await applyCartCoupon(post("/api/carts/coupon/", { code: "VIP25" }, guest));
    expect(await special.json()).toEqual({ error: "coupon_invalid", message: "Please sign in to use this coupon" });
    expect((await removeCartCoupon(jsonRequest("DELETE", "/api/carts/coupon/", undefined, guest))).status).toBe(200);
    expect((await db.cart.findUniqueOrThrow({ where: { id: guestCartId } })).couponId).toBeNull();
  });

  it("refuses a coupon without a cart (422) and with a forged token (401), changing nothing", async () => {
    const noCart = await applyCartCoupon(post("/api/carts/coupon/", { code: "FLAT100" }));
    expect(noCart.status).toBe(422);
    const forged = await applyCartCoupon(post("/api/carts/coupon/", { code: "FLAT100" }, { bearer: "forged" }));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: "unauthorized", message: "Authentication failed" });
  });

  it("never takes more than the cart total", async () => {
    const { auth } = await shopper({ price: 24900 });
    await db.coupon.create({
      data: {
        code: "BIGFLAT",
        group: "for_all",
        discountType: "amount",
        discount: 50000,
        validFrom: new Date(Date.now() - 86_400_000),
        validTo: new Date(Date.now() + 86_400_000),
      },
    });
    const response = await validateCoupon(post("/api/coupons/validate/", { code: "BIGFLAT" }, auth));
    expect(await response.json()).toMatchObject({ valid: true, discount_amount: 249 });
  });
});

describe("orders", () => {
  it("charges the server's figures for a tampered payload, with the cart's coupon, and clears the cart", async () => {
    const { customer, auth } = await shopper({ quantity: 2, price: 60000 });
    await applyCartCoupon(post("/api/carts/coupon/", { code: "FLAT100" }, auth));
    const response = await placeOrder(
      post("/api/orders/", ORDER, { ...auth, headers: { "idempotency-key": "attempt-tampered-1" } }),
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ order_status: "pending", payment_status: "pending", final_total: 1100 });
    const order = await db.order.findUniqueOrThrow({ where: { id: body.order_id }, include: { items: true } });
    expect(order).toMatchObject({
      subtotal: 120000,
      couponDiscount: 10000,
      couponCode: "FLAT100",
      total: 110000,
      customerId: customer.id,
    });
    expect(order.items).toHaveLength(1);
    expect(await db.cartItem.count({ where: { cart: { customerId: customer.id } } })).toBe(0);

    const replay = await placeOrder(
      post("/api/orders/", ORDER, { ...auth, headers: { "idempotency-key": "attempt-tampered-1" } }),
    );
    expect(replay.status).toBe(200);
    expect((await replay.json()).order_id).toBe(body.order_id);
  });

  it("serves an API client that has only its bearer token: its own cart, then its order (no cookie)", async () => {
    const customer = await db.customer.create({ data: { phone: "+917100099999" } });
    const product = await db.product.findFirstOrThrow({
      where: { available: true, stock: { gt: 5 } },
      orderBy: { id: "asc" },
    });
    const auth: RequestOptions = { bearer: await accessToken(asCustomer(customer.id)) };
    const added = await addCartItem(post("/api/carts/items/", { product: product.id, quantity: 2 }, auth));
    expect(added.status).toBe(200);
    expect(added.headers.get("set-cookie")).toBeNull();
    const cart = await (await getCart(getRequest("/api/carts/", auth))).json();
    expect(cart.items).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(cart.id).toBe((await db.cart.findUniqueOrThrow({ where: { customerId: customer.id } })).id);
    const placed = await placeOrder(post("/api/orders/", ORDER, auth));
    expect(placed.status).toBe(201);
    expect(await db.order.count({ where: { customerId: customer.id } })).toBe(1);
  });

  it("refuses an empty cart and a missing field with the messages to show", async () => {
    const { auth } = await shopper();
    const missing = await placeOrder(post("/api/orders/", { ...ORDER, delivery_city: "" }, auth));
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe("City is required");
    await placeOrder(post("/api/orders/", ORDER, auth));
    const empty = await placeOrder(post("/api/orders/", ORDER, auth));
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({
      error: "empty_cart",
      message: "Your cart is empty. Please add items to proceed.",
    });
  });

  it("lists only the caller's orders, whatever customer_mobile says", async () => {
    const mine = await shopper();
    const theirs = await shopper();
    await placeOrder(post("/api/orders/", ORDER, mine.auth));
    await placeOrder(post("/api/orders/", ORDER, theirs.auth));
    const response = await myOrders(
      getRequest(`/api/my-orders/?customer_mobile=${encodeURIComponent(theirs.customer.phone)}`, mine.auth),
    );
    const body = await response.json();
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({
      customer_name: "Asha Rao",
      payment_method: "cod",
      items: [expect.objectContaining({ quantity: 1, unit_price: 600, total_price: 600 })],
    });
  });

  it("leaves a once-per-customer coupon usable again after an online order goes unpaid and expires", async () => {
    const { customer, product, auth } = await shopper({ quantity: 1, price: 60000 });
    expect((await applyCartCoupon(post("/api/carts/coupon/", { code: "AYURVEDA15" }, auth))).status).toBe(422);
    await db.cartItem.updateMany({ where: { cart: { customerId: customer.id } }, data: { quantity: 3 } });
    expect((await applyCartCoupon(post("/api/carts/coupon/", { code: "AYURVEDA15" }, auth))).status).toBe(200);
    const placed = await (
      await placeOrder(post("/api/orders/", { ...ORDER, payment_method: "razorpay" }, auth))
    ).json();
    const { expireUnpaidOrders } = await import("@/lib/server/checkout/online-payment");
    await expireUnpaidOrders(new Date(Date.now() + 31 * 60_000));
    expect((await db.order.findUniqueOrThrow({ where: { id: placed.order_id } })).status).toBe("cancelled");
    await db.cartItem.create({
      data: { cart: { connect: { customerId: customer.id } }, product: { connect: { id: product.id } }, quantity: 1 },
    });
    await db.cartItem.updateMany({ where: { cart: { customerId: customer.id } }, data: { quantity: 3 } });
    const again = await validateCoupon(post("/api/coupons/validate/", { code: "AYURVEDA15" }, auth));
    expect((await again.json()).valid).toBe(true);
  });
});

describe("profile", () => {
  it("saves contact details and addresses, the first one as the default", async () => {
    const { customer, auth } = await shopper();
    const saved = await updateProfile(
      post(
        "/api/customer/profile/update/",
        { name: "Asha Rao", email: "asha@example.in", mobile: "+919812345678" },
        auth,
      ),
    );
    expect(saved.status).toBe(200);
    const incomplete = await updateProfile(
      post(
        "/api/customer/profile/update/",
        { addresses: [{ address: "12 MG Road", city: "", state: "KA", zip_code: "560001" }] },
        auth,
      ),
    );
    expect(incomplete.status).toBe(400);
    expect((await incomplete.json()).message).toBe(
      "Please fill in all required address fields (Address, City, State, ZIP Code)",
    );
    const badEmail = await updateProfile(
      post("/api/customer/profile/update/", { name: "Asha Rao", email: "asha@", mobile: "+919812345678" }, auth),
    );
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).message).toBe(
      "Please fill in all required fields (First Name, Last Name, Email, Phone)",
    );
    for (const address of ["12 MG Road", "3 Park Street"]) {
      await updateProfile(
        post(
          "/api/customer/profile/update/",
          { addresses: [{ address, city: "Bengaluru", state: "Karnataka", zip_code: "560001" }] },
          auth,
        ),
      );
    }
    const profile = await (await getProfile(getRequest("/api/customer/profile/", auth))).json();
    expect(profile).toMatchObject({
      success: true,
      data: {
        name: "Asha Rao",
        email: "asha@example.in",
        mobiles: [customer.phone, "+919812345678"],
        addresses: [expect.objectContaining({ address: "12 MG Road", is_default: true })],
        more_addresses: [expect.objectContaining({ address: "3 Park Street", is_default: false })],
      },
    });
  });
});

describe("online payment", () => {
  it("creates the gateway order for the stored amount, verifies the signature and takes the webhook once", async () => {
    const { auth } = await shopper({ quantity: 2, price: 30000 });
    const placed = await (
      await placeOrder(post("/api/orders/", { ...ORDER, payment_method: "razorpay" }, auth))
    ).json();
    const started = await startPayment(post("/api/rz/orderid/", { order_id: placed.order_id, amount: 1 }, auth));
    const gatewayOrder = await started.json();
    expect(gatewayOrder).toMatchObject({
      success: true,
      amount: 60000,
      currency: "INR",
      key_id: env().RAZORPAY_KEY_ID,
    });

    const forged = await verifyPayment(
      post(
        "/api/rz/verify/",
        { razorpay_order_id: gatewayOrder.order_id, razorpay_payment_id: "pay_1", razorpay_signature: "bad" },
        auth,
      ),
    );
    expect(forged.status).toBe(400);
    const signature = paymentSignature(gatewayOrder.order_id, "pay_1", env().RAZORPAY_KEY_SECRET);
    const verified = await verifyPayment(
      post(
        "/api/rz/verify/",
        { razorpay_order_id: gatewayOrder.order_id, razorpay_payment_id: "pay_1", razorpay_signature: signature },
        auth,
      ),
    );
    expect(verified.status).toBe(200);
    expect((await db.order.findUniqueOrThrow({ where: { id: placed.order_id } })).paymentStatus).toBe("paid");

    const event = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_1", order_id: gatewayOrder.order_id } } },
    });
    const signed = {
      "x-razorpay-signature": hmacHex(env().RAZORPAY_WEBHOOK_SECRET, event),
      "x-razorpay-event-id": `evt_${placed.order_id}`,
    };
    expect(await (await webhook(post("/api/razorpay/webhook/", event, { headers: signed }))).json()).toEqual({
      status: "processed",
    });
    expect(await (await webhook(post("/api/razorpay/webhook/", event, { headers: signed }))).json()).toEqual({
      status: "duplicate",
    });
    const bad = await webhook(
      post("/api/razorpay/webhook/", event, { headers: { ...signed, "x-razorpay-signature": "00" } }),
    );
    expect(bad.status).toBe(400);
  });

  it("refuses to start a payment for someone else's order", async () => {
    const owner = await shopper();
    const other = await shopper();
    const placed = await (
      await placeOrder(post("/api/orders/", { ...ORDER, payment_method: "razorpay" }, owner.auth))
    ).json();
    const response = await startPayment(post("/api/rz/orderid/", { order_id: placed.order_id }, other.auth));
    expect(response.status).toBe(404);
  });

  it("serves the spec's payment-page link with the stored order, ignoring the amount in the query", async () => {
    const query =
      "amount=1.00&customer_name=Asha&customer_phone=%2B919812345678&delivery_city=Pune&order_id=42&order_number=ORD-1";
    const response = await paymentPage(getRequest(`/api/rz/payment-page/?${query}`));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://localhost/razorpay-payment?order=42&return=%2Forders");

    const withoutOrder = await paymentPage(getRequest("/api/rz/payment-page/?amount=5&order_id=abc"));
    expect(withoutOrder.headers.get("location")).toBe("http://localhost/razorpay-payment?return=%2Forders");
  });
});
