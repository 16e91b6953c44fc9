import { Spinner } from "@/components/ui/spinner";

/**
 * Also the Suspense boundary around the page's `params`: without it, the route's shell cannot be
 * rendered again once a cached tag it shows expires (e.g. after the merchant saves the settings).
 */
export default function Loading() {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-6xl items-center justify-center px-4 py-10">
      <Spinner label="Loading articles..." />
    </main>
  );
}
