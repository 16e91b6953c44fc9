"use client";
import { LayoutDashboard, PackageSearch, ScrollText, Shield, TicketPercent } from "lucide-react";
import { BackOfficeSidebar } from "@/components/back-office/sidebar";
import { ADMINS, STAFF, type StaffRole } from "@/lib/domain/principal";

/** Each link with the roles that may use what it opens (the same lists the API routes admit). */
const LINKS = [
  { href: "/portal/dashboard", label: "Dashboard", icon: LayoutDashboard, roles: STAFF },
  { href: "/portal/products", label: "Products", icon: PackageSearch, roles: STAFF },
  { href: "/portal/coupons", label: "Coupons", icon: TicketPercent, roles: ADMINS },
  { href: "/portal/audit", label: "Audit log", icon: ScrollText, roles: ADMINS },
  { href: "/admin/dashboard", label: "Admin area", icon: Shield, roles: ADMINS },
];

/** The Product Portal's navigation: only what the signed-in role may do. */
export function PortalSidebar({ role }: { role: StaffRole }) {
  return <BackOfficeSidebar title="Product Portal" label="Portal" links={LINKS.filter((link) => link.roles.includes(role))} />;
}
