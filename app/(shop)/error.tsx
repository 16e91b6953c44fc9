"use client";

import { PageError } from "@/components/layout/page-error";

/** Any other storefront page (the home page, content pages) that failed to render. */
export default function AppError({ retry }: { retry: () => void }) {
  return <PageError message="Failed to load this page" retry={retry} />;
}
