"use client";
import {
  Archive,
  Boxes,
  ClipboardList,
  PackageCheck,
  PackageX,
  Plus,
  TriangleAlert,
  type LucideIcon,
} from "lucide-react";
import Link from "next/link";
import { ResourceView } from "@/components/back-office/states";
import { queryOf } from "@/components/back-office/use-url-filters";
import { Button } from "@/components/ui/button";
import { PORTAL_PRODUCT_VIEWS, type PortalProductView } from "@/lib/validation/catalog-management/products";
import { counted } from "@/lib/domain/plural";
import { useApiQuery } from "@/lib/api/query";

const CARDS: { view: PortalProductView; label: string; hint: string; icon: LucideIcon; tone: string }[] = [
  {
    view: "all",
    label: "Products",
    hint: "The whole catalogue, archived included",
    icon: Boxes,
    tone: "bg-brand-50 text-brand-700",
  },
  {
    view: "available",
    label: "On sale",
    hint: "Available in the shop",
    icon: PackageCheck,
    tone: "bg-brand-50 text-brand-700",
  },
  {
    view: "out_of_stock",
    label: "Out of stock",
    hint: "On sale with no stock left",
    icon: PackageX,
    tone: "bg-red-50 text-red-700",
  },
  {
    view: "low_stock",
    label: "Low stock",
    hint: "On sale with few units left",
    icon: TriangleAlert,
    tone: "bg-amber-50 text-amber-700",
  },
  {
    view: "archived",
    label: "Archived",
    hint: "Hidden from the shop",
    icon: Archive,
    tone: "bg-stone-100 text-stone-600",
  },
];

/** The catalogue's figures, each a link to the product table filtered to exactly those products. */
export function PortalDashboardScreen() {
  const counts = useApiQuery("portal.products.counts");
  return (
    <div className="space-y-6">
      <ResourceView
        resource={counts}
        failure="Failed to load the catalogue figures"
        loadingLabel="Loading the catalogue figures..."
      >
        {(figures) => (
          <ul aria-label="Catalogue figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
            {CARDS.map(({ view, label, hint, icon: Icon, tone }) => {
              const query = queryOf(PORTAL_PRODUCT_VIEWS[view] as Record<string, string>, 1);
              // Low stock is the restock list's count (one per variant), so it opens that list.
              const href =
                view === "low_stock" ? "/portal/stock" : query ? `/portal/products?${query}` : "/portal/products";
              return (
                <li key={view}>
                  <Link
                    href={href}
                    className="flex h-full flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300"
                  >
                    <span className={`w-fit rounded-full p-2.5 ${tone}`}>
                      <Icon aria-hidden className="h-5 w-5" />
                    </span>
                    <span>
                      <span className="block text-sm text-stone-500">{label}</span>
                      <span className="block text-3xl font-semibold text-stone-900">{figures[view]}</span>
                      <span className="mt-1 block text-xs text-stone-500">
                        {view === "low_stock"
                          ? `Sizes on sale with ${counted(figures.low_stock_threshold, "unit")} or fewer, sold out included`
                          : hint}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </ResourceView>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link href="/portal/products/new">
            <Plus aria-hidden className="h-4 w-4" /> New product
          </Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link href="/portal/stock">
            <ClipboardList aria-hidden className="h-4 w-4" /> Restock low-stock products
          </Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link href="/products">Open the shop</Link>
        </Button>
      </div>
    </div>
  );
}
