import Image from "next/image";
import Link from "next/link";
import { categorySlug } from "@/lib/domain/catalog";
import { listCategories } from "@/lib/server/catalog/categories";

const HOME_CATEGORY_COUNT = 4;

export default async function HomePage() {
  const categories = (await listCategories()).slice(0, HOME_CATEGORY_COUNT);
  return (
    <main className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-serif text-4xl text-brand-900">Prakriti Ayurveda</h1>
      <section aria-labelledby="shop-by-category" className="mt-10">
        <h2 id="shop-by-category" className="font-serif text-2xl text-brand-900">Shop by Category</h2>
        <ul className="mt-6 grid grid-cols-2 gap-6 md:grid-cols-4">
          {categories.map((category) => (
            <li key={category.id}>
              <Link href={`/products/${categorySlug(category.name)}`} className="group block overflow-hidden rounded-xl border border-brand-100">
                {category.image && (
                  <Image src={category.image} alt={category.name} width={400} height={300} className="h-40 w-full object-cover" />
                )}
                <span className="block p-4 font-medium text-brand-700 group-hover:underline">{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Link href="/products" className="mt-10 inline-block rounded-full bg-brand-600 px-6 py-3 text-white">Explore All Categories</Link>
    </main>
  );
}
