import { z } from "zod";
import type { VariantInput } from "@/lib/validation/catalog-management/variants";
/**
 * The Product Portal's CSV format, shared by the export (which writes it) and the import (which
 * reads it back): one column per field of the product API, SKU first, money in rupees, lists joined
 * with `|`. A cell read from a file becomes the API's field here, and then the API's own schema
 * (`productCreate`, `productPatch`) decides, so a row is refused with the same words as the form.
 */
/** The product's own columns (a variant's SKU, prices, stock, quantity and weight among them), in the export's order. */
export const PRODUCT_FIELD_COLUMNS = [
  "sku",
  "name",
  "description",
  "price",
  "discount_type",
  "discount",
  "category",
  "quantity",
  "available",
  "archived",
  "stock",
  "brand",
  "tags",
  "benefits",
  "key_ingredients",
  "how_to_use",
  "certifications",
  "conditions_cured",
  "video",
  "hsn_code",
  "gst_rate",
  "weight_grams",
  "search_synonyms",
] as const;

/**
 * The variant columns after them (docs/variants.md#csv): `handle` (the product's slug) groups a
 * product's rows, one per variant; up to three options, each a name (read from the product's first
 * row) and a value per row; the box, the GTIN, whether the variant is sold and its image (the address of one of
 * the product's images, empty for the product's own).
 */
export const VARIANT_CSV_COLUMNS = [
  "handle",
  "option1_name",
  "option1_value",
  "option2_name",
  "option2_value",
  "option3_name",
  "option3_value",
  "length_cm",
  "breadth_cm",
  "height_cm",
  "gtin",
  "variant_active",
  "variant_image",
] as const;

/** The columns, in the export's order. An import may name any of them, in any order, `sku` required. */
export const PRODUCT_CSV_COLUMNS = [...PRODUCT_FIELD_COLUMNS, ...VARIANT_CSV_COLUMNS] as const;

export type ProductFieldColumn = (typeof PRODUCT_FIELD_COLUMNS)[number];
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The option columns, by option. */
export const OPTION_CSV_COLUMNS = [
  { name: "option1_name", value: "option1_value" },
  { name: "option2_name", value: "option2_value" },
  { name: "option3_name", value: "option3_value" },
] as const satisfies readonly { name: ProductCsvColumn; value: ProductCsvColumn }[];

/**
 * The columns each row (each variant) has of its own, by the variants grid's field (`variantInput`)
 * they give; with the option values and the `handle`, every other column is the product's own.
 */
export const VARIANT_FIELD_COLUMNS = {
  sku: "sku",
  price: "price",
  discount_type: "discount_type",
  discount: "discount",
  stock: "stock",
  quantity: "quantity",
  weight_grams: "weight_grams",
  length_cm: "length_cm",
  breadth_cm: "breadth_cm",
  height_cm: "height_cm",
  gtin: "gtin",
  active: "variant_active",
  image_urls: "variant_image",
} as const satisfies Partial<Record<keyof VariantInput, ProductCsvColumn>>;

const ROW_COLUMNS = new Set<ProductCsvColumn>([
  "handle",
  ...Object.values(VARIANT_FIELD_COLUMNS),
  ...OPTION_CSV_COLUMNS.map((option) => option.value),
]);

/** Columns a product's later rows (its other variants) leave empty: they are read from its first row. */
export const PRODUCT_LEVEL_COLUMNS: readonly ProductCsvColumn[] = PRODUCT_CSV_COLUMNS.filter(
  (column) => !ROW_COLUMNS.has(column),
);

/**
 * The product-level columns that are the product API's fields as they are (`productPatch`): the
 * category is resolved to its id, `archived` archives or restores, the option names go to the grid.
 */
export const PRODUCT_LEVEL_FIELDS: readonly ProductCsvColumn[] = PRODUCT_LEVEL_COLUMNS.filter(
  (column) =>
    column !== "category" && column !== "archived" && !OPTION_CSV_COLUMNS.some((option) => option.name === column),
);

/** The column a grid field's refusal names (the field's own name where no column gives it). */
export function columnOfVariantField(field: string | number | undefined): string {
  return (VARIANT_FIELD_COLUMNS as Record<string, string>)[String(field)] ?? String(field ?? "sku");
}

/** The report of refused rows adds this column; an import ignores it, so a corrected report can be imported as it is. */
export const REPORT_ERROR_COLUMN = "error";

/** Between the entries of a list (tags, benefits, key ingredients, certifications, search synonyms). */
export const LIST_SEPARATOR = "|";

/** The largest file an import takes, and the most rows. */
export const PRODUCT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const PRODUCT_IMPORT_MAX_ROWS = 50_000;

const LIST_COLUMNS = new Set<ProductCsvColumn>([
  "tags",
  "benefits",
  "key_ingredients",
  "certifications",
  "search_synonyms",
]);
const NUMBER_COLUMNS = new Set<ProductCsvColumn>([
  "price",
  "discount",
  "stock",
  "gst_rate",
  "weight_grams",
  "length_cm",
  "breadth_cm",
  "height_cm",
]);
const FLAG_COLUMNS = new Set<ProductCsvColumn>(["available", "archived", "variant_active"]);
const FLAG_LABELS: Partial<Record<ProductCsvColumn, string>> = {
  available: "Available",
  archived: "Archived",
  variant_active: "Variant active",
};
const YES = ["true", "yes", "y", "1"];
const NO = ["false", "no", "n", "0"];
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
/** The export writes an apostrophe before text a spreadsheet would run as a formula (lib/domain/csv.ts). */
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;

/** The header row checked: lower-cased names, or the problem with it (an unknown, repeated or missing column). */
export function checkHeader(cells: string[]): { columns: (ProductCsvColumn | null)[] } | { problem: string } {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const unknown = names.find((name) => !known.has(name) && name !== REPORT_ERROR_COLUMN);
  if (unknown !== undefined) {
    return {
      problem:
        unknown === ""
          ? "The header row has an empty column name"
          : `Unknown column "${unknown.slice(0, 60)}": the columns are ${PRODUCT_CSV_COLUMNS.join(", ")}`,
    };
  }
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) return { problem: `The column "${repeated}" appears twice in the header row` };
  if (!names.includes("sku"))
    return { problem: "The header row must name the sku column (it says which product a row creates or updates)" };
  return { columns: names.map((name) => (name === REPORT_ERROR_COLUMN ? null : (name as ProductCsvColumn))) };
}

/** A cell as it was meant: the apostrophe the export put before a formula-like text is taken off. */
export function unescapeCell(cell: string): string {
  return ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell;
}

export function listOfCell(cell: string): string[] {
  return cell
    .split(LIST_SEPARATOR)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

type Fields = Record<string, unknown>;
type CellResult = { fields: Fields; category: string | undefined } | { problem: string };

/**
 * One row's cells (by column) into the product API's fields; only the columns the file has are
 * set. An empty cell is the empty value of a text or list field (cleared on update, refused where
 * the field is required) and "not given" for a number, yes/no or the category (the API's default
 * on create, unchanged on update). `category` is the cell as written (an id or a slug), resolved by
 * the caller.
 */
export function fieldsOfCells(cells: Partial<Record<ProductCsvColumn, string>>): CellResult {
  const fields: Fields = {};
  let category: string | undefined;
  for (const [column, raw] of Object.entries(cells) as [ProductCsvColumn, string][]) {
    const cell = unescapeCell(raw);
    const value = cell.trim();
    if (column === "category") category = value === "" ? undefined : value;
    else if (LIST_COLUMNS.has(column)) fields[column] = listOfCell(cell);
    else if (NUMBER_COLUMNS.has(column)) {
      if (value !== "") fields[column] = PLAIN_NUMBER.test(value) ? Number(value) : value;
    } else if (FLAG_COLUMNS.has(column)) {
      if (value === "") continue;
      const flag = YES.includes(value.toLowerCase()) ? true : NO.includes(value.toLowerCase()) ? false : null;
      if (flag === null) return { problem: `${FLAG_LABELS[column]} is yes or no (true/false, 1/0)` };
      fields[column] = flag;
    } else if (column === "discount_type") fields[column] = value === "" ? null : value.toLowerCase();
    else fields[column] = cell;
  }
  return { fields, category };
}

/** POST /api/portal/products/import/{id}/apply/: whether existing products' stock is set from the file ("set stock from this file"). */
export const productImportApply = z.object({
  set_stock: z.boolean("set_stock is true or false").default(false),
});
