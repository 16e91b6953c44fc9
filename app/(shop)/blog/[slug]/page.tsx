import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogList } from "@/components/content/blog-list";
import { BLOG_POSTS, findBlogPost } from "@/lib/content/blog";

type Request = { params: Promise<{ slug: string }> };

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
