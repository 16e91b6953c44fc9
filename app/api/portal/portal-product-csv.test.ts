import { parse } from "csv-parse/sync";
import { shopDay } from "@/lib/domain/shop-days";
import { db } from "@/lib/server/db";
import { bearerRequest, roleTokens, routeParams, statusAndJson, uploadRequest, ROLE_MATRIX, type RoleTokens } from "@/scripts/jest/requests";
import { PRODUCT_CSV_COLUMNS } from "@/lib/validation/portal-product-csv";
import { GET as exportCsv } from "./products/export/route";
import { GET as report } from "./products/import/[id]/report.csv/route";
import { POST as importCsv } from "./products/import/route";
import { POST as create } from "./products/route";

afterAll(() => db.$disconnect());

let tokens: RoleTokens;
let teas: { id: number; slug: string };

beforeAll(async () => {
  tokens = await roleTokens("+919700000301");
  teas = await db.category.findFirstOrThrow({ where: { slug: "wellness-teas" }, select: { id: true, slug: true } });
});

const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();

async function created(overrides: Record<string, unknown> = {}) {
  const body = { name: "Brahmi Calm Tea", sku: `CSV-${unique()}`, price: 250, category: teas.id, stock: 40, tags: ["tea"], ...overrides };
  const answer = await statusAndJson(create(bearerRequest("/api/portal/products/", { method: "POST", body, token: tokens.editor })));
  expect(answer.status).toBe(201);
  return answer.body as { id: number; sku: string; version: number };
}

const upload = (file: string | Uint8Array, token: string | null = tokens.editor, name = "products.csv") =>
  importCsv(uploadRequest("/api/portal/products/import/", { file, name, token }));

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
    expect((await exportCsv(bearerRequest("/api/portal/products/export/?search=nothing-matches-this", { token }))).status).toBe(status);
    // Staff get past the role check to the upload's own checks (400 for a request without a file); others are stopped before.
    expect((await importCsv(bearerRequest("/api/portal/products/import/", { method: "POST", body: {}, token }))).status).toBe(status === 200 ? 400 : status);
    expect((await report(bearerRequest("/api/portal/products/import/999999/report.csv", { token }), routeParams({ id: 999999 }))).status).toBe(status === 200 ? 404 : status);
  });
});

describe("export", () => {
  it("streams every product as CSV with a BOM, SKU first, money in rupees, lists joined with |, named by India's date, and audits it", async () => {
    const product = await created({ name: "Export Ashwagandha Tea", price: 349.5, discount_type: "amount", discount: 49.5, tags: ["tea", "calm"], brand: "=Prakriti" });
    const { response, text, rows } = await exported();
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="products_${shopDay(new Date())}.csv"`);
    expect(text.startsWith("sku,name,description,price,")).toBe(true);
    expect(Object.keys(rows[0])).toEqual([...PRODUCT_CSV_COLUMNS]);
    expect(rows.length).toBe(await db.product.count());
    expect(rows.find((row) => row.sku === product.sku)).toMatchObject({
      name: "Export Ashwagandha Tea", price: "349.50", discount_type: "amount", discount: "49.50", category: String(teas.id),
      stock: "40", available: "true", archived: "false", tags: "tea | calm", brand: "'=Prakriti", gst_rate: "12", weight_grams: "250",
    });
    const audit = await db.auditEntry.findFirstOrThrow({ where: { entity: "product", action: "export" }, orderBy: { id: "desc" } });
    expect(audit).toMatchObject({ staffName: "Catalogue Editor", after: { filters: expect.objectContaining({ availability: "all", stock: "all" }) } });
  });

  it("takes the product table's filters, archived products included when asked", async () => {
    const product = await created({ name: "Filtered Export Tea" });
    const { rows } = await exported(`search=${product.sku}`);
    expect(rows.map((row) => row.sku)).toEqual([product.sku]);
    const archived = await db.product.count({ where: { archivedAt: { not: null } } });
    expect((await exported("availability=archived")).rows.length).toBe(archived);
    expect((await exportCsv(bearerRequest("/api/portal/products/export/?stock=plenty", { token: tokens.editor }))).status).toBe(400);
  });

  it("reads back as it was: importing an unedited export changes nothing", async () => {
    await created({ name: "Round Trip, \"Quoted\" Tea", description: "-starts with a dash\nand has two lines", tags: ["a", "b"], video: "https://example.in/v", hsn_code: "0902" });
    const { text, rows } = await exported();
    const { status, body } = await statusAndJson(upload(text));
    expect(status).toBe(200);
    expect(body).toMatchObject({ created: 0, updated: 0, unchanged: rows.length, refused: [], report: null });
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
    const { status, body } = await statusAndJson(upload(csv));
    expect(status).toBe(200);
    expect(body).toMatchObject({ created: 1, updated: 1, unchanged: 1 });
    expect(body.refused).toEqual([
      { line: 5, sku: expect.stringMatching(/^BAD-/), message: "Price must be an amount in rupees" },
      { line: 6, sku: newSku, message: "SKU " + newSku + " appears earlier in the file, at line 2" },
      { line: 7, sku: expect.stringMatching(/^UNK-/), message: 'Unknown category "no-such-category": use a category\'s id or slug' },
      { line: 8, sku: expect.stringMatching(/^NUL-/), message: "The row has a NUL character or invalid text" },
      { line: 9, sku: expect.stringMatching(/^BIG-/), message: "Stock is at most 10,00,000 units" },
      { line: 10, sku: expect.stringMatching(/^HUGE-/), message: "Price must be an amount in rupees" },
    ]);

    const fresh = await db.product.findUniqueOrThrow({ where: { sku: newSku } });
    expect(fresh).toMatchObject({ name: "Fresh Neem Soap", price: 8900, salePrice: 8900, stock: 12, categoryId: teas.id, tags: ["soap", "neem"], slug: "fresh-neem-soap", gstRate: 12 });
    const updated = await db.product.findUniqueOrThrow({ where: { id: existing.id } });
    expect(updated).toMatchObject({ name: "Import Target Tea Renamed", slug: "import-target-tea-renamed", price: 11050, salePrice: 11050, stock: 35, tags: [], brand: "Prakriti", version: existing.version + 1 });
    expect((await db.product.findUniqueOrThrow({ where: { id: untouched.id } })).version).toBe(untouched.version);

    const history = await db.stockAdjustment.findMany({ where: { productId: existing.id } });
    expect(history).toEqual([expect.objectContaining({ delta: -5, reason: "correction", stockAfter: 35, note: `CSV import #${body.id} (products.csv)` })]);

    const audits = await db.auditEntry.findMany({ where: { entity: "product", entityId: `import-${body.id}` } });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: "import", staffName: "Catalogue Editor",
      before: { changes: { [existing.sku]: { name: "Import Target Tea", price: "100.00", stock: "40", tags: "tea" } } },
      after: { created: 1, updated: 1, unchanged: 1, refused: 6, created_skus: [newSku], changes: { [existing.sku]: { name: "Import Target Tea Renamed", price: "110.50", stock: "35", tags: "" } } },
    });

    expect(body.report).toBe(`/api/portal/products/import/${body.id}/report.csv`);
    const reportResponse = await report(bearerRequest(body.report, { token: tokens.admin }), routeParams({ id: body.id }));
    expect(reportResponse.headers.get("content-disposition")).toBe(`attachment; filename="product_import_${body.id}_refused.csv"`);
    const reportRows = parse(await reportResponse.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(reportRows.map((row) => row.error)).toEqual(body.refused.map((row: { line: number; message: string }) => `Line ${row.line}: ${row.message}`));
    expect(reportRows[0]).toMatchObject({ sku: body.refused[0].sku, name: "Bad Price", price: "abc", error: expect.any(String) });
  });

  it("applies a row whole or not at all: a row whose result breaks a rule changes nothing of that product", async () => {
    const product = await created({ name: "Whole Row Tea", price: 100, stock: 10 });
    const csv = `sku,name,discount_type,discount,stock\n${product.sku},Half Applied Name,amount,150,3\n`;
    const { body } = await statusAndJson(upload(csv));
    expect(body).toMatchObject({ created: 0, updated: 0, refused: [{ line: 2, message: "A discount cannot be more than the price" }] });
    expect(await db.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({ name: "Whole Row Tea", stock: 10, discount: 0, version: product.version });
    expect(await db.stockAdjustment.count({ where: { productId: product.id } })).toBe(0);
  });

  it("archives and restores by the archived column", async () => {
    const product = await created({ name: "Archive By File Tea" });
    expect((await statusAndJson(upload(`sku,archived\n${product.sku},yes\n`))).body).toMatchObject({ updated: 1, refused: [] });
    expect(await db.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({ available: false, archivedAt: expect.any(Date) });
    expect((await statusAndJson(upload(`sku,archived,available\n${product.sku},no,yes\n`))).body).toMatchObject({ updated: 1 });
    expect(await db.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({ available: true, archivedAt: null });
  });

  it("gives a report of the refused rows that imports as it is once corrected", async () => {
    const sku = `FIX-${unique()}`;
    const first = await statusAndJson(upload(`sku,name,category,price\n${sku},,${teas.id},10\n`));
    expect(first.body).toMatchObject({ created: 0, refused: [{ line: 2, sku, message: "Name is required" }] });
    const bytes = Buffer.from(await (await report(bearerRequest(first.body.report, { token: tokens.editor }), routeParams({ id: first.body.id }))).arrayBuffer());
    const text = bytes.toString("utf8");
    expect(text).toBe(`\uFEFFsku,name,category,price,error\r\n${sku},,${teas.id},10,Line 2: Name is required\r\n`);
    expect((await statusAndJson(upload(text.replace(`${sku},,`, `${sku},Fixed Tea,`)))).body).toMatchObject({ created: 1, refused: [] });
  });

  it("replays a chunk a concurrent change breaks row by row: a SKU another product takes while the file is written is then updated", async () => {
    const [taken, free] = [`RACE-${unique()}`, `RACE-${unique()}`];
    const csv = `sku,name,price,category\n${taken},Race Tea One,10,${teas.id}\n${free},Race Tea Two,10,${teas.id}\n`;
    const rival = db.$transaction(async (tx) => {
      await tx.product.create({ data: { name: "Rival Tea", slug: `rival-${taken.toLowerCase()}`, sku: taken, price: 500, salePrice: 500, categoryId: teas.id } });
      // Holds the new SKU uncommitted while the import reaches its insert, which waits for this transaction and then fails.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    });
    const [{ status, body }] = await Promise.all([statusAndJson(upload(csv)), rival]);
    expect(status).toBe(200);
    expect(body).toMatchObject({ created: 1, updated: 1, refused: [] });
    expect(await db.product.findUniqueOrThrow({ where: { sku: taken } })).toMatchObject({ name: "Race Tea One", price: 1000, version: 2 });
    expect(await db.product.findUniqueOrThrow({ where: { sku: free } })).toMatchObject({ name: "Race Tea Two" });
    expect(await db.productImport.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({ created: 1, updated: 1 });
  });

  it.each([
    ["a header with an unknown column", "sku,name,colour\nA-1,Tea,green\n", 'Unknown column "colour": the columns are sku, name, description, price, discount_type, discount, category, quantity, available, archived, stock, brand, tags, benefits, key_ingredients, how_to_use, certifications, conditions_cured, video, hsn_code, gst_rate, weight_grams, search_synonyms'],
    ["a header without sku", "name,price\nTea,10\n", "The header row must name the sku column (it says which product a row creates or updates)"],
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
    expect(await statusAndJson(upload(png, tokens.editor, "photo.png"))).toMatchObject({ status: 400, body: { error: "invalid_csv", message: "This is not a CSV text file in UTF-8: save the sheet as CSV UTF-8 and choose that file." } });
    expect(await statusAndJson(upload("sku,\u0000name\nA,B\n"))).toMatchObject({ status: 400, body: { message: "This is not a CSV text file in UTF-8: save the sheet as CSV UTF-8 and choose that file." } });
    const latin1 = new Uint8Array([...Buffer.from("sku,name\nA-1,Caf"), 0xe9, 0x0a]);
    expect(await statusAndJson(upload(latin1))).toMatchObject({ status: 400, body: { message: "This is not a CSV text file in UTF-8: save the sheet as CSV UTF-8 and choose that file." } });
    const json = await statusAndJson(importCsv(bearerRequest("/api/portal/products/import/", { method: "POST", body: { csv: "sku\nA" }, token: tokens.editor })));
    expect(json).toMatchObject({ status: 400, body: { error: "invalid_upload", message: 'Send the file as multipart/form-data, in a field named "file".' } });
    const before = await db.productImport.count();
    const oversize = `sku,name\n${"X-1,".padEnd(64, "a")}\n`.repeat(Math.ceil((20 * 1024 * 1024) / 66) + 10);
    expect(await statusAndJson(upload(oversize))).toMatchObject({ status: 413, body: { error: "file_too_large", message: "The file is larger than 20 MB." } });
    expect(await db.productImport.count()).toBe(before);
  });
});
