import { db } from "@/lib/server/db";
import { lowStockMails } from "@/lib/server/mail/order-mail";
import type { LowStockJob } from "@/lib/server/queue/queue";
import { createOrder } from "@/lib/server/orders/create-order";
import { bearerRequest, withRoleTokens, routeParams, statusAndJson, ROLE_MATRIX } from "@/scripts/jest/requests";
import { GET as audit } from "./audit/route";
import { DELETE as removeImage } from "./products/[id]/images/[imageId]/route";
import { PATCH as patch } from "./products/[id]/route";
import { GET as history, POST as adjust } from "./products/[id]/stock-adjustments/route";
import { POST as reprice } from "./products/[id]/variants/reprice/route";
import { GET as getVariants, PUT as putVariants } from "./products/[id]/variants/route";
import { GET as lowStock } from "./products/low-stock/route";
import { GET as list, POST as create } from "./products/route";

afterAll(() => db.$disconnect());

const tokens = withRoleTokens("+919700000301");
let categoryId: number;

beforeAll(async () => {
  categoryId = (await db.category.findFirstOrThrow({ where: { slug: "wellness-teas" } })).id;
});

const sku = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

async function created(overrides: Record<string, unknown> = {}) {
  const { status, body } = await statusAndJson(
    create(
      bearerRequest("/api/portal/products/", {
        method: "POST",
        token: tokens.editor,
        body: {
          name: "Ashwagandha Capsules",
          sku: sku("ASH"),
          price: 299,
          category: categoryId,
          quantity: "60 capsules",
          stock: 30,
          gst_rate: 12,
          ...overrides,
        },
      }),
    ),
  );
  expect(status).toBe(201);
  return body as { id: number; sku: string; version: number };
}

const variantsOf = async (id: number, token: string | null = tokens.editor) =>
  statusAndJson(getVariants(bearerRequest(`/api/portal/products/${id}/variants/`, { token }), routeParams({ id })));

const save = async (id: number, body: unknown, token: string | null = tokens.editor) =>
  statusAndJson(
    putVariants(
      bearerRequest(`/api/portal/products/${id}/variants/`, { method: "PUT", body, token }),
      routeParams({ id }),
    ),
  );

/** A product with Size 60 / 120 capsules: the default variant becomes 60, a new one 120 at another price and stock. */
async function twoSizes() {
  const product = await created();
  const { body: before } = await variantsOf(product.id);
  const [only] = before.variants;
  const large = sku("ASH-120");
  const { status, body } = await save(product.id, {
    version: product.version,
    options: [{ name: "Size", values: ["60 capsules", "120 capsules"] }],
    variants: [
      { id: only.id, sku: product.sku, option_values: ["60 capsules"], price: 299, stock: 30, quantity: "60 capsules" },
      {
        sku: large,
        option_values: ["120 capsules"],
        price: 549,
        discount_type: "percent",
        discount: 10,
        stock: 12,
        quantity: "120 capsules",
        weight_grams: 400,
        length_cm: 10,
        breadth_cm: 6,
        height_cm: 6,
        gtin: "8901234567890",
      },
    ],
  });
  expect(status).toBe(200);
  return { product, saved: body, large };
}

describe("who may read and write a product's variants", () => {
  it.each(ROLE_MATRIX.staff)("%s -> %i", async (_who, role, status) => {
    const token = role ? tokens[role] : null;
    const product = await db.product.findFirstOrThrow();
    expect((await variantsOf(product.id, token)).status).toBe(status);
    // Staff get past the role check to the validation (400); others are stopped before it.
    const writes = [
      await save(product.id, {}, token),
      await statusAndJson(
        reprice(
          bearerRequest(`/api/portal/products/${product.id}/variants/reprice/`, { method: "POST", body: {}, token }),
          routeParams({ id: product.id }),
        ),
      ),
    ];
    for (const write of writes) expect(write.status).toBe(status === 200 ? 400 : status);
  });

  it("answers 404 for a product that does not exist", async () => {
    expect((await variantsOf(999999)).status).toBe(404);
  });
});

describe("saving options and variants", () => {
  it("a new product has its default variant from its own columns and no options", async () => {
    const product = await created();
    const { status, body } = await variantsOf(product.id);
    expect(status).toBe(200);
    expect(body).toEqual({
      product_id: product.id,
      version: product.version,
      options: [],
      images: [],
      variants: [
        expect.objectContaining({
          sku: product.sku,
          is_default: true,
          active: true,
          option_values: [],
          price: 299,
          discountPrice: 299,
          stock: 30,
          quantity: "60 capsules",
          ordered: false,
        }),
      ],
    });
  });

  it("saves two sizes in one go: prices by the pricing rule, the product's summary, stock history and one audit row", async () => {
    const { product, saved, large } = await twoSizes();
    expect(saved.version).toBe(product.version + 1);
    expect(saved.options).toEqual([{ name: "Size", values: ["60 capsules", "120 capsules"] }]);
    expect(saved.variants).toEqual([
      expect.objectContaining({ sku: product.sku, label: "60 capsules", is_default: true, position: 0, stock: 30 }),
      expect.objectContaining({
        sku: large,
        label: "120 capsules",
        is_default: false,
        position: 1,
        price: 549,
        discountPrice: 494.1,
        discountPercentage: 10,
        stock: 12,
        weight_grams: 400,
        length_cm: 10,
        gtin: "8901234567890",
      }),
    ]);
    // The product's columns summarise the variants (database triggers, docs/variants.md).
    const row = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(row).toMatchObject({
      stock: 42,
      price: 29900,
      salePrice: 29900,
      sku: product.sku,
      unitLabel: "60 capsules",
    });
    const history = await db.stockAdjustment.findMany({ where: { productId: product.id }, orderBy: { id: "asc" } });
    expect(history.map(({ delta, reason, stockAfter }) => ({ delta, reason, stockAfter }))).toEqual([
      { delta: 30, reason: "opening", stockAfter: 30 },
      { delta: 12, reason: "opening", stockAfter: 12 },
    ]);
    expect(history[1].variantId).toBe(saved.variants[1].id);
    const { body: log } = await statusAndJson(
      audit(bearerRequest(`/api/portal/audit/?entity=product&entity_id=${product.id}`, { token: tokens.admin })),
    );
    expect(log.results[0]).toMatchObject({
      action: "update_variants",
      staff_name: "Catalogue Editor",
      before: { options: [], variants: [expect.objectContaining({ sku: product.sku, option_values: [] })] },
      after: {
        options: [{ name: "Size", values: ["60 capsules", "120 capsules"] }],
        variants: [expect.objectContaining({ sku: product.sku }), expect.objectContaining({ sku: large })],
      },
    });
  });

  it("writes a changed stock as a correction, reorders, deactivates (summary without it) and swaps SKUs", async () => {
    const { product, saved } = await twoSizes();
    const [small, big] = saved.variants;
    const { status, body } = await save(product.id, {
      version: saved.version,
      options: [{ name: "Size", values: ["120 capsules", "60 capsules"] }],
      variants: [
        { ...big, sku: small.sku, stock: 20 },
        { ...small, sku: big.sku, active: false },
      ],
    });
    expect(status).toBe(200);
    expect(body.variants.map((v: { id: number; sku: string; position: number; active: boolean }) => v)).toEqual([
      expect.objectContaining({ id: big.id, sku: small.sku, position: 0, active: true, stock: 20 }),
      expect.objectContaining({ id: small.id, sku: big.sku, position: 1, active: false, stock: 30 }),
    ]);
    const row = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    // Only the active variant counts; the SKU is the default variant's (small, now carrying big's old SKU).
    expect(row).toMatchObject({ stock: 20, price: 54900, salePrice: 49410, sku: big.sku });
    const correction = await db.stockAdjustment.findFirstOrThrow({
      where: { productId: product.id },
      orderBy: { id: "desc" },
    });
    expect(correction).toMatchObject({ variantId: big.id, delta: 8, stockAfter: 20, reason: "correction" });
  });

  it("gives a size one of the product's own images, refuses another address (400, at its row), audits it", async () => {
    const { product, saved } = await twoSizes();
    const urls = [
      "/images/products/ashwagandha-ksm-66-capsules-1.webp",
      "/images/products/ashwagandha-ksm-66-capsules-2.webp",
    ];
    await db.productImage.createMany({
      data: urls.map((url, position) => ({ productId: product.id, url, alt: "Ashwagandha", position })),
    });
    const { body: read } = await variantsOf(product.id);
    // The product's images, in order, are what a variant may show.
    expect(read.images).toEqual(urls.map((url) => ({ url, alt: "Ashwagandha" })));
    expect(read.variants.map((variant: { image_urls: string[] }) => variant.image_urls)).toEqual([[], []]);
    const [small, large] = read.variants;

    const foreign = await save(product.id, {
      version: read.version,
      options: read.options,
      variants: [small, { ...large, image_urls: ["/images/products/shatavari-capsules-1.webp"] }],
    });
    expect(foreign).toEqual({
      status: 400,
      body: {
        error: "unknown_image",
        message: "This image is not one of the product's: choose one of its images.",
        field: "variants.1.image_urls",
      },
    });
    const tooMany = await save(product.id, {
      version: read.version,
      options: read.options,
      variants: [small, { ...large, image_urls: urls }],
    });
    expect(tooMany.status).toBe(400);
    expect(await db.productVariant.findUniqueOrThrow({ where: { id: large.id } })).toMatchObject({ imageUrls: [] });

    const { status, body } = await save(product.id, {
      version: read.version,
      options: read.options,
      variants: [small, { ...large, image_urls: [urls[1]] }],
    });
    expect(status).toBe(200);
    expect(body.variants.map((variant: { image_urls: string[] }) => variant.image_urls)).toEqual([[], [urls[1]]]);
    expect(body.version).toBe(saved.version + 1);
    const { body: log } = await statusAndJson(
      audit(bearerRequest(`/api/portal/audit/?entity=product&entity_id=${product.id}`, { token: tokens.admin })),
    );
    expect(log.results[0]).toMatchObject({
      action: "update_variants",
      before: { variants: [expect.anything(), expect.objectContaining({ sku: large.sku, image_urls: [] })] },
      after: { variants: [expect.anything(), expect.objectContaining({ sku: large.sku, image_urls: [urls[1]] })] },
    });
  });

  it("a removed product image is cleared from the variants showing it, in the same change, and audited", async () => {
    const { product, saved } = await twoSizes();
    const url = "/images/products/ashwagandha-ksm-66-capsules-3.webp";
    const image = await db.productImage.create({ data: { productId: product.id, url, alt: "", position: 0 } });
    const [small, large] = saved.variants;
    const { status } = await save(product.id, {
      version: saved.version,
      options: saved.options,
      variants: [
        { ...small, image_urls: [url] },
        { ...large, image_urls: [url] },
      ],
    });
    expect(status).toBe(200);
    const before = await db.product.findUniqueOrThrow({ where: { id: product.id }, select: { version: true } });
    const removed = await statusAndJson(
      removeImage(
        bearerRequest(`/api/portal/products/${product.id}/images/${image.id}/`, {
          method: "DELETE",
          token: tokens.editor,
        }),
        routeParams({ id: product.id, imageId: image.id }),
      ),
    );
    // The variants changed with it: the product's version moves on, in the same transaction.
    expect(removed).toEqual({ status: 200, body: { images: [], version: before.version + 1 } });
    expect(await db.product.findUniqueOrThrow({ where: { id: product.id }, select: { version: true } })).toEqual({
      version: before.version + 1,
    });
    const { body } = await variantsOf(product.id);
    expect(body.version).toBe(before.version + 1);
    // A grid opened before the delete would put the image back: refused.
    const stale = await save(product.id, {
      version: before.version,
      options: body.options,
      variants: body.variants.map((variant: { image_urls: string[] }) => ({ ...variant, image_urls: [url] })),
    });
    expect(stale.status).toBe(409);
    expect(body.images).toEqual([]);
    expect(body.variants.map((variant: { image_urls: string[] }) => variant.image_urls)).toEqual([[], []]);
    const { body: log } = await statusAndJson(
      audit(bearerRequest(`/api/portal/audit/?entity=product&entity_id=${product.id}`, { token: tokens.admin })),
    );
    expect(log.results[0]).toMatchObject({
      action: "remove_image",
      before: { image: expect.objectContaining({ image: url }) },
      after: { variant_images_cleared: [small.sku, large.sku].sort() },
    });
    // The grid saves again on what it read (no image for either size).
    expect(
      (await save(product.id, { version: body.version, options: body.options, variants: body.variants })).status,
    ).toBe(200);
  });

  it("refuses a stale version, and the product form's older version after a variants save", async () => {
    const { product, saved } = await twoSizes();
    const stale = await save(product.id, {
      version: product.version,
      options: saved.options,
      variants: saved.variants,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("edit_conflict");
    const form = await statusAndJson(
      patch(
        bearerRequest(`/api/portal/products/${product.id}/`, {
          method: "PATCH",
          body: { version: product.version, name: "Renamed" },
          token: tokens.editor,
        }),
        routeParams({ id: product.id }),
      ),
    );
    expect(form.status).toBe(409);
  });

  it("refuses a SKU another product or another product's variant has, at its row, and changes nothing", async () => {
    const { saved: other, large } = await twoSizes();
    const { product, saved } = await twoSizes();
    const otherDefault = other.variants[0].sku;
    for (const [taken, index] of [
      [otherDefault, 1],
      [large, 1],
      [otherDefault, 0],
    ] as const) {
      const variants = saved.variants.map((variant: object, i: number) =>
        i === index ? { ...variant, sku: taken } : variant,
      );
      const { status, body } = await save(product.id, { version: saved.version, options: saved.options, variants });
      expect(status).toBe(409);
      expect(body).toMatchObject({ error: "sku_taken", field: `variants.${index}.sku` });
    }
    expect((await variantsOf(product.id)).body).toEqual(saved);
  });

  it("refuses a new or edited product whose SKU another product's variant has, at its field", async () => {
    const { large } = await twoSizes();
    const { status, body } = await statusAndJson(
      create(
        bearerRequest("/api/portal/products/", {
          method: "POST",
          token: tokens.editor,
          body: { name: "Copy", sku: large, price: 10, category: categoryId },
        }),
      ),
    );
    expect(status).toBe(409);
    expect(body).toMatchObject({ error: "sku_taken", field: "sku" });
    const other = await created();
    const edited = await statusAndJson(
      patch(
        bearerRequest(`/api/portal/products/${other.id}/`, {
          method: "PATCH",
          body: { version: other.version, sku: large },
          token: tokens.editor,
        }),
        routeParams({ id: other.id }),
      ),
    );
    expect(edited.status).toBe(409);
    expect(edited.body).toMatchObject({ error: "sku_taken", field: "sku" });
  });

  it.each([
    [
      "four options",
      (b: Body) => ({ ...b, options: ["A", "B", "C", "D"].map((name) => ({ name, values: ["x"] })) }),
      "A product has at most 3 options",
    ],
    [
      "101 variants",
      (b: Body) => ({
        ...b,
        options: [],
        variants: Array.from({ length: 101 }, (_, i) => ({ sku: `X-${i}`, price: 1 })),
      }),
      "A product has at most 100 variants",
    ],
    ["no variants", (b: Body) => ({ ...b, variants: [] }), "A product needs at least one variant"],
    [
      "a SKU twice",
      (b: Body) => ({ ...b, variants: [b.variants[0], { ...b.variants[1], sku: b.variants[0].sku }] }),
      "is used twice",
    ],
    [
      "a value of no option",
      (b: Body) => ({ ...b, variants: [b.variants[0], { ...b.variants[1], option_values: ["90 capsules"] }] }),
      '"90 capsules" is not a value of Size',
    ],
    [
      "one combination twice",
      (b: Body) => ({ ...b, variants: [b.variants[0], { ...b.variants[1], option_values: ["60 capsules"] }] }),
      "Two variants are 60 capsules",
    ],
    [
      "a value listed twice",
      (b: Body) => ({ ...b, options: [{ name: "Size", values: ["60 capsules", "60 Capsules", "120 capsules"] }] }),
      "is listed twice",
    ],
    [
      "a percent discount over 100",
      (b: Body) => ({ ...b, variants: [b.variants[0], { ...b.variants[1], discount: 101 }] }),
      "A percent discount is a whole number from 0 to 100",
    ],
    [
      "half a box",
      (b: Body) => ({ ...b, variants: [b.variants[0], { ...b.variants[1], height_cm: null }] }),
      "Give all three box sides, or none",
    ],
    [
      "a 9-digit GTIN",
      (b: Body) => ({ ...b, variants: [b.variants[0], { ...b.variants[1], gtin: "123456789" }] }),
      "GTIN has 8, 12, 13 or 14 digits",
    ],
    [
      "a GTIN with a wrong check digit",
      (b: Body) => ({ ...b, variants: [b.variants[0], { ...b.variants[1], gtin: "8901234567891" }] }),
      "This GTIN's check digit is wrong: the last digit of 890123456789… is 0",
    ],
  ])("refuses %s with 400", async (_what, change, message) => {
    const { product, saved } = await twoSizes();
    const { status, body } = await save(
      product.id,
      change({ version: saved.version, options: saved.options, variants: saved.variants }),
    );
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  it("removes a variant nobody ordered, never the default one nor one an order line names (deactivate instead)", async () => {
    const { product, saved } = await twoSizes();
    const [small, big] = saved.variants;
    const defaultGone = await save(product.id, { version: saved.version, options: saved.options, variants: [big] });
    expect(defaultGone).toMatchObject({ status: 409, body: { error: "default_variant" } });

    const customer = await db.customer.create({
      data: { phone: "+919730099001", cart: { create: { items: { create: { productId: product.id, quantity: 1 } } } } },
    });
    await createOrder({
      customerId: customer.id,
      idempotencyKey: null,
      paymentMethod: "cod",
      notes: null,
      contact: { firstName: "Asha", lastName: "Rao", email: "asha@example.in", phone: "+919812345678" },
      address: { address: "1 MG Road", city: "Pune", state: "Maharashtra", zipCode: "411001" },
    });
    const line = await db.orderItem.findFirstOrThrow({ where: { productId: product.id } });
    await db.orderItem.update({ where: { id: line.id }, data: { variantId: big.id } });
    const { body: current } = await variantsOf(product.id);
    expect(current.variants[1]).toMatchObject({ id: big.id, ordered: true });
    const ordered = await save(product.id, { version: current.version, options: saved.options, variants: [small] });
    expect(ordered.status).toBe(409);
    expect(ordered.body).toMatchObject({ error: "variant_ordered" });
    expect(ordered.body.message).toContain("deactivate it instead");

    const deactivated = await save(product.id, {
      version: current.version,
      options: current.options,
      variants: [current.variants[0], { ...current.variants[1], active: false }],
    });
    expect(deactivated.status).toBe(200);
    const third = await save(product.id, {
      version: deactivated.body.version,
      options: [{ name: "Size", values: ["60 capsules", "120 capsules", "180 capsules"] }],
      variants: [...deactivated.body.variants, { sku: sku("ASH-180"), option_values: ["180 capsules"], price: 799 }],
    });
    expect(third.status).toBe(200);
    const removed = await save(product.id, {
      version: third.body.version,
      options: deactivated.body.options,
      variants: deactivated.body.variants,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.variants.map((v: { id: number }) => v.id)).toEqual([small.id, big.id]);
  });
});

describe("stock per variant", () => {
  const adjustOf = (id: number, body: unknown) =>
    statusAndJson(
      adjust(
        bearerRequest(`/api/portal/products/${id}/stock-adjustments/`, { method: "POST", body, token: tokens.editor }),
        routeParams({ id }),
      ),
    );

  it("moves only the chosen variant's count, names it in the history and the audit, and refuses below zero", async () => {
    const { product, saved } = await twoSizes();
    const [small, big] = saved.variants;
    const added = await adjustOf(product.id, { delta: 8, reason: "received", variant: big.id });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      delta: 8,
      stock_after: 20,
      variant: { id: big.id, sku: big.sku, label: "120 capsules" },
    });
    const counts = await db.productVariant.findMany({ where: { productId: product.id }, orderBy: { position: "asc" } });
    expect(counts.map((variant) => variant.stock)).toEqual([30, 20]);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(50);

    // Without a variant: the default one, as before variants.
    const plain = await adjustOf(product.id, { delta: -5, reason: "damaged" });
    expect(plain.body).toMatchObject({ stock_after: 25, variant: { id: small.id, label: "60 capsules" } });

    const below = await adjustOf(product.id, { delta: -21, reason: "damaged", variant: big.id });
    expect(below).toMatchObject({
      status: 409,
      body: { error: "stock_below_zero", message: "Stock cannot go below zero: 20 in stock." },
    });
    const other = await created();
    const foreign = await adjustOf(other.id, { delta: 1, reason: "received", variant: big.id });
    expect(foreign).toMatchObject({ status: 404, body: { error: "variant_not_found" } });

    const { body: page } = await statusAndJson(
      history(
        bearerRequest(`/api/portal/products/${product.id}/stock-adjustments/`, { token: tokens.editor }),
        routeParams({ id: product.id }),
      ),
    );
    expect(page.results.slice(0, 2)).toEqual([
      expect.objectContaining({
        delta: -5,
        reason: "damaged",
        variant: expect.objectContaining({ label: "60 capsules" }),
      }),
      expect.objectContaining({
        delta: 8,
        reason: "received",
        variant: expect.objectContaining({ label: "120 capsules" }),
      }),
    ]);
    const entry = await db.auditEntry.findFirstOrThrow({
      where: { entity: "product", entityId: String(product.id), action: "adjust_stock" },
      orderBy: { id: "asc" },
    });
    expect(entry.after).toMatchObject({ stock: 20, delta: 8, variant: big.sku });
  });
});

describe("the restock list", () => {
  it("lists each low variant on its own row with its own count, not the product's total, and skips inactive ones", async () => {
    const { product, saved } = await twoSizes();
    const [small, big] = saved.variants;
    // 30 + 3 units: the product's total is above the threshold (10), the larger size is not.
    await save(product.id, { version: saved.version, options: saved.options, variants: [small, { ...big, stock: 3 }] });
    const rows = async () =>
      (
        await statusAndJson(
          lowStock(bearerRequest("/api/portal/products/low-stock/?page_size=100", { token: tokens.editor })),
        )
      ).body.results.filter((row: { id: number }) => row.id === product.id);
    expect(await rows()).toEqual([
      expect.objectContaining({ stock: 3, variant: { id: big.id, sku: big.sku, label: "120 capsules" } }),
    ]);
    const { body: current } = await variantsOf(product.id);
    await save(product.id, {
      version: current.version,
      options: current.options,
      variants: [current.variants[0], { ...current.variants[1], active: false }],
    });
    expect(await rows()).toEqual([]);
  });
});

describe("the product table", () => {
  it("summarises variants (count, on sale, price range; stock is the active ones' total) and finds a product by a variant's SKU", async () => {
    const { product, saved, large } = await twoSizes();
    const { status, body } = await statusAndJson(
      list(bearerRequest(`/api/portal/products/?search=${large.toLowerCase()}`, { token: tokens.editor })),
    );
    expect(status).toBe(200);
    expect(body.results).toEqual([
      expect.objectContaining({
        id: product.id,
        stock: 42,
        price: 299,
        variants: { count: 2, active: 2, min_price: 299, max_price: 494.1 },
      }),
    ]);
    await save(product.id, {
      version: saved.version,
      options: saved.options,
      variants: [saved.variants[0], { ...saved.variants[1], active: false }],
    });
    const { body: after } = await statusAndJson(
      list(bearerRequest(`/api/portal/products/?search=${large}`, { token: tokens.editor })),
    );
    expect(after.results[0]).toMatchObject({
      stock: 30,
      variants: { count: 2, active: 1, min_price: 299, max_price: 299 },
    });
  });

  it("searches by a prefix of any size's SKU in any case (an inactive size's too, a prefix only), by name words, with paging and the count", async () => {
    const stem = sku("PSX");
    const find = async (query: string) => {
      const { status, body } = await statusAndJson(
        list(bearerRequest(`/api/portal/products/?${query}`, { token: tokens.editor })),
      );
      expect(status).toBe(200);
      return body as { count: number; results: { id: number }[] };
    };
    const ids = async (query: string) => (await find(query)).results.map((row) => row.id);
    // Three products of one stem, made oldest first: the table lists the latest change first.
    const first = await created({ name: "Psx Quillwort Churna", sku: `${stem}-A` });
    const second = await created({ name: "Psx Quillwort Tablets", sku: `${stem}-B` });
    const third = await created({ name: "Psx Other Oil", sku: `${stem}-C` });
    // The first gets a second size, then that size is taken off sale: only its SKU ends "-A-120".
    const { body: current } = await variantsOf(first.id);
    const twoSizes = await save(first.id, {
      version: current.version,
      options: [{ name: "Size", values: ["60 capsules", "120 capsules"] }],
      variants: [
        { ...current.variants[0], option_values: ["60 capsules"] },
        { sku: `${stem}-A-120`, option_values: ["120 capsules"], price: 549, stock: 5, quantity: "120 capsules" },
      ],
    });
    expect(twoSizes.status).toBe(200);
    const offSale = await save(first.id, {
      version: twoSizes.body.version,
      options: twoSizes.body.options,
      variants: [twoSizes.body.variants[0], { ...twoSizes.body.variants[1], active: false }],
    });
    expect(offSale.status).toBe(200);
    expect(await db.productVariant.findUniqueOrThrow({ where: { sku: `${stem}-A-120` } })).toMatchObject({
      active: false,
    });
    await db.product.update({ where: { id: third.id }, data: { stock: 7 } });

    // An inactive size's SKU finds its product, whole or as a prefix, lower case or mixed.
    expect(await find(`search=${stem.toLowerCase()}-a-120`)).toMatchObject({
      count: 1,
      results: [expect.objectContaining({ id: first.id, variants: expect.objectContaining({ count: 2, active: 1 }) })],
    });
    expect(await ids(`search=${stem.toLowerCase()}-a-1`)).toEqual([first.id]);
    expect(await ids(`search=${stem.slice(0, 4)}${stem.slice(4).toLowerCase()}-A-12`)).toEqual([first.id]);
    // A variant's SKU matches as a prefix only: the inactive size's SKU without its start finds nothing.
    expect(await find(`search=${stem.slice(2).toLowerCase()}-a-120`)).toMatchObject({ count: 0, results: [] });
    // The stem is a prefix of all three products' SKUs: latest change first, two a page, and the count of all.
    expect(await find(`search=${stem.toLowerCase()}&page_size=2`)).toMatchObject({
      count: 3,
      results: [{ id: third.id }, { id: first.id }],
    });
    expect(await find(`search=${stem}&page_size=2&page=2`)).toMatchObject({ count: 3, results: [{ id: second.id }] });
    expect(await find(`search=${stem}&page_size=2&page=3`)).toMatchObject({ count: 3, results: [] });
    // A name word, in any case, among other tests' products: latest change first.
    const quillwort = await find("search=QUILLWORT");
    expect(quillwort.results.map((row) => row.id).filter((id) => [first.id, second.id].includes(id))).toEqual([
      first.id,
      second.id,
    ]);
  });
});

type Body = { version: number; options: unknown[]; variants: Record<string, unknown>[] };

describe("bulk price change", () => {
  it("moves every variant's MRP by a percent to the nearest paisa, keeps percent discounts, audits it", async () => {
    const { product, saved } = await twoSizes();
    const { status, body } = await statusAndJson(
      reprice(
        bearerRequest(`/api/portal/products/${product.id}/variants/reprice/`, {
          method: "POST",
          body: { version: saved.version, percent: 10 },
          token: tokens.editor,
        }),
        routeParams({ id: product.id }),
      ),
    );
    expect(status).toBe(200);
    expect(body.variants).toEqual([
      expect.objectContaining({ price: 328.9, discountPrice: 328.9 }),
      expect.objectContaining({ price: 603.9, discount: 10, discountPrice: 543.51 }),
    ]);
    expect(await db.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({ price: 32890 });
    const entry = await db.auditEntry.findFirstOrThrow({
      where: { entity: "product", entityId: String(product.id) },
      orderBy: { id: "desc" },
    });
    expect(entry).toMatchObject({ action: "reprice_variants", after: expect.objectContaining({ percent: 10 }) });

    const one = await statusAndJson(
      reprice(
        bearerRequest(`/api/portal/products/${product.id}/variants/reprice/`, {
          method: "POST",
          body: { version: body.version, percent: -50, variant_ids: [body.variants[1].id] },
          token: tokens.editor,
        }),
        routeParams({ id: product.id }),
      ),
    );
    expect(one.body.variants.map((v: { price: number }) => v.price)).toEqual([328.9, 301.95]);
    const stale = await statusAndJson(
      reprice(
        bearerRequest(`/api/portal/products/${product.id}/variants/reprice/`, {
          method: "POST",
          body: { version: body.version, percent: 5 },
          token: tokens.editor,
        }),
        routeParams({ id: product.id }),
      ),
    );
    expect(stale.status).toBe(409);
  });
});

describe("the variants grid and low-stock alerts", () => {
  it("a size whose stock is set from above the threshold to at or below it is mailed by name, once", async () => {
    await db.storeSettings.update({ where: { id: 1 }, data: { lowStockThreshold: 10 } });
    const { product, saved } = await twoSizes();
    const [small, large] = saved.variants as { id: number; sku: string }[];
    const row = (variant: { id: number; sku: string }, stock: number, values: string[]) => ({
      id: variant.id,
      sku: variant.sku,
      option_values: values,
      price: values[0] === "60 capsules" ? 299 : 549,
      stock,
      quantity: values[0],
    });
    const options = [{ name: "Size", values: ["60 capsules", "120 capsules"] }];
    const { status, body } = await save(product.id, {
      version: saved.version,
      options,
      variants: [row(small, 30, ["60 capsules"]), row(large, 8, ["120 capsules"])],
    });
    expect(status).toBe(200);
    const jobs = await db.$queryRaw<
      { data: LowStockJob }[]
    >`SELECT data FROM pgboss.job WHERE name = 'low-stock' AND data->'productIds' @> ${JSON.stringify([product.id])}::jsonb`;
    const history = await db.stockAdjustment.findFirstOrThrow({
      where: { variantId: large.id, reason: "correction" },
    });
    expect(jobs.map((job) => job.data)).toEqual([
      { event: "low-stock", adjustmentId: history.id, productIds: [product.id], variantIds: [large.id] },
    ]);
    await db.storeSettings.update({ where: { id: 1 }, data: { merchantEmail: "merchant@prakriti.example" } });
    const [mail] = await lowStockMails(jobs[0].data);
    expect(mail.subject).toBe("Low stock: Ashwagandha Capsules, 120 capsules");
    expect(mail.text).toContain(`SKU ${large.sku}`);
    expect(mail.text).not.toContain(small.sku);

    // Lower again: already low, nothing more.
    expect(
      (
        await save(product.id, {
          version: body.version,
          options,
          variants: [row(small, 30, ["60 capsules"]), row(large, 5, ["120 capsules"])],
        })
      ).status,
    ).toBe(200);
    expect(
      await db.$queryRaw<
        unknown[]
      >`SELECT id FROM pgboss.job WHERE name = 'low-stock' AND data->'productIds' @> ${JSON.stringify([product.id])}::jsonb`,
    ).toHaveLength(1);
  });
});
