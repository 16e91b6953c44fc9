import type { Metadata } from "next";
import { BlogList } from "@/components/content/blog-list";
import { BLOG_POSTS, findBlogPost } from "@/lib/content/blog";

export function generateStaticParams() {
  return BLOG_POSTS.map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const post = findBlogPost((await params).slug);
  return post ? { title: post.title, description: post.excerpt } : { title: "Blog" };
}

/** SPEC.md section 2: /blog/{slug} shows the same list as /blog. */
export default function BlogPostPage() {
  return <BlogList />;
}
