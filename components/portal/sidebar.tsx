"use client";
import {
  FolderTree,
  Images,
  Inbox,
  BellRing,
  Languages,
  LayoutDashboard,
  MapPin,
  Newspaper,
  PackageMinus,
  PackageSearch,
  ScrollText,
  Shield,
  Sparkles,
  Star,
  TicketPercent,
  UserCog,
} from "lucide-react";
import { BackOfficeSidebar } from "@/components/back-office/sidebar";
import { ADMINS, STAFF, type StaffRole } from "@/lib/domain/principal";

/** Each link with the roles that may use what it opens (the same lists the API routes admit). */
export const PORTAL_LINKS = [
  { href: "/portal/dashboard", label: "Dashboard", icon: LayoutDashboard, roles: STAFF },
  { href: "/portal/products", label: "Products", icon: PackageSearch, roles: STAFF },
  { href: "/portal/stock", label: "Low stock", icon: PackageMinus, roles: STAFF },
  { href: "/portal/stock-alerts", label: "Waiting for stock", icon: BellRing, roles: STAFF },
  { href: "/portal/search-synonyms", label: "Search synonyms", icon: Languages, roles: STAFF },
  { href: "/portal/categories", label: "Categories", icon: FolderTree, roles: STAFF },
  { href: "/portal/slides", label: "Hero slides", icon: Images, roles: STAFF },
  { href: "/portal/health-tags", label: "Health tags", icon: Sparkles, roles: STAFF },
  { href: "/portal/reviews", label: "Reviews", icon: Star, roles: STAFF },
  { href: "/portal/messages", label: "Messages", icon: Inbox, roles: STAFF },
  { href: "/portal/coupons", label: "Coupons", icon: TicketPercent, roles: ADMINS },
  { href: "/portal/staff", label: "Staff", icon: UserCog, roles: ADMINS },
  { href: "/portal/pincodes", label: "Pincodes", icon: MapPin, roles: ADMINS },
  { href: "/portal/newsletter", label: "Newsletter", icon: Newspaper, roles: ADMINS },
  { href: "/portal/audit", label: "Audit log", icon: ScrollText, roles: ADMINS },
  { href: "/admin/dashboard", label: "Admin area", icon: Shield, roles: ADMINS },
];

/** The Product Portal's navigation: only what the signed-in role may do. */
export function PortalSidebar({ role }: { role: StaffRole }) {
  return (
    <BackOfficeSidebar
      title="Product Portal"
      label="Portal"
      links={PORTAL_LINKS.filter((link) => link.roles.includes(role))}
    />
  );
}
