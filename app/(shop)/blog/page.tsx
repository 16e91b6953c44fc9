import type { Metadata } from "next";
import { BlogList } from "@/components/content/blog-list";

export async function generateMetadata(): Promise<Metadata> {
  return { title: "Blog", description: "Ayurvedic wisdom, daily rituals and herbal know-how from our practitioners." };
}

export default function BlogPage() {
  return <BlogList />;
}
