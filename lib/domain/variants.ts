/** Product variants' rules (docs/variants.md): options, their combinations, repricing. Amounts in paise. */
import { assertPaise, type Paise } from "./money";

/** A product has at most three options (Size, Pack, Flavour); a trigger holds the database to it too. */
export const MAX_OPTIONS = 3;
/** Values one option may list. */
export const MAX_OPTION_VALUES = 20;
/** Variants one product may have (Shopify's limit). */
export const MAX_VARIANTS = 100;
/** Images a variant names, among its product's own (one, as Shopify's variant image; empty shows the product's). */
export const MAX_VARIANT_IMAGES = 1;
/** A bulk price change moves prices by -90 % to +500 %. */
export const REPRICE_PERCENT_RANGE = Object.freeze({ min: -90, max: 500 });

export interface VariantOption {
  name: string;
  values: string[];
}

/**
 * Every combination of the options' values, in the options' order, the first option varying
 * slowest: Size [60, 120] × Pack [1, 2] -> [60,1], [60,2], [120,1], [120,2]. No options: one empty
 * combination (the product's single variant).
 */
export function variantCombinations(options: VariantOption[]): string[][] {
  return options.reduce<string[][]>(
    (combinations, option) => combinations.flatMap((values) => option.values.map((value) => [...values, value])),
    [[]],
  );
}

/** The key that identifies a combination (values compared case-insensitively, trimmed). */
export function combinationKey(values: string[]): string {
  return JSON.stringify(values.map((value) => value.trim().toLocaleLowerCase("en-IN")));
}

/**
 * A price moved by a percent, to the nearest paisa (half away from zero), never below 1 paisa for a
 * price that had one, e.g. ₹299.00 + 10 % = ₹328.90.
 */
export function repricedByPercent(price: Paise, percent: number): Paise {
  assertPaise(price, "price");
  if (!Number.isFinite(percent) || percent < REPRICE_PERCENT_RANGE.min || percent > REPRICE_PERCENT_RANGE.max) {
    throw new RangeError(`percent must be from ${REPRICE_PERCENT_RANGE.min} to ${REPRICE_PERCENT_RANGE.max}`);
  }
  if (price === 0) return 0;
  // Hundredths of a percent as integers keep 12.5 % exact.
  const basisPoints = Math.round(percent * 100);
  const scaled = price * (10000 + basisPoints);
  const whole = Math.floor(scaled / 10000);
  const rounded = (scaled - whole * 10000) * 2 >= 10000 ? whole + 1 : whole;
  return Math.max(1, rounded);
}

/**
 * Keeps what the editor already typed when the options change: each generated combination takes the
 * existing variant with the same values; when the options grew by one (a product with one variant
 * gets its first option, or another option is added), existing variants keep their place as the
 * combinations that start with their values and take the new option's first value.
 */
export function matchCombinations<T extends { optionValues: string[] }>(
  existing: T[],
  options: VariantOption[],
): { optionValues: string[]; existing: T | null }[] {
  const byKey = new Map(existing.map((variant) => [combinationKey(variant.optionValues), variant]));
  const used = new Set<T>();
  return variantCombinations(options).map((optionValues) => {
    let match = byKey.get(combinationKey(optionValues)) ?? null;
    if (!match) {
      const prefix = optionValues.slice(0, -1);
      const last = options[options.length - 1];
      match =
        last && optionValues[optionValues.length - 1] === last.values[0]
          ? (byKey.get(combinationKey(prefix)) ?? null)
          : null;
    }
    if (match && used.has(match)) match = null;
    if (match) used.add(match);
    return { optionValues, existing: match };
  });
}

/*
 * How a variant is named on cart lines, order lines and documents: the product's name, then the variant's option
 * values ("Ashwagandha Capsules, 120 capsules"); a product without options is named by its product name alone.
 */

/** The variant's option values as one text, in the options' order; empty without options. */
export function variantLabel(optionValues: readonly string[]): string {
  return optionValues
    .map((value) => value.trim())
    .filter((value) => value.length > 0)
    .join(" / ");
}

/** The name a line shows: "Product, option values", or the product's name when the variant has none. */
export function variantLineName(productName: string, label: string): string {
  return label ? `${productName}, ${label}` : productName;
}

/**
 * An invoice or credit note line's description: the line's name, then the quantity text in brackets unless the
 * variant's label already says it ("Ashwagandha Capsules, 120 capsules", not "... 120 capsules (120 capsules)").
 */
export function variantLineDescription(productName: string, label: string, unitLabel: string): string {
  const name = variantLineName(productName, label);
  const unit = unitLabel.trim();
  if (!unit || label.split(" / ").includes(unit)) return name;
  return `${name} (${unit})`;
}
