"use client";

import { LogOut, Menu } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { Role } from "@/lib/server/auth/viewer";
import { SearchBox } from "./search-box";
import { signOutFromHeader } from "./header-sign-out";
import { SignInLink } from "./sign-in-link";
import { MENU_BUTTON_CLASS } from "./mobile-menu";
import type { CategoriesState, HeaderViewer } from "./types";
import { useViewer } from "./viewer-context";

type NavLink = { href: string; label: string };

/** SPEC.md section 2 "Header", mobile: the My Account section by role. */
const ACCOUNT_LINKS: Record<Role, NavLink[]> = {
  user: [
    { href: "/dashboard", label: "Dashboard" },
    { href: "/orders", label: "My Orders" },
    { href: "/wishlist", label: "Wishlist" },
    { href: "/cart", label: "Cart" },
    { href: "/checkout", label: "Checkout" },
    { href: "/profile", label: "Profile" },
  ],
  editor: [
    { href: "/portal/dashboard", label: "Product Portal" },
    { href: "/profile", label: "Profile" },
  ],
  admin: [
    { href: "/admin/dashboard", label: "Admin Panel" },
    { href: "/profile", label: "Profile" },
  ],
};
const VISITOR_LINKS: NavLink[] = [
  { href: "/login", label: "Login" },
  { href: "/register", label: "Register" },
];

/** Nothing until the viewer is known, so a signed-in shopper never sees Login flash by. */
function accountLinks(viewer: HeaderViewer | undefined): NavLink[] {
  if (viewer === undefined) return [];
  return viewer ? ACCOUNT_LINKS[viewer.role] : VISITOR_LINKS;
}

const ROW = "block rounded-lg px-3 py-3 font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-700";

/** Full-screen mobile menu (loaded on demand by MobileMenu); it closes whenever the route changes. */
export function MobileMenuDialog({
  categories,
  companyName,
  defaultOpen,
  focusAtStart,
}: {
  categories: CategoriesState;
  companyName: string;
  defaultOpen: boolean;
  focusAtStart: boolean;
}) {
  const pathname = usePathname();
  const viewer = useViewer();
  // Open only for the path it was opened on, so any navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(defaultOpen ? pathname : null);
  const close = () => setOpenOn(null);

  return (
    <Dialog open={openOn === pathname} onOpenChange={(open) => setOpenOn(open ? pathname : null)}>
      {/* autoFocus: takes over the focus of the look-alike button it replaces (useOnDemand). */}
      <DialogTrigger aria-label="Open menu" className={MENU_BUTTON_CLASS} autoFocus={focusAtStart}>
        <Menu aria-hidden className="h-6 w-6" />
      </DialogTrigger>
      <DialogContent fullScreen aria-describedby="mobile-menu-description" className="px-5 pb-10 pt-5">
        <DialogTitle className="pr-12 text-xl">{companyName}</DialogTitle>
        <DialogDescription id="mobile-menu-description" className="sr-only">
          Site navigation
        </DialogDescription>
        <SearchBox className="mt-5" onNavigate={close} />
        <nav aria-label="Mobile" className="mt-5 flex flex-col">
          <MenuLink href="/" onClick={close}>
            Home
          </MenuLink>
          <MenuLink href="/products" onClick={close}>
            All Products
          </MenuLink>
          <MenuLink href="/cart" onClick={close}>
            Cart
          </MenuLink>
          <Accordion type="single" collapsible className="px-3">
            <AccordionItem value="categories" className="border-none">
              <AccordionTrigger>Shop by Category</AccordionTrigger>
              <AccordionContent>
                <CategoryAccordion state={categories} onNavigate={close} />
              </AccordionContent>
            </AccordionItem>
          </Accordion>
          <MenuLink href="/contact" onClick={close}>
            Contact Us
          </MenuLink>
          <MenuLink href="/orders" onClick={close}>
            My Orders
          </MenuLink>
        </nav>
        <section aria-labelledby="mobile-account" className="mt-6 border-t border-brand-100 pt-5">
          <h2 id="mobile-account" className="px-3 text-xs font-semibold uppercase tracking-wider text-stone-600">
            My Account{viewer ? ` - ${viewer.greeting}` : ""}
          </h2>
          <div className="mt-2 flex flex-col">
            {accountLinks(viewer).map((link) =>
              link.href === "/login" || link.href === "/register" ? (
                <SignInLink key={link.href} base={link.href} onNavigate={close} className={ROW}>
                  {link.label}
                </SignInLink>
              ) : (
                <MenuLink key={link.href} href={link.href} onClick={close}>
                  {link.label}
                </MenuLink>
              ),
            )}
            {viewer && (
              <button
                type="button"
                onClick={signOutFromHeader}
                className={`${ROW} flex items-center gap-2 text-left text-red-600`}
              >
                <LogOut aria-hidden className="h-4 w-4" />
                Logout
              </button>
            )}
          </div>
        </section>
      </DialogContent>
    </Dialog>
  );
}

function MenuLink({ href, onClick, children }: { href: string; onClick: () => void; children: ReactNode }) {
  return (
    <Link href={href} onClick={onClick} className={ROW}>
      {children}
    </Link>
  );
}

function CategoryAccordion({ state, onNavigate }: { state: CategoriesState; onNavigate: () => void }) {
  if (state.status === "loading")
    return (
      <p role="status" className="py-2 text-sm text-stone-600">
        Loading...
      </p>
    );
  if (state.status === "error")
    return (
      <p role="status" className="py-2 text-sm text-red-600">
        Failed to load categories
      </p>
    );
  if (state.categories.length === 0)
    return (
      <p role="status" className="py-2 text-sm text-stone-600">
        No categories available
      </p>
    );
  return (
    <Accordion type="multiple" className="border-l-2 border-brand-100 pl-3">
      {state.categories.map((category) => (
        <AccordionItem key={category.id} value={category.slug} className="border-none">
          <AccordionTrigger className="py-2 text-sm">{category.name}</AccordionTrigger>
          <AccordionContent className="flex flex-col pb-2 pl-3">
            <Link
              href={`/products/${category.slug}`}
              onClick={onNavigate}
              className="py-1.5 text-sm font-medium text-brand-700"
            >
              All {category.name}
            </Link>
            {category.children.map((child) => (
              <Link
                key={child.id}
                href={`/products/${category.slug}/${child.slug}`}
                onClick={onNavigate}
                className="py-1.5 text-sm text-stone-700 hover:text-brand-700"
              >
                {child.name}
              </Link>
            ))}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
