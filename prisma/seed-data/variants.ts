/**
 * Seeded pack sizes (issue 28, docs/variants.md). Each entry names a seeded product by its slug: the product's own
 * size (its unitLabel, price and stock in catalog.ts) stays its default variant, first and cheapest, and the sizes
 * listed here are added after it. Money in rupees, as in catalog.ts.
 */
export type SeedVariant = {
  value: string; // the option value, also the variant's quantity text, e.g. '120 capsules'
  skuSuffix: string; // appended to the product's SKU, e.g. '-120'
  priceRupees: number;
  discountType: "amount" | "percent" | null;
  discount: number; // rupees when 'amount', percent when 'percent', 0 when null
  stock: number; // 0 for a size that is sold out
  weightGrams: number;
};

export type SeedVariantProduct = {
  slug: string;
  option: string; // the option's name, e.g. 'Size'
  variants: SeedVariant[];
};

export const SEED_VARIANTS: SeedVariantProduct[] = [
  {
    slug: "ashwagandha-ksm-66-capsules",
    option: "Pack",
    variants: [
      {
        value: "120 capsules",
        skuSuffix: "-120",
        priceRupees: 1299,
        discountType: "percent",
        discount: 20,
        stock: 90,
        weightGrams: 150,
      },
    ],
  },
  {
    slug: "neelibhringadi-keram",
    option: "Size",
    variants: [
      {
        value: "200 ml",
        skuSuffix: "-200ML",
        priceRupees: 749,
        discountType: null,
        discount: 0,
        stock: 45,
        weightGrams: 270,
      },
    ],
  },
  {
    slug: "hibiscus-rose-infusion",
    option: "Size",
    variants: [
      {
        value: "100 g",
        skuSuffix: "-100G",
        priceRupees: 649,
        discountType: "amount",
        discount: 50,
        stock: 40,
        weightGrams: 190,
      },
    ],
  },
  {
    // A size that is sold out while the smaller one is in stock.
    slug: "shatavari-capsules",
    option: "Pack",
    variants: [
      {
        value: "120 capsules",
        skuSuffix: "-120",
        priceRupees: 899,
        discountType: "percent",
        discount: 10,
        stock: 0,
        weightGrams: 150,
      },
    ],
  },
];
