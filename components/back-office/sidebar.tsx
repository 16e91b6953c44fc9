"use client";
import { Menu, X, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Fragment, useState } from "react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { cn } from "@/lib/ui/cn";

/** `section` names the group a link starts or belongs to; a heading shows where the section changes. */
export type SidebarLink = { href: string; label: string; icon: LucideIcon; section?: string };

/** A back-office area's navigation: a fixed column on wide screens, a toggled drawer on phones. */
export function BackOfficeSidebar({
  title,
  label,
  links,
}: {
  title: string;
  label: string;
  links: readonly SidebarLink[];
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="flex items-center justify-between border-b border-stone-200 bg-brand-900 px-4 py-3 text-white lg:hidden">
        <span className="font-serif text-lg">{title}</span>
        <button
          type="button"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen(!open)}
          className="rounded p-1 hover:bg-white/10"
        >
          {open ? <X className="h-6 w-6" /> : <Menu className="h-6 w-6" />}
        </button>
      </div>
      <aside
        className={cn(
          "flex-col bg-brand-900 text-brand-50 lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-60 lg:shrink-0",
          open ? "flex" : "hidden",
        )}
      >
        <div className="hidden px-6 py-6 font-serif text-xl text-white lg:block">{title}</div>
        <nav aria-label={label} className="flex flex-1 flex-col gap-1 overflow-y-auto px-3 py-3">
          {links.map(({ href, label: text, icon: Icon, section }, index) => {
            const active = pathname === href || pathname.startsWith(`${href}/`);
            const heading = section && section !== links[index - 1]?.section;
            return (
              <Fragment key={href}>
                {heading && (
                  <p className="mt-3 px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-brand-100/70">
                    {section}
                  </p>
                )}
                <Link
                  href={href}
                  onClick={() => setOpen(false)}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
                    active ? "bg-white/15 text-white" : "text-brand-100 hover:bg-white/10",
                  )}
                >
                  <Icon aria-hidden className="h-4 w-4" /> {text}
                </Link>
              </Fragment>
            );
          })}
        </nav>
        <div className="border-t border-white/10 p-4">
          <SignOutButton label="Logout" redirectTo="/admin/login" size="sm" className="w-full" />
        </div>
      </aside>
    </>
  );
}
