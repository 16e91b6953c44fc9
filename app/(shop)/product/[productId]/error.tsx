"use client";

import Link from "next/link";
import { PageError } from "@/components/layout/page-error";
import { Button } from "@/components/ui/button";

export default function ProductError({ retry }: { retry: () => void }) {
  return (
    <PageError message="Failed to fetch product" retry={retry}>
      <Button asChild variant="secondary">
        <Link href="/products">Back to Products</Link>
      </Button>
    </PageError>
  );
}
