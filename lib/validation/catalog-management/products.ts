/** The Product Portal's product fields, shared by its form and its API; money in rupees as in the public JSON. */
import { z } from "zod";
import { GST_RATES } from "@/lib/domain/gst-invoice";
import { MAX_STOCK, stockCeilingMessage } from "@/lib/domain/stock";
import { boundedInt, dbId, dbInt, paging, rupees } from "@/lib/validation/primitives";

export const PRODUCT_AVAILABILITY_FILTERS = ["all", "available", "unavailable", "archived"] as const;
export const STOCK_LEVEL_FILTERS = ["all", "in-stock", "low", "out"] as const;
export const SYNONYM_FILTERS = ["all", "with", "without"] as const;
/**
 * The low-stock threshold until the merchant sets one (`low_stock_threshold` in the settings): a
 * product with 1 to this many units is low on stock.
 */
export const LOW_STOCK_THRESHOLD_DEFAULT = 10;

/** A product's stock level as the portal's filter names it (the list query states the same bounds in SQL). */
export function stockLevel(stock: number, threshold: number): Exclude<(typeof STOCK_LEVEL_FILTERS)[number], "all"> {
  if (stock <= 0) return "out";
  return stock <= threshold ? "low" : "in-stock";
}

export const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  text(label, max)
    .nullish()
    .transform((value) => value || null);
const list = (label: string) =>
  z
    .array(text(label, 200).min(1, `${label} cannot be empty`), { message: `${label} must be a list` })
    .max(50, `At most 50 ${label.toLowerCase()}`);

/** The separator of a product's search text (lib/domain/catalog.ts), which no entry may contain. */
const SEARCH_TEXT_SEPARATOR = "\u2022";

/**
 * Other names shoppers type for a product: Hindi/Devanagari names (तुलसी), common spellings
 * (tulasi). Search and suggestions find the product by them, typos included.
 */
export const searchSynonyms = z
  .array(
    text("A search synonym", 60)
      .min(1, "A search synonym cannot be empty")
      .refine(
        (synonym) => !synonym.includes(SEARCH_TEXT_SEPARATOR),
        `A search synonym cannot contain ${SEARCH_TEXT_SEPARATOR}`,
      ),
    { message: "Search synonyms must be a list" },
  )
  .max(20, "At most 20 search synonyms")
  .superRefine((synonyms, context) => {
    const seen = new Set<string>();
    synonyms.forEach((synonym, index) => {
      const key = synonym.toLocaleLowerCase("en-IN");
      if (seen.has(key)) context.addIssue({ code: "custom", path: [index], message: `"${synonym}" is listed twice` });
      seen.add(key);
    });
  });

/** A product's or variant's SKU (unique across both). */
export const productSku = text("SKU", 64)
  .min(1, "SKU is required")
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, "SKU may use letters, digits, dot, dash, slash and underscore");

const productFields = {
  name: text("Name", 200).min(1, "Name is required"),
  sku: productSku,
  description: text("Description", 10_000).default(""),
  price: rupees("Price"),
  discount_type: z.enum(["amount", "percent"], "Discount type is amount or percent").nullable().default(null),
  /** Rupees for an amount discount, a whole percent for a percent discount. */
  discount: z
    .number({ message: "Discount must be a number" })
    .min(0, "Discount cannot be negative")
    .max(1_000_000)
    .default(0),
  category: dbId("Choose a category"),
  quantity: text("Unit label", 100).default(""),
  available: z.boolean({ message: "Available is true or false" }).default(true),
  brand: optionalText("Brand", 120),
  tags: list("Tags").default([]),
  benefits: list("Benefits").default([]),
  key_ingredients: list("Key ingredients").default([]),
  how_to_use: optionalText("How to use", 5_000),
  certifications: list("Certifications").default([]),
  conditions_cured: text("Conditions cured", 1_000).default(""),
  video: optionalText("Video", 500).refine(
    (value) => value === null || /^https:\/\/\S+$/.test(value),
    "Video must be an https address",
  ),
  hsn_code: optionalText("HSN code", 8).refine(
    (value) => value === null || /^\d{4}(\d{2}){0,2}$/.test(value),
    "HSN code has 4, 6 or 8 digits",
  ),
  gst_rate: z
    .union(
      GST_RATES.map((rate) => z.literal(rate)),
      "GST rate is 0, 5, 12, 18 or 28",
    )
    .default(12),
  weight_grams: dbInt("Weight is a whole number of grams")
    .min(1, "Weight must be at least 1 gram")
    .max(100_000, "Weight is at most 100 kg")
    .default(250),
  search_synonyms: searchSynonyms.default([]),
};

type DiscountFields = { price?: number; discount_type?: "amount" | "percent" | null; discount?: number };

export function checkDiscount(product: DiscountFields, context: z.RefinementCtx) {
  const { price, discount_type: type, discount = 0 } = product;
  if (type === "percent" && (discount > 100 || !Number.isInteger(discount))) {
    context.addIssue({
      code: "custom",
      path: ["discount"],
      message: "A percent discount is a whole number from 0 to 100",
    });
  }
  if (type === "amount" && price !== undefined && discount > price) {
    context.addIssue({ code: "custom", path: ["discount"], message: "A discount cannot be more than the price" });
  }
}

/** A count of units in stock. */
export const stockCount = boundedInt("Stock is a whole number", {
  min: 0,
  max: MAX_STOCK,
  tooSmall: "Stock cannot be negative",
  tooLarge: stockCeilingMessage,
});

/** A new product; its opening stock is set here, later changes go through stock adjustments. */
export const productCreate = z.object({ ...productFields, stock: stockCount.default(0) }).superRefine(checkDiscount);

/** An edit: any subset of the fields, with the version the editor saw (an older one is refused). */
export const productPatch = z
  .object({
    ...Object.fromEntries(
      Object.entries(productFields).map(([key, schema]) => [key, unwrapDefault(schema).optional()]),
    ),
    archived: z.boolean({ message: "Archived is true or false" }).optional(),
    version: dbId("version is required: the version of the product you edited"),
  })
  .superRefine((patch, context) => checkDiscount(patch as DiscountFields, context)) as z.ZodType<ProductPatch, unknown>;

function unwrapDefault(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodDefault ? (schema.def.innerType as z.ZodType) : schema;
}

export type ProductCreate = z.infer<typeof productCreate>;
export type ProductPatch = Partial<Omit<ProductCreate, "stock">> & { archived?: boolean; version: number };

/** The product table's filters (GET /api/portal/products/ without its paging). */
export const portalProductFilters = z.object({
  search: text("Search", 200).optional(),
  category: dbId("category must be a category id", { fromText: true }).optional(),
  availability: z.enum(PRODUCT_AVAILABILITY_FILTERS, "Unknown availability filter").default("all"),
  stock: z.enum(STOCK_LEVEL_FILTERS, "Unknown stock filter").default("all"),
  synonyms: z.enum(SYNONYM_FILTERS, "Unknown synonyms filter").default("all"),
});

export type PortalProductFilters = z.infer<typeof portalProductFilters>;

/** GET /api/portal/products/: the whole catalogue, archived products too. */
export const portalProductQuery = portalProductFilters.extend(paging(20));

/**
 * The portal dashboard's counts, each one a filter of the product table: a count and the rows its
 * link opens are the same products. Out of stock and low stock count products on sale only. The dashboard's
 * low-stock figure is the restock list's count instead (one per low variant, `countPortalProductViews`).
 */
export const PORTAL_PRODUCT_VIEWS = {
  all: {},
  available: { availability: "available" },
  out_of_stock: { availability: "available", stock: "out" },
  low_stock: { availability: "available", stock: "low" },
  archived: { availability: "archived" },
} as const satisfies Record<string, Partial<z.input<typeof portalProductFilters>>>;

export type PortalProductView = keyof typeof PORTAL_PRODUCT_VIEWS;

export type PortalProductQuery = z.infer<typeof portalProductQuery>;

export const STOCK_REASONS = ["received", "correction", "damaged", "returned"] as const;

/** POST /api/portal/products/{id}/stock-adjustments/: a signed change and why. */
export const stockAdjustment = z.object({
  delta: boundedInt("delta must be a whole number", {
    min: -MAX_STOCK,
    max: MAX_STOCK,
    tooSmall: stockCeilingMessage,
    tooLarge: stockCeilingMessage,
  }).refine((delta) => delta !== 0, "delta cannot be 0"),
  reason: z.enum(STOCK_REASONS, "reason is received, correction, damaged or returned"),
  note: text("Note", 500).default(""),
  /** The variant whose stock moves (docs/variants.md); without it, the product's default variant. */
  variant: dbId("Choose a variant of this product").optional(),
});

export type StockAdjustmentInput = z.infer<typeof stockAdjustment>;

/** GET /api/portal/products/{id}/stock-adjustments/: a page of the product's stock history. */
export const stockHistoryQuery = z.object(paging(50));

/** GET /api/portal/products/low-stock/: a page of the restock list. */
export const lowStockQuery = z.object(paging(20));

/** A number as typed; empty becomes `empty` (NaN: a required number is refused by name). */
const typedNumber = (empty = Number.NaN) =>
  z.string().transform((typed) => (typed.trim() === "" ? empty : Number(typed)));
/** A list edited as text, one entry a line; blank lines are dropped. */
const typedLines = z.string().transform((typed) =>
  typed
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean),
);

/** The search synonyms dialog (`/portal/search-synonyms`): one synonym a line, checked as the product API checks them. */
export const synonymsForm = z.object({ search_synonyms: typedLines.pipe(searchSynonyms) });

/**
 * The product form as typed (numbers as text, lists one entry a line). It turns into the API's
 * shape and then the API's own schema decides, so the form and the server refuse the same input
 * with the same words. `stock` is used when creating, `version` when editing.
 */
const productDraft = z.object({
  name: z.string(),
  sku: z.string(),
  description: z.string(),
  price: typedNumber(),
  discount_type: z.enum(["", "amount", "percent"]).transform((type) => type || null),
  discount: typedNumber(0),
  category: typedNumber(),
  quantity: z.string(),
  available: z.boolean(),
  brand: z.string(),
  tags: typedLines,
  benefits: typedLines,
  key_ingredients: typedLines,
  certifications: typedLines,
  search_synonyms: typedLines,
  how_to_use: z.string(),
  conditions_cured: z.string(),
  video: z.string(),
  hsn_code: z.string(),
  gst_rate: typedNumber(),
  weight_grams: typedNumber(),
  stock: typedNumber(0),
  version: z.number().nullable(),
});

// The API's schema checks every field again, so the hand-over is typed as unknown.
export const productCreateForm = productDraft
  .transform(({ version: _version, ...fields }): unknown => fields)
  .pipe(productCreate);
export const productEditForm = productDraft
  .transform(({ stock: _stock, ...fields }): unknown => fields)
  .pipe(productPatch);

export type ProductDraft = z.input<typeof productDraft>;
