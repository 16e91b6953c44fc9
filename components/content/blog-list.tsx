import { CalendarDays, UserRound } from "lucide-react";
import { BLOG_POSTS } from "@/lib/content/blog";
import { formatLongDay } from "@/lib/domain/format";
import { PageHero } from "./page-hero";

/** The blog's sample posts and a 'Load More Articles' button that, as in the spec, does nothing yet. */
export function BlogList() {
  return (
    <main>
      <PageHero eyebrow="Ayurveda Journal" title="Wisdom for Everyday Wellness">
        Stories, rituals and herbal know-how from our practitioners.
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-14">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {BLOG_POSTS.map((post) => (
            <li key={post.id}>
              <article
                id={post.slug}
                className="flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition-shadow hover:shadow-lg"
              >
                <div aria-hidden className="h-2 bg-gradient-to-r from-brand-600 to-saffron-500" />
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-xs font-semibold uppercase tracking-wider text-saffron-700">{post.category}</p>
                  <h2 className="mt-2 font-serif text-2xl leading-snug text-brand-900">{post.title}</h2>
                  <p className="mt-3 flex-1 text-sm leading-relaxed text-stone-600">{post.excerpt}</p>
                  <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
                    {post.tags.map((tag) => (
                      <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-700">
                        #{tag}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-5 flex items-center justify-between border-t border-brand-100 pt-4 text-xs text-stone-600">
                    <span className="inline-flex items-center gap-1.5">
                      <UserRound aria-hidden className="h-3.5 w-3.5" />
                      {post.author}
                    </span>
                    <time dateTime={post.date} className="inline-flex items-center gap-1.5">
                      <CalendarDays aria-hidden className="h-3.5 w-3.5" />
                      {formatLongDay(post.date)}
                    </time>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <button
            type="button"
            className="rounded-full border border-brand-600 px-8 py-3 font-medium text-brand-700 transition-colors hover:bg-brand-50"
          >
            Load More Articles
          </button>
        </div>
      </div>
    </main>
  );
}
