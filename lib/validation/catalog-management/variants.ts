/** A product's options and variants as the portal's grid and its API write them (docs/variants.md); money in rupees. */
import { z } from "zod";
import {
  combinationKey,
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_VARIANT_IMAGES,
  MAX_VARIANTS,
  REPRICE_PERCENT_RANGE,
} from "@/lib/domain/variants";
import { gtinProblem } from "@/lib/domain/gtin";
import { boundedInt, dbId, rupees } from "@/lib/validation/primitives";
import { checkDiscount, productSku, stockCount, text } from "./products";

const caseKey = (value: string) => value.toLocaleLowerCase("en-IN");

/** One option (Size, Pack, Flavour) and its values in the order the shop shows them. */
export const productOption = z.object({
  name: text("Option name", 40).min(1, "Option name is required"),
  values: z
    .array(text("An option value", 60).min(1, "An option value cannot be empty"), {
      message: "Option values must be a list",
    })
    .min(1, "An option needs at least one value")
    .max(MAX_OPTION_VALUES, `An option has at most ${MAX_OPTION_VALUES} values`)
    .superRefine((values, context) => {
      const seen = new Set<string>();
      values.forEach((value, index) => {
        if (seen.has(caseKey(value)))
          context.addIssue({ code: "custom", path: [index], message: `"${value}" is listed twice` });
        seen.add(caseKey(value));
      });
    }),
});

const boxSide = (label: string) =>
  boundedInt(`${label} is a whole number of centimetres`, {
    min: 1,
    max: 300,
    tooSmall: `${label} is at least 1 cm`,
    tooLarge: `${label} is at most 300 cm`,
  })
    .nullable()
    .default(null);

/** One variant of the grid; no `id` creates it. Its place in the list is its position. */
export const variantInput = z
  .object({
    id: dbId("Unknown variant").optional(),
    sku: productSku,
    option_values: z.array(text("An option value", 60), { message: "Option values must be a list" }).default([]),
    price: rupees("Price"),
    discount_type: z.enum(["amount", "percent"], "Discount type is amount or percent").nullable().default(null),
    discount: z
      .number({ message: "Discount must be a number" })
      .min(0, "Discount cannot be negative")
      .max(1_000_000)
      .default(0),
    stock: stockCount.default(0),
    quantity: text("Unit label", 100).default(""),
    weight_grams: boundedInt("Weight is a whole number of grams", {
      min: 1,
      max: 100_000,
      tooSmall: "Weight must be at least 1 gram",
      tooLarge: "Weight is at most 100 kg",
    }).default(250),
    length_cm: boxSide("Length"),
    breadth_cm: boxSide("Breadth"),
    height_cm: boxSide("Height"),
    gtin: text("GTIN", 14)
      .nullish()
      .transform((value) => value || null)
      .superRefine((value, context) => {
        // 8, 12, 13 or 14 digits with a valid GS1 check digit (lib/domain/gtin).
        const problem = value === null ? null : gtinProblem(value);
        if (problem !== null) context.addIssue({ code: "custom", message: problem });
      }),
    active: z.boolean({ message: "Active is true or false" }).default(true),
    /** Its image: one of the product's own image addresses (the writer checks which), or none for the product's. */
    image_urls: z
      .array(text("An image address", 500).min(1, "An image address cannot be empty"), {
        message: "Image addresses must be a list",
      })
      .max(MAX_VARIANT_IMAGES, `A variant has at most ${MAX_VARIANT_IMAGES} image`)
      .default([]),
  })
  .superRefine((variant, context) => {
    checkDiscount(variant, context);
    const box = [variant.length_cm, variant.breadth_cm, variant.height_cm];
    if (box.some((side) => side === null) && box.some((side) => side !== null)) {
      context.addIssue({ code: "custom", path: ["length_cm"], message: "Give all three box sides, or none" });
    }
  });

export type VariantInput = z.infer<typeof variantInput>;

/**
 * PUT /api/portal/products/{id}/variants/: the product's whole set of options and variants, in
 * order, on the product version the editor saw. A variant left out is removed (refused once an
 * order line names it: deactivate it instead); a stock that differs from the stored one is a stock
 * adjustment (reason correction).
 */
export const productVariantsSave = z
  .object({
    version: dbId("version is required: the version of the product you edited"),
    options: z
      .array(productOption, { message: "Options must be a list" })
      .max(MAX_OPTIONS, `A product has at most ${MAX_OPTIONS} options`)
      .default([]),
    variants: z
      .array(variantInput, { message: "Variants must be a list" })
      .min(1, "A product needs at least one variant")
      .max(MAX_VARIANTS, `A product has at most ${MAX_VARIANTS} variants`),
  })
  .superRefine(({ options, variants }, context) => {
    const names = new Set<string>();
    options.forEach((option, index) => {
      if (names.has(caseKey(option.name)))
        context.addIssue({
          code: "custom",
          path: ["options", index, "name"],
          message: `"${option.name}" is listed twice`,
        });
      names.add(caseKey(option.name));
    });
    const skus = new Set<string>();
    const combinations = new Set<string>();
    const ids = new Set<number>();
    variants.forEach((variant, index) => {
      const at = (field: string) => ["variants", index, field];
      if (skus.has(caseKey(variant.sku)))
        context.addIssue({ code: "custom", path: at("sku"), message: `The SKU ${variant.sku} is used twice` });
      skus.add(caseKey(variant.sku));
      if (variant.id !== undefined) {
        if (ids.has(variant.id))
          context.addIssue({ code: "custom", path: at("id"), message: "A variant is listed twice" });
        ids.add(variant.id);
      }
      if (variant.option_values.length !== options.length) {
        context.addIssue({
          code: "custom",
          path: at("option_values"),
          message: `Each variant has one value of each option (${options.length})`,
        });
        return;
      }
      const unknown = variant.option_values.findIndex((value, position) => !options[position].values.includes(value));
      if (unknown >= 0) {
        context.addIssue({
          code: "custom",
          path: at("option_values"),
          message: `"${variant.option_values[unknown]}" is not a value of ${options[unknown].name}`,
        });
        return;
      }
      const key = combinationKey(variant.option_values);
      if (combinations.has(key))
        context.addIssue({
          code: "custom",
          path: at("option_values"),
          message: `Two variants are ${variant.option_values.join(" / ") || "the same"}`,
        });
      combinations.add(key);
    });
  });

export type ProductVariantsSave = z.infer<typeof productVariantsSave>;

/** POST /api/portal/products/{id}/variants/reprice/: every variant's MRP (or the listed ones') moved by a percent. */
export const variantsReprice = z.object({
  version: dbId("version is required: the version of the product you edited"),
  percent: z
    .number({ message: "Percent must be a number" })
    .min(REPRICE_PERCENT_RANGE.min, `Percent is at least ${REPRICE_PERCENT_RANGE.min}`)
    .max(REPRICE_PERCENT_RANGE.max, `Percent is at most ${REPRICE_PERCENT_RANGE.max}`)
    .refine((value) => value !== 0, "Percent cannot be 0")
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "Percent has at most 2 decimals"),
  variant_ids: z.array(dbId("Unknown variant")).max(MAX_VARIANTS).optional(),
});

export type VariantsReprice = z.infer<typeof variantsReprice>;

/** A number as typed; empty becomes `empty` (NaN: a required number is refused by name). */
const typedNumber = (empty = Number.NaN) =>
  z.string().transform((typed) => (typed.trim() === "" ? empty : Number(typed)));
/** A box side as typed: empty is no box. */
const typedSide = z.string().transform((typed) => (typed.trim() === "" ? null : Number(typed)));

/** An option's values as typed: separated by commas, blanks dropped. */
export function typedOptionValues(typed: string): string[] {
  return typed
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
}

/** One row of the variants grid as typed (numbers as text); `ordered` and `is_default` only steer the screen. */
export const variantDraft = z.object({
  id: z.number().optional(),
  is_default: z.boolean(),
  ordered: z.boolean(),
  sku: z.string(),
  option_values: z.array(z.string()),
  price: z.string(),
  discount_type: z.enum(["", "amount", "percent"]),
  discount: z.string(),
  stock: z.string(),
  quantity: z.string(),
  weight_grams: z.string(),
  length_cm: z.string(),
  breadth_cm: z.string(),
  height_cm: z.string(),
  gtin: z.string(),
  active: z.boolean(),
  /** One of the product's image addresses, or "" for the product's own images. */
  image_url: z.string(),
});

export type VariantDraft = z.input<typeof variantDraft>;

/**
 * The product form's Options and variants section as typed: option values comma-separated, numbers
 * as text. It turns into the API's body and then the API's own schema decides, so the grid and the
 * server refuse the same input with the same words, at the same row.
 */
export const productVariantsForm = z
  .object({
    version: z.number(),
    options: z.array(z.object({ name: z.string(), values: z.string() })),
    variants: z.array(variantDraft),
  })
  .transform(({ version, options, variants }): unknown => ({
    version,
    options: options.map((option) => ({ name: option.name, values: typedOptionValues(option.values) })),
    variants: variants.map(({ is_default: _default, ordered: _ordered, image_url, ...row }) => ({
      ...row,
      image_urls: image_url ? [image_url] : [],
      price: typedNumber().parse(row.price),
      discount_type: row.discount_type || null,
      discount: typedNumber(0).parse(row.discount),
      stock: typedNumber(0).parse(row.stock),
      weight_grams: typedNumber().parse(row.weight_grams),
      length_cm: typedSide.parse(row.length_cm),
      breadth_cm: typedSide.parse(row.breadth_cm),
      height_cm: typedSide.parse(row.height_cm),
      gtin: row.gtin.trim() || null,
    })),
  }))
  .pipe(productVariantsSave);

export type ProductVariantsDraft = z.input<typeof productVariantsForm>;
