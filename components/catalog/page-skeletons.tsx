import { cn } from "@/lib/ui/cn";

/**
 * The listing's loading state, drawn in the shape of the page it stands for and at least a screen
 * tall: the footer stays below the fold until the page arrives, so nothing visible moves when it does
 * (the whole layout shift Lighthouse measured on a phone was the footer jumping). The product page has
 * none on purpose: React streams the content of a Suspense boundary larger than about 12 KB in a hidden
 * element revealed by a script (at least 300 ms after the first paint), so a loading boundary around
 * the page would hold back its largest paint, the product's image (see the README's performance notes).
 */
function Bar({ className }: { className?: string }) {
  return <span aria-hidden className={cn("block animate-pulse rounded-full bg-stone-200/70", className)} />;
}

function Status({ label }: { label: string }) {
  return <p role="status" className="sr-only">{label}</p>;
}

export const PAGE_MIN_HEIGHT = "min-h-screen";

export function ListingSkeleton() {
  return (
    <main className={cn("mx-auto max-w-7xl px-4 py-10", PAGE_MIN_HEIGHT)}>
      <Status label="Loading products..." />
      <div aria-hidden className="mb-8 space-y-4 rounded-3xl bg-brand-50 px-6 py-10 md:px-10">
        <Bar className="h-4 w-40" />
        <Bar className="h-9 w-64" />
        <Bar className="h-4 w-full max-w-3xl" />
        <Bar className="h-4 w-2/3 max-w-xl" />
      </div>
      <div aria-hidden className="flex flex-col gap-8 lg:flex-row">
        <div className="hidden w-64 shrink-0 space-y-3 lg:block">
          {Array.from({ length: 8 }, (_, i) => <Bar key={i} className="h-5 w-40" />)}
        </div>
        <div className="min-w-0 flex-1">
          <Bar className="mb-6 h-10 w-full" />
          <ul className="grid grid-cols-2 gap-6 xl:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
                <span className="block aspect-square animate-pulse bg-brand-50" />
                <span className="block space-y-3 p-4">
                  <Bar className="h-5 w-4/5" />
                  <Bar className="h-4 w-1/2" />
                  <Bar className="h-9 w-full" />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
