import { db } from "@/lib/server/db";
import { lowStockMails } from "@/lib/server/mail/order-mail";
import { createOrder } from "@/lib/server/orders/create-order";
import { getLowStockThreshold } from "@/lib/server/settings/merchant-settings";
import { bearerRequest, withRoleTokens, routeParams, statusAndJson, ROLE_MATRIX } from "@/scripts/jest/requests";
import { GET as getSettings, PATCH as patchSettings } from "../admin/settings/route";
import { GET as history, POST as adjust } from "./products/[id]/stock-adjustments/route";
import { GET as counts } from "./products/counts/route";
import { GET as lowStock } from "./products/low-stock/route";
import { GET as list, POST as create } from "./products/route";

afterAll(() => db.$disconnect());

const tokens = withRoleTokens("+919700000401");
let categoryId: number;

beforeAll(async () => {
  categoryId = (await db.category.findFirstOrThrow({ where: { slug: "wellness-teas" } })).id;
});

async function created(name: string, stock: number, overrides: Record<string, unknown> = {}) {
  const body = {
    name,
    sku: `LOW-${Math.random().toString(36).slice(2, 8)}`,
    price: 100,
    category: categoryId,
    stock,
    ...overrides,
  };
  const answer = await statusAndJson(
    create(bearerRequest("/api/portal/products/", { method: "POST", body, token: tokens.editor })),
  );
  expect(answer.status).toBe(201);
  return answer.body as { id: number; sku: string };
}

const setThreshold = (value: unknown) =>
  statusAndJson(
    patchSettings(
      bearerRequest("/api/admin/settings/", {
        method: "PATCH",
        body: { low_stock_threshold: value },
        token: tokens.admin,
      }),
    ),
  );

describe("the low-stock threshold", () => {
  afterEach(() => setThreshold(10));

  it("is a merchant setting, 10 until changed, read through one function", async () => {
    expect(
      (await statusAndJson(getSettings(bearerRequest("/api/admin/settings/", { token: tokens.admin })))).body
        .low_stock_threshold,
    ).toBe(10);
    expect(await getLowStockThreshold()).toBe(10);
    expect(await setThreshold(4)).toMatchObject({ status: 200, body: { low_stock_threshold: 4 } });
    expect(await getLowStockThreshold()).toBe(4);
    const audit = await db.auditEntry.findFirstOrThrow({ where: { entity: "settings" }, orderBy: { id: "desc" } });
    expect(audit).toMatchObject({ before: { low_stock_threshold: 10 }, after: { low_stock_threshold: 4 } });
  });

  it.each([
    [0, "Low-stock threshold is at least 1 unit"],
    [2.5, "Low-stock threshold is a whole number of units"],
    ["5", "Low-stock threshold is a whole number of units"],
    [2 ** 31, "Low-stock threshold is at most 100000 units"],
  ])("refuses %j with a 400 and keeps the threshold", async (value, message) => {
    expect(await setThreshold(value)).toMatchObject({ status: 400, body: { error: "invalid_request", message } });
    expect(await getLowStockThreshold()).toBe(10);
  });

  it("decides the table's low and in-stock filters, the dashboard's counts and the restock list", async () => {
    const tag = `zzlow${Math.random().toString(36).slice(2, 6)}`;
    const three = await created(`${tag} three`, 3);
    const seven = await created(`${tag} seven`, 7);
    const none = await created(`${tag} none`, 0);
    await created(`${tag} plenty`, 50);
    await created(`${tag} off sale`, 1, { available: false });
    const listed = async (query: string) =>
      (
        await statusAndJson(
          list(bearerRequest(`/api/portal/products/?search=${tag}&${query}`, { token: tokens.editor })),
        )
      ).body as { results: { sku: string }[]; low_stock_threshold: number };
    const skus = async (query: string) => (await listed(query)).results.map((row) => row.sku).sort();

    expect(await skus("availability=available&stock=low")).toEqual([three.sku, seven.sku].sort());
    await setThreshold(5);
    expect(await skus("availability=available&stock=low")).toEqual([three.sku]);
    expect(await skus("availability=available&stock=in-stock")).toHaveLength(2);
    expect((await listed("")).low_stock_threshold).toBe(5);

    const figures = (
      await statusAndJson(counts(bearerRequest("/api/portal/products/counts/", { token: tokens.editor })))
    ).body;
    const restock = (
      await statusAndJson(
        lowStock(bearerRequest("/api/portal/products/low-stock/?page_size=100", { token: tokens.editor })),
      )
    ).body;
    expect(restock.low_stock_threshold).toBe(5);
    // The dashboard's low-stock figure counts what the restock list counts.
    expect(figures).toMatchObject({ low_stock: restock.count, low_stock_threshold: 5 });
    const ours = restock.results.filter((row: { name: string }) => row.name.startsWith(tag));
    expect(ours.map((row: { sku: string }) => row.sku)).toEqual([none.sku, three.sku]);
    const stocks = restock.results.map((row: { stock: number }) => row.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(
      restock.results.every(
        (row: { stock: number; available: boolean; archived: boolean }) =>
          row.stock <= 5 && row.available && !row.archived,
      ),
    ).toBe(true);
    // One row per variant on sale at or below the threshold (docs/variants.md).
    expect(restock.count).toBe(
      await db.productVariant.count({
        where: { active: true, stock: { lte: 5 }, product: { available: true, archivedAt: null } },
      }),
    );
  });

  it.each(ROLE_MATRIX.staff)("the restock list: %s (%s) -> %d", async (_who, role, status) => {
    expect(
      (await lowStock(bearerRequest("/api/portal/products/low-stock/", { token: role ? tokens[role] : null }))).status,
    ).toBe(status);
  });
});

describe("a stock adjustment racing checkouts", () => {
  it("ends with start + adjustments - units sold, never below zero, and a history that agrees", async () => {
    const start = 10;
    const product = await created("Race Tulsi Drops", start);
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.customer.create({
          data: {
            phone: `+9197400${String(i).padStart(5, "0")}`,
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
    const adjustment = (delta: number, reason: string) =>
      adjust(
        bearerRequest(`/api/portal/products/${product.id}/stock-adjustments/`, {
          method: "POST",
          body: { delta, reason },
          token: tokens.editor,
        }),
        routeParams({ id: product.id }),
      ).then((response) => response.status);
    const outcomes = await Promise.all([
      ...buyers.slice(0, 10).map((buyer) => checkout(buyer.id)),
      adjustment(-5, "damaged"),
      ...buyers.slice(10).map((buyer) => checkout(buyer.id)),
      adjustment(10, "received"),
    ]);

    const statuses = outcomes.filter((outcome): outcome is number => typeof outcome === "number");
    // The removal is refused (409, nothing changed) only if checkouts had left fewer than 5 units.
    expect(statuses[1]).toBe(201);
    expect([201, 409]).toContain(statuses[0]);
    const [opening, ...history] = await db.stockAdjustment.findMany({
      where: { productId: product.id },
      orderBy: { id: "asc" },
    });
    expect(opening).toMatchObject({ reason: "opening", delta: start, stockAfter: start });
    const applied = history.reduce((sum, row) => sum + row.delta, 0);
    const placed = outcomes.filter((outcome) => outcome === "placed").length;
    const sold =
      (await db.orderItem.aggregate({ where: { productId: product.id }, _sum: { quantity: true } }))._sum.quantity ?? 0;
    const { stock } = await db.product.findUniqueOrThrow({ where: { id: product.id } });

    expect(sold).toBe(placed);
    expect(stock).toBe(start + applied - sold);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(placed).toBeLessThanOrEqual(start + applied);
    // Each history row's count is what the start and the adjustments before it leave, less the units sold by then: 0 <= sold by then <= sold, never decreasing.
    let deltas = 0;
    let soldBefore = 0;
    for (const row of history) {
      deltas += row.delta;
      const soldByThen = start + deltas - row.stockAfter;
      expect(row.stockAfter).toBeGreaterThanOrEqual(0);
      expect(soldByThen).toBeGreaterThanOrEqual(soldBefore);
      expect(soldByThen).toBeLessThanOrEqual(sold);
      soldBefore = soldByThen;
    }
  });
});

describe("the stock history", () => {
  it("starts with the opening stock of a product made in the portal (none for a product made without stock)", async () => {
    const product = await created("Opening Brahmi Drops", 24);
    const answer = await statusAndJson(
      history(
        bearerRequest(`/api/portal/products/${product.id}/stock-adjustments/`, { token: tokens.editor }),
        routeParams({ id: product.id }),
      ),
    );
    expect(answer.body).toMatchObject({
      count: 1,
      results: [{ delta: 24, reason: "opening", stock_after: 24, staff: "Catalogue Editor" }],
    });
    const empty = await created("Opening Nothing Drops", 0);
    expect(await db.stockAdjustment.count({ where: { productId: empty.id } })).toBe(0);
  });
});

describe("a stock adjustment that takes a product to the low-stock threshold", () => {
  const MERCHANT = "merchant@prakriti.example";
  beforeAll(() => db.storeSettings.update({ where: { id: 1 }, data: { merchantEmail: MERCHANT } }));

  type LowStockJobRow = {
    data: { event: "low-stock"; adjustmentId: number; productIds: number[]; variantIds?: number[] };
  };
  const jobsFor = (productId: number) =>
    db.$queryRaw<
      LowStockJobRow[]
    >`SELECT data FROM pgboss.job WHERE name = 'low-stock' AND data->'productIds' @> ${JSON.stringify([productId])}::jsonb ORDER BY created_on`;
  const adjustBy = (productId: number, delta: number, reason: string, note = "") =>
    adjust(
      bearerRequest(`/api/portal/products/${productId}/stock-adjustments/`, {
        method: "POST",
        body: { delta, reason, note },
        token: tokens.editor,
      }),
      routeParams({ id: productId }),
    );

  it("tells the merchant once, when it crosses, as an order does", async () => {
    await setThreshold(10);
    const product = await created("Crossing Neem Drops", 14);
    expect((await adjustBy(product.id, -2, "damaged")).status).toBe(201);
    expect(await jobsFor(product.id)).toEqual([]);
    const crossing = await adjustBy(product.id, -4, "damaged", "Broken in the store room");
    expect(crossing.status).toBe(201);
    const { id: adjustmentId } = await crossing.json();
    const jobs = await jobsFor(product.id);
    const { id: variantId } = await db.productVariant.findFirstOrThrow({
      where: { productId: product.id, isDefault: true },
    });
    expect(jobs.map((job) => job.data)).toEqual([
      { event: "low-stock", adjustmentId, productIds: [product.id], variantIds: [variantId] },
    ]);

    // Already low: a further removal, or units received that stay low, send nothing more.
    expect((await adjustBy(product.id, -1, "damaged")).status).toBe(201);
    expect((await adjustBy(product.id, 2, "received")).status).toBe(201);
    expect(await jobsFor(product.id)).toHaveLength(1);

    const [mail] = await lowStockMails(jobs[0].data);
    expect(mail).toMatchObject({
      key: `low-stock:adjustment:${adjustmentId}:merchant`,
      to: MERCHANT,
      subject: "Low stock: Crossing Neem Drops",
    });
    expect(mail.text.replace(/\s+/g, " ")).toContain(
      "A stock change in the Product Portal by Catalogue Editor (Broken in the store room) took this product to 10 units or fewer",
    );
    expect(mail.text).toContain("9 left");
  });
});
