import "server-only";
import { paiseToRupeeString } from "@/lib/domain/money";
import { VARIANT_PARAM } from "@/lib/domain/variant-picker";
import type { ProductDetailView, ProductVariantView } from "./product-detail";
import { absoluteImageUrl, absoluteUrl } from "./urls";

const IN_STOCK = "https://schema.org/InStock";
const OUT_OF_STOCK = "https://schema.org/OutOfStock";

/**
 * The schema.org property an option's values are, for `variesBy` (the ones search engines read for variants); an
 * option with none (a flavour) still names each variant, but is not listed.
 */
const VARIES_BY: Record<string, "size" | "color" | "material" | "pattern"> = {
  size: "size",
  pack: "size",
  "pack size": "size",
  quantity: "size",
  weight: "size",
  volume: "size",
  colour: "color",
  color: "color",
  shade: "color",
  material: "material",
  pattern: "pattern",
};

/** An offer of a variant; its GTIN (the barcode, lib/domain/gtin) on the offer too, as schema.org's Offer takes it. */
function offer(url: string, price: number, inStock: boolean, gtin: string | null) {
  return {
    "@type": "Offer",
    url,
    priceCurrency: "INR",
    price: paiseToRupeeString(price),
    availability: inStock ? IN_STOCK : OUT_OF_STOCK,
    itemCondition: "https://schema.org/NewCondition",
    ...(gtin ? { gtin } : {}),
  };
}

function commonFields(product: ProductDetailView) {
  return {
    name: product.name,
    description: product.description,
    image: product.gallery.length
      ? product.gallery.map((image) => absoluteImageUrl(image.url))
      : [absoluteImageUrl(null)],
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    category: product.category.name,
    ...(product.reviews.length
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            reviewCount: product.reviews.length,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** One variant of a ProductGroup: its own name, SKU, GTIN, option values, image (when set) and offer, at its own address. */
function variantProduct(product: ProductDetailView, variant: ProductVariantView, url: string) {
  const variantUrl = `${url}?${VARIANT_PARAM}=${variant.id}`;
  const properties = Object.fromEntries(
    product.options.flatMap((option, index) => {
      const property = VARIES_BY[option.name.trim().toLowerCase()];
      const value = variant.optionValues[index];
      return property && value ? [[property, value]] : [];
    }),
  );
  return {
    "@type": "Product",
    name: [product.name, ...variant.optionValues].join(", "),
    sku: variant.sku,
    ...(variant.gtin ? { gtin: variant.gtin } : {}),
    ...properties,
    ...(variant.imageUrl ? { image: absoluteImageUrl(variant.imageUrl) } : {}),
    url: variantUrl,
    offers: offer(variantUrl, variant.discountPrice, variant.inStock, variant.gtin),
  };
}

/**
 * A product page's JSON-LD: a `ProductGroup` (productGroupID, variesBy, hasVariant: each active variant a `Product`
 * with its own offer) for a product sold in several variants; today's `Product` with one offer otherwise. Then the
 * breadcrumb.
 */
export function productStructuredData(product: ProductDetailView) {
  const url = absoluteUrl(`/product/${product.id}`);
  const grouped = product.variants.length > 1;
  const onlyGtin = product.variants.length === 1 ? product.variants[0].gtin : null;
  const main = grouped
    ? {
        "@context": "https://schema.org",
        "@type": "ProductGroup",
        ...commonFields(product),
        url,
        productGroupID: String(product.id),
        variesBy: [
          ...new Set(
            product.options.flatMap((option) => {
              const property = VARIES_BY[option.name.trim().toLowerCase()];
              return property ? [`https://schema.org/${property}`] : [];
            }),
          ),
        ],
        hasVariant: product.variants.map((variant) => variantProduct(product, variant, url)),
      }
    : {
        "@context": "https://schema.org",
        "@type": "Product",
        ...commonFields(product),
        sku: String(product.id),
        ...(onlyGtin ? { gtin: onlyGtin } : {}),
        offers: {
          "@type": "Offer",
          url,
          priceCurrency: "INR",
          price: paiseToRupeeString(product.discountPrice),
          availability: product.inStock ? IN_STOCK : OUT_OF_STOCK,
          ...(onlyGtin ? { gtin: onlyGtin } : {}),
        },
      };
  return [
    main,
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { name: "Home", item: absoluteUrl("/") },
        { name: "Products", item: absoluteUrl("/products") },
        { name: product.category.name, item: absoluteUrl(product.category.path) },
        { name: product.name, item: url },
      ].map((crumb, index) => ({ "@type": "ListItem", position: index + 1, ...crumb })),
    },
  ];
}
