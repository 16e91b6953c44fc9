import "server-only";
import { Prisma, type Product, type ProductOption } from "@prisma/client";
import { productSlug } from "@/lib/domain/catalog";
import { paiseToRupees, paiseToRupeeString, rupeesToPaise } from "@/lib/domain/money";
import { changedFields } from "@/lib/server/audit/audit";
import { columnsOf, discountColumn, withDerived, type ProductFields } from "@/lib/server/catalog-management/products";
import { AppError } from "@/lib/server/errors";
import { VARIANT_INCLUDE, VARIANT_ORDER, type VariantRow } from "@/lib/server/catalog-management/variants";
import {
  columnOfVariantField,
  OPTION_CSV_COLUMNS,
  PRODUCT_LEVEL_COLUMNS,
  PRODUCT_LEVEL_FIELDS,
  type ProductCsvColumn,
} from "@/lib/validation/catalog-management/product-csv";
import { productCreate, productPatch, stockCount } from "@/lib/validation/catalog-management/products";
import { productVariantsSave, type ProductVariantsSave } from "@/lib/validation/catalog-management/variants";

/**
 * The CSV import's rows of products with variants (docs/variants.md#csv): the rows of one `handle`
 * are one product, one row per variant. They are checked by the variants grid's own schema
 * (`productVariantsSave`) and written by its own writer (`writeVariants`), the product whole or not
 * at all. A product with one variant and no options keeps the one-row path of product-csv.ts.
 */

type Tx = Prisma.TransactionClient;

/** A row of the file after its own checks (product-csv.ts `CheckedRow`). */
export type GroupRow = {
  line: number;
  sku: string;
  cells: string[];
  values: Partial<Record<ProductCsvColumn, string>>;
  fields: Record<string, unknown>;
  categoryId: number | undefined;
};
export type Refused = { line: number; sku: string; message: string; cells: string[] };

/** A product as stored, with its options and variants (in order, each with whether an order names it). */
export type StoredProduct = {
  product: Product;
  options: ProductOption[];
  variants: VariantRow[];
  /** The product's image addresses: what a row's `variant_image` may name. */
  images: string[];
};
/** One product's rows in the file, in order, and the product its handle names (null: a new product). */
export type VariantGroup = { handle: string; rows: GroupRow[]; stored: StoredProduct | null };

export type VariantChange = { field: string; before: string; after: string };
/** What importing a product's rows does, as the preview shows it. */
export type VariantGroupSummary = {
  line: number;
  handle: string;
  name: string;
  action: "create" | "update" | "unchanged";
  product_changes: VariantChange[];
  added: string[];
  changed: { sku: string; changes: VariantChange[] }[];
  deactivated: string[];
  removed: string[];
  /** Variants whose stock in the file differs from the shop's (applied only with "Set stock from this file"). */
  stock: { sku: string; before: number; after: number }[];
};

export type GroupPlan = {
  /** A new product's columns (its default variant comes from them), or null. */
  create: Prisma.ProductUncheckedCreateInput | null;
  /** The product-level columns that change (never a summary column), or null. */
  productData: Prisma.ProductUncheckedUpdateInput | null;
  renamed: boolean;
  input: Pick<ProductVariantsSave, "options" | "variants">;
  summary: VariantGroupSummary;
  changed: boolean;
  audit: { before: Record<string, unknown>; after: Record<string, unknown> };
};

const LOAD_CHUNK = 500;

/** The products the handles name, with their options and variants, read in chunks. */
export async function storedByHandle(client: Tx, handles: string[]): Promise<Map<string, StoredProduct>> {
  const found = new Map<string, StoredProduct>();
  for (let start = 0; start < handles.length; start += LOAD_CHUNK) {
    const products = await client.product.findMany({
      where: { slug: { in: handles.slice(start, start + LOAD_CHUNK) } },
      include: {
        options: { orderBy: { position: "asc" } },
        variants: { orderBy: VARIANT_ORDER, include: VARIANT_INCLUDE },
        images: { orderBy: [{ position: "asc" }, { id: "asc" }], select: { url: true } },
      },
    });
    for (const { options, variants, images, ...product } of products)
      found.set(product.slug, { product, options, variants, images: images.map((image) => image.url) });
  }
  return found;
}

export const handleOf = (row: GroupRow) => (row.values.handle ?? "").trim().toLowerCase();

const hasOptionValues = (row: GroupRow) =>
  OPTION_CSV_COLUMNS.some((column) => (row.values[column.value] ?? "").trim() !== "");

/** What a new product's one variant has unless a row says otherwise. */
const BLANK_VARIANT = {
  lengthCm: null,
  breadthCm: null,
  heightCm: null,
  gtin: null,
  active: true,
  imageUrls: [] as string[],
};

/** A box side, GTIN, active flag or image in the file the same as the stored variant's (or not in the file). */
function variantCellsAsStored(
  row: GroupRow,
  variant: Pick<VariantRow, "lengthCm" | "breadthCm" | "heightCm" | "gtin" | "active" | "imageUrls">,
): boolean {
  const sides = [
    ["length_cm", variant.lengthCm],
    ["breadth_cm", variant.breadthCm],
    ["height_cm", variant.heightCm],
  ] as const;
  for (const [column, stored] of sides) {
    if (column in row.values && (row.fields[column] ?? null) !== stored) return false;
  }
  if ("gtin" in row.values && (String(row.fields.gtin ?? "").trim() || null) !== variant.gtin) return false;
  if (row.fields.variant_active !== undefined && row.fields.variant_active !== variant.active) return false;
  if ("variant_image" in row.values && cellOf(row, "variant_image") !== (variant.imageUrls[0] ?? "")) return false;
  return true;
}

/**
 * Splits a file's rows: those of a product with one variant and no options (or of a file without a
 * `handle` column) keep the one-row path; the rows of a handle that has more than one row, option
 * values, names a product with variants, or changes its variant's SKU, box, GTIN, active flag or
 * image are one variant group.
 */
export function groupRows<Row extends GroupRow>(
  rows: Row[],
  stored: ReadonlyMap<string, StoredProduct>,
): { single: Row[]; groups: VariantGroup[] } {
  const byHandle = new Map<string, Row[]>();
  const single: Row[] = [];
  for (const row of rows) {
    const handle = handleOf(row);
    if (handle === "") single.push(row);
    else byHandle.set(handle, [...(byHandle.get(handle) ?? []), row]);
  }
  const groups: VariantGroup[] = [];
  for (const [handle, group] of byHandle) {
    const product = stored.get(handle) ?? null;
    const [first] = group;
    const oneRow =
      group.length === 1 &&
      !hasOptionValues(first) &&
      (product === null
        ? variantCellsAsStored(first, BLANK_VARIANT)
        : product.variants.length === 1 &&
          product.options.length === 0 &&
          product.variants[0].sku === first.sku &&
          variantCellsAsStored(first, product.variants[0]));
    if (oneRow) single.push(first);
    else groups.push({ handle, rows: group, stored: product });
  }
  single.sort((a, b) => a.line - b.line);
  return { single, groups };
}

/** A product's rows refused whole: the row at `line` with the reason, the others as not applied because of it. */
export function refuseGroup(group: Pick<VariantGroup, "handle" | "rows">, line: number, message: string): Refused[] {
  return group.rows.map((row) => ({
    line: row.line,
    sku: row.sku,
    message:
      row.line === line
        ? message
        : `Not applied: line ${line} of the same product (handle ${group.handle}) was refused`,
    cells: row.cells,
  }));
}

/**
 * The rows without a handle (a file without the `handle` column, or an empty cell) whose SKU is a
 * variant of a product with several variants or options: the one-row path would write a variant's
 * columns over the whole product, so such a row is refused, naming the column it needs.
 */
export async function refuseVariantsWithoutHandle<Row extends GroupRow>(
  client: Tx,
  rows: Row[],
): Promise<{ kept: Row[]; refused: Refused[] }> {
  const skus = rows.filter((row) => handleOf(row) === "").map((row) => row.sku);
  const owners = new Map<string, { name: string; slug: string }>();
  for (let start = 0; start < skus.length; start += LOAD_CHUNK) {
    const variants = await client.productVariant.findMany({
      where: { sku: { in: skus.slice(start, start + LOAD_CHUNK) } },
      select: {
        sku: true,
        product: { select: { name: true, slug: true, _count: { select: { variants: true, options: true } } } },
      },
    });
    for (const { sku, product } of variants) {
      if (product._count.variants > 1 || product._count.options > 0) owners.set(sku, product);
    }
  }
  const kept: Row[] = [];
  const refused: Refused[] = [];
  for (const row of rows) {
    const owner = handleOf(row) === "" ? owners.get(row.sku) : undefined;
    if (owner === undefined) kept.push(row);
    else
      refused.push({
        line: row.line,
        sku: row.sku,
        message: `SKU ${row.sku} is a variant of ${owner.name}, a product with variants: its row needs the product's handle (column handle: ${owner.slug}), one row per variant, as the export writes them`,
        cells: row.cells,
      });
  }
  return { kept, refused };
}

// ---------------------------------------------------------------- planning a group

/** A variant as its CSV columns state it, to compare the file with the shop. */
function variantValues(variant: {
  optionValues: string[];
  price: number;
  discountType: string | null;
  discount: number;
  unitLabel: string;
  weightGrams: number;
  lengthCm: number | null;
  breadthCm: number | null;
  heightCm: number | null;
  gtin: string | null;
  active: boolean;
  imageUrls: string[];
}): Record<string, string> {
  return {
    options: variant.optionValues.join(" / "),
    price: paiseToRupeeString(variant.price),
    discount_type: variant.discountType ?? "",
    discount: variant.discountType === "amount" ? paiseToRupeeString(variant.discount) : String(variant.discount),
    quantity: variant.unitLabel,
    weight_grams: String(variant.weightGrams),
    box: variant.lengthCm === null ? "" : `${variant.lengthCm} x ${variant.breadthCm} x ${variant.heightCm} cm`,
    gtin: variant.gtin ?? "",
    variant_active: String(variant.active),
    variant_image: variant.imageUrls[0] ?? "",
  };
}

const inputValues = (variant: ProductVariantsSave["variants"][number]) =>
  variantValues({
    optionValues: variant.option_values,
    price: rupeesToPaise(variant.price),
    discountType: variant.discount_type,
    discount: variant.discount_type === "amount" ? rupeesToPaise(variant.discount) : variant.discount,
    unitLabel: variant.quantity,
    weightGrams: variant.weight_grams,
    lengthCm: variant.length_cm,
    breadthCm: variant.breadth_cm,
    heightCm: variant.height_cm,
    gtin: variant.gtin,
    active: variant.active,
    imageUrls: variant.image_urls,
  });

const diff = (before: Record<string, string>, after: Record<string, string>): VariantChange[] =>
  Object.keys(after)
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field, before: before[field], after: after[field] }));

/** The summary columns the variants' triggers keep: a product-level write never sets them. */
const SUMMARY_COLUMNS = ["sku", "price", "discountType", "discount", "salePrice", "stock", "unitLabel", "weightGrams"];

type PlanContext = {
  setStock: boolean;
  now: Date;
  /** The product's columns as the one-row path shows them (productCsvValues), for the product's changes. */
  productValues: (product: Product) => Record<string, string>;
};

/** The columns an `archived` cell writes: archived (and off sale), restored, or left as it is. */
export function archiveColumns(archived: unknown, current: Product | null, now: Date) {
  if (archived === true) return { archivedAt: current?.archivedAt ?? now, available: false };
  if (archived === false) return { archivedAt: null };
  return {};
}

const cellOf = (row: GroupRow, column: ProductCsvColumn) => (row.values[column] ?? "").trim();

/**
 * What a product's rows would do to it as stored (or, with no stored product, the product they
 * create): the product's own columns from its first row (`productPatch`/`productCreate`), its options
 * from the first row's names and the rows' values in order, one variant per row matched by SKU
 * (empty number cells keep the stored value), the stored variants the file leaves out removed, or
 * deactivated when an order names them or they are the default. Checked whole by the grid's schema;
 * a refusal names the row and the column, and refuses every row of the product.
 */
export function planGroup(group: VariantGroup, context: PlanContext): { refused: Refused[] } | { plan: GroupPlan } {
  const { rows, stored } = group;
  const [first] = rows;
  const refuseAll = (line: number, message: string) => ({ refused: refuseGroup(group, line, message) });
  // A product's own columns come from its first row; a later row leaves them empty or says the same.
  for (const row of rows.slice(1)) {
    for (const column of PRODUCT_LEVEL_COLUMNS) {
      const cell = cellOf(row, column);
      if (cell !== "" && cell !== cellOf(first, column)) {
        return refuseAll(
          row.line,
          `${column} differs from the product's first row (line ${first.line}): a product's own columns are read from its first row (column ${column})`,
        );
      }
    }
  }
  const { stock: firstStock, archived } = first.fields;
  const now = context.now;

  // The product's own columns.
  let create: Prisma.ProductUncheckedCreateInput | null = null;
  let productData: Prisma.ProductUncheckedUpdateInput | null = null;
  let renamed = false;
  let productChanges: VariantChange[] = [];
  let audit = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  const picked: Record<string, unknown> = {};
  for (const field of PRODUCT_LEVEL_FIELDS) if (field in first.fields) picked[field] = first.fields[field];
  if (first.categoryId !== undefined) picked.category = first.categoryId;
  try {
    if (stored) {
      const patch = productPatch.safeParse({ ...picked, version: stored.product.version });
      if (!patch.success) return refuseAll(first.line, patch.error.issues[0]?.message ?? "Invalid row");
      const { version: _version, archived: _archived, ...patchFields } = patch.data;
      const data = withDerived(stored.product, {
        ...columnsOf(patchFields as ProductFields),
        ...archiveColumns(archived, stored.product, now),
      }) as Record<string, unknown>;
      for (const column of SUMMARY_COLUMNS) delete data[column];
      const next = {
        ...stored.product,
        ...Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)),
      } as Product;
      const fieldChange = changedFields(
        pickProductLevel(context.productValues(stored.product)),
        pickProductLevel(context.productValues(next)),
      );
      productChanges = Object.keys(fieldChange.after).map((field) => ({
        field,
        before: String(fieldChange.before[field]),
        after: String(fieldChange.after[field]),
      }));
      audit = fieldChange;
      if (productChanges.length > 0) {
        productData = data;
        renamed = next.name !== stored.product.name && productSlug(next.name) !== stored.product.slug;
      }
    } else {
      const input = productCreate.safeParse({ ...first.fields, ...picked, stock: firstStock });
      if (!input.success) return refuseAll(first.line, input.error.issues[0]?.message ?? "Invalid row");
      create = withDerived(null, {
        ...columnsOf(input.data as ProductFields),
        discount: discountColumn(input.data, input.data.discount_type) ?? 0,
        stock: input.data.stock,
        ...archiveColumns(archived, null, now),
      }) as Prisma.ProductUncheckedCreateInput;
    }
  } catch (error) {
    if (error instanceof AppError) return refuseAll(first.line, error.message);
    throw error;
  }

  // Options: the first row's names, each with the rows' values in the order they come.
  const byOption = OPTION_CSV_COLUMNS.map((column) => ({ ...column, name: cellOf(first, column.name) }));
  const optionCount = byOption.reduce((count, option, index) => (option.name !== "" ? index + 1 : count), 0);
  const fileHasOptions = OPTION_CSV_COLUMNS.some((column) => column.name in first.values);
  const storedBySku = new Map((stored?.variants ?? []).map((variant) => [variant.sku, variant]));
  const optionValuesOf = (row: GroupRow): string[] =>
    fileHasOptions
      ? byOption.slice(0, optionCount).map((option) => cellOf(row, option.value))
      : (storedBySku.get(row.sku)?.optionValues ?? []);
  const options: { name: string; values: string[] }[] = fileHasOptions
    ? byOption.slice(0, optionCount).map((option, index) => {
        const values: string[] = [];
        for (const row of rows) {
          const value = cellOf(row, option.value);
          if (value !== "" && !values.some((seen) => seen.toLowerCase() === value.toLowerCase())) values.push(value);
        }
        return { name: option.name, values, index };
      })
    : (stored?.options ?? []).map((option) => ({ name: option.name, values: [...option.values] }));

  // One variant per row.
  const fileStock: (number | undefined)[] = [];
  const variants: Record<string, unknown>[] = [];
  for (const row of rows) {
    const current = storedBySku.get(row.sku);
    const given = (field: string) => row.fields[field];
    const count = given("stock") === undefined ? undefined : stockCount.safeParse(given("stock"));
    if (count && !count.success)
      return refuseAll(row.line, `${count.error.issues[0]?.message ?? "Invalid stock"} (column stock)`);
    fileStock.push(count?.data);
    const discountType =
      "discount_type" in row.values ? (given("discount_type") ?? null) : (current?.discountType ?? null);
    const storedDiscount = current
      ? current.discountType === "amount"
        ? paiseToRupees(current.discount)
        : current.discount
      : undefined;
    const side = (column: "length_cm" | "breadth_cm" | "height_cm", value: number | null | undefined) =>
      column in row.values ? (given(column) ?? null) : (value ?? null);
    const image = cellOf(row, "variant_image");
    if (image !== "" && !(stored?.images ?? []).includes(image)) {
      return refuseAll(
        row.line,
        `${image.slice(0, 200)} is not one of the product's images: give one of its image addresses, or leave it empty (column variant_image)`,
      );
    }
    variants.push({
      id: current?.id,
      sku: row.sku,
      option_values: optionValuesOf(row),
      price: given("price") ?? (current ? paiseToRupees(current.price) : undefined),
      discount_type: discountType,
      discount: given("discount") ?? storedDiscount,
      stock: current && !context.setStock ? current.stock : (count?.data ?? current?.stock ?? 0),
      quantity: "quantity" in row.values ? given("quantity") : (current?.unitLabel ?? ""),
      weight_grams: given("weight_grams") ?? current?.weightGrams,
      length_cm: side("length_cm", current?.lengthCm),
      breadth_cm: side("breadth_cm", current?.breadthCm),
      height_cm: side("height_cm", current?.heightCm),
      gtin: "gtin" in row.values ? String(given("gtin") ?? "").trim() || null : (current?.gtin ?? null),
      active: given("variant_active") ?? current?.active ?? true,
      image_urls: "variant_image" in row.values ? (image === "" ? [] : [image]) : (current?.imageUrls ?? []),
    });
  }
  // The stored variants the file leaves out: removed, or kept inactive when an order names them or they are the default.
  const inFile = new Set(rows.map((row) => row.sku));
  const deactivated: string[] = [];
  const removed: string[] = [];
  for (const variant of stored?.variants ?? []) {
    if (inFile.has(variant.sku)) continue;
    if (variant._count.orderItems === 0 && !variant.isDefault) {
      removed.push(variant.sku);
      continue;
    }
    if (variant.active) deactivated.push(variant.sku);
    variant.optionValues.forEach((value, index) => {
      const option = options[index];
      if (option && !option.values.some((seen) => seen.toLowerCase() === value.toLowerCase()))
        option.values.push(value);
    });
    variants.push({
      id: variant.id,
      sku: variant.sku,
      option_values: variant.optionValues,
      price: paiseToRupees(variant.price),
      discount_type: variant.discountType,
      discount: variant.discountType === "amount" ? paiseToRupees(variant.discount) : variant.discount,
      stock: variant.stock,
      quantity: variant.unitLabel,
      weight_grams: variant.weightGrams,
      length_cm: variant.lengthCm,
      breadth_cm: variant.breadthCm,
      height_cm: variant.heightCm,
      gtin: variant.gtin,
      active: false,
      image_urls: variant.imageUrls,
    });
  }

  // The grid's own schema decides.
  const checked = productVariantsSave.safeParse({
    version: stored?.product.version ?? 1,
    options: options.map(({ name, values }) => ({ name, values })),
    variants,
  });
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const [where, index, field] = issue.path as (string | number)[];
    if (where === "variants" && typeof index === "number") {
      if (index >= rows.length) {
        const sku = String(variants[index].sku);
        return refuseAll(
          first.line,
          `${sku} is not in the file but has been ordered, so it stays (inactive): ${issue.message}. Give it a row.`,
        );
      }
      const column =
        field === "option_values"
          ? OPTION_CSV_COLUMNS.slice(0, Math.max(1, optionCount))
              .map((option) => option.value)
              .join(", ")
          : columnOfVariantField(field);
      return refuseAll(rows[index].line, `${issue.message} (column ${column})`);
    }
    if (where === "options" && typeof index === "number") {
      const column = field === "name" ? OPTION_CSV_COLUMNS[index].name : OPTION_CSV_COLUMNS[index].value;
      return refuseAll(first.line, `${issue.message} (column ${column})`);
    }
    return refuseAll(first.line, issue.message);
  }
  const input = { options: checked.data.options, variants: checked.data.variants };

  // What changes, for the preview and the audit.
  const added: string[] = [];
  const changed: { sku: string; changes: VariantChange[] }[] = [];
  const stock: VariantGroupSummary["stock"] = [];
  rows.forEach((row, index) => {
    const current = storedBySku.get(row.sku);
    const variant = input.variants[index];
    if (!current) {
      added.push(row.sku);
      return;
    }
    const changes = diff(variantValues(current), inputValues(variant));
    if (changes.length > 0) changed.push({ sku: row.sku, changes });
    const wanted = fileStock[index];
    if (wanted !== undefined && wanted !== current.stock)
      stock.push({ sku: row.sku, before: current.stock, after: wanted });
  });
  const storedOptions = (stored?.options ?? []).map((option) => `${option.name}: ${option.values.join(", ")}`);
  const newOptions = input.options.map((option) => `${option.name}: ${option.values.join(", ")}`);
  if (stored && storedOptions.join("; ") !== newOptions.join("; ")) {
    productChanges.push({ field: "options", before: storedOptions.join("; "), after: newOptions.join("; ") });
  }
  const storedOrder = (stored?.variants ?? []).map((variant) => variant.id).join(",");
  const newOrder = input.variants.map((variant) => variant.id).join(",");
  if (stored && added.length === 0 && removed.length === 0 && storedOrder !== newOrder) {
    productChanges.push({ field: "variant order", before: "", after: input.variants.map((v) => v.sku).join(", ") });
  }
  const didChange =
    create !== null ||
    productChanges.length > 0 ||
    added.length + changed.length + deactivated.length + removed.length > 0 ||
    (context.setStock && stock.length > 0);
  const summary: VariantGroupSummary = {
    line: first.line,
    handle: group.handle,
    name: stored?.product.name ?? String(create?.name ?? ""),
    action: create ? "create" : didChange ? "update" : "unchanged",
    product_changes: productChanges,
    added: create ? rows.map((row) => row.sku) : added,
    changed,
    deactivated,
    removed,
    stock,
  };
  return {
    plan: {
      create,
      productData,
      renamed,
      input,
      summary,
      changed: didChange,
      audit: {
        before: { ...audit.before, variants: stored ? stored.variants.map((variant) => variantValues(variant)) : [] },
        after: { ...audit.after, added, changed, deactivated, removed, stock: context.setStock ? stock : [] },
      },
    },
  };
}

const PRODUCT_LEVEL_KEYS = new Set<string>(PRODUCT_LEVEL_COLUMNS);
function pickProductLevel(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => PRODUCT_LEVEL_KEYS.has(key)));
}

/** The product a handle names, locked (by id, the order checkout locks in), with its options and variants locked too. */
export async function lockStored(tx: Tx, handle: string): Promise<StoredProduct | null> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Product" WHERE slug = ${handle} FOR UPDATE`;
  if (!locked) return null;
  await tx.$queryRaw`SELECT id FROM "ProductVariant" WHERE "productId" = ${locked.id} ORDER BY id FOR UPDATE`;
  return (await storedByHandle(tx, [handle])).get(handle) ?? null;
}
