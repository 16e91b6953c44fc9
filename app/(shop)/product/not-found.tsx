import Link from "next/link";
import { Button } from "@/components/ui/button";

export default function ProductNotFound() {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="font-serif text-3xl text-brand-900">Product not found</h1>
      <p className="mt-2 text-stone-600">This product does not exist or is no longer sold.</p>
      <Button asChild className="mt-8">
        <Link href="/products">Back to Products</Link>
      </Button>
    </main>
  );
}
