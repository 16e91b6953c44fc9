import Link from "next/link";

/** SPEC.md section 2: 'Page Not Found' with a link to the homepage (Next.js marks the page noindex and answers 404). */
export function PageNotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 font-serif text-3xl text-brand-900">Page Not Found</h1>
      <p className="mt-2 text-stone-600">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className="mt-8 rounded-full bg-brand-600 px-6 py-3 text-white">
        Go to Homepage
      </Link>
    </main>
  );
}
