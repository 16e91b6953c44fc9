import { Suspense } from "react";
import { Spinner } from "@/components/ui/spinner";
import { PhoneSignIn } from "./phone-sign-in";

/** /login and /register: the same phone sign-in, on the shop's green background. */
export function SignInPage({ heading }: { heading: string }) {
  return (
    <main className="flex min-h-[70vh] items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-16">
      <Suspense fallback={<Spinner />}>
        <PhoneSignIn heading={heading} />
      </Suspense>
    </main>
  );
}
