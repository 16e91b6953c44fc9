import type { Metadata } from "next";
import { SignInPage } from "@/components/auth/sign-in-page";

export const metadata: Metadata = { title: "Login", robots: { index: false } };

export default function LoginPage() {
  return <SignInPage heading="Welcome Back" />;
}
