"use client";

import { Button } from "@/components/ui/button";

export default function ListingError({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-10 text-center">
      <p role="alert" className="text-lg text-red-700">Error: {error.message || "Failed to fetch products"}</p>
      <Button className="mt-6" onClick={retry}>Retry</Button>
    </main>
  );
}
