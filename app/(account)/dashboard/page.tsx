import { Heart, Package, ShoppingBag, ShoppingCart, User } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { Spinner } from "@/components/ui/spinner";
import { getViewer } from "@/lib/server/auth/viewer";

export const metadata: Metadata = { title: "My Account", robots: { index: false } };

const LINKS = [
  { href: "/orders", label: "My Orders", text: "Track and review your orders", icon: Package },
  { href: "/profile", label: "My Profile", text: "Your phone number and account", icon: User },
  { href: "/wishlist", label: "Wishlist", text: "Products you have saved", icon: Heart },
  { href: "/cart", label: "Cart", text: "Items waiting in your cart", icon: ShoppingCart },
  { href: "/checkout", label: "Checkout", text: "Complete your purchase", icon: ShoppingBag },
];

export default function DashboardPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <Overview />
    </Suspense>
  );
}

async function Overview() {
  const viewer = await getViewer();
  if (viewer?.kind !== "customer") redirect("/login?next=%2Fdashboard");
  return (
    <section>
      <h1 className="font-serif text-3xl text-brand-900">My Account</h1>
      <p className="mt-2 text-stone-600">Namaste, {viewer.name ?? viewer.phone ?? "User"}.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {LINKS.map(({ href, label, text, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex h-full items-start gap-4 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm transition hover:border-brand-600"
            >
              <Icon aria-hidden className="mt-1 h-6 w-6 text-brand-600" />
              <span>
                <span className="block font-medium text-brand-900">{label}</span>
                <span className="text-sm text-stone-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
