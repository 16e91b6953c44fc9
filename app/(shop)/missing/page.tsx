import { notFound } from "next/navigation";

/**
 * The 404 page the proxy rewrites unknown categories, conditions and blog posts to
 * (lib/server/routing/existence.ts): prerendered through notFound(), so it is stored and served with
 * status 404 and the shop's not-found page.
 */
export default function MissingPage() {
  notFound();
}
