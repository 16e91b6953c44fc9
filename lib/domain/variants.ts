/**
 * How a variant is named on cart lines, order lines and documents (docs/variants.md, issue 28): the product's name,
 * then the variant's option values ("Ashwagandha Capsules, 120 capsules"; "Hair Oil, Mint / 200 ml"). A product
 * without options (one default variant) is named by its product name alone.
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
