import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogList } from "@/components/content/blog-list";
import { BLOG_POSTS, findBlogPost } from "@/lib/content/blog";

type Request = { params: Promise<{ slug: string }> };

/**
 * No loading boundary: a page larger than about 12 KB inside one is streamed hidden and revealed by
 * script, and the footer jumped down when it was (the condition page's CLS was 0.324; docs/benchmarks.md,
 * "Speed on a phone"). As on the product page, a post not prerendered renders whole before anything is
 * sent (`unstable_paramMatching` "blocking", `instant = false`), so an unknown one still answers 404 from
 * notFound() and the shell renders again after a cached tag it shows expires.
 */
export const unstable_paramMatching = { slug: "blocking" };
export const instant = false;

export function generateStaticParams() {
  return BLOG_POSTS.map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Request): Promise<Metadata> {
  const post = findBlogPost((await params).slug);
  return post ? { title: post.title, description: post.excerpt } : { title: "Page Not Found" };
}

/** SPEC.md section 2: /blog/{slug} shows the same list as /blog; a slug of no post is the 404 page. */
export default async function BlogPostPage({ params }: Request) {
  if (!findBlogPost((await params).slug)) notFound();
  return (
    <>
      <BlogList />
    </>
  );
}
