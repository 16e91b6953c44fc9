"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";

export default function ProductError({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p role="alert" className="text-lg text-red-700">Error: {error.message || "Failed to fetch product"}</p>
      <div className="mt-6 flex gap-3">
        <Button onClick={retry}>Retry</Button>
        <Button asChild variant="secondary">
          <Link href="/products">Back to Products</Link>
        </Button>
      </div>
    </main>
  );
}
