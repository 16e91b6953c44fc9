import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/catalog/json-ld";
import { PAGE_MIN_HEIGHT } from "@/components/layout/page-height";
import { ProductGallery } from "@/components/catalog/product-gallery";
import { ProductGrid } from "@/components/catalog/product-grid";
import { ProductTabs } from "@/components/catalog/product-tabs";
import { DeliveryCheckPanel } from "@/components/catalog/delivery-check";
import { PriceSummary } from "@/components/catalog/price-summary";
import { PurchasePanel } from "@/components/catalog/purchase-panel";
import { NotifyMe, VariantPurchase } from "@/components/catalog/product-page-parts";
import { Rating } from "@/components/catalog/rating";
import { pickerOptions } from "@/lib/domain/variant-picker";
import {
  getProduct,
  prerenderedProductIds,
  relatedProducts,
  type ProductDetailView,
  type ProductVariantView,
} from "@/lib/server/catalog/product-detail";
import { absoluteImageUrl, absoluteUrl } from "@/lib/server/catalog/urls";
import { productStructuredData } from "@/lib/server/catalog/structured-data";
import { cn } from "@/lib/ui/cn";
import { idFromText } from "@/lib/validation/primitives";

type Request = { params: Promise<{ productId: string }> };

const PRERENDERED_PRODUCTS = 100;

/**
 * An id not prerendered renders whole before anything is sent (not the generic shell streamed
 * first, vercel/next.js#95380), so an unknown, malformed or archived one answers 404 from notFound()
 * itself, with no proxy pass in front of every product page (docs/catalog-and-caching.md, "Real 404s"); and the page has
 * no loading boundary, whose hidden-then-revealed content would hold back the largest paint
 * (docs/benchmarks.md, "Speed on a phone"), so such a render may block (`instant = false`).
 */
export const unstable_paramMatching = { productId: "blocking" };
export const instant = false;

export async function generateStaticParams() {
  return (await prerenderedProductIds(PRERENDERED_PRODUCTS)).map((id) => ({ productId: String(id) }));
}

/** The product of the route, or the not-found page (404) for an unknown or malformed id. */
async function productOf({ params }: Request): Promise<ProductDetailView> {
  const { productId } = await params;
  const id = idFromText(productId);
  const product = id === null ? null : await getProduct(id);
  if (!product) notFound();
  return product;
}

export async function generateMetadata(request: Request): Promise<Metadata> {
  const product = await productOf(request);
  const url = absoluteUrl(`/product/${product.id}`);
  const description = product.description.slice(0, 160) || `${product.name}, ${product.unitLabel}`;
  return {
    title: product.name,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      url,
      title: product.name,
      description,
      images: product.gallery.map((image) => ({ url: absoluteImageUrl(image.url), alt: image.alt })),
    },
  };
}

/** The variants the page sells: the active ones, or the product itself when none is active (then sold out). */
function variantsOnSale(product: ProductDetailView): ProductVariantView[] {
  if (product.variants.length) return product.variants;
  const { id, unitLabel, price, discountPrice, discountPercentage, hasDiscount, stock, inStock } = product;
  return [
    {
      id,
      isDefault: true,
      sku: "",
      gtin: null,
      optionValues: [],
      unitLabel,
      price,
      discountPrice,
      discountPercentage,
      hasDiscount,
      stock,
      inStock,
      imageUrl: null,
    },
  ];
}

export default async function ProductPage(request: Request) {
  const product = await productOf(request);
  const picker = pickerOptions(product.options, variantsOnSale(product));
  const { alsoLike, ritual } = await relatedProducts(product);
  return (
    <main className={cn("mx-auto max-w-7xl px-4 py-10", PAGE_MIN_HEIGHT)}>
      {productStructuredData(product).map((data) => (
        <JsonLd key={String(data["@type"])} data={data} />
      ))}
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-stone-600">
        <Link href="/" className="hover:text-brand-600">
          Home
        </Link>{" "}
        /{" "}
        <Link href="/products" className="hover:text-brand-600">
          Products
        </Link>{" "}
        /{" "}
        <Link href={product.category.path} className="hover:text-brand-600">
          {product.category.name}
        </Link>{" "}
        / <span aria-current="page">{product.name}</span>
      </nav>
      <div className="grid gap-10 lg:grid-cols-2">
        <ProductGallery name={product.name} images={product.gallery} videoUrl={product.videoUrl} />
        <div className="space-y-5">
          <Link
            href={product.category.path}
            className="text-sm font-medium uppercase tracking-wide text-brand-600 hover:underline"
          >
            {product.category.name}
          </Link>
          <h1 className="font-serif text-4xl leading-tight text-brand-900">{product.name}</h1>
          <Rating rating={product.rating} count={product.reviews.length} className="gap-2" starClassName="h-5 w-5" />
          {picker.options.length > 0 ? (
            <VariantPurchase
              productId={product.id}
              productName={product.name}
              options={picker.options}
              variants={picker.variants}
            >
              <ProductTags tags={product.tags} />
            </VariantPurchase>
          ) : (
            // One size: nothing to pick, so the price is the server's and the picker's script is not loaded.
            <>
              <PriceSummary {...picker.variants[0]}>
                <ProductTags tags={product.tags} />
              </PriceSummary>
              <PurchasePanel
                productId={product.id}
                productName={product.name}
                price={picker.variants[0].price}
                discountPrice={picker.variants[0].discountPrice}
                inStock={picker.variants[0].inStock}
                stock={picker.variants[0].stock}
              />
              {!picker.variants[0].inStock && <NotifyMe productId={product.id} />}
            </>
          )}
          <DeliveryCheckPanel />
        </div>
      </div>
      <ProductTabs
        description={product.description}
        keyIngredients={product.keyIngredients}
        certifications={product.certifications}
        benefits={product.benefits}
        howToUse={product.howToUse}
        reviews={product.reviews}
      />
      {alsoLike.length > 0 && (
        <section aria-labelledby="also-like" className="mt-16">
          <h2 id="also-like" className="mb-6 font-serif text-2xl text-brand-900">
            You Might Also Like
          </h2>
          <ProductGrid products={alsoLike} label="You Might Also Like" wide />
        </section>
      )}
      {ritual.length > 0 && (
        <section aria-labelledby="complete-ritual" className="mt-16">
          <h2 id="complete-ritual" className="mb-6 font-serif text-2xl text-brand-900">
            Complete Your Ritual
          </h2>
          <ProductGrid products={ritual} label="Complete Your Ritual" wide />
        </section>
      )}
    </main>
  );
}

function ProductTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
          {tag}
        </li>
      ))}
    </ul>
  );
}
