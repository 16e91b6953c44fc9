"use client";

import { PageError } from "@/components/layout/page-error";

export default function ListingError({ retry }: { retry: () => void }) {
  return <PageError message="Failed to fetch products" retry={retry} />;
}
