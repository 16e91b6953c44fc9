import type { Metadata } from "next";
import { SettingsScreen } from "@/components/admin/settings-screen";

export const metadata: Metadata = { title: "Settings" };

export default function AdminSettingsPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="font-serif text-3xl text-brand-900">Settings</h1>
      <SettingsScreen />
    </div>
  );
}
