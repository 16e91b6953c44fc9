/** The product page's JSON-LD (issue 28): a ProductGroup with its variants for a product in several sizes. */
import { db } from "@/lib/server/db";
import { getProduct } from "./product-detail";
import { productStructuredData } from "./structured-data";
import { absoluteUrl } from "./urls";

afterAll(() => db.$disconnect());

async function jsonLdOf(slug: string) {
  const { id } = await db.product.findUniqueOrThrow({ where: { slug }, select: { id: true } });
  const product = await getProduct(id);
  // As the page writes it: JSON, so what a search engine reads.
  return { id, data: JSON.parse(JSON.stringify(productStructuredData(product!))) };
}

describe("product structured data", () => {
  it("is a ProductGroup for a product in several sizes, each size a Product with its own offer", async () => {
    const { id, data } = await jsonLdOf("shatavari-capsules");
    const variants = await db.productVariant.findMany({ where: { productId: id }, orderBy: { position: "asc" } });
    const url = absoluteUrl(`/product/${id}`);
    expect(data[0]).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProductGroup",
      name: "Shatavari Capsules",
      url,
      productGroupID: String(id),
      variesBy: ["https://schema.org/size"],
      aggregateRating: expect.objectContaining({ "@type": "AggregateRating" }),
    });
    expect(data[0]).not.toHaveProperty("offers");
    expect(data[0].hasVariant).toEqual([
      {
        "@type": "Product",
        name: "Shatavari Capsules, 60 capsules",
        sku: variants[0].sku,
        size: "60 capsules",
        url: `${url}?variant=${variants[0].id}`,
        offers: {
          "@type": "Offer",
          url: `${url}?variant=${variants[0].id}`,
          priceCurrency: "INR",
          price: "449.10",
          availability: "https://schema.org/InStock",
          itemCondition: "https://schema.org/NewCondition",
        },
      },
      {
        "@type": "Product",
        name: "Shatavari Capsules, 120 capsules",
        sku: "SHATAVARI-CAPSULES-120",
        size: "120 capsules",
        // The size's own image (the seed's pack shot of 120 capsules); the smaller size has none, so no image.
        image: absoluteUrl("/images/products/shatavari-capsules-120.webp"),
        url: `${url}?variant=${variants[1].id}`,
        offers: {
          "@type": "Offer",
          url: `${url}?variant=${variants[1].id}`,
          priceCurrency: "INR",
          price: "809.10",
          availability: "https://schema.org/OutOfStock",
          itemCondition: "https://schema.org/NewCondition",
        },
      },
    ]);
    expect(data[1]["@type"]).toBe("BreadcrumbList");
  });

  it("names each variant's GTIN when it has one", async () => {
    const { id } = await db.product.findUniqueOrThrow({ where: { slug: "hibiscus-rose-infusion" } });
    await db.productVariant.updateMany({ where: { productId: id, isDefault: false }, data: { gtin: "8901234567893" } });
    const { data } = await jsonLdOf("hibiscus-rose-infusion");
    expect(data[0].hasVariant.map((variant: { gtin?: string }) => variant.gtin)).toEqual([undefined, "8901234567893"]);
    expect(data[0].hasVariant.map((variant: { offers: { gtin?: string } }) => variant.offers.gtin)).toEqual([
      undefined,
      "8901234567893",
    ]);
  });

  it("gives a variant its own image when it has one; the group keeps the product's images", async () => {
    const { id, data } = await jsonLdOf("ashwagandha-ksm-66-capsules");
    const images = await db.productImage.findMany({ where: { productId: id }, orderBy: { position: "asc" } });
    expect(data[0].image).toEqual(images.map((image) => absoluteUrl(image.url)));
    expect(data[0].hasVariant.map((variant: { image?: string }) => variant.image)).toEqual([
      undefined,
      absoluteUrl("/images/products/ashwagandha-ksm-66-capsules-120.webp"),
    ]);
    // Another of the product's images for the smaller size shows on its variant too.
    const small = await db.productVariant.findFirstOrThrow({ where: { productId: id, isDefault: true } });
    await db.productVariant.update({ where: { id: small.id }, data: { imageUrls: [images[1].url] } });
    try {
      const { data: changed } = await jsonLdOf("ashwagandha-ksm-66-capsules");
      expect(changed[0].hasVariant[0].image).toBe(absoluteUrl(images[1].url));
    } finally {
      await db.productVariant.update({ where: { id: small.id }, data: { imageUrls: [] } });
    }
  });

  it("names a one-variant product's GTIN on the product and its offer", async () => {
    const { id } = await db.product.findUniqueOrThrow({ where: { slug: "triphala-churna" } });
    await db.productVariant.updateMany({ where: { productId: id }, data: { gtin: "8901234567890" } });
    try {
      const { data } = await jsonLdOf("triphala-churna");
      expect(data[0]).toMatchObject({ "@type": "Product", gtin: "8901234567890", offers: { gtin: "8901234567890" } });
    } finally {
      await db.productVariant.updateMany({ where: { productId: id }, data: { gtin: null } });
    }
  });

  it("stays one Product with one offer for a product of one variant", async () => {
    const { id, data } = await jsonLdOf("brahmi-vati");
    expect(data[0]).toMatchObject({
      "@type": "Product",
      name: "Brahmi Vati",
      sku: String(id),
      offers: {
        "@type": "Offer",
        url: absoluteUrl(`/product/${id}`),
        priceCurrency: "INR",
        price: "299.00",
        availability: "https://schema.org/InStock",
      },
    });
    expect(data[0]).not.toHaveProperty("hasVariant");
  });
});
