/**
 * The product page's size/option picker (issue 28, docs/variants.md): which variant a choice of option values names,
 * what each value offers next to the values already chosen, and which variant the page opens on. Pure rules over the
 * variants already in the page; no request is made.
 */

export type PickerOption = { name: string; values: string[] };

export type PickerVariant = {
  id: number;
  isDefault: boolean;
  /** One value per option, in the options' order. */
  optionValues: string[];
  unitLabel: string;
  sku: string;
  inStock: boolean;
};

/** The address parameter that names a variant: `/product/12?variant=34`. */
export const VARIANT_PARAM = "variant";

/**
 * The options the picker shows: the product's own, each with only the values some variant has (in the option's
 * order); a product with several variants and no options gets one "Size" option from the variants' quantity text
 * (each variant's values are then that text).
 */
export function pickerOptions<V extends PickerVariant>(
  options: PickerOption[],
  variants: V[],
): { options: PickerOption[]; variants: V[] } {
  if (variants.length < 2) return { options: [], variants };
  const complete = options.length > 0 && variants.every((variant) => variant.optionValues.length === options.length);
  if (!complete) {
    const labelled = variants.map((variant) => ({ ...variant, optionValues: [variant.unitLabel || variant.sku] }));
    return {
      options: [{ name: "Size", values: unique(labelled.map((variant) => variant.optionValues[0])) }],
      variants: labelled,
    };
  }
  return {
    options: options.map((option, index) => {
      const used = new Set(variants.map((variant) => variant.optionValues[index]));
      // Values named by a variant but missing from the option's list (an edit in between) come last.
      return { name: option.name, values: unique([...option.values.filter((value) => used.has(value)), ...used]) };
    }),
    variants,
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** The variant with exactly these option values, if any. */
export function variantWithValues<V extends PickerVariant>(variants: V[], values: string[]): V | undefined {
  return variants.find(
    (variant) =>
      variant.optionValues.length === values.length &&
      variant.optionValues.every((value, index) => value === values[index]),
  );
}

/**
 * What choosing `value` for option `index` leads to, the other options staying as `selected` has them: that exact
 * variant when it exists, otherwise the first variant with the value that is in stock (the shopper asked for the
 * value; the other options follow it). Undefined when no variant has the value.
 */
export function variantForChoice<V extends PickerVariant>(
  variants: V[],
  selected: V,
  index: number,
  value: string,
): V | undefined {
  const values = selected.optionValues.map((current, place) => (place === index ? value : current));
  const exact = variantWithValues(variants, values);
  if (exact) return exact;
  const withValue = variants.filter((variant) => variant.optionValues[index] === value);
  return withValue.find((variant) => variant.inStock) ?? withValue[0];
}

/** The variant named by the address's `?variant=` (a shared link), if it is one of these. */
export function requestedVariantId(search: string): number | null {
  const text = new URLSearchParams(search).get(VARIANT_PARAM);
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  return Number(text);
}

/**
 * The variant the page opens on: the one the address names (even sold out: a shared link shows what was shared),
 * otherwise the default variant when it is in stock, otherwise the first in stock, otherwise the default.
 */
export function initialVariant<V extends PickerVariant>(variants: V[], requestedId: number | null): V {
  const requested = requestedId === null ? undefined : variants.find((variant) => variant.id === requestedId);
  if (requested) return requested;
  const fallback = variants.find((variant) => variant.isDefault) ?? variants[0];
  if (fallback.inStock) return fallback;
  return variants.find((variant) => variant.inStock) ?? fallback;
}

/** The product page's address for a variant: the path with `?variant=<id>`, other parameters and the hash kept. */
export function addressWithVariant(href: string, variantId: number): string {
  const url = new URL(href);
  url.searchParams.set(VARIANT_PARAM, String(variantId));
  return `${url.pathname}${url.search}${url.hash}`;
}
