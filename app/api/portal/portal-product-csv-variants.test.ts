import { parse } from "csv-parse/sync";
import { db } from "@/lib/server/db";
import { createOrder } from "@/lib/server/orders/create-order";
import {
  bearerRequest,
  roleTokens,
  routeParams,
  statusAndJson,
  uploadRequest,
  type RoleTokens,
} from "@/scripts/jest/requests";
import { productWithSizes } from "@/scripts/jest/variants";
import { csvRow } from "@/lib/domain/csv";
import { PRODUCT_CSV_COLUMNS } from "@/lib/validation/catalog-management/product-csv";
import { GET as exportCsv } from "./products/export/route";
import { POST as applyImport } from "./products/import/[id]/apply/route";
import { POST as importCsv } from "./products/import/route";

/** The product CSV's one row per variant, grouped by handle (docs/variants.md#csv), through the HTTP routes. */

afterAll(() => db.$disconnect());

let tokens: RoleTokens;
beforeAll(async () => {
  tokens = await roleTokens("+919700000351");
});

type Row = Record<string, string>;

async function exported(search: string): Promise<Row[]> {
  const response = await exportCsv(
    bearerRequest(`/api/portal/products/export/?search=${encodeURIComponent(search)}`, { token: tokens.editor }),
  );
  expect(response.status).toBe(200);
  return parse(Buffer.from(await response.arrayBuffer()).toString("utf8"), { bom: true, columns: true }) as Row[];
}

const fileOf = (rows: Row[]) =>
  csvRow(PRODUCT_CSV_COLUMNS) +
  rows.map((row) => csvRow(PRODUCT_CSV_COLUMNS.map((column) => row[column] ?? ""))).join("");

async function preview(file: string) {
  const answer = await statusAndJson(
    importCsv(uploadRequest("/api/portal/products/import/", { file, name: "variants.csv", token: tokens.editor })),
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

async function apply(id: number, setStock = false) {
  const answer = await statusAndJson(
    applyImport(
      bearerRequest(`/api/portal/products/import/${id}/apply/`, {
        method: "POST",
        body: { set_stock: setStock },
        token: tokens.editor,
      }),
      routeParams({ id }),
    ),
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

const sizes = [
  { value: "60 capsules", price: 69_900, salePrice: 55_920, stock: 30, weightGrams: 120 },
  { value: "120 capsules", price: 129_900, salePrice: 103_920, stock: 12, weightGrams: 200 },
] as const;

const variantsOf = (productId: number) =>
  db.productVariant.findMany({ where: { productId }, orderBy: [{ position: "asc" }, { id: "asc" }] });

describe("exporting products with variants", () => {
  it("writes one row per variant with the handle; the product's own columns on its first row only", async () => {
    const product = await productWithSizes(db, "Csv Export Ashwagandha", sizes);
    const stored = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    await db.productVariant.update({
      where: { id: product.variants[1].id },
      data: { lengthCm: 10, breadthCm: 8, heightCm: 6, gtin: "8901030865275" },
    });
    const rows = await exported(product.variants[0].sku);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => [row.handle, row.sku, row.option1_value, row.price, row.stock])).toEqual([
      [stored.slug, product.variants[0].sku, "60 capsules", "699.00", "30"],
      [stored.slug, product.variants[1].sku, "120 capsules", "1299.00", "12"],
    ]);
    expect(rows[0]).toMatchObject({ name: "Csv Export Ashwagandha", option1_name: "Size", variant_active: "true" });
    expect(rows[1]).toMatchObject({ name: "", option1_name: "", category: "", weight_grams: "200" });
    expect(rows[1]).toMatchObject({ length_cm: "10", breadth_cm: "8", height_cm: "6", gtin: "8901030865275" });
    expect(rows[0]).toMatchObject({ length_cm: "", gtin: "" });
  });

  it("writes a product with one variant and no options as one row", async () => {
    const sku = `CSVV-ONE-${Date.now()}`;
    const category = await db.category.findFirstOrThrow({ select: { id: true } });
    const product = await db.product.create({
      data: {
        name: "Csv One Size Tea",
        slug: sku.toLowerCase(),
        sku,
        categoryId: category.id,
        price: 25_000,
        salePrice: 25_000,
        stock: 7,
      },
    });
    const rows = await exported(sku);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      handle: product.slug,
      sku,
      option1_name: "",
      stock: "7",
      name: "Csv One Size Tea",
    });
    const unchanged = await preview(fileOf(rows));
    expect(unchanged).toMatchObject({ to_create: 0, to_update: 0, unchanged: 1, refused: [], variant_products: [] });
  });
});

describe("importing products with variants", () => {
  it("an unedited export changes nothing (round trip)", async () => {
    const product = await productWithSizes(db, "Csv Round Trip Shatavari", sizes);
    const before = await variantsOf(product.id);
    const version = (await db.product.findUniqueOrThrow({ where: { id: product.id } })).version;
    const rows = await exported(product.variants[0].sku);
    const seen = await preview(fileOf(rows));
    expect(seen).toMatchObject({ to_create: 0, to_update: 0, unchanged: 1, stock_changes: 0, refused: [] });
    expect(seen.variant_products).toEqual([]);
    const applied = await apply(seen.id, true);
    expect(applied).toMatchObject({ created: 0, updated: 0, unchanged: 1, refused: [] });
    expect(await variantsOf(product.id)).toEqual(before);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).version).toBe(version);
  });

  it("carries a variant's image (variant_image): round trip, a change to another of its images, a foreign one refused", async () => {
    const product = await productWithSizes(db, "Csv Image Tulsi", sizes);
    const [front, back] = ["/images/products/tulsi-test-1.webp", "/images/products/tulsi-test-2.webp"];
    await db.productImage.createMany({
      data: [front, back].map((url, position) => ({ productId: product.id, url, alt: "", position })),
    });
    await db.productVariant.update({ where: { id: product.variants[1].id }, data: { imageUrls: [back] } });
    const rows = await exported(product.variants[0].sku);
    expect(rows.map((row) => row.variant_image)).toEqual(["", back]);

    // The unedited export changes nothing.
    const before = await variantsOf(product.id);
    const same = await preview(fileOf(rows));
    expect(same).toMatchObject({ to_update: 0, unchanged: 1, refused: [], variant_products: [] });
    expect(await apply(same.id)).toMatchObject({ updated: 0, unchanged: 1, refused: [] });
    expect(await variantsOf(product.id)).toEqual(before);

    // Another of the product's images for the larger size, none for the smaller (unchanged): the preview names it.
    rows[1].variant_image = front;
    const seen = await preview(fileOf(rows));
    expect(seen).toMatchObject({ to_update: 1, refused: [] });
    expect(seen.variant_products[0].changed).toEqual([
      { sku: product.variants[1].sku, changes: [{ field: "variant_image", before: back, after: front }] },
    ]);
    expect(await apply(seen.id)).toMatchObject({ updated: 1, refused: [] });
    expect((await variantsOf(product.id)).map((variant) => variant.imageUrls)).toEqual([[], [front]]);

    // An address that is not one of the product's images refuses the product, naming the row and the column.
    rows[1].variant_image = "/images/products/ashwagandha-ksm-66-capsules-1.webp";
    rows[0].variant_image = "";
    const refused = await preview(fileOf(rows));
    expect(refused.refused).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringContaining("line 3 of the same product") }),
      {
        line: 3,
        sku: rows[1].sku,
        message:
          "/images/products/ashwagandha-ksm-66-capsules-1.webp is not one of the product's images: give one of its image addresses, or leave it empty (column variant_image)",
      },
    ]);
    expect((await variantsOf(product.id)).map((variant) => variant.imageUrls)).toEqual([[], [front]]);
  });

  it("applies a changed price, a stock (when asked) and an added size, and the preview says so per product", async () => {
    const product = await productWithSizes(db, "Csv Change Brahmi", sizes);
    const rows = await exported(product.variants[0].sku);
    const newSku = `${product.variants[0].sku}-240`;
    rows[1].price = "1399.00";
    rows[0].stock = "25";
    rows.push({
      ...rows[1],
      sku: newSku,
      option1_value: "240 capsules",
      price: "2399.00",
      discount_type: "",
      discount: "0",
      stock: "5",
      quantity: "240 capsules",
      weight_grams: "380",
    });
    const file = fileOf(rows);

    const seen = await preview(file);
    expect(seen).toMatchObject({ to_update: 1, to_create: 0, refused: [] });
    expect(seen.variant_products).toHaveLength(1);
    const [summary] = seen.variant_products;
    expect(summary).toMatchObject({
      line: 2,
      handle: rows[0].handle,
      name: "Csv Change Brahmi",
      action: "update",
      added: [newSku],
      deactivated: [],
      removed: [],
      stock: [{ sku: product.variants[0].sku, before: 30, after: 25 }],
    });
    expect(summary.changed).toEqual([
      { sku: product.variants[1].sku, changes: [{ field: "price", before: "1299.00", after: "1399.00" }] },
    ]);
    expect(summary.product_changes).toEqual([
      {
        field: "options",
        before: "Size: 60 capsules, 120 capsules",
        after: "Size: 60 capsules, 120 capsules, 240 capsules",
      },
    ]);
    // Nothing is written by the preview.
    expect(await db.productVariant.count({ where: { productId: product.id } })).toBe(2);

    const applied = await apply(seen.id, true);
    expect(applied).toMatchObject({ created: 0, updated: 1, stock_set: 1, refused: [] });
    const after = await variantsOf(product.id);
    expect(
      after.map((variant) => [variant.sku, variant.optionValues, variant.price, variant.stock, variant.weightGrams]),
    ).toEqual([
      [product.variants[0].sku, ["60 capsules"], 69_900, 25, 120],
      [product.variants[1].sku, ["120 capsules"], 139_900, 12, 200],
      [newSku, ["240 capsules"], 239_900, 5, 380],
    ]);
    // The amount discount stayed; the sale price follows the new MRP.
    expect(after[1].salePrice).toBe(139_900 - (129_900 - 103_920));
    const options = await db.productOption.findMany({ where: { productId: product.id } });
    expect(options.map((option) => option.values)).toEqual([["60 capsules", "120 capsules", "240 capsules"]]);
    const history = await db.stockAdjustment.findMany({ where: { productId: product.id }, orderBy: { id: "asc" } });
    expect(history.map((row) => [row.variantId, row.delta, row.reason, row.note])).toEqual([
      [after[0].id, -5, "correction", `CSV import #${seen.id} (variants.csv)`],
      [after[2].id, 5, "opening", ""],
    ]);
    // The product's summary followed (trigger): the sum of the active variants' stock.
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(25 + 12 + 5);
  });

  it("leaves the stock of existing variants alone unless asked", async () => {
    const product = await productWithSizes(db, "Csv Stock Kept Tulsi", sizes);
    const rows = await exported(product.variants[0].sku);
    rows[1].stock = "3";
    const seen = await preview(fileOf(rows));
    expect(seen.variant_products[0].stock).toEqual([{ sku: product.variants[1].sku, before: 12, after: 3 }]);
    expect(await apply(seen.id, false)).toMatchObject({ updated: 0, unchanged: 1, stock_set: 0 });
    expect((await variantsOf(product.id))[1].stock).toBe(12);
  });

  it("removes a size left out of the file, but deactivates one an order names", async () => {
    const product = await productWithSizes(db, "Csv Removal Triphala", [
      ...sizes,
      { value: "240 capsules", price: 229_900, salePrice: 229_900, stock: 4 },
    ]);
    const [, ordered, unordered] = product.variants;
    const customer = await db.customer.create({
      data: {
        phone: "+919730099351",
        cart: { create: { items: { create: { productId: product.id, variantId: ordered.id, quantity: 1 } } } },
      },
    });
    await createOrder({
      customerId: customer.id,
      idempotencyKey: null,
      paymentMethod: "cod",
      notes: null,
      contact: { firstName: "Asha", lastName: "Rao", email: "asha@example.in", phone: "+919812345678" },
      address: { address: "1 MG Road", city: "Pune", state: "Maharashtra", zipCode: "411001" },
    });
    const rows = await exported(product.variants[0].sku);
    expect(rows).toHaveLength(3);
    const seen = await preview(fileOf([rows[0]]));
    expect(seen.variant_products[0]).toMatchObject({ deactivated: [ordered.sku], removed: [unordered.sku], added: [] });
    expect(await apply(seen.id)).toMatchObject({ updated: 1, refused: [] });
    const after = await variantsOf(product.id);
    expect(after.map((variant) => [variant.sku, variant.active])).toEqual([
      [product.variants[0].sku, true],
      [ordered.sku, false],
    ]);
    expect(await db.orderItem.count({ where: { variantId: ordered.id } })).toBe(1);
  });

  it("creates a new product with its sizes from rows sharing a handle", async () => {
    const category = await db.category.findFirstOrThrow({ select: { slug: true } });
    const tag = `${Date.now()}`;
    const handle = `csv-new-keram-${tag}`;
    const base = { handle, category: category.slug, option1_name: "Size", hsn_code: "33059011", gst_rate: "18" };
    const file = fileOf([
      {
        ...base,
        name: "Csv New Keram",
        sku: `KERAM-${tag}-100`,
        option1_value: "100 ml",
        price: "399.00",
        stock: "10",
        quantity: "100 ml",
        weight_grams: "150",
      },
      {
        handle,
        sku: `KERAM-${tag}-200`,
        option1_value: "200 ml",
        price: "749.00",
        stock: "4",
        quantity: "200 ml",
        weight_grams: "260",
        gtin: "8901030865275",
      },
    ]);
    const seen = await preview(file);
    expect(seen).toMatchObject({ to_create: 1, to_update: 0, refused: [] });
    expect(seen.variant_products[0]).toMatchObject({
      action: "create",
      name: "Csv New Keram",
      added: [`KERAM-${tag}-100`, `KERAM-${tag}-200`],
    });
    expect(await apply(seen.id)).toMatchObject({ created: 1, refused: [] });
    const product = await db.product.findUniqueOrThrow({ where: { slug: handle } });
    expect(product).toMatchObject({ name: "Csv New Keram", sku: `KERAM-${tag}-100`, stock: 14, price: 39_900 });
    const variants = await variantsOf(product.id);
    expect(
      variants.map((variant) => [
        variant.sku,
        variant.optionValues,
        variant.price,
        variant.stock,
        variant.gtin,
        variant.isDefault,
      ]),
    ).toEqual([
      [`KERAM-${tag}-100`, ["100 ml"], 39_900, 10, null, true],
      [`KERAM-${tag}-200`, ["200 ml"], 74_900, 4, "8901030865275", false],
    ]);
    const history = await db.stockAdjustment.findMany({ where: { productId: product.id }, orderBy: { id: "asc" } });
    expect(history.map((row) => [row.variantId, row.delta, row.reason])).toEqual([
      [variants[0].id, 10, "opening"],
      [variants[1].id, 4, "opening"],
    ]);
    // Importing the same file again finds the product by its handle: nothing changes.
    const again = await preview(file);
    expect(again).toMatchObject({ to_create: 0, to_update: 0, unchanged: 1, refused: [] });
  });

  it("refuses a product with a bad row whole, naming the row and the column; nothing of it is applied", async () => {
    const product = await productWithSizes(db, "Csv Refused Guduchi", sizes);
    const before = await variantsOf(product.id);
    const rows = await exported(product.variants[0].sku);
    rows[0].name = "Csv Refused Guduchi Renamed";
    rows[0].price = "799.00";
    rows[1].price = "twelve";
    const other = await productWithSizes(db, "Csv Refused Neighbour", sizes);
    const otherRows = await exported(other.variants[0].sku);
    otherRows[1].option1_value = "60 capsules";
    otherRows[1].name = "Another name";
    const good = await productWithSizes(db, "Csv Accepted Neighbour", sizes);
    const goodRows = await exported(good.variants[0].sku);
    goodRows[1].price = "1499.00";
    const seen = await preview(fileOf([...rows, ...otherRows, ...goodRows]));
    expect(seen.refused).toEqual([
      {
        line: 2,
        sku: rows[0].sku,
        message: "Not applied: line 3 of the same product (handle " + rows[0].handle + ") was refused",
      },
      { line: 3, sku: rows[1].sku, message: "Price must be an amount in rupees (column price)" },
      {
        line: 4,
        sku: otherRows[0].sku,
        message: "Not applied: line 5 of the same product (handle " + otherRows[0].handle + ") was refused",
      },
      {
        line: 5,
        sku: otherRows[1].sku,
        message: expect.stringContaining("name differs from the product's first row (line 4)"),
      },
    ]);
    expect(seen).toMatchObject({ to_update: 1 });
    const applied = await apply(seen.id);
    expect(applied).toMatchObject({ updated: 1, refused: seen.refused });
    expect(await variantsOf(product.id)).toEqual(before);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).name).toBe("Csv Refused Guduchi");
    expect((await variantsOf(good.id))[1].price).toBe(149_900);
  });

  it("refuses the rows of a product with variants in a file without the handle column, naming the column", async () => {
    const product = await productWithSizes(db, "Csv No Handle Triphala", sizes);
    const stored = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    const before = await variantsOf(product.id);
    const rows = await exported(product.variants[0].sku);
    rows[0].price = "799.00";
    rows[1].price = "1399.00";
    const one = await db.product.create({
      data: {
        name: "Csv No Handle One Size",
        slug: `csv-no-handle-one-${Date.now()}`,
        sku: `CSVV-NOH-${Date.now()}`,
        categoryId: stored.categoryId,
        price: 25_000,
        salePrice: 25_000,
      },
    });
    const columns = PRODUCT_CSV_COLUMNS.filter((column) => column !== "handle");
    const file =
      csvRow(columns) +
      [...rows, { ...(await exported(one.sku))[0], price: "300.00" }]
        .map((row) => csvRow(columns.map((column) => row[column] ?? "")))
        .join("");
    const message = (sku: string) =>
      `SKU ${sku} is a variant of Csv No Handle Triphala, a product with variants: its row needs the product's handle (column handle: ${stored.slug}), one row per variant, as the export writes them`;
    const seen = await preview(file);
    expect(seen.refused).toEqual([
      { line: 2, sku: rows[0].sku, message: message(rows[0].sku) },
      { line: 3, sku: rows[1].sku, message: message(rows[1].sku) },
    ]);
    expect(seen).toMatchObject({ to_create: 0, to_update: 1 });
    // The same with the column but an empty cell.
    const emptyCell = await preview(fileOf(rows.map((row) => ({ ...row, handle: "" }))));
    expect(emptyCell.refused.map((row: { message: string }) => row.message)).toEqual([
      message(rows[0].sku),
      message(rows[1].sku),
    ]);
    const applied = await apply(seen.id);
    expect(applied).toMatchObject({ created: 0, updated: 1, refused: seen.refused });
    expect(await variantsOf(product.id)).toEqual(before);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).price).toBe(stored.price);
    expect((await db.product.findUniqueOrThrow({ where: { id: one.id } })).price).toBe(30_000);
  });

  it("refuses two rows of the same size with the row and the option column", async () => {
    const product = await productWithSizes(db, "Csv Duplicate Size Amla", sizes);
    const rows = await exported(product.variants[0].sku);
    rows[1].option1_value = "60 capsules";
    const seen = await preview(fileOf(rows));
    expect(seen.refused[1]).toEqual({
      line: 3,
      sku: rows[1].sku,
      message: "Two variants are 60 capsules (column option1_value)",
    });
  });
});
