import { Spinner } from "@/components/ui/spinner";

export default function Loading() {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-7xl items-center justify-center px-4 py-10">
      <Spinner label="Loading products..." />
    </main>
  );
}
