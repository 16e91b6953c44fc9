import { db } from "@/lib/server/db";
import { COUPON_MESSAGES } from "@/lib/domain/coupons";
import { applyCoupon, validateCoupon } from "@/lib/server/coupons/service";
import { createOrder } from "@/lib/server/orders/create-order";
import { bearerRequest, withRoleTokens, routeParams, statusAndJson, ROLE_MATRIX } from "@/scripts/jest/requests";
import { DELETE as remove, GET as getOne, PATCH as patch } from "./coupons/[id]/route";
import { GET as redemptions } from "./coupons/[id]/redemptions/route";
import { GET as list, POST as create } from "./coupons/route";

afterAll(() => db.$disconnect());

const tokens = withRoleTokens("+919700000301");
let productId: number;

beforeAll(async () => {
  productId = (await db.product.findFirstOrThrow({ where: { available: true, stock: { gt: 50 }, archivedAt: null } }))
    .id;
});

const code = () => `Test${Math.random().toString(36).slice(2, 8)}`;

const newCoupon = (overrides: Record<string, unknown> = {}) => ({
  code: code(),
  group: "for_all",
  description: "Monsoon offer",
  discount_type: "amount",
  discount: 150.5,
  max_discount: null,
  min_cart_total: 999,
  valid_from: "2026-01-01T00:00:00+05:30",
  valid_to: "2030-01-01T00:00:00+05:30",
  usage_limit: 100,
  per_customer_limit: 2,
  ...overrides,
});

const post = (body: unknown, token: string | null = tokens.admin) =>
  statusAndJson(create(bearerRequest("/api/portal/coupons/", { method: "POST", body, token })));

async function created(overrides: Record<string, unknown> = {}) {
  const { status, body } = await post(newCoupon(overrides));
  expect(status).toBe(201);
  return body;
}

const edit = (id: number, body: unknown) =>
  statusAndJson(
    patch(
      bearerRequest(`/api/portal/coupons/${id}/`, { method: "PATCH", body, token: tokens.admin }),
      routeParams({ id }),
    ),
  );

describe("who may use the portal's coupon API", () => {
  it.each(ROLE_MATRIX.admins)("%s -> %i", async (_who, role, status) => {
    const token = role ? tokens[role] : null;
    const coupon = await db.coupon.findFirstOrThrow();
    const reads = await Promise.all([
      list(bearerRequest("/api/portal/coupons/", { token })),
      getOne(bearerRequest(`/api/portal/coupons/${coupon.id}/`, { token }), routeParams({ id: coupon.id })),
      redemptions(
        bearerRequest(`/api/portal/coupons/${coupon.id}/redemptions/`, { token }),
        routeParams({ id: coupon.id }),
      ),
    ]);
    for (const response of reads) expect(response.status).toBe(status);
    const writes = await Promise.all([
      create(bearerRequest("/api/portal/coupons/", { method: "POST", body: { code: "" }, token })),
      patch(
        bearerRequest(`/api/portal/coupons/${coupon.id}/`, { method: "PATCH", body: {}, token }),
        routeParams({ id: coupon.id }),
      ),
    ]);
    for (const response of writes) expect(response.status).toBe(status === 200 ? 400 : status);
    if (status !== 200) {
      expect(
        (
          await remove(
            bearerRequest(`/api/portal/coupons/${coupon.id}/`, { method: "DELETE", token }),
            routeParams({ id: coupon.id }),
          )
        ).status,
      ).toBe(status);
    }
  });
});

describe("coupons", () => {
  it("creates a coupon with money in rupees, its code upper-case, and an audit row", async () => {
    const coupon = await created({ code: "monsoon-150" });
    expect(coupon).toMatchObject({
      code: "MONSOON-150",
      group: "for_all",
      type: "For All",
      discount_type: "amount",
      discount: 150.5,
      min_cart_total: 999,
      max_discount: null,
      usage_limit: 100,
      used_count: 0,
      per_customer_limit: 2,
      first_order_only: false,
      active: true,
      eligible_phones: [],
      version: 1,
    });
    const stored = await db.coupon.findUniqueOrThrow({ where: { id: coupon.id } });
    expect(stored).toMatchObject({ discount: 15050, minCartTotal: 99900 });
    const audit = await db.auditEntry.findFirstOrThrow({ where: { entity: "coupon", entityId: String(coupon.id) } });
    expect(audit).toMatchObject({
      action: "create",
      staffName: expect.any(String),
      after: expect.objectContaining({ code: "MONSOON-150" }),
    });
  });

  it("refuses a code another coupon has, whatever its case, with a 409", async () => {
    const first = await created();
    expect(await post(newCoupon({ code: first.code.toLowerCase() }))).toMatchObject({
      status: 409,
      body: { error: "code_taken", field: "code" },
    });
  });

  it("keeps a special coupon's eligible phones in E.164", async () => {
    const coupon = await created({ group: "special", eligible_phones: ["98765 43210", "+919812345678", "9876543210"] });
    expect(coupon.eligible_phones).toEqual(["+919812345678", "+919876543210"]);
  });

  it.each([
    ["a missing code", { code: "" }, "Code has at least 3 letters, digits, dashes or underscores"],
    ["a discount as text", { discount: "10" }, "Discount must be a number"],
    ["a minimum cart with 3 decimals", { min_cart_total: 10.005 }, "Minimum cart has at most 2 decimals"],
    [
      "a percent over 100",
      { discount_type: "percent", discount: 120 },
      "A percent discount is a whole number from 1 to 100",
    ],
    ["an end before the start", { valid_to: "2025-01-01T00:00:00Z" }, "valid_to must be after valid_from"],
    [
      "a date that is not one",
      { valid_from: "tomorrow" },
      "valid_from is a date and time such as 2026-12-01T00:00:00+05:30",
    ],
    ["a special coupon without phones", { group: "special" }, "A special coupon needs at least one eligible phone"],
    ["phones on a coupon for all", { eligible_phones: ["+919812345678"] }, "Only special coupons have eligible phones"],
    ["a phone that is not one", { group: "special", eligible_phones: ["12ab"] }, "12ab is not a valid phone number"],
    ["a usage limit of 0", { usage_limit: 0 }, "Usage limit is a whole number of at least 1"],
    [
      "a usage limit beyond PostgreSQL's integer",
      { usage_limit: 2 ** 31 },
      "Usage limit is a whole number of at least 1",
    ],
    ["a huge description", { description: "x".repeat(5000) }, "Description is at most 500 characters"],
    [
      "a NUL in the description",
      { description: "a\u0000b" },
      "Text must not contain NUL characters or invalid Unicode.",
    ],
  ])("refuses %s with a 400 and creates nothing", async (_case, overrides, message) => {
    const before = await db.coupon.count();
    const { status, body } = await post(newCoupon(overrides));
    expect({ status, message: body.message }).toEqual({ status: 400, message });
    expect(await db.coupon.count()).toBe(before);
  });

  it("saves an edit on the version seen, refuses a stale one, pauses and resumes, auditing each", async () => {
    const coupon = await created();
    expect(await edit(coupon.id, { version: 1, discount: 200, min_cart_total: 1499 })).toMatchObject({
      status: 200,
      body: { discount: 200, min_cart_total: 1499, version: 2 },
    });
    expect(await edit(coupon.id, { version: 1, code: "OVERWRITE" })).toMatchObject({
      status: 409,
      body: { error: "edit_conflict" },
    });
    expect(await edit(coupon.id, { version: 2, discount_type: "percent", discount: 150 })).toMatchObject({
      status: 422,
      body: { field: "discount" },
    });
    expect(await edit(coupon.id, { version: 2, valid_to: "2025-06-01T00:00:00Z" })).toMatchObject({
      status: 422,
      body: { error: "invalid_coupon", field: "valid_to" },
    });
    expect((await edit(coupon.id, { version: 2, active: false })).body).toMatchObject({ active: false, version: 3 });
    expect((await edit(coupon.id, { version: 3, active: true })).body).toMatchObject({ active: true, version: 4 });

    const rows = await db.auditEntry.findMany({
      where: { entity: "coupon", entityId: String(coupon.id) },
      orderBy: { id: "asc" },
    });
    expect(rows.map((row) => row.action)).toEqual(["create", "update", "pause", "resume"]);
    expect(rows[1]).toMatchObject({
      before: { discount: 150.5, min_cart_total: 999, version: 1 },
      after: { discount: 200, min_cart_total: 1499, version: 2 },
    });
  });

  it("lists coupons by code, group and status", async () => {
    const coupon = await created({ code: `ZZFIND${Math.random().toString(36).slice(2, 6)}`, active: false });
    const find = async (query: string) =>
      (await statusAndJson(list(bearerRequest(`/api/portal/coupons/?${query}`, { token: tokens.admin })))).body;
    expect((await find("search=zzfind&status=paused")).results.map((row: { id: number }) => row.id)).toContain(
      coupon.id,
    );
    expect((await find("search=zzfind&status=active")).count).toBe(0);
    expect(
      (await statusAndJson(list(bearerRequest("/api/portal/coupons/?status=odd", { token: tokens.admin })))).status,
    ).toBe(400);
  });
});

describe("first order only: a rule the server enforces", () => {
  async function customerWithCart(phone: string) {
    return db.customer.create({
      data: { phone, cart: { create: { items: { create: { productId, quantity: 20 } } } } },
    });
  }
  const checkout = (customerId: number) =>
    createOrder({
      customerId,
      idempotencyKey: null,
      paymentMethod: "cod",
      notes: null,
      contact: { firstName: "Asha", lastName: "Rao", email: "asha@example.in", phone: "+919812345678" },
      address: { address: "1 MG Road", city: "Pune", state: "Maharashtra", zipCode: "411001" },
    });

  it("refuses a customer who ordered before at validate, apply and order creation; a new customer redeems it", async () => {
    const coupon = await created({
      code: code(),
      discount_type: "percent",
      discount: 10,
      min_cart_total: 0,
      first_order_only: true,
      per_customer_limit: null,
    });

    const returning = await customerWithCart("+919731000001");
    await checkout(returning.id);
    await db.cartItem.create({
      data: { cart: { connect: { customerId: returning.id } }, product: { connect: { id: productId } }, quantity: 1 },
    });
    const owner = { customerId: returning.id };
    expect(await validateCoupon(owner, coupon.code)).toMatchObject({
      valid: false,
      message: COUPON_MESSAGES.firstOrderOnly,
    });
    await expect(applyCoupon(owner, coupon.code)).rejects.toMatchObject({
      status: 422,
      message: COUPON_MESSAGES.firstOrderOnly,
    });
    // A coupon put on the cart before the first order was placed is refused when the second one is.
    await db.cart.update({ where: { customerId: returning.id }, data: { couponId: coupon.id } });
    await expect(checkout(returning.id)).rejects.toMatchObject({
      status: 422,
      code: "coupon_invalid",
      message: COUPON_MESSAGES.firstOrderOnly,
    });

    const newcomer = await customerWithCart("+919731000002");
    expect(await applyCoupon({ customerId: newcomer.id }, coupon.code)).toMatchObject({ valid: true });
    const order = await checkout(newcomer.id);

    const { body } = await statusAndJson(
      redemptions(
        bearerRequest(`/api/portal/coupons/${coupon.id}/redemptions/`, { token: tokens.admin }),
        routeParams({ id: coupon.id }),
      ),
    );
    expect(body).toMatchObject({
      count: 1,
      results: [
        {
          customer_id: newcomer.id,
          customer_phone: "+919731000002",
          order_number: order.orderNumber,
          amount: expect.any(Number),
        },
      ],
    });
    expect(body.results[0].amount).toBeGreaterThan(0);

    // A coupon with history is paused, not removed.
    const paused = await statusAndJson(
      remove(
        bearerRequest(`/api/portal/coupons/${coupon.id}/`, { method: "DELETE", token: tokens.admin }),
        routeParams({ id: coupon.id }),
      ),
    );
    expect(paused).toMatchObject({ status: 200, body: { outcome: "paused", coupon: { active: false } } });
  });

  it("holds the seeded FIRSTORDER coupon to its word", async () => {
    expect(await db.coupon.findUniqueOrThrow({ where: { code: "FIRSTORDER" } })).toMatchObject({
      firstOrderOnly: true,
    });
  });

  it("removes a coupon nobody used", async () => {
    const coupon = await created();
    const removed = await statusAndJson(
      remove(
        bearerRequest(`/api/portal/coupons/${coupon.id}/`, { method: "DELETE", token: tokens.admin }),
        routeParams({ id: coupon.id }),
      ),
    );
    expect(removed).toMatchObject({ status: 200, body: { outcome: "removed" } });
    expect(await db.coupon.findUnique({ where: { id: coupon.id } })).toBeNull();
    expect(
      (
        await getOne(
          bearerRequest(`/api/portal/coupons/${coupon.id}/`, { token: tokens.admin }),
          routeParams({ id: coupon.id }),
        )
      ).status,
    ).toBe(404);
    expect(
      await db.auditEntry.findFirst({ where: { entity: "coupon", entityId: String(coupon.id), action: "delete" } }),
    ).not.toBeNull();
  });
});
