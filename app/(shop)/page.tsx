import { FlaskConical, Leaf, Sparkles } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { HeroCarousel } from "@/components/catalog/hero-carousel";
import { JsonLd } from "@/components/catalog/json-ld";
import { Button } from "@/components/ui/button";
import { ServerImage } from "@/components/ui/server-image";
import { categorySlug } from "@/lib/domain/catalog";
import { listHomeCategories } from "@/lib/server/catalog/categories";
import { getCompanyInfo, listSlides } from "@/lib/server/catalog/content";
import { absoluteImageUrl, absoluteUrl } from "@/lib/server/catalog/urls";
import { PLACEHOLDER_IMAGE } from "@/lib/ui/placeholder-image";

const VALUES = [
  {
    title: "Pure Ingredients",
    text: "Herbs sourced from trusted farms, free from fillers, parabens and artificial colours.",
    Icon: Leaf,
  },
  {
    title: "Authentic Formulas",
    text: "Classical recipes from the Ayurvedic texts, prepared by experienced vaidyas.",
    Icon: FlaskConical,
  },
  {
    title: "Visible Results",
    text: "Gentle remedies that work with your body for lasting, natural wellbeing.",
    Icon: Sparkles,
  },
];

const WISDOM = [
  {
    title: "Our Philosophy",
    text: "Ayurveda sees health as harmony between body, mind and spirit. Every product we make aims to restore that balance, not to mask symptoms.",
  },
  {
    title: "Ingredient Spotlight",
    text: "Ashwagandha, the king of adaptogens, has been used for over 3,000 years to calm the mind, restore energy and support restful sleep.",
  },
  {
    title: "Daily Rituals",
    text: "Start the day with warm water, oil pulling and a few minutes of pranayama; end it with a cup of herbal tea and abhyanga self-massage.",
  },
];

export async function generateMetadata(): Promise<Metadata> {
  "use cache";
  const company = await getCompanyInfo();
  const description =
    "Authentic Ayurvedic herbal supplements, skincare, wellness teas and hair care, delivered across India.";
  return {
    title: { absolute: `${company.name} | ${company.tagline}` },
    description,
    alternates: { canonical: absoluteUrl("/") },
    openGraph: {
      type: "website",
      url: absoluteUrl("/"),
      siteName: company.name,
      title: company.name,
      description,
      images: [absoluteImageUrl("/images/slides/slide-1.webp")],
    },
  };
}

export default async function HomePage() {
  const [categories, slides, company] = await Promise.all([listHomeCategories(), listSlides(), getCompanyInfo()]);
  return (
    <main>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Organization",
          name: company.name,
          url: absoluteUrl("/"),
          logo: absoluteImageUrl(company.logo ?? "/images/brand/logo.webp"),
          slogan: company.tagline,
        }}
      />
      <h1 className="sr-only">
        {company.name}: {company.tagline}
      </h1>
      <HeroCarousel
        slides={slides.map(({ image, ...slide }, index) => ({
          ...slide,
          picture: (
            <ServerImage
              src={image ?? PLACEHOLDER_IMAGE}
              alt=""
              fill
              priority={index === 0}
              sizes="100vw"
              className="object-cover"
              fallback={PLACEHOLDER_IMAGE}
            />
          ),
        }))}
      />

      <section aria-label="Why Prakriti" className="mx-auto grid max-w-6xl gap-6 px-4 py-16 md:grid-cols-3">
        {VALUES.map(({ title, text, Icon }) => (
          <article key={title} className="rounded-2xl border border-brand-100 bg-brand-50 p-8 text-center">
            <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm">
              <Icon aria-hidden className="h-7 w-7" />
            </span>
            <h2 className="mt-5 font-serif text-xl text-brand-900">{title}</h2>
            <p className="mt-2 text-stone-600">{text}</p>
          </article>
        ))}
      </section>

      <section aria-labelledby="shop-by-category" className="mx-auto max-w-6xl px-4 pb-16">
        <div className="text-center">
          <h2 id="shop-by-category" className="font-serif text-3xl text-brand-900">
            Shop by Category
          </h2>
          <p className="mt-2 text-stone-600">
            Remedies for every part of your day, rooted in five thousand years of wisdom.
          </p>
        </div>
        <ul className="mt-10 grid grid-cols-2 gap-6 md:grid-cols-4">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                href={`/products/${categorySlug(category.name)}`}
                className="group block overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition-shadow hover:shadow-md"
              >
                <span className="relative block aspect-[4/3] overflow-hidden bg-brand-50">
                  <ServerImage
                    src={category.image ?? PLACEHOLDER_IMAGE}
                    fallback={PLACEHOLDER_IMAGE}
                    alt=""
                    fill
                    sizes="(min-width: 768px) 25vw, 50vw"
                    className="object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                </span>
                <span className="block p-4 text-center font-serif text-lg text-brand-900 group-hover:text-brand-600">
                  {category.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="-mt-6 pb-16 text-center">
        <Button asChild variant="secondary" size="lg">
          <Link href="/products">Explore All Categories</Link>
        </Button>
      </div>

      <section aria-labelledby="ayurvedic-wisdom" className="bg-brand-900 py-16 text-white">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="ayurvedic-wisdom" className="text-center font-serif text-3xl">
            Ayurvedic Wisdom
          </h2>
          <div className="mt-10 grid gap-8 md:grid-cols-3">
            {WISDOM.map(({ title, text }) => (
              <article key={title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
                <h3 className="font-serif text-xl text-saffron-500">{title}</h3>
                <p className="mt-3 leading-relaxed text-white/80">{text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="begin-journey" className="mx-auto max-w-4xl px-4 py-20 text-center">
        <h2 id="begin-journey" className="font-serif text-3xl text-brand-900">
          Begin Your Ayurvedic Journey
        </h2>
        <p className="mt-3 text-stone-600">
          Discover natural remedies crafted with care, delivered to your door anywhere in India.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link href="/products">Shop All Products</Link>
        </Button>
      </section>
    </main>
  );
}
