import { Search } from "lucide-react";
import type { Metadata } from "next";
import { cacheLife, cacheTag } from "next/cache";
import Link from "next/link";
import { JsonLd } from "@/components/catalog/json-ld";
import { ListingFilters } from "@/components/catalog/listing-filters";
import { listingHref } from "@/components/catalog/listing-url";
import { PAGE_MIN_HEIGHT } from "@/components/layout/page-height";
import { ProductGrid } from "@/components/catalog/product-grid";
import { ScrollToTop } from "@/components/catalog/scroll-to-top";
import { SortSelect } from "@/components/catalog/sort-select";
import { ViewToggle } from "@/components/catalog/view-toggle";
import { Button } from "@/components/ui/button";
import { SORTS, type Sort } from "@/lib/domain/catalog";
import { PRICE_SLIDER_STEP } from "@/lib/domain/pricing";
import { CATALOG_CACHE_LIFE } from "@/lib/server/catalog/cache-life";
import { listCategories } from "@/lib/server/catalog/categories";
import {
  listBrands,
  listProducts,
  priceRangeBounds,
  productQueryOf,
  type ProductPage,
} from "@/lib/server/catalog/products";
import { CATALOG_TAGS } from "@/lib/server/cache/catalog-tags";
import { absoluteUrl } from "@/lib/server/catalog/urls";
import { categoryPath } from "@/lib/server/catalog/view";
import { cn } from "@/lib/ui/cn";
import type { ResolvedListing } from "./listing";
import { counted } from "@/lib/domain/plural";

const ALL_PRODUCTS_INTRO =
  "Explore our complete range of authentic Ayurvedic remedies: herbal supplements, skincare, wellness teas and hair care, made from pure, natural ingredients.";

/**
 * Title, description and canonical URL: the category's path, never the query, so a search engine
 * that reaches a search listing files it under its category. Searches carry no `noindex`: the
 * canonical already keeps them out of the index, and a `noindex` page fails Lighthouse's SEO audit.
 */
export function listingMetadata({ query, category }: Pick<ResolvedListing, "query" | "category">): Metadata {
  const canonical = absoluteUrl(category ? categoryPath(category) : "/products");
  const title = query.search
    ? `Search results for "${query.search}"`
    : category
      ? category.title || category.name
      : "All Products";
  const description = category?.description || ALL_PRODUCTS_INTRO;
  return {
    title: category && !query.search ? `${category.name}: ${title}` : title,
    description,
    alternates: { canonical },
    openGraph: {
      type: "website",
      url: canonical,
      title,
      description,
      images: category?.image ? [absoluteUrl(category.image)] : undefined,
    },
  };
}

function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pageCount || Math.abs(n - page) <= 2,
  );
  const item = "flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm";
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={hrefFor(page - 1)} rel="prev" className={cn(item, "border border-stone-300 hover:bg-stone-50")}>
          Previous
        </Link>
      )}
      {pages.map((n, index) => (
        <span key={n} className="flex items-center gap-2">
          {index > 0 && n - pages[index - 1] > 1 && (
            <span aria-hidden className="text-stone-600">
              …
            </span>
          )}
          <Link
            href={hrefFor(n)}
            aria-label={`Page ${n}`}
            aria-current={n === page ? "page" : undefined}
            className={cn(item, n === page ? "bg-brand-600 text-white" : "border border-stone-300 hover:bg-stone-50")}
          >
            {n}
          </Link>
        </span>
      ))}
      {page < pageCount && (
        <Link href={hrefFor(page + 1)} rel="next" className={cn(item, "border border-stone-300 hover:bg-stone-50")}>
          Next
        </Link>
      )}
    </nav>
  );
}

function EmptyState({
  search,
  lastPage,
}: {
  search: string | undefined;
  lastPage: { number: number; href: string } | null;
}) {
  if (lastPage) {
    // A page past the end of a list that has products (an old link, a typed address): lead back into it (issue 16, defect 10).
    return (
      <div className="rounded-2xl border border-dashed border-stone-300 px-6 py-16 text-center">
        <h2 className="font-serif text-2xl text-brand-900">This page is past the end of the list</h2>
        <p className="mt-2 text-stone-600">The list has {counted(lastPage.number, "page")}.</p>
        <Button asChild className="mt-6">
          <Link href={lastPage.href}>Go to the last page ({lastPage.number})</Link>
        </Button>
      </div>
    );
  }
  if (search) {
    return (
      <div className="rounded-2xl border border-dashed border-stone-300 px-6 py-16 text-center">
        <Search aria-hidden className="mx-auto h-10 w-10 text-stone-600" />
        <h2 className="mt-4 font-serif text-2xl text-brand-900">No products found for &quot;{search}&quot;</h2>
        <p className="mt-2 text-stone-600">Try adjusting your search terms or browse our categories instead.</p>
        <Button asChild className="mt-6">
          <Link href="/products">Clear Search &amp; Show All Products</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 px-6 py-16 text-center">
      <h2 className="font-serif text-2xl text-brand-900">No Products Found</h2>
      <p className="mt-2 text-stone-600">There are currently no products matching your criteria.</p>
    </div>
  );
}

/** The cards of the first row on a phone (two columns), whose image is the largest paint: fetched first, never lazily. */
const LCP_CARDS = 2;

type ListingProps = ResolvedListing;

/**
 * One listing, rendered once per distinct canonical query (and category) and then served from the cache until the
 * catalogue changes (the products and categories tags), like the data it shows.
 */
export async function Listing({ query, category, view, queryString }: ListingProps) {
  "use cache";
  cacheTag(CATALOG_TAGS.products, CATALOG_TAGS.categories);
  cacheLife(CATALOG_CACHE_LIFE);
  const [result, categories, brands, priceBounds]: [
    ProductPage,
    Awaited<ReturnType<typeof listCategories>>,
    string[],
    { min: number; max: number },
  ] = await Promise.all([listProducts(productQueryOf(query)), listCategories(), listBrands(), priceRangeBounds()]);
  const pathname = category ? categoryPath(category) : "/products";
  const current = new URLSearchParams(queryString);
  const href = (changes: Parameters<typeof listingHref>[2]) => listingHref(pathname, current, changes);
  const filtersActive = Boolean(
    category ||
    query.search ||
    query.min_price != null ||
    query.max_price != null ||
    query.availability !== "all" ||
    query.brand.length,
  );
  const sortHrefs = Object.fromEntries(
    SORTS.map((sort) => [sort, href({ sort: sort === "relevance" ? null : sort })]),
  ) as Record<Sort, string>;
  const heading = category ? category.name : "All Products";
  const breadcrumbs = [
    { name: "Home", path: "/" },
    { name: "Products", path: "/products" },
    ...(category?.parent ? [{ name: category.parent.name, path: `/products/${category.parent.slug}` }] : []),
    ...(category ? [{ name: category.name, path: pathname }] : []),
  ];

  return (
    <main className={cn("mx-auto max-w-7xl px-4 py-10", PAGE_MIN_HEIGHT)}>
      <ScrollToTop location={`${pathname}?${queryString}`} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: breadcrumbs.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.name,
            item: absoluteUrl(crumb.path),
          })),
        }}
      />
      <header className="mb-8 rounded-3xl bg-brand-50 px-6 py-10 md:px-10">
        <nav aria-label="Breadcrumb" className="mb-3 text-sm text-stone-600">
          {breadcrumbs.slice(0, -1).map((crumb) => (
            <span key={crumb.path}>
              <Link href={crumb.path} className="hover:text-brand-600">
                {crumb.name}
              </Link>{" "}
              /{" "}
            </span>
          ))}
          <span aria-current="page">{breadcrumbs[breadcrumbs.length - 1].name}</span>
        </nav>
        <h1 className="font-serif text-4xl text-brand-900">{heading}</h1>
        {category?.title && <p className="mt-2 text-lg text-brand-700">{category.title}</p>}
        <p className="mt-3 max-w-3xl text-stone-600">{category ? category.description : ALL_PRODUCTS_INTRO}</p>
      </header>

      <div className="flex flex-col gap-8 lg:flex-row">
        <ListingFilters
          categories={categories.map((parent) => ({
            id: parent.id,
            name: parent.name,
            path: categoryPath(parent),
            children: parent.children.map((child) => ({
              id: child.id,
              name: child.name,
              path: categoryPath({ slug: child.slug, parent }),
            })),
          }))}
          currentPath={pathname}
          queryString={queryString}
          brands={brands}
          selectedBrands={query.brand}
          availability={query.availability}
          priceBounds={priceBounds}
          minPrice={query.min_price}
          maxPrice={query.max_price}
          priceStep={PRICE_SLIDER_STEP}
        />

        <section aria-label="Product results" className="min-w-0 flex-1">
          {/* The cards' names are level 3 under this heading, as on every other page that lists products. */}
          <h2 className="sr-only">Products</h2>
          {query.search && (
            <div
              role="status"
              className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-100 bg-white px-5 py-4"
            >
              <p className="text-stone-700">
                Search results for <strong className="text-brand-900">&quot;{query.search}&quot;</strong>
                <span className="ml-2 text-stone-600">{counted(result.count, "product")} found</span>
              </p>
              <Link href={href({ search: null })} className="text-sm font-medium text-brand-600 hover:underline">
                Clear Search
              </Link>
            </div>
          )}

          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-stone-600">{counted(result.count, "product")}</p>
            <div className="flex flex-wrap items-center gap-3">
              {filtersActive && (
                <Link href="/products" className="text-sm font-medium text-brand-600 hover:underline">
                  Clear All
                </Link>
              )}
              <ViewToggle
                view={view}
                hrefs={{
                  grid: href({ view: null, page: query.page > 1 ? query.page : null }),
                  list: href({ view: "list", page: query.page > 1 ? query.page : null }),
                }}
              />
              <SortSelect value={query.sort} hrefs={sortHrefs} />
            </div>
          </div>

          {result.results.length > 0 ? (
            <>
              <ProductGrid products={result.results} layout={view} priorityCount={LCP_CARDS} />
              <Pagination
                page={result.page}
                pageCount={result.pageCount}
                hrefFor={(page) => href({ page: page > 1 ? page : null })}
              />
            </>
          ) : (
            <EmptyState
              search={query.search}
              lastPage={
                result.count > 0
                  ? { number: result.pageCount, href: href({ page: result.pageCount > 1 ? result.pageCount : null }) }
                  : null
              }
            />
          )}
        </section>
      </div>
    </main>
  );
}
