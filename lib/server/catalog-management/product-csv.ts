import "server-only";
import { pipeline, Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { Prisma, type Product } from "@prisma/client";
import { parse } from "csv-parse";
import { productSlug } from "@/lib/domain/catalog";
import { csvRow } from "@/lib/domain/csv";
import { paiseToRupeeString } from "@/lib/domain/money";
import type { Actor } from "@/lib/domain/principal";
import { changedFields, recordAudit } from "@/lib/server/audit/audit";
import {
  columnsOf,
  conditionOf,
  discountColumn,
  skuTaken,
  withDerived,
  type ProductFields,
} from "@/lib/server/catalog-management/products";
import { revalidateProducts } from "@/lib/server/cache/revalidate";
import { db } from "@/lib/server/db";
import { AppError, isUniqueViolation } from "@/lib/server/errors";
import { applyStockChanges, recordOpeningStock } from "@/lib/server/catalog-management/stock";
import { getLowStockThreshold } from "@/lib/server/settings/merchant-settings";
import {
  checkHeader,
  fieldsOfCells,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_MAX_ROWS,
  REPORT_ERROR_COLUMN,
  OPTION_CSV_COLUMNS,
  PRODUCT_LEVEL_COLUMNS,
  type ProductCsvColumn,
  type ProductFieldColumn,
} from "@/lib/validation/catalog-management/product-csv";
import {
  archiveColumns,
  groupRows,
  handleOf,
  lockStored,
  planGroup,
  refuseGroup,
  refuseVariantsWithoutHandle,
  storedByHandle,
  type Refused,
  type VariantGroup,
  type VariantGroupSummary,
} from "@/lib/server/catalog-management/product-csv-variants";
import { bumpVersion, writeVariants, type VariantRow } from "@/lib/server/catalog-management/variants";
import {
  productCreate,
  productPatch,
  stockCount,
  type PortalProductFilters,
} from "@/lib/validation/catalog-management/products";
import { findUnstorableText, idFromText } from "@/lib/validation/primitives";

type Tx = Prisma.TransactionClient;

// ---------------------------------------------------------------- the format

/** A category's slug by its id: how a file names a product's category. */
export type CategorySlugs = ReadonlyMap<number, string>;

async function categorySlugs(): Promise<CategorySlugs> {
  return new Map(
    (await db.category.findMany({ select: { id: true, slug: true } })).map((category) => [category.id, category.slug]),
  );
}

/** A product as its CSV row states it: every column as text (money in rupees, the category's slug, lists joined with " | ", flags true/false). */
export function productCsvValues(row: Product, slugs: CategorySlugs): Record<ProductFieldColumn, string> {
  return {
    sku: row.sku,
    name: row.name,
    description: row.description,
    price: paiseToRupeeString(row.price),
    discount_type: row.discountType ?? "",
    discount: row.discountType === "amount" ? paiseToRupeeString(row.discount) : String(row.discount),
    category: slugs.get(row.categoryId) ?? String(row.categoryId),
    quantity: row.unitLabel,
    available: String(row.available),
    archived: String(row.archivedAt !== null),
    stock: String(row.stock),
    brand: row.brand ?? "",
    tags: row.tags.join(" | "),
    benefits: row.benefits.join(" | "),
    key_ingredients: row.keyIngredients.join(" | "),
    how_to_use: row.howToUse ?? "",
    certifications: row.certifications.join(" | "),
    conditions_cured: row.conditionsCured,
    video: row.videoUrl ?? "",
    hsn_code: row.hsnCode ?? "",
    gst_rate: String(row.gstRate),
    weight_grams: String(row.weightGrams),
    search_synonyms: row.searchSynonyms.join(" | "),
  };
}

/**
 * A product's rows: one per variant, in order, each with the product's handle (its slug), option
 * values, SKU, prices, stock, quantity text, weight, box, GTIN, active flag and image; the product's own
 * columns (and the option names) on its first row only, as Shopify's product CSV writes them. A
 * product with one variant and no options is one row, as before variants.
 */
export function productCsvRows(
  product: Product,
  options: { name: string; values: string[] }[],
  variants: Omit<VariantRow, "_count">[],
  slugs: CategorySlugs,
): Record<ProductCsvColumn, string>[] {
  const productValues = productCsvValues(product, slugs);
  const list = variants.length > 0 ? variants : [null];
  return list.map((variant, index) => {
    const values: Record<ProductCsvColumn, string> = {
      ...productValues,
      handle: product.slug,
      option1_name: "",
      option1_value: "",
      option2_name: "",
      option2_value: "",
      option3_name: "",
      option3_value: "",
      length_cm: "",
      breadth_cm: "",
      height_cm: "",
      gtin: "",
      variant_active: "true",
      variant_image: "",
    };
    OPTION_CSV_COLUMNS.forEach((column, position) => {
      values[column.name] = options[position]?.name ?? "";
      values[column.value] = variant?.optionValues[position] ?? "";
    });
    if (variant) {
      Object.assign(values, {
        sku: variant.sku,
        price: paiseToRupeeString(variant.price),
        discount_type: variant.discountType ?? "",
        discount: variant.discountType === "amount" ? paiseToRupeeString(variant.discount) : String(variant.discount),
        quantity: variant.unitLabel,
        stock: String(variant.stock),
        weight_grams: String(variant.weightGrams),
        length_cm: variant.lengthCm === null ? "" : String(variant.lengthCm),
        breadth_cm: variant.breadthCm === null ? "" : String(variant.breadthCm),
        height_cm: variant.heightCm === null ? "" : String(variant.heightCm),
        gtin: variant.gtin ?? "",
        variant_active: String(variant.active),
        variant_image: variant.imageUrls[0] ?? "",
      });
    }
    if (index > 0) for (const column of PRODUCT_LEVEL_COLUMNS) values[column] = "";
    return values;
  });
}

// ---------------------------------------------------------------- export

const EXPORT_BATCH = 1000;

/** An export is audited before it starts, with the filters it used. */
export async function recordProductExport(filters: PortalProductFilters, actor: Actor): Promise<void> {
  await recordAudit(db, actor, { action: "export", entity: "product", entityId: "csv", after: { filters } });
}

/**
 * The products the table's filters select (every product, archived too, without filters) as CSV
 * in the import's format, by id, read in batches so memory stays flat however large the catalogue.
 */
export async function* exportProductsCsv(filters: PortalProductFilters): AsyncGenerator<string> {
  yield csvRow(PRODUCT_CSV_COLUMNS);
  const condition = conditionOf(filters, await getLowStockThreshold());
  const slugs = await categorySlugs();
  let afterId = 0;
  for (;;) {
    const ids = await db.$queryRaw<{ id: number }[]>`
      SELECT p.id FROM "Product" p WHERE ${condition} AND p.id > ${afterId} ORDER BY p.id LIMIT ${EXPORT_BATCH}`;
    if (ids.length === 0) return;
    // Read through Prisma, which gives a list column left NULL as [] (raw SQL answers null).
    const batch = await db.product.findMany({
      where: { id: { in: ids.map((row) => row.id) } },
      orderBy: { id: "asc" },
      include: {
        options: { orderBy: { position: "asc" } },
        variants: { orderBy: [{ position: "asc" }, { id: "asc" }] },
      },
    });
    yield batch
      .flatMap(({ options, variants, ...row }) =>
        productCsvRows(row, options, variants, slugs).map((values) =>
          csvRow(PRODUCT_CSV_COLUMNS.map((column) => values[column])),
        ),
      )
      .join("");
    afterId = ids[ids.length - 1].id;
  }
}

// ---------------------------------------------------------------- reading a file

type CsvRecord = { record: string[]; info: { lines: number } };
/** A row of the file: its cells as stored for the report, and whether the file's own cells held text PostgreSQL cannot store. */
type FileRow = {
  line: number;
  sku: string;
  cells: string[];
  unstorable: boolean;
  values: Partial<Record<ProductCsvColumn, string>>;
};

const invalidCsv = (message: string) => new AppError(400, "invalid_csv", message);
const NOT_CSV_TEXT = "This is not a CSV text file in UTF-8: save the sheet as CSV UTF-8 and choose that file.";

/** Text PostgreSQL can store (no NUL, no lone surrogate), for keeping a refused row as it was. */
const storable = (text: string) =>
  text.replace(/\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");

function fileRow(columns: (ProductCsvColumn | null)[], line: number, record: string[]): FileRow {
  const values: Partial<Record<ProductCsvColumn, string>> = {};
  columns.forEach((column, index) => {
    if (column !== null && index < record.length) values[column] = record[index];
  });
  return {
    line,
    sku: storable((values.sku ?? "").trim().slice(0, 64)),
    cells: record.map(storable),
    unstorable: findUnstorableText(record) !== null,
    values,
  };
}

/**
 * The file's header and rows, parsed as they stream in. A file that is not UTF-8 CSV text, has a
 * header the format does not know, or has too many rows is a 400 before anything is written.
 */
async function readRows(file: ReadableStream<Uint8Array>): Promise<{ header: string[]; rows: FileRow[] }> {
  const text = file.pipeThrough(
    new TextDecoderStream("utf-8", { fatal: true }) as unknown as ReadableWritablePair<string, Uint8Array>,
  );
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: 200_000,
  });
  // A failure anywhere (bytes that are not UTF-8, broken quoting) ends the loop below with its error.
  pipeline(Readable.fromWeb(text as unknown as NodeReadableStream<string>), parser, () => undefined);
  let header: string[] | null = null;
  let columns: (ProductCsvColumn | null)[] = [];
  const rows: FileRow[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<CsvRecord>) {
      if (header === null) {
        if (findUnstorableText(record) !== null) throw invalidCsv(NOT_CSV_TEXT);
        const checked = checkHeader(record);
        if ("problem" in checked) throw invalidCsv(checked.problem);
        header = record.map((name) => name.trim().toLowerCase());
        columns = checked.columns;
        continue;
      }
      if (rows.length >= PRODUCT_IMPORT_MAX_ROWS)
        throw invalidCsv(
          `A file has at most ${PRODUCT_IMPORT_MAX_ROWS} rows: split it and import the parts one after the other.`,
        );
      rows.push(fileRow(columns, info.lines, record));
    }
  } catch (error) {
    parser.destroy();
    if (error instanceof AppError) throw error;
    // TextDecoderStream's refusal of bytes that are not UTF-8 (ERR_ENCODING_INVALID_ENCODED_DATA).
    if ((error as { code?: unknown }).code === "ERR_ENCODING_INVALID_ENCODED_DATA") throw invalidCsv(NOT_CSV_TEXT);
    throw invalidCsv(`The file is not valid CSV: ${(error as Error).message}`);
  }
  if (header === null)
    throw invalidCsv("The file is empty: it needs a header row naming the columns, then one row per product.");
  return { header, rows };
}

// ---------------------------------------------------------------- checking rows

type CheckedRow = FileRow & { fields: Record<string, unknown>; categoryId: number | undefined };

/** Each row alone, before the database is asked anything about products: shape, text, category, a SKU seen earlier. */
function checkRows(header: string[], rows: FileRow[], categories: { id: number; slug: string }[]) {
  const ids = new Set(categories.map((category) => category.id));
  const bySlug = new Map(categories.map((category) => [category.slug, category.id]));
  const seen = new Map<string, number>();
  const checked: CheckedRow[] = [];
  const refused: Refused[] = [];
  for (const row of rows) {
    const refuse = (message: string) => refused.push({ line: row.line, sku: row.sku, message, cells: row.cells });
    if (row.cells.length > header.length && row.cells.slice(header.length).some((cell) => cell.trim() !== "")) {
      refuse(`The row has more cells than the header's ${header.length} columns`);
      continue;
    }
    if (row.unstorable) {
      refuse("The row has a NUL character or invalid text");
      continue;
    }
    if (row.sku === "") {
      refuse("SKU is required");
      continue;
    }
    const earlier = seen.get(row.sku);
    if (earlier !== undefined) {
      refuse(`SKU ${row.sku} appears earlier in the file, at line ${earlier}`);
      continue;
    }
    seen.set(row.sku, row.line);
    const cells = fieldsOfCells(row.values);
    if ("problem" in cells) {
      refuse(cells.problem);
      continue;
    }
    let categoryId: number | undefined;
    if (cells.category !== undefined) {
      // The export names categories by slug; files made before that name them by id, still taken.
      categoryId =
        bySlug.get(cells.category.toLowerCase()) ??
        (/^\d+$/.test(cells.category) ? (idFromText(cells.category) ?? undefined) : undefined);
      if (categoryId === undefined || !ids.has(categoryId)) {
        refuse(`Unknown category "${cells.category.slice(0, 60)}": use a category's id or slug`);
        continue;
      }
    }
    checked.push({ ...row, fields: cells.fields, categoryId });
  }
  return { checked, refused };
}

// ---------------------------------------------------------------- planning rows

const CHUNK = 500;
/** Entries of each list a preview answers; its counts cover every row. */
export const PREVIEW_LIST_MAX = 500;
/** A preview not applied within a day is forgotten (its rows are dropped). */
const PREVIEW_KEPT_MS = 24 * 3600 * 1000;

/** Each existing product of the file as the preview saw it, by SKU: a row is applied only to the product as it was then. */
type Seen = Record<string, { version: number; stock: number }>;
/** What waits between the preview and the apply: the rows that passed the file's own checks, those refused, and what the preview saw. */
type Pending = {
  header: string[];
  rows: { line: number; cells: string[] }[];
  refused: Refused[];
  seen: Seen;
  /** Each product with variants in the file as the preview saw it, by handle: its version (null: none, the file creates it). */
  groups?: Record<string, number | null>;
};

type Create = { row: CheckedRow; data: Prisma.ProductUncheckedCreateInput };
type Update = {
  row: CheckedRow;
  current: Product;
  next: Product;
  renamed: boolean;
  change: { before: Record<string, unknown>; after: Record<string, unknown> };
};
type StockTarget = { row: CheckedRow; current: Product; target: number };
/** What the rows would do to the products as they are: creates, updates of other fields, stock counts that differ, and rows that change nothing. */
type Plan = { refused: Refused[]; creates: Create[]; updates: Update[]; stock: StockTarget[]; unchanged: number };

/** The schema's first word on a row. */
const firstIssue = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? "Invalid row";

/** The full stored row after a change (the product with the written columns over it). */
function merged(current: Product, data: Prisma.ProductUncheckedUpdateInput): Product {
  return {
    ...current,
    ...Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)),
  } as Product;
}

/**
 * Each row checked by the product API's own schema (`productCreate` for a new SKU, `productPatch`
 * for an existing one) and the stored product's rules, against the products as given (`bySku`).
 * A stock cell of an existing product is kept apart from its other fields: it is applied only when
 * the merchant asks for it. A row that fails is refused whole.
 */
function planRows(rows: CheckedRow[], bySku: ReadonlyMap<string, Product>, slugs: CategorySlugs, now: Date): Plan {
  const plan: Plan = { refused: [], creates: [], updates: [], stock: [], unchanged: 0 };
  for (const row of rows) {
    const refuse = (message: string) => plan.refused.push({ line: row.line, sku: row.sku, message, cells: row.cells });
    const { stock, archived, ...rest } = row.fields;
    const fields = row.categoryId === undefined ? rest : { ...rest, category: row.categoryId };
    const current = bySku.get(row.sku);
    try {
      if (current) {
        const patch = productPatch.safeParse({ ...fields, version: current.version });
        if (!patch.success) {
          refuse(firstIssue(patch.error));
          continue;
        }
        const count = stock === undefined ? undefined : stockCount.safeParse(stock);
        if (count && !count.success) {
          refuse(firstIssue(count.error));
          continue;
        }
        const { version: _version, archived: _archived, ...patchFields } = patch.data;
        const discountType = patchFields.discount_type === undefined ? current.discountType : patchFields.discount_type;
        const data = withDerived(current, {
          ...columnsOf(patchFields),
          discount: discountColumn(patchFields, discountType),
          ...archiveColumns(archived, current, now),
        });
        const next = merged(current, data);
        const change = changedFields(productCsvValues(current, slugs), productCsvValues(next, slugs));
        const stockMoves = count?.data !== undefined && count.data !== current.stock;
        if (stockMoves) plan.stock.push({ row, current, target: count.data! });
        if (Object.keys(change.after).length > 0) {
          // A new name moves the slug, unless it makes the same one (a change of case, say).
          plan.updates.push({
            row,
            current,
            next,
            renamed: next.name !== current.name && productSlug(next.name) !== current.slug,
            change,
          });
        } else if (!stockMoves) plan.unchanged += 1;
      } else {
        const input = productCreate.safeParse({ ...fields, stock });
        if (!input.success) {
          refuse(firstIssue(input.error));
          continue;
        }
        const data = withDerived(null, {
          ...columnsOf(input.data as ProductFields),
          discount: discountColumn(input.data, input.data.discount_type) ?? 0,
          stock: input.data.stock,
          ...archiveColumns(archived, null, now),
        });
        plan.creates.push({ row, data: data as Prisma.ProductUncheckedCreateInput });
      }
    } catch (error) {
      if (error instanceof AppError) refuse(error.message);
      else throw error;
    }
  }
  return plan;
}

// ---------------------------------------------------------------- products with variants

/**
 * The rows of products with variants (grouped by handle) apart from the one-row products; a file
 * without `handle` is all one-row, save the rows of a product with variants, which are refused.
 */
async function splitRows(
  header: string[],
  rows: CheckedRow[],
): Promise<{ single: CheckedRow[]; groups: VariantGroup[]; refused: Refused[] }> {
  const handles = [...new Set(rows.map(handleOf).filter(Boolean))];
  const { single, groups } = header.includes("handle")
    ? groupRows(rows, await storedByHandle(db, handles))
    : { single: rows, groups: [] };
  const { kept, refused } = await refuseVariantsWithoutHandle(db, single);
  return { single: kept, groups, refused };
}

/**
 * Applies one product's rows in one transaction: the product locked and checked against the
 * version the preview saw, planned again on it, its own columns written, then its options and
 * variants through the grid's writer (`writeVariants`: stock differences as adjustments, opening
 * stock for new variants, ordered variants never deleted). A refusal (here or by the writer)
 * refuses every row of the product and writes nothing.
 */
async function applyGroup(
  group: VariantGroup,
  seenGroups: Record<string, number | null>,
  context: ImportContext,
): Promise<ChunkOutcome> {
  const refuseAll = (line: number, message: string): ChunkOutcome => ({
    refused: refuseGroup(group, line, message),
    counts: NO_COUNTS,
    changes: { createdSkus: [], before: {}, after: {} },
  });
  const first = group.rows[0];
  try {
    return await db.$transaction(
      async (tx) => {
        const stored = await lockStored(tx, group.handle);
        const then = seenGroups[group.handle];
        if (then === undefined) return refuseAll(first.line, `This product was not in the preview: ${AGAIN}`);
        if ((stored?.product.version ?? null) !== then) {
          return refuseAll(
            first.line,
            stored
              ? `${stored.product.name} was changed since the preview: ${AGAIN}`
              : `The product ${group.handle} was removed since the preview: ${AGAIN}`,
          );
        }
        const planned = planGroup(
          { ...group, stored },
          { setStock: context.setStock, now: new Date(), productValues: (row) => productCsvValues(row, context.slugs) },
        );
        if ("refused" in planned)
          return { refused: planned.refused, counts: NO_COUNTS, changes: { createdSkus: [], before: {}, after: {} } };
        const { plan } = planned;
        const key = plan.summary.added[0] && plan.create ? plan.summary.added[0] : (stored?.product.sku ?? first.sku);
        if (!plan.changed) {
          await tx.productImport.update({ where: { id: context.importId }, data: { unchanged: { increment: 1 } } });
          return {
            refused: [],
            counts: { ...NO_COUNTS, unchanged: 1 },
            changes: { createdSkus: [], before: {}, after: {} },
          };
        }
        let productId: number;
        let current: VariantRow[];
        const input = { options: plan.input.options, variants: plan.input.variants.map((variant) => ({ ...variant })) };
        if (plan.create) {
          const [slug] = await slugsFor(tx, [group.handle]);
          const created = await tx.product.create({
            data: { ...plan.create, slug },
            select: { id: true, stock: true },
          });
          await recordOpeningStock(tx, [created], context.note, context.actor.staffId);
          productId = created.id;
          current = await tx.productVariant.findMany({
            where: { productId },
            include: { _count: { select: { orderItems: true } } },
          });
          // The product's own columns made its default variant: the first row's.
          input.variants[0].id = current[0].id;
        } else {
          productId = stored!.product.id;
          current = stored!.variants;
          if (plan.productData) {
            const data = { ...plan.productData };
            if (plan.renamed) [data.slug] = await slugsFor(tx, [String(data.name)]);
            await tx.product.update({ where: { id: productId }, data });
          }
        }
        await writeVariants(tx, productId, current, input, context.actor, { note: context.note });
        await bumpVersion(tx, productId);
        const counts: Counts = {
          created: plan.create ? 1 : 0,
          updated: plan.create ? 0 : 1,
          unchanged: 0,
          stock_set: context.setStock ? plan.summary.stock.length : 0,
        };
        await tx.productImport.update({
          where: { id: context.importId },
          data: { created: { increment: counts.created }, updated: { increment: counts.updated } },
        });
        return {
          refused: [],
          counts,
          changes: {
            createdSkus: plan.create ? plan.summary.added : [],
            before: plan.create ? {} : { [key]: plan.audit.before },
            after: plan.create ? {} : { [key]: plan.audit.after },
          },
        };
      },
      { timeout: 120_000, maxWait: 30_000 },
    );
  } catch (error) {
    if (error instanceof AppError) {
      // The writer names a variant's field (a SKU another product has): its row.
      const at = /^variants\.(\d+)\./.exec(String(error.details.field ?? ""));
      const row = at ? group.rows[Number(at[1])] : undefined;
      return refuseAll(row?.line ?? first.line, row ? `${error.message} (column sku)` : error.message);
    }
    if (isUniqueViolation(error))
      return refuseAll(first.line, "One of this product's SKUs was taken by another product meanwhile");
    throw error;
  }
}

// ---------------------------------------------------------------- the preview

export type ProductImportPreview = {
  id: number;
  file: string;
  to_create: number;
  to_update: number;
  unchanged: number;
  stock_changes: number;
  /** The first `PREVIEW_LIST_MAX` of each list; the counts above cover them all. */
  creates: { line: number; sku: string; name: string; stock: number }[];
  updates: { line: number; sku: string; name: string; changes: { field: string; before: string; after: string }[] }[];
  stock: { line: number; sku: string; name: string; before: number; after: number }[];
  /** Products with variants (their rows grouped by handle): what happens to each and to its variants. */
  variant_products: VariantGroupSummary[];
  refused: { line: number; sku: string; message: string }[];
  report: string | null;
};

const reportPath = (id: number) => `/api/portal/products/import/${id}/report.csv`;

/**
 * Reads a CSV file of products and says what importing it would do, writing no product: the rows
 * that create a product (with their opening stock), those that update one (each changed column,
 * before and after), the stock counts that differ from the shop's, unchanged and refused rows. The
 * rows wait in the import record until `applyProductImport`, with each existing product's version
 * and stock as seen here.
 */
export async function previewProductsCsv(
  file: { name: string; stream: ReadableStream<Uint8Array> },
  actor: Actor,
): Promise<ProductImportPreview> {
  const { header, rows } = await readRows(file.stream);
  const categories = await db.category.findMany({ select: { id: true, slug: true } });
  const slugs: CategorySlugs = new Map(categories.map((category) => [category.id, category.slug]));
  const { checked, refused: early } = checkRows(header, rows, categories);
  const refused = [...early];
  const seen: Seen = {};
  const preview = {
    to_create: 0,
    to_update: 0,
    unchanged: 0,
    stock_changes: 0,
    creates: [],
    updates: [],
    stock: [],
    variant_products: [],
  } as Omit<ProductImportPreview, "id" | "file" | "refused" | "report">;
  const now = new Date();
  const { single, groups, refused: unhandled } = await splitRows(header, checked);
  refused.push(...unhandled);
  const seenGroups: Record<string, number | null> = {};
  for (const group of groups) {
    seenGroups[group.handle] = group.stored?.product.version ?? null;
    const planned = planGroup(group, { setStock: false, now, productValues: (row) => productCsvValues(row, slugs) });
    if ("refused" in planned) {
      refused.push(...planned.refused);
      continue;
    }
    const { summary } = planned.plan;
    if (summary.action === "create") preview.to_create += 1;
    else if (summary.action === "update") preview.to_update += 1;
    else if (summary.stock.length === 0) preview.unchanged += 1;
    preview.stock_changes += summary.stock.length;
    if (preview.variant_products.length < PREVIEW_LIST_MAX && (summary.action !== "unchanged" || summary.stock.length))
      preview.variant_products.push(summary);
  }
  for (let start = 0; start < single.length; start += CHUNK) {
    const chunk = single.slice(start, start + CHUNK);
    const products = await db.product.findMany({ where: { sku: { in: chunk.map((row) => row.sku) } } });
    for (const product of products) seen[product.sku] = { version: product.version, stock: product.stock };
    const plan = planRows(chunk, new Map(products.map((product) => [product.sku, product])), slugs, now);
    refused.push(...plan.refused);
    preview.to_create += plan.creates.length;
    preview.to_update += plan.updates.length;
    preview.unchanged += plan.unchanged;
    preview.stock_changes += plan.stock.length;
    const room = (list: unknown[]) => Math.max(0, PREVIEW_LIST_MAX - list.length);
    preview.creates.push(
      ...plan.creates
        .slice(0, room(preview.creates))
        .map(({ row, data }) => ({ line: row.line, sku: row.sku, name: data.name, stock: data.stock ?? 0 })),
    );
    preview.updates.push(
      ...plan.updates.slice(0, room(preview.updates)).map(({ row, current, change }) => ({
        line: row.line,
        sku: row.sku,
        name: current.name,
        changes: Object.keys(change.after).map((field) => ({
          field,
          before: String(change.before[field]),
          after: String(change.after[field]),
        })),
      })),
    );
    preview.stock.push(
      ...plan.stock.slice(0, room(preview.stock)).map(({ row, current, target }) => ({
        line: row.line,
        sku: row.sku,
        name: current.name,
        before: current.stock,
        after: target,
      })),
    );
  }
  refused.sort((a, b) => a.line - b.line);
  const fileName = file.name.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 200) || "products.csv";
  await db.$executeRaw`UPDATE "ProductImport" SET pending = NULL WHERE pending IS NOT NULL AND "createdAt" < ${new Date(now.getTime() - PREVIEW_KEPT_MS)}`;
  const pending: Pending = {
    header,
    rows: checked.map(({ line, cells }) => ({ line, cells })),
    refused: early,
    seen,
    groups: seenGroups,
  };
  const record = await db.productImport.create({
    data: {
      staffId: actor.staffId,
      staffName: actor.name,
      fileName,
      columns: header,
      refused: refused as unknown as Prisma.InputJsonValue,
      pending: pending as unknown as Prisma.InputJsonValue,
    },
    select: { id: true },
  });
  return {
    id: record.id,
    file: fileName,
    ...preview,
    refused: refused.map(({ line, sku, message }) => ({ line, sku, message })),
    report: refused.length > 0 ? reportPath(record.id) : null,
  };
}

// ---------------------------------------------------------------- applying rows

type Counts = { created: number; updated: number; unchanged: number; stock_set: number };
type Changes = {
  createdSkus: string[];
  before: Record<string, Record<string, unknown>>;
  after: Record<string, Record<string, unknown>>;
};
type ImportContext = {
  importId: number;
  note: string;
  actor: Actor;
  setStock: boolean;
  seen: Seen;
  slugs: CategorySlugs;
};

const AGAIN = "this row was not applied. Preview the file again.";

/** Why a row must not be applied to the product as it is now: it changed since the preview (null when it did not). */
function changedSincePreview(row: CheckedRow, current: Product | undefined, context: ImportContext): string | null {
  const then = context.seen[row.sku];
  if (!current)
    return then ? `The product with SKU ${row.sku} was given another SKU since the preview: ${AGAIN}` : null;
  if (!then) return `Another product took the SKU ${row.sku} since the preview: ${AGAIN}`;
  if (current.version !== then.version) return `${current.name} was changed since the preview: ${AGAIN}`;
  if (context.setStock && row.fields.stock !== undefined && current.stock !== then.stock) {
    return `The stock of ${current.name} changed since the preview (${then.stock} then, ${current.stock} now): ${AGAIN}`;
  }
  return null;
}

/** Slugs for new names: the name's slug when free, else the first free `-2`, `-3`...; one query for the usual case. */
async function slugsFor(tx: Tx, names: string[]): Promise<string[]> {
  const bases = names.map(productSlug);
  const taken = new Set(
    (await tx.product.findMany({ where: { slug: { in: [...new Set(bases)] } }, select: { slug: true } })).map(
      (row) => row.slug,
    ),
  );
  const slugs: string[] = [];
  for (const base of bases) {
    let slug = base;
    for (let suffix = 2; taken.has(slug); suffix += 1) {
      slug = `${base}-${suffix}`;
      if (!taken.has(slug) && (await tx.product.findUnique({ where: { slug }, select: { id: true } }))) taken.add(slug);
    }
    taken.add(slug);
    slugs.push(slug);
  }
  return slugs;
}

/**
 * Applies one chunk of checked rows in one transaction: the chunk's existing products are locked
 * (by id, the order checkout locks in), a row whose product changed since the preview is refused,
 * the others are planned again on the locked products and written set-based: creates (their
 * opening stock in the history), updates, and, when the merchant asked for it, stock counts
 * (through the stock adjustments). A row that fails is refused and writes nothing.
 */
async function applyChunk(tx: Tx, rows: CheckedRow[], context: ImportContext): Promise<ChunkOutcome> {
  const skus = rows.map((row) => row.sku);
  await tx.$queryRaw`SELECT id FROM "Product" WHERE sku IN (${Prisma.join(skus)}) ORDER BY id FOR UPDATE`;
  const locked = await tx.product.findMany({ where: { sku: { in: skus } } });
  const bySku = new Map(locked.map((row) => [row.sku, row]));
  const refused: Refused[] = [];
  const fresh = rows.filter((row) => {
    const message = changedSincePreview(row, bySku.get(row.sku), context);
    if (message !== null) refused.push({ line: row.line, sku: row.sku, message, cells: row.cells });
    return message === null;
  });
  const plan = planRows(fresh, bySku, context.slugs, new Date());
  refused.push(...plan.refused);
  const stock = context.setStock ? plan.stock : [];
  const changes: Changes = { createdSkus: [], before: {}, after: {} };
  for (const { row, change } of plan.updates) {
    changes.before[row.sku] = change.before;
    changes.after[row.sku] = change.after;
  }
  for (const { row, current, target } of stock) {
    changes.before[row.sku] = { ...changes.before[row.sku], stock: String(current.stock) };
    changes.after[row.sku] = { ...changes.after[row.sku], stock: String(target) };
  }

  const named = [
    ...plan.creates.map((create) => create.data.name as string),
    ...plan.updates.filter((update) => update.renamed).map((update) => update.next.name),
  ];
  const slugs = await slugsFor(tx, named);
  plan.creates.forEach((create, index) => (create.data.slug = slugs[index]));
  plan.updates
    .filter((update) => update.renamed)
    .forEach((update, index) => (update.next.slug = slugs[plan.creates.length + index]));

  if (plan.creates.length > 0) {
    const created = await tx.product.createManyAndReturn({
      data: plan.creates.map((create) => create.data),
      select: { id: true, stock: true },
    });
    await recordOpeningStock(tx, created, context.note, context.actor.staffId);
    changes.createdSkus.push(...plan.creates.map((create) => create.row.sku));
  }
  if (plan.updates.length > 0)
    await updateProducts(
      tx,
      plan.updates.map((update) => update.next),
    );
  const stockChanges = stock.map(({ current, target }) => ({
    productId: current.id,
    delta: target - current.stock,
    reason: "correction" as const,
    note: context.note,
  }));
  const applied = await applyStockChanges(tx, stockChanges, context.actor.staffId);
  if (applied.length !== stockChanges.length) throw new Error("A locked product's stock change was not applied");

  const updated = new Set([...plan.updates, ...stock].map(({ row }) => row.line)).size;
  const counts: Counts = {
    created: plan.creates.length,
    updated,
    unchanged: fresh.length - plan.refused.length - plan.creates.length - updated,
    stock_set: stock.length,
  };
  await tx.productImport.update({
    where: { id: context.importId },
    data: {
      created: { increment: counts.created },
      updated: { increment: counts.updated },
      unchanged: { increment: counts.unchanged },
    },
  });
  return { refused, counts, changes };
}

/** Writes every column of the given stored rows in one statement (the rows are locked), raising each version. */
async function updateProducts(tx: Tx, rows: Product[]): Promise<void> {
  const values = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      brand: row.brand,
      price: row.price,
      discountType: row.discountType,
      discount: row.discount,
      salePrice: row.salePrice,
      available: row.available,
      unitLabel: row.unitLabel,
      weightGrams: row.weightGrams,
      hsnCode: row.hsnCode,
      gstRate: row.gstRate,
      tags: row.tags,
      benefits: row.benefits,
      keyIngredients: row.keyIngredients,
      certifications: row.certifications,
      howToUse: row.howToUse,
      conditionsCured: row.conditionsCured,
      videoUrl: row.videoUrl,
      archivedAt: row.archivedAt,
      searchSynonyms: row.searchSynonyms,
      searchText: row.searchText,
      searchNames: row.searchNames,
      categoryId: row.categoryId,
    })),
  );
  await tx.$executeRaw`
    UPDATE "Product" p SET
      name = v.name, slug = v.slug, description = v.description, brand = v.brand, price = v.price,
      "discountType" = v."discountType", discount = v.discount, "salePrice" = v."salePrice", available = v.available,
      "unitLabel" = v."unitLabel", "weightGrams" = v."weightGrams", "hsnCode" = v."hsnCode", "gstRate" = v."gstRate",
      tags = v.tags, benefits = v.benefits, "keyIngredients" = v."keyIngredients", certifications = v.certifications,
      "howToUse" = v."howToUse", "conditionsCured" = v."conditionsCured", "videoUrl" = v."videoUrl",
      "archivedAt" = v."archivedAt", "searchSynonyms" = v."searchSynonyms", "searchText" = v."searchText",
      "searchNames" = v."searchNames", "categoryId" = v."categoryId",
      version = p.version + 1, "updatedAt" = now()
    FROM jsonb_to_recordset(${values}::jsonb) AS v(
      id int, name text, slug text, description text, brand text, price int, "discountType" "DiscountType", discount int,
      "salePrice" int, available boolean, "unitLabel" text, "weightGrams" int, "hsnCode" text, "gstRate" int, tags text[],
      benefits text[], "keyIngredients" text[], certifications text[], "howToUse" text, "conditionsCured" text, "videoUrl" text,
      "archivedAt" timestamp(3), "searchSynonyms" text[], "searchText" text, "searchNames" text, "categoryId" int)
    WHERE p.id = v.id`;
}

/** Why a write the checks let through failed after all (a concurrent change), in the row's words; anything else is not the row's fault. */
function writeRefusal(error: unknown, row: CheckedRow): string | null {
  if (error instanceof AppError) return error.message;
  if (isUniqueViolation(error)) return skuTaken(row.sku).message;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "P2003") return "Choose a category that exists";
  return null;
}

type ChunkOutcome = { refused: Refused[]; counts: Counts; changes: Changes };

const NO_COUNTS: Counts = { created: 0, updated: 0, unchanged: 0, stock_set: 0 };
const addCounts = (a: Counts, b: Counts): Counts => ({
  created: a.created + b.created,
  updated: a.updated + b.updated,
  unchanged: a.unchanged + b.unchanged,
  stock_set: a.stock_set + b.stock_set,
});

async function applyRows(rows: CheckedRow[], context: ImportContext): Promise<ChunkOutcome> {
  const run = (chunk: CheckedRow[]) =>
    db.$transaction((tx) => applyChunk(tx, chunk, context), { timeout: 120_000, maxWait: 30_000 });
  try {
    return await run(rows);
  } catch (error) {
    if (rows.length === 1) {
      const message = writeRefusal(error, rows[0]);
      if (message === null) throw error;
      const [row] = rows;
      return {
        refused: [{ line: row.line, sku: row.sku, message, cells: row.cells }],
        counts: NO_COUNTS,
        changes: { createdSkus: [], before: {}, after: {} },
      };
    }
    // Something changed under the chunk (e.g. another product took a SKU): each row alone, so only that one is refused.
    const outcomes = [];
    for (const row of rows) outcomes.push(await applyRows([row], context));
    return {
      refused: outcomes.flatMap((outcome) => outcome.refused),
      counts: outcomes.reduce((sum, { counts }) => addCounts(sum, counts), NO_COUNTS),
      changes: {
        createdSkus: outcomes.flatMap((outcome) => outcome.changes.createdSkus),
        before: Object.assign({}, ...outcomes.map((outcome) => outcome.changes.before)),
        after: Object.assign({}, ...outcomes.map((outcome) => outcome.changes.after)),
      },
    };
  }
}

export type ProductImportResult = Counts & {
  id: number;
  refused: { line: number; sku: string; message: string }[];
  report: string | null;
};

/**
 * Applies a previewed import (once): a row whose SKU exists updates that product (only the columns
 * the file has), another creates one with the file's stock as its opening stock. The stock of an
 * existing product is set from the file only with `setStock`, through the stock adjustments (reason
 * "correction", a note naming the import). A row whose product changed since the preview is
 * refused and says so. Rows are written in chunks of 500, each chunk one transaction; the import
 * record keeps the counts and the refused rows for the report, one audit row records the import,
 * and the storefront is revalidated once.
 */
export async function applyProductImport(
  id: number,
  { setStock }: { setStock: boolean },
  actor: Actor,
  /** Refreshes the storefront's cached pages once the rows are written (a benchmark outside Next.js has none). */
  { revalidate = () => revalidateProducts() }: { revalidate?: () => void } = {},
): Promise<ProductImportResult> {
  // Claimed by taking its rows: a second apply (a double click, two tabs) finds none.
  const [claimed] = await db.$queryRaw<{ pending: Pending; fileName: string; createdAt: Date }[]>`
    UPDATE "ProductImport" i SET pending = NULL, "setStock" = ${setStock}
    FROM (SELECT id, pending FROM "ProductImport" WHERE id = ${id} AND pending IS NOT NULL FOR UPDATE) taken
    WHERE i.id = taken.id RETURNING taken.pending, i."fileName", i."createdAt"`;
  if (!claimed || claimed.createdAt.getTime() < Date.now() - PREVIEW_KEPT_MS) {
    const record = await db.productImport.findUnique({ where: { id }, select: { finishedAt: true } });
    if (!record) throw new AppError(404, "import_not_found", "Import not found");
    if (record.finishedAt) throw new AppError(409, "import_applied", "This import was applied already.");
    throw new AppError(409, "preview_expired", "This preview is more than a day old: upload the file again.");
  }
  const { header, rows: stored, refused: early, seen, groups: seenGroups = {} } = claimed.pending;
  const checkedHeader = checkHeader(header);
  if ("problem" in checkedHeader)
    throw new Error(`A previewed import's header no longer reads: ${checkedHeader.problem}`);
  const categories = await db.category.findMany({ select: { id: true, slug: true } });
  const { checked, refused } = checkRows(
    header,
    stored.map(({ line, cells }) => fileRow(checkedHeader.columns, line, cells)),
    categories,
  );
  refused.push(...early);
  const context: ImportContext = {
    importId: id,
    note: `CSV import #${id} (${claimed.fileName})`,
    actor,
    setStock,
    seen,
    slugs: new Map(categories.map((category) => [category.id, category.slug])),
  };
  let counts = NO_COUNTS;
  const changes: Changes = { createdSkus: [], before: {}, after: {} };
  const { single, groups, refused: unhandled } = await splitRows(header, checked);
  refused.push(...unhandled);
  try {
    for (const group of groups) {
      const outcome = await applyGroup(group, seenGroups, context);
      refused.push(...outcome.refused);
      counts = addCounts(counts, outcome.counts);
      changes.createdSkus.push(...outcome.changes.createdSkus);
      Object.assign(changes.before, outcome.changes.before);
      Object.assign(changes.after, outcome.changes.after);
    }
    for (let start = 0; start < single.length; start += CHUNK) {
      const outcome = await applyRows(single.slice(start, start + CHUNK), context);
      refused.push(...outcome.refused);
      counts = addCounts(counts, outcome.counts);
      changes.createdSkus.push(...outcome.changes.createdSkus);
      Object.assign(changes.before, outcome.changes.before);
      Object.assign(changes.after, outcome.changes.after);
    }
  } finally {
    // Whatever was written is recorded, even when a chunk failed for a reason no row caused.
    refused.sort((a, b) => a.line - b.line);
    await db.$transaction(async (tx) => {
      await tx.productImport.update({
        where: { id },
        data: { refused: refused as unknown as Prisma.InputJsonValue, finishedAt: new Date() },
      });
      await recordAudit(tx, actor, {
        action: "import",
        entity: "product",
        entityId: `import-${id}`,
        before: { changes: changes.before },
        after: {
          file: claimed.fileName,
          ...counts,
          set_stock: setStock,
          refused: refused.length,
          created_skus: changes.createdSkus,
          changes: changes.after,
        },
      });
    });
    if (counts.created + counts.updated > 0) revalidate();
  }
  return {
    id,
    ...counts,
    refused: refused.map(({ line, sku, message }) => ({ line, sku, message })),
    report: refused.length > 0 ? reportPath(id) : null,
  };
}

/** The refused rows of an import as CSV: the file's own columns as they were, then `error` with the line and the reason. */
export async function importReportCsv(id: number): Promise<{ fileName: string; rows: AsyncGenerator<string> }> {
  const record = await db.productImport.findUnique({ where: { id } });
  if (!record) throw new AppError(404, "import_not_found", "Import not found");
  const refused = record.refused as unknown as Refused[];
  const columns = record.columns.filter((column) => column !== REPORT_ERROR_COLUMN);
  const keep = record.columns.map((column) => column !== REPORT_ERROR_COLUMN);
  async function* rows() {
    yield csvRow([...columns, REPORT_ERROR_COLUMN]);
    for (const row of refused) {
      const cells = record!.columns.map((_, index) => row.cells[index] ?? "").filter((_, index) => keep[index]);
      yield csvRow([...cells, `Line ${row.line}: ${row.message}`]);
    }
  }
  return { fileName: `product_import_${id}_refused.csv`, rows: rows() };
}
