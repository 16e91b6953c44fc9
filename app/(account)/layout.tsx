import { Leaf } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";

/** Account pages' frame: a minimal header until they share the shop's header, and toasts (checkout's and payment's confirmations). */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-stone-50">
      <header className="border-b border-brand-100 bg-white">
        <nav aria-label="Account" className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4">
          <Link href="/" className="flex items-center gap-2 font-serif text-xl text-brand-900">
            <Leaf aria-hidden className="h-5 w-5 text-brand-600" /> Prakriti Ayurveda
          </Link>
          <div className="flex gap-5 text-sm text-stone-700">
            <Link href="/dashboard" className="hover:text-brand-700">Dashboard</Link>
            <Link href="/profile" className="hover:text-brand-700">My Profile</Link>
            <Link href="/products" className="hover:text-brand-700">Shop</Link>
          </div>
        </nav>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-10">{children}</main>
      <Toaster />
    </div>
  );
}
