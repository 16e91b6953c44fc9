import { Suspense } from "react";
import { Spinner } from "@/components/ui/spinner";
import { PhoneSignIn } from "./phone-sign-in";
import { SignUpWithConsents } from "./sign-up-consents";

/** /login and /register: the same phone sign-in, on the shop's green background; /register also asks for consents. */
export function SignInPage({ heading, signUp = false }: { heading: string; signUp?: boolean }) {
  return (
    <main className="flex min-h-[70vh] items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-16">
      <Suspense fallback={<Spinner />}>
        {signUp ? <SignUpWithConsents heading={heading} /> : <PhoneSignIn heading={heading} />}
      </Suspense>
    </main>
  );
}
