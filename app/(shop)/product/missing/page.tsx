import { notFound } from "next/navigation";

/**
 * The 404 page the proxy rewrites unknown, malformed and archived product addresses to
 * (lib/server/seo/existence.ts): prerendered through notFound(), so it is stored and served with
 * status 404 and 'Product not found'.
 */
export default function MissingProductPage() {
  notFound();
}
