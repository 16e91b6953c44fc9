import { Heart } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Wishlist", robots: { index: false } };

/** SPEC.md: the wishlist heart is UI only and nothing is saved, so this page says what is coming. */
export default function WishlistPage() {
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-brand-100 bg-white p-10 text-center shadow-sm">
      <Heart aria-hidden className="mx-auto h-10 w-10 text-saffron-500" />
      <h1 className="mt-4 font-serif text-3xl text-brand-900">My Wishlist</h1>
      <p className="mt-3 text-stone-600">
        Saving favourites to your account is coming soon. Until then, hearts on product pages are just for you.
      </p>
      <Button asChild className="mt-6">
        <Link href="/products">Browse Products</Link>
      </Button>
    </section>
  );
}
