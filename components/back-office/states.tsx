import { AlertTriangle, Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

export function LoadingState({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner label={label} />
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <AlertTriangle aria-hidden className="h-8 w-8 text-red-600" />
      <p className="font-medium text-red-800">{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <Inbox aria-hidden className="h-8 w-8 text-stone-400" />
      <p className="font-medium text-stone-700">{title}</p>
      {children}
    </div>
  );
}

/**
 * The four states of a screen that loads one resource: the first load, an error with Retry, empty,
 * and the data (kept on screen, marked busy, while a reload runs).
 */
export function ResourceView<T>({
  resource,
  failure,
  loadingLabel,
  isEmpty,
  empty,
  children,
}: {
  resource: { data: T | null; loading: boolean; error: unknown; reload: () => void };
  failure: string;
  loadingLabel: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (resource.error) return <ErrorState message={failure} onRetry={resource.reload} />;
  if (resource.data === null) return <LoadingState label={loadingLabel} />;
  if (isEmpty?.(resource.data)) return empty;
  return <div aria-busy={resource.loading}>{children(resource.data)}</div>;
}
