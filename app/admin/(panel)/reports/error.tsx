"use client";
import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { ErrorState } from "@/components/back-office/states";

/** The reports are rendered on the server: Retry renders them again. */
export default function ReportsError({ reset }: { error: Error; reset: () => void }) {
  const router = useRouter();
  return (
    <ErrorState
      message="Failed to load reports"
      onRetry={() =>
        startTransition(() => {
          router.refresh();
          reset();
        })
      }
    />
  );
}
