"use client";
import {
  BarChart3,
  Bell,
  LayoutDashboard,
  ListRestart,
  Package,
  PackageOpen,
  Settings,
  ShieldCheck,
  Truck,
  Users,
} from "lucide-react";
import { BackOfficeSidebar } from "@/components/back-office/sidebar";
import { PORTAL_LINKS } from "@/components/portal/sidebar";

const LINKS = [
  { href: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/admin/orders", label: "Orders", icon: Package },
  { href: "/admin/shipments", label: "Shipments", icon: Truck },
  { href: "/admin/returns", label: "Returns", icon: PackageOpen },
  { href: "/admin/customers", label: "Customers", icon: Users },
  { href: "/admin/reports", label: "Reports", icon: BarChart3 },
  { href: "/admin/settings", label: "Settings", icon: Settings },
  { href: "/admin/jobs", label: "Jobs", icon: ListRestart },
  { href: "/admin/notifications", label: "Notifications", icon: Bell },
  { href: "/admin/privacy-requests", label: "Data requests", icon: ShieldCheck },
  // The catalogue, the shop's content and the staff are run in the Product Portal, which admins use too.
  ...PORTAL_LINKS.filter((link) => link.href.startsWith("/portal/") && link.href !== "/portal/dashboard").map(
    ({ roles: _roles, ...link }) => ({ ...link, section: "Product Portal" }),
  ),
];

export function AdminSidebar() {
  return <BackOfficeSidebar title="Prakriti Admin" label="Admin" links={LINKS} />;
}
