import type { Metadata } from "next";
import { Suspense } from "react";
import { StaffLoginForm } from "@/components/auth/staff-login-form";
import { Spinner } from "@/components/ui/spinner";

export const metadata: Metadata = { title: "Admin Login", robots: { index: false } };

export default function AdminLoginPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-900 px-4">
      <Suspense fallback={<Spinner className="text-stone-300" />}>
        <StaffLoginForm />
      </Suspense>
    </main>
  );
}
