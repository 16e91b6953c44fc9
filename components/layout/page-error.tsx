"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

type PageErrorProps = { message: string; retry: () => void; children?: ReactNode };

/**
 * A storefront page that failed to render: 'Error: {message}' and Retry (SPEC.md section 8). In
 * production Next.js never sends the server's own error message to the browser, so each page
 * names what failed.
 */
export function PageError({ message, retry, children }: PageErrorProps) {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p role="alert" className="text-lg text-red-700">
        Error: {message}
      </p>
      <div className="mt-6 flex gap-3">
        <Button onClick={retry}>Retry</Button>
        {children}
      </div>
    </main>
  );
}
