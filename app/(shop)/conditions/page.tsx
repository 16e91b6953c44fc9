import { ArrowRight } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PageHero } from "@/components/content/page-hero";
import { CONDITIONS } from "@/lib/content/conditions";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Health Conditions",
    description: "Natural Ayurvedic support for digestion, stress, joints, skin and hair, immunity and detoxification.",
  };
}

export default function ConditionsPage() {
  return (
    <main>
      <PageHero eyebrow="Natural Support" title="Health Conditions">
        Explore Ayurvedic approaches to common concerns, and the remedies that support them.
      </PageHero>
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-14 sm:grid-cols-2 lg:grid-cols-3">
        {CONDITIONS.map((condition) => (
          <li key={condition.slug}>
            <Link
              href={`/conditions/${condition.slug}`}
              className="group flex h-full flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg"
            >
              <h2 className="font-serif text-2xl text-brand-900 group-hover:text-brand-700">{condition.title}</h2>
              <p className="mt-3 flex-1 text-sm leading-relaxed text-stone-600">{condition.description}</p>
              <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Related keywords">
                {condition.keywords.map((keyword) => (
                  <li key={keyword} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-700">
                    {keyword}
                  </li>
                ))}
              </ul>
              <span className="mt-5 inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                View remedies{" "}
                <ArrowRight aria-hidden className="h-4 w-4 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
