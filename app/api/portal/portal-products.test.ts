import { db } from "@/lib/server/db";
import { bearerRequest, withRoleTokens, routeParams, statusAndJson, ROLE_MATRIX } from "@/scripts/jest/requests";
import { getProduct as getPublicProduct } from "@/lib/server/catalog/product-detail";
import { listProducts } from "@/lib/server/catalog/products";
import { createOrder } from "@/lib/server/orders/create-order";
import { GET as audit } from "./audit/route";
import { POST as duplicate } from "./products/[id]/duplicate/route";
import { DELETE as archive, GET as getOne, PATCH as patch } from "./products/[id]/route";
import { GET as adjustments, POST as adjust } from "./products/[id]/stock-adjustments/route";
import { GET as counts } from "./products/counts/route";
import { GET as lowStockList } from "./products/low-stock/route";
import { GET as list, POST as create } from "./products/route";

afterAll(() => db.$disconnect());

const tokens = withRoleTokens("+919700000201");
let categoryId: number;

beforeAll(async () => {
  categoryId = (await db.category.findFirstOrThrow({ where: { slug: "wellness-teas" } })).id;
});

const newProduct = (overrides: Record<string, unknown> = {}) => ({
  name: "Tulsi Ginger Tea",
  sku: `TEA-${Math.random().toString(36).slice(2, 8)}`,
  price: 349.5,
  discount_type: "percent",
  discount: 10,
  category: categoryId,
  quantity: "100 g",
  stock: 40,
  tags: ["tea", "tulsi"],
  hsn_code: "0902",
  gst_rate: 5,
  ...overrides,
});

async function created(overrides: Record<string, unknown> = {}) {
  const { status, body } = await statusAndJson(
    create(
      bearerRequest("/api/portal/products/", { method: "POST", body: newProduct(overrides), token: tokens.editor }),
    ),
  );
  expect(status).toBe(201);
  return body;
}

describe("who may use the portal's product API", () => {
  it.each(ROLE_MATRIX.staff)("%s -> %i", async (_who, role, status) => {
    const token = role ? tokens[role] : null;
    const product = await db.product.findFirstOrThrow();
    const calls = [
      list(bearerRequest("/api/portal/products/", { token })),
      getOne(bearerRequest(`/api/portal/products/${product.id}/`, { token }), routeParams({ id: product.id })),
      adjustments(
        bearerRequest(`/api/portal/products/${product.id}/stock-adjustments/`, { token }),
        routeParams({ id: product.id }),
      ),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(status);
    const writes = await Promise.all([
      create(bearerRequest("/api/portal/products/", { method: "POST", body: { name: "" }, token })),
      patch(
        bearerRequest(`/api/portal/products/${product.id}/`, { method: "PATCH", body: {}, token }),
        routeParams({ id: product.id }),
      ),
      adjust(
        bearerRequest(`/api/portal/products/${product.id}/stock-adjustments/`, { method: "POST", body: {}, token }),
        routeParams({ id: product.id }),
      ),
    ]);
    // Staff get past the role check to the validation (400); others are stopped before it.
    for (const response of writes) expect(response.status).toBe(status === 200 ? 400 : status);
  });

  it("keeps the audit log for admins", async () => {
    expect((await audit(bearerRequest("/api/portal/audit/", { token: tokens.editor }))).status).toBe(403);
    expect((await audit(bearerRequest("/api/portal/audit/", { token: tokens.admin }))).status).toBe(200);
  });
});

describe("products", () => {
  it("creates a product the storefront shows at once, with prices in rupees and an audit row", async () => {
    const product = await created();
    expect(product).toMatchObject({
      name: "Tulsi Ginger Tea",
      price: 349.5,
      discount_type: "percent",
      discount: 10,
      discountPrice: 314.55,
      discountPercentage: 10,
      stock: 40,
      version: 1,
      archived: false,
    });
    const shown = await getPublicProduct(product.id);
    expect(shown).toMatchObject({ name: "Tulsi Ginger Tea", discountPrice: 31455 });
    const { body } = await statusAndJson(
      audit(bearerRequest(`/api/portal/audit/?entity=product&entity_id=${product.id}`, { token: tokens.admin })),
    );
    expect(body.results).toEqual([
      expect.objectContaining({
        action: "create",
        staff_name: "Catalogue Editor",
        after: expect.objectContaining({ sku: product.sku }),
      }),
    ]);
  });

  it.each([
    ["a missing name", { name: "" }, "Name is required"],
    ["a price with 3 decimals", { price: 10.005 }, "Price has at most 2 decimals"],
    ["a price as text", { price: "100" }, "Price must be an amount in rupees"],
    ["a percent over 100", { discount: 120 }, "A percent discount is a whole number from 0 to 100"],
    [
      "an amount over the price",
      { discount_type: "amount", discount: 400 },
      "A discount cannot be more than the price",
    ],
    ["a negative stock", { stock: -1 }, "Stock cannot be negative"],
    ["a stock beyond PostgreSQL's integer", { stock: 2 ** 31 }, "Stock is at most 10,00,000 units"],
    ["a fractional stock", { stock: 1.5 }, "Stock is a whole number"],
    ["a bad HSN code", { hsn_code: "12a" }, "HSN code has 4, 6 or 8 digits"],
    ["a GST rate that does not exist", { gst_rate: 7 }, "GST rate is 0, 5, 12, 18 or 28"],
    ["a huge name", { name: "x".repeat(5000) }, "Name is at most 200 characters"],
    [
      "a NUL in the description",
      { description: "a\u0000b" },
      "Text must not contain NUL characters or invalid Unicode.",
    ],
  ])("refuses %s with a 400 and creates nothing", async (_case, overrides, message) => {
    const before = await db.product.count();
    const { status, body } = await statusAndJson(
      create(
        bearerRequest("/api/portal/products/", { method: "POST", body: newProduct(overrides), token: tokens.editor }),
      ),
    );
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(await db.product.count()).toBe(before);
  });

  it("refuses a SKU another product has and a category that does not exist", async () => {
    const first = await created();
    expect(
      await statusAndJson(
        create(
          bearerRequest("/api/portal/products/", {
            method: "POST",
            body: newProduct({ sku: first.sku }),
            token: tokens.editor,
          }),
        ),
      ),
    ).toMatchObject({
      status: 409,
      body: { error: "sku_taken", field: "sku" },
    });
    expect(
      await statusAndJson(
        create(
          bearerRequest("/api/portal/products/", {
            method: "POST",
            body: newProduct({ category: 999999 }),
            token: tokens.editor,
          }),
        ),
      ),
    ).toMatchObject({
      status: 422,
      body: { error: "unknown_category", field: "category" },
    });
  });

  it("saves an edit on the version seen, refuses a stale one with 409, and audits only what changed", async () => {
    const product = await created();
    const edit = (body: object) =>
      statusAndJson(
        patch(
          bearerRequest(`/api/portal/products/${product.id}/`, { method: "PATCH", body, token: tokens.editor }),
          routeParams({ id: product.id }),
        ),
      );
    const saved = await edit({ version: 1, price: 399 });
    expect(saved).toMatchObject({ status: 200, body: { price: 399, discountPrice: 359.1, version: 2 } });
    expect((await getPublicProduct(product.id))?.price).toBe(39900);

    const stale = await edit({ version: 1, name: "Overwritten" });
    expect(stale).toMatchObject({ status: 409, body: { error: "edit_conflict" } });
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).name).toBe("Tulsi Ginger Tea");

    const row = await db.auditEntry.findFirstOrThrow({
      where: { entity: "product", entityId: String(product.id), action: "update" },
    });
    expect(row.before).toMatchObject({ price: 349.5, discountPrice: 314.55, version: 1 });
    expect(Object.keys(row.after as object)).not.toContain("name");
  });

  it("archives (the storefront stops showing it, orders keep it), restores, and duplicates", async () => {
    const product = await created({ name: "Archive Me Kadha" });
    const archived = await statusAndJson(
      archive(
        bearerRequest(`/api/portal/products/${product.id}/`, { method: "DELETE", token: tokens.editor }),
        routeParams({ id: product.id }),
      ),
    );
    expect(archived.body).toMatchObject({ archived: true, available: false });
    expect(await getPublicProduct(product.id)).toBeNull();
    expect((await listProducts({ search: "archive me kadha" })).count).toBe(0);

    const restored = await statusAndJson(
      patch(
        bearerRequest(`/api/portal/products/${product.id}/`, {
          method: "PATCH",
          body: { version: archived.body.version, archived: false, available: true },
          token: tokens.editor,
        }),
        routeParams({ id: product.id }),
      ),
    );
    expect(restored.body).toMatchObject({ archived: false, available: true });
    expect((await listProducts({ search: "archive me kadha" })).count).toBe(1);

    const copy = await statusAndJson(
      duplicate(
        bearerRequest(`/api/portal/products/${product.id}/duplicate/`, { method: "POST", token: tokens.editor }),
        routeParams({ id: product.id }),
      ),
    );
    expect(copy).toMatchObject({
      status: 201,
      body: {
        name: "Copy of Archive Me Kadha",
        sku: `${product.sku}-COPY`,
        stock: 0,
        available: false,
        archived: true,
      },
    });
    expect(await getPublicProduct(copy.body.id)).toBeNull();
    expect(
      await db.auditEntry.findMany({
        where: { entityId: String(product.id) },
        select: { action: true },
        orderBy: { id: "asc" },
      }),
    ).toEqual([{ action: "create" }, { action: "archive" }, { action: "restore" }]);
  });

  it("lists the whole catalogue with search by name or SKU, category, availability and stock filters", async () => {
    const product = await created({ name: "Zzfindme Moringa Powder", stock: 3 });
    const find = async (query: string) =>
      (await statusAndJson(list(bearerRequest(`/api/portal/products/?${query}`, { token: tokens.editor })))).body;
    expect((await find("search=zzfindme")).results.map((row: { id: number }) => row.id)).toEqual([product.id]);
    expect((await find(`search=${product.sku.toLowerCase()}`)).results[0].id).toBe(product.id);
    expect((await find(`search=zzfindme&stock=low&category=${categoryId}`)).count).toBe(1);
    expect((await find("search=zzfindme&stock=out")).count).toBe(0);
    expect((await find("search=zzfindme&availability=archived")).count).toBe(0);
    // A category lists its sub-categories' products too; a sub-category only its own.
    const child = await db.category.findFirstOrThrow({ where: { parentId: categoryId } });
    const inChild = await created({ name: "Zzfindme Green Sencha", category: child.id });
    expect((await find(`search=zzfindme&category=${categoryId}`)).results.map((row: { id: number }) => row.id)).toEqual(
      [inChild.id, product.id],
    );
    expect((await find(`search=zzfindme&category=${child.id}`)).results.map((row: { id: number }) => row.id)).toEqual([
      inChild.id,
    ]);
    expect(
      (await statusAndJson(list(bearerRequest("/api/portal/products/?stock=lots", { token: tokens.editor })))).status,
    ).toBe(400);
  });
});

describe("the dashboard's counts", () => {
  it("counts each view of the table as the table itself lists it (low stock as the restock list), for staff only", async () => {
    expect((await counts(bearerRequest("/api/portal/products/counts/", { token: tokens.customer }))).status).toBe(403);
    const { status, body } = await statusAndJson(
      counts(bearerRequest("/api/portal/products/counts/", { token: tokens.editor })),
    );
    expect(status).toBe(200);
    const listed = async (query: string) =>
      (await statusAndJson(list(bearerRequest(`/api/portal/products/?${query}`, { token: tokens.editor })))).body.count;
    expect(body).toEqual({
      all: await listed(""),
      available: await listed("availability=available"),
      out_of_stock: await listed("availability=available&stock=out"),
      // The restock list's count (one per low variant), not the table's filter.
      low_stock: (
        await statusAndJson(
          lowStockList(bearerRequest("/api/portal/products/low-stock/?page_size=1", { token: tokens.editor })),
        )
      ).body.count,
      archived: await listed("availability=archived"),
      low_stock_threshold: 10,
    });
  });
});

describe("stock adjustments", () => {
  it("applies signed deltas with a reason, keeps the history, and refuses going below zero", async () => {
    const product = await created({ stock: 5 });
    const post = (body: object) =>
      statusAndJson(
        adjust(
          bearerRequest(`/api/portal/products/${product.id}/stock-adjustments/`, {
            method: "POST",
            body,
            token: tokens.editor,
          }),
          routeParams({ id: product.id }),
        ),
      );
    expect(await post({ delta: 10, reason: "received", note: "PO 114" })).toMatchObject({
      status: 201,
      body: { delta: 10, stock_after: 15, staff: "Catalogue Editor" },
    });
    expect(await post({ delta: -16, reason: "damaged" })).toMatchObject({
      status: 409,
      body: { error: "stock_below_zero", message: "Stock cannot go below zero: 15 in stock." },
    });
    expect((await post({ delta: 1, reason: "found" })).status).toBe(400);
    const history = await statusAndJson(
      adjustments(
        bearerRequest(`/api/portal/products/${product.id}/stock-adjustments/`, { token: tokens.editor }),
        routeParams({ id: product.id }),
      ),
    );
    expect(history.body).toMatchObject({
      count: 2,
      results: [
        { delta: 10, reason: "received", note: "PO 114", stock_after: 15 },
        { delta: 5, reason: "opening", stock_after: 5 },
      ],
    });
    expect((await getPublicProduct(product.id))?.stock).toBe(15);
  });

  it("races 20 checkouts and ends with a consistent count", async () => {
    const product = await created({ stock: 10 });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.customer.create({
          data: {
            phone: `+9197300${String(i).padStart(5, "0")}`,
            cart: { create: { items: { create: { productId: product.id, quantity: 1 } } } },
          },
        }),
      ),
    );
    const checkout = (customerId: number) =>
      createOrder({
        customerId,
        idempotencyKey: null,
        paymentMethod: "cod",
        notes: null,
        contact: { firstName: "Asha", lastName: "Rao", email: "asha@example.in", phone: "+919812345678" },
        address: { address: "1 MG Road", city: "Pune", state: "Maharashtra", zipCode: "411001" },
      }).then(
        () => "placed" as const,
        () => "refused" as const,
      );
    const received = adjust(
      bearerRequest(`/api/portal/products/${product.id}/stock-adjustments/`, {
        method: "POST",
        body: { delta: 5, reason: "received" },
        token: tokens.editor,
      }),
      routeParams({ id: product.id }),
    );
    const outcomes = await Promise.all([
      ...buyers.map((buyer) => checkout(buyer.id)),
      received.then((response) => response.status),
    ]);

    const placed = outcomes.filter((outcome) => outcome === "placed").length;
    const { stock } = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    const sold = await db.orderItem.aggregate({ where: { productId: product.id }, _sum: { quantity: true } });
    expect(outcomes.at(-1)).toBe(201);
    expect(placed).toBeGreaterThanOrEqual(10);
    expect(sold._sum.quantity).toBe(placed);
    expect(stock).toBe(10 + 5 - placed);
    expect(stock).toBeGreaterThanOrEqual(0);
  });
});
