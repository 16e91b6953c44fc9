import { ArrowLeft, Leaf } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageHero } from "@/components/content/page-hero";
import { ProductTile } from "@/components/content/product-tile";
import { Button } from "@/components/ui/button";
import { CONDITIONS, findCondition } from "@/lib/content/conditions";
import { productsForCondition } from "@/lib/server/catalog/conditions";

/**
 * No loading boundary: a page larger than about 12 KB inside one is streamed hidden and revealed by
 * script, and the footer jumped down when it was (the condition page's CLS was 0.324; docs/benchmarks.md,
 * "Speed on a phone"). As on the product page, a condition not prerendered renders whole before anything is
 * sent (`unstable_paramMatching` "blocking", `instant = false`), so an unknown one still answers 404 from
 * notFound() and the shell renders again after a cached tag it shows expires.
 */
export const unstable_paramMatching = { conditionSlug: "blocking" };
export const instant = false;

export function generateStaticParams() {
  return CONDITIONS.map((condition) => ({ conditionSlug: condition.slug }));
}

export async function generateMetadata({ params }: { params: Promise<{ conditionSlug: string }> }): Promise<Metadata> {
  const condition = findCondition((await params).conditionSlug);
  return condition ? { title: condition.title, description: condition.description } : { title: "Page Not Found" };
}

export default async function ConditionPage({ params }: { params: Promise<{ conditionSlug: string }> }) {
  const condition = findCondition((await params).conditionSlug);
  if (!condition) notFound();
  const products = await productsForCondition(condition);
  return (
    <main>
      <PageHero eyebrow="Health Condition" title={condition.title}>
        {condition.description}
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <Link
          href="/conditions"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" />
          All conditions
        </Link>
        <ul className="mt-6 flex flex-wrap gap-2" aria-label="Related keywords">
          {condition.keywords.map((keyword) => (
            <li key={keyword} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
              {keyword}
            </li>
          ))}
        </ul>
        <section aria-labelledby="condition-products" className="mt-10">
          <h2 id="condition-products" className="font-serif text-3xl text-brand-900">
            Recommended Products
          </h2>
          {products.length > 0 ? (
            <ul className="mt-6 grid grid-cols-2 gap-5 sm:grid-cols-3 lg:grid-cols-4">
              {products.map((product) => (
                <li key={product.id}>
                  <ProductTile product={product} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-6 flex flex-col items-center rounded-3xl border border-dashed border-brand-100 bg-brand-50/50 px-6 py-14 text-center">
              <Leaf aria-hidden className="h-10 w-10 text-brand-600" />
              <h3 className="mt-3 font-serif text-2xl text-brand-900">No Specific Products Yet</h3>
              <p className="mt-2 max-w-md text-stone-600">
                We are curating remedies for this condition. Meanwhile, explore our full collection.
              </p>
              <Button asChild className="mt-6">
                <Link href="/products">View All Products</Link>
              </Button>
            </div>
          )}
        </section>
      </div>
    </main>
  );
}
