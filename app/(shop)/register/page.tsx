import type { Metadata } from "next";
import { SignInPage } from "@/components/auth/sign-in-page";

export const metadata: Metadata = { title: "Register", robots: { index: false } };

/** Accounts are created by the first phone sign-in, so registering is the same flow, with the consent boxes. */
export default function RegisterPage() {
  return <SignInPage heading="Create Your Account" signUp />;
}
