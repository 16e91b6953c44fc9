import { parse } from "csv-parse/sync";
import { shopDay } from "@/lib/domain/shop-days";
import { db } from "@/lib/server/db";
import { createOrder } from "@/lib/server/orders/create-order";
import {
  bearerRequest,
  withRoleTokens,
  routeParams,
  statusAndJson,
  uploadRequest,
  ROLE_MATRIX,
} from "@/scripts/jest/requests";
import { PRODUCT_CSV_COLUMNS } from "@/lib/validation/catalog-management/product-csv";
import { GET as exportCsv } from "./products/export/route";
import { POST as applyImport } from "./products/import/[id]/apply/route";
import { GET as report } from "./products/import/[id]/report.csv/route";
import { POST as importCsv } from "./products/import/route";
import { POST as create } from "./products/route";

afterAll(() => db.$disconnect());

const tokens = withRoleTokens("+919700000301");
let teas: { id: number; slug: string };

beforeAll(async () => {
  teas = await db.category.findFirstOrThrow({ where: { slug: "wellness-teas" }, select: { id: true, slug: true } });
});

const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();

async function created(overrides: Record<string, unknown> = {}) {
  const body = {
    name: "Brahmi Calm Tea",
    sku: `CSV-${unique()}`,
    price: 250,
    category: teas.id,
    stock: 40,
    tags: ["tea"],
    ...overrides,
  };
  const answer = await statusAndJson(
    create(bearerRequest("/api/portal/products/", { method: "POST", body, token: tokens.editor })),
  );
  expect(answer.status).toBe(201);
  return answer.body as { id: number; sku: string; version: number };
}

/** The preview of a file: nothing is applied. */
const upload = (file: string | Uint8Array, token: string | null = tokens.editor, name = "products.csv") =>
  importCsv(uploadRequest("/api/portal/products/import/", { file, name, token }));

const apply = (id: number, body: Record<string, unknown> = {}, token = tokens.editor) =>
  statusAndJson(
    applyImport(
      bearerRequest(`/api/portal/products/import/${id}/apply/`, { method: "POST", body, token }),
      routeParams({ id }),
    ),
  );

/** A file previewed, then applied as the merchant would (`set_stock` ticked or not). */
async function imported(file: string, { setStock = false } = {}) {
  const preview = await statusAndJson(upload(file));
  expect(preview.status).toBe(200);
  const applied = await apply(preview.body.id, { set_stock: setStock });
  expect(applied.status).toBe(200);
  return applied.body;
}

async function exported(query = "", token = tokens.editor) {
  const response = await exportCsv(bearerRequest(`/api/portal/products/export/?${query}`, { token }));
  const bytes = Buffer.from(await response.arrayBuffer());
  // The file starts with UTF-8's byte order mark, for Excel.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString("utf8");
  return { response, text, rows: parse(text, { bom: true, columns: true }) as Record<string, string>[] };
}

describe("who may export and import", () => {
  it.each(ROLE_MATRIX.staff)("%s (%s) -> %d", async (_who, role, status) => {
    const token = role ? tokens[role] : null;
    expect(
      (await exportCsv(bearerRequest("/api/portal/products/export/?search=nothing-matches-this", { token }))).status,
    ).toBe(status);
    // Staff get past the role check to the upload's own checks (400 for a request without a file); others are stopped before.
    expect(
      (await importCsv(bearerRequest("/api/portal/products/import/", { method: "POST", body: {}, token }))).status,
    ).toBe(status === 200 ? 400 : status);
    expect(
      (
        await report(
          bearerRequest("/api/portal/products/import/999999/report.csv", { token }),
          routeParams({ id: 999999 }),
        )
      ).status,
    ).toBe(status === 200 ? 404 : status);
  });
});

describe("export", () => {
  it("streams every product as CSV with a BOM, SKU first, money in rupees, lists joined with |, named by India's date, and audits it", async () => {
    const product = await created({
      name: "Export Ashwagandha Tea",
      price: 349.5,
      discount_type: "amount",
      discount: 49.5,
      tags: ["tea", "calm"],
      brand: "=Prakriti",
    });
    const { response, text, rows } = await exported();
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="products_${shopDay(new Date())}.csv"`,
    );
    expect(text.startsWith("sku,name,description,price,")).toBe(true);
    expect(Object.keys(rows[0])).toEqual([...PRODUCT_CSV_COLUMNS]);
    // One row per variant (docs/variants.md#csv): every product, each variant once.
    expect(new Set(rows.map((row) => row.handle)).size).toBe(await db.product.count());
    expect(rows.length).toBe(await db.productVariant.count());
    expect(rows.find((row) => row.sku === product.sku)).toMatchObject({
      name: "Export Ashwagandha Tea",
      price: "349.50",
      discount_type: "amount",
      discount: "49.50",
      category: teas.slug,
      stock: "40",
      available: "true",
      archived: "false",
      tags: "tea | calm",
      brand: "'=Prakriti",
      gst_rate: "12",
      weight_grams: "250",
    });
    const audit = await db.auditEntry.findFirstOrThrow({
      where: { entity: "product", action: "export" },
      orderBy: { id: "desc" },
    });
    expect(audit).toMatchObject({
      staffName: "Catalogue Editor",
      after: { filters: expect.objectContaining({ availability: "all", stock: "all" }) },
    });
  });

  it("takes the product table's filters, archived products included when asked", async () => {
    const product = await created({ name: "Filtered Export Tea" });
    const { rows } = await exported(`search=${product.sku}`);
    expect(rows.map((row) => row.sku)).toEqual([product.sku]);
    const archived = await db.product.count({ where: { archivedAt: { not: null } } });
    expect((await exported("availability=archived")).rows.length).toBe(archived);
    expect(
      (await exportCsv(bearerRequest("/api/portal/products/export/?stock=plenty", { token: tokens.editor }))).status,
    ).toBe(400);
  });

  it("reads back as it was: importing an unedited export changes nothing", async () => {
    await created({
      name: 'Round Trip, "Quoted" Tea',
      description: "-starts with a dash\nand has two lines",
      tags: ["a", "b"],
      video: "https://example.in/v",
      hsn_code: "0902",
    });
    const { text, rows } = await exported();
    const { status, body } = await statusAndJson(upload(text));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      to_create: 0,
      to_update: 0,
      stock_changes: 0,
      // Counted per product: a product's variants are one row each.
      unchanged: new Set(rows.map((row) => row.handle)).size,
      creates: [],
      variant_products: [],
      updates: [],
      stock: [],
      refused: [],
      report: null,
    });
    expect(await apply(body.id)).toMatchObject({
      status: 200,
      body: { created: 0, updated: 0, unchanged: new Set(rows.map((row) => row.handle)).size, stock_set: 0 },
    });
  });
});

describe("import", () => {
  it("creates and updates by SKU, changes only the columns the file has, moves stock through the history, and reports refused rows", async () => {
    const existing = await created({ name: "Import Target Tea", price: 100, stock: 40, brand: "Prakriti" });
    const untouched = await created({ name: "Untouched Tea", price: 120 });
    const newSku = `NEW-${unique()}`;
    const csv = [
      "sku,name,price,category,stock,tags",
      `${newSku},Fresh Neem Soap,89.00,${teas.slug},12,soap | neem`,
      `${existing.sku},Import Target Tea Renamed,110.50,,35,`,
      `${untouched.sku},Untouched Tea,120.00,${teas.id},40,tea`,
      `BAD-${unique()},Bad Price,abc,${teas.id},1,`,
      `${newSku},Fresh Neem Soap Again,90,${teas.id},1,`,
      `UNK-${unique()},Unknown Category,10,no-such-category,1,`,
      `NUL-${unique()},Has a \u0000 NUL,10,${teas.id},1,`,
      `BIG-${unique()},Huge Stock,10,${teas.id},99999999999,`,
      `HUGE-${unique()},Huge Price,1e400,${teas.id},1,`,
    ].join("\r\n");
    const preview = await statusAndJson(upload(csv));
    expect(preview.status).toBe(200);
    // Nothing is written by the preview.
    expect(await db.product.findUnique({ where: { sku: newSku } })).toBeNull();
    expect(await db.product.findUniqueOrThrow({ where: { id: existing.id } })).toMatchObject({
      name: "Import Target Tea",
      stock: 40,
    });
    expect(preview.body).toMatchObject({
      to_create: 1,
      to_update: 1,
      unchanged: 1,
      stock_changes: 1,
      creates: [{ line: 2, sku: newSku, name: "Fresh Neem Soap", stock: 12 }],
      updates: [
        {
          line: 3,
          sku: existing.sku,
          name: "Import Target Tea",
          changes: [
            { field: "name", before: "Import Target Tea", after: "Import Target Tea Renamed" },
            { field: "price", before: "100.00", after: "110.50" },
            { field: "tags", before: "tea", after: "" },
          ],
        },
      ],
      stock: [{ line: 3, sku: existing.sku, name: "Import Target Tea", before: 40, after: 35 }],
    });
    expect(preview.body.refused).toHaveLength(6);
    const { status, body } = await apply(preview.body.id, { set_stock: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ created: 1, updated: 1, unchanged: 1, stock_set: 1 });
    expect(body.refused).toEqual(preview.body.refused);
    expect(body.refused).toEqual([
      { line: 5, sku: expect.stringMatching(/^BAD-/), message: "Price must be an amount in rupees" },
      { line: 6, sku: newSku, message: "SKU " + newSku + " appears earlier in the file, at line 2" },
      {
        line: 7,
        sku: expect.stringMatching(/^UNK-/),
        message: 'Unknown category "no-such-category": use a category\'s id or slug',
      },
      { line: 8, sku: expect.stringMatching(/^NUL-/), message: "The row has a NUL character or invalid text" },
      { line: 9, sku: expect.stringMatching(/^BIG-/), message: "Stock is at most 10,00,000 units" },
      { line: 10, sku: expect.stringMatching(/^HUGE-/), message: "Price must be an amount in rupees" },
    ]);

    const fresh = await db.product.findUniqueOrThrow({ where: { sku: newSku } });
    expect(fresh).toMatchObject({
      name: "Fresh Neem Soap",
      price: 8900,
      salePrice: 8900,
      stock: 12,
      categoryId: teas.id,
      tags: ["soap", "neem"],
      slug: "fresh-neem-soap",
      gstRate: 12,
    });
    const updated = await db.product.findUniqueOrThrow({ where: { id: existing.id } });
    expect(updated).toMatchObject({
      name: "Import Target Tea Renamed",
      slug: "import-target-tea-renamed",
      price: 11050,
      salePrice: 11050,
      stock: 35,
      tags: [],
      brand: "Prakriti",
      version: existing.version + 1,
    });
    expect((await db.product.findUniqueOrThrow({ where: { id: untouched.id } })).version).toBe(untouched.version);

    const history = await db.stockAdjustment.findMany({ where: { productId: existing.id }, orderBy: { id: "asc" } });
    expect(history).toEqual([
      expect.objectContaining({ delta: 40, reason: "opening", stockAfter: 40 }),
      expect.objectContaining({
        delta: -5,
        reason: "correction",
        stockAfter: 35,
        note: `CSV import #${body.id} (products.csv)`,
      }),
    ]);
    // A product the file creates has its opening stock in its history.
    expect(await db.stockAdjustment.findMany({ where: { productId: fresh.id } })).toEqual([
      expect.objectContaining({
        delta: 12,
        reason: "opening",
        stockAfter: 12,
        note: `CSV import #${body.id} (products.csv)`,
      }),
    ]);

    const audits = await db.auditEntry.findMany({ where: { entity: "product", entityId: `import-${body.id}` } });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: "import",
      staffName: "Catalogue Editor",
      before: { changes: { [existing.sku]: { name: "Import Target Tea", price: "100.00", stock: "40", tags: "tea" } } },
      after: {
        created: 1,
        updated: 1,
        unchanged: 1,
        stock_set: 1,
        set_stock: true,
        refused: 6,
        created_skus: [newSku],
        changes: { [existing.sku]: { name: "Import Target Tea Renamed", price: "110.50", stock: "35", tags: "" } },
      },
    });

    expect(body.report).toBe(`/api/portal/products/import/${body.id}/report.csv`);
    const reportResponse = await report(
      bearerRequest(body.report, { token: tokens.admin }),
      routeParams({ id: body.id }),
    );
    expect(reportResponse.headers.get("content-disposition")).toBe(
      `attachment; filename="product_import_${body.id}_refused.csv"`,
    );
    const reportRows = parse(await reportResponse.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(reportRows.map((row) => row.error)).toEqual(
      body.refused.map((row: { line: number; message: string }) => `Line ${row.line}: ${row.message}`),
    );
    expect(reportRows[0]).toMatchObject({
      sku: body.refused[0].sku,
      name: "Bad Price",
      price: "abc",
      error: expect.any(String),
    });
  });

  it("applies a row whole or not at all: a row whose result breaks a rule changes nothing of that product", async () => {
    const product = await created({ name: "Whole Row Tea", price: 100, stock: 10 });
    const csv = `sku,name,discount_type,discount,stock\n${product.sku},Half Applied Name,amount,150,3\n`;
    const body = await imported(csv, { setStock: true });
    expect(body).toMatchObject({
      created: 0,
      updated: 0,
      refused: [{ line: 2, message: "A discount cannot be more than the price" }],
    });
    expect(await db.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({
      name: "Whole Row Tea",
      stock: 10,
      discount: 0,
      version: product.version,
    });
    expect(await db.stockAdjustment.count({ where: { productId: product.id, reason: { not: "opening" } } })).toBe(0);
  });

  it("archives and restores by the archived column", async () => {
    const product = await created({ name: "Archive By File Tea" });
    expect(await imported(`sku,archived\n${product.sku},yes\n`)).toMatchObject({ updated: 1, refused: [] });
    expect(await db.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({
      available: false,
      archivedAt: expect.any(Date),
    });
    expect(await imported(`sku,archived,available\n${product.sku},no,yes\n`)).toMatchObject({ updated: 1 });
    expect(await db.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({
      available: true,
      archivedAt: null,
    });
  });

  it("gives a report of the refused rows that imports as it is once corrected", async () => {
    const sku = `FIX-${unique()}`;
    const first = await statusAndJson(upload(`sku,name,category,price\n${sku},,${teas.id},10\n`));
    // The preview already gives the report.
    expect(first.body).toMatchObject({ to_create: 0, refused: [{ line: 2, sku, message: "Name is required" }] });
    const bytes = Buffer.from(
      await (
        await report(bearerRequest(first.body.report, { token: tokens.editor }), routeParams({ id: first.body.id }))
      ).arrayBuffer(),
    );
    const text = bytes.toString("utf8");
    expect(text).toBe(`\uFEFFsku,name,category,price,error\r\n${sku},,${teas.id},10,Line 2: Name is required\r\n`);
    expect(await imported(text.replace(`${sku},,`, `${sku},Fixed Tea,`))).toMatchObject({ created: 1, refused: [] });
  });

  it("replays a chunk a concurrent change breaks row by row: a SKU another product takes while the file is written is refused, saying why", async () => {
    const [taken, free] = [`RACE-${unique()}`, `RACE-${unique()}`];
    const csv = `sku,name,price,category\n${taken},Race Tea One,10,${teas.id}\n${free},Race Tea Two,10,${teas.id}\n`;
    const preview = await statusAndJson(upload(csv));
    expect(preview.body).toMatchObject({ to_create: 2 });
    const rival = db.$transaction(async (tx) => {
      await tx.product.create({
        data: {
          name: "Rival Tea",
          slug: `rival-${taken.toLowerCase()}`,
          sku: taken,
          price: 500,
          salePrice: 500,
          categoryId: teas.id,
        },
      });
      // Holds the new SKU uncommitted while the import reaches its insert, which waits for this transaction and then fails.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    });
    const [{ status, body }] = await Promise.all([apply(preview.body.id), rival]);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      created: 1,
      updated: 0,
      refused: [
        {
          line: 2,
          sku: taken,
          message: `Another product took the SKU ${taken} since the preview: this row was not applied. Preview the file again.`,
        },
      ],
    });
    expect(await db.product.findUniqueOrThrow({ where: { sku: taken } })).toMatchObject({
      name: "Rival Tea",
      price: 500,
      version: 1,
    });
    expect(await db.product.findUniqueOrThrow({ where: { sku: free } })).toMatchObject({ name: "Race Tea Two" });
    expect(await db.productImport.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({
      created: 1,
      updated: 0,
    });
  });

  describe("stock never moves by accident", () => {
    let shoppers = 0;
    /** A cash-on-delivery order of `quantity` units, as checkout takes them. */
    async function sell(productId: number, quantity: number) {
      shoppers += 1;
      const customer = await db.customer.create({
        data: {
          phone: `+9173030${String(shoppers).padStart(5, "0")}`,
          cart: { create: { items: { create: { productId, quantity } } } },
        },
      });
      await createOrder({
        customerId: customer.id,
        idempotencyKey: null,
        paymentMethod: "cod",
        notes: null,
        contact: { firstName: "Meera", lastName: "Iyer", email: "meera@example.in", phone: "+919845012345" },
        address: { address: "7 Temple Street", city: "Chennai", state: "Tamil Nadu", zipCode: "600001", country: "IN" },
      });
    }

    it("export at 47, two units sell, the file comes back with new prices: the preview lists the stock apart and the stock stays 45 unless 'set stock' is ticked", async () => {
      const product = await created({ name: "Stock Safe Tea", price: 200, stock: 47 });
      const { rows } = await exported(`search=${product.sku}`);
      expect(rows).toEqual([expect.objectContaining({ sku: product.sku, stock: "47", category: teas.slug })]);
      await sell(product.id, 2);
      expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(45);

      const file = [
        PRODUCT_CSV_COLUMNS.join(","),
        PRODUCT_CSV_COLUMNS.map((column) => (column === "price" ? "225.00" : JSON.stringify(rows[0][column]))).join(
          ",",
        ),
      ].join("\r\n");
      const preview = await statusAndJson(upload(file));
      expect(preview.body).toMatchObject({
        to_create: 0,
        to_update: 1,
        stock_changes: 1,
        refused: [],
        updates: [{ sku: product.sku, changes: [{ field: "price", before: "200.00", after: "225.00" }] }],
        stock: [{ sku: product.sku, before: 45, after: 47 }],
      });
      expect(await apply(preview.body.id)).toMatchObject({
        status: 200,
        body: { updated: 1, stock_set: 0, refused: [] },
      });
      expect(await db.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({
        price: 22500,
        stock: 45,
      });
      expect(await db.stockAdjustment.count({ where: { productId: product.id, reason: "correction" } })).toBe(0);

      // Ticked, the file's count is set, through the history.
      const again = await statusAndJson(upload(file));
      expect(again.body).toMatchObject({
        to_update: 0,
        unchanged: 0,
        stock_changes: 1,
        stock: [{ before: 45, after: 47 }],
      });
      expect(await apply(again.body.id, { set_stock: true })).toMatchObject({
        status: 200,
        body: { updated: 1, stock_set: 1 },
      });
      expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(47);
      expect(
        await db.stockAdjustment.findFirst({ where: { productId: product.id }, orderBy: { id: "desc" } }),
      ).toMatchObject({ delta: 2, reason: "correction", stockAfter: 47 });
    });

    it("a new product takes the file's stock as its opening stock, ticked or not", async () => {
      const sku = `OPEN-${unique()}`;
      expect(await imported(`sku,name,price,category,stock\n${sku},Opening Tea,10,${teas.slug},9\n`)).toMatchObject({
        created: 1,
        stock_set: 0,
      });
      expect(await db.product.findUniqueOrThrow({ where: { sku } })).toMatchObject({ stock: 9 });
    });

    it("applying re-checks the products: a sale or an edit since the preview refuses the row and says so, and an import applies once", async () => {
      const sold = await created({ name: "Sold Meanwhile Tea", price: 100, stock: 20 });
      const edited = await created({ name: "Edited Meanwhile Tea", price: 100, stock: 20 });
      const calm = await created({ name: "Calm Meanwhile Tea", price: 100, stock: 20 });
      const file = `sku,price,stock\n${sold.sku},120,30\n${edited.sku},120,20\n${calm.sku},120,20\n`;
      const preview = await statusAndJson(upload(file));
      expect(preview.body).toMatchObject({ to_update: 3, stock_changes: 1 });
      await sell(sold.id, 1);
      await db.product.update({
        where: { id: edited.id },
        data: { name: "Edited By Someone Tea", version: { increment: 1 } },
      });

      const { body } = await apply(preview.body.id, { set_stock: true });
      expect(body).toMatchObject({
        updated: 1,
        refused: [
          {
            line: 2,
            sku: sold.sku,
            message:
              "The stock of Sold Meanwhile Tea changed since the preview (20 then, 19 now): this row was not applied. Preview the file again.",
          },
          {
            line: 3,
            sku: edited.sku,
            message:
              "Edited By Someone Tea was changed since the preview: this row was not applied. Preview the file again.",
          },
        ],
      });
      expect(await db.product.findUniqueOrThrow({ where: { id: sold.id } })).toMatchObject({ price: 10000, stock: 19 });
      expect(await db.product.findUniqueOrThrow({ where: { id: edited.id } })).toMatchObject({ price: 10000 });
      expect(await db.product.findUniqueOrThrow({ where: { id: calm.id } })).toMatchObject({ price: 12000, stock: 20 });

      expect(await apply(preview.body.id, { set_stock: true })).toMatchObject({
        status: 409,
        body: { error: "import_applied" },
      });
      expect(await apply(999999)).toMatchObject({ status: 404, body: { error: "import_not_found" } });
    });

    it("a sale since the preview does not stop a row that leaves stock alone", async () => {
      const product = await created({ name: "Price Only Tea", price: 100, stock: 20 });
      const preview = await statusAndJson(upload(`sku,price,stock\n${product.sku},130,20\n`));
      await sell(product.id, 3);
      expect(await apply(preview.body.id)).toMatchObject({ status: 200, body: { updated: 1, refused: [] } });
      expect(await db.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({
        price: 13000,
        stock: 17,
      });
    });

    it("reads the category by slug, and still by id in older files", async () => {
      const product = await created({ name: "Category Read Tea" });
      const herbs = await db.category.findFirstOrThrow({
        where: { slug: { not: teas.slug }, parentId: null },
        select: { id: true, slug: true },
      });
      expect(await imported(`sku,category\n${product.sku},${herbs.slug}\n`)).toMatchObject({ updated: 1 });
      expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).categoryId).toBe(herbs.id);
      expect(await imported(`sku,category\n${product.sku},${teas.id}\n`)).toMatchObject({ updated: 1 });
      expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).categoryId).toBe(teas.id);
    });
  });

  it.each([
    [
      "a header with an unknown column",
      "sku,name,colour\nA-1,Tea,green\n",
      `Unknown column "colour": the columns are ${PRODUCT_CSV_COLUMNS.join(", ")}`,
    ],
    [
      "a header without sku",
      "name,price\nTea,10\n",
      "The header row must name the sku column (it says which product a row creates or updates)",
    ],
    ["a column named twice", "sku,price,price\nA-1,1,2\n", 'The column "price" appears twice in the header row'],
    ["an empty file", "", "The file is empty: it needs a header row naming the columns, then one row per product."],
    ["broken quoting", 'sku,name\nA-1,"unterminated\n', expect.stringMatching(/^The file is not valid CSV: /)],
  ])("refuses %s up front with a 400 and changes nothing", async (_case, csv, message) => {
    const before = { products: await db.product.count(), imports: await db.productImport.count() };
    expect(await statusAndJson(upload(csv))).toMatchObject({ status: 400, body: { error: "invalid_csv", message } });
    expect({ products: await db.product.count(), imports: await db.productImport.count() }).toEqual(before);
  });

  it("refuses what is not a CSV text file, and a file over 20 MB", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expect(await statusAndJson(upload(png, tokens.editor, "photo.png"))).toMatchObject({
      status: 400,
      body: {
        error: "invalid_csv",
        message: "This is not a CSV text file in UTF-8: save the sheet as CSV UTF-8 and choose that file.",
      },
    });
    expect(await statusAndJson(upload("sku,\u0000name\nA,B\n"))).toMatchObject({
      status: 400,
      body: { message: "This is not a CSV text file in UTF-8: save the sheet as CSV UTF-8 and choose that file." },
    });
    const latin1 = new Uint8Array([...Buffer.from("sku,name\nA-1,Caf"), 0xe9, 0x0a]);
    expect(await statusAndJson(upload(latin1))).toMatchObject({
      status: 400,
      body: { message: "This is not a CSV text file in UTF-8: save the sheet as CSV UTF-8 and choose that file." },
    });
    const json = await statusAndJson(
      importCsv(
        bearerRequest("/api/portal/products/import/", {
          method: "POST",
          body: { csv: "sku\nA" },
          token: tokens.editor,
        }),
      ),
    );
    expect(json).toMatchObject({
      status: 400,
      body: { error: "invalid_upload", message: 'Send the file as multipart/form-data, in a field named "file".' },
    });
    const before = await db.productImport.count();
    const oversize = `sku,name\n${"X-1,".padEnd(64, "a")}\n`.repeat(Math.ceil((20 * 1024 * 1024) / 66) + 10);
    expect(await statusAndJson(upload(oversize))).toMatchObject({
      status: 413,
      body: { error: "file_too_large", message: "The file is larger than 20 MB." },
    });
    expect(await db.productImport.count()).toBe(before);
  });
});
