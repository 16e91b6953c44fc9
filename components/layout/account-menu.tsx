"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { useViewer } from "./viewer-context";

/** The signed-in menu's code loads only for signed-in people. */
const AccountDropdown = dynamic(() => import("./account-dropdown").then((module) => module.AccountDropdown), {
  ssr: false,
  loading: () => <div aria-hidden className="h-8 w-40" />,
});

/** Login and Register for visitors; a greeting with My Profile, My Orders and Logout for signed-in people. */
export function AccountMenu() {
  const viewer = useViewer();
  if (viewer === undefined) return <div aria-hidden className="h-8 w-40" />;
  if (viewer) return <AccountDropdown greeting={viewer.greeting} />;
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link href="/login">Login</Link>
      </Button>
      <Button asChild size="sm">
        <Link href="/register">Register</Link>
      </Button>
    </div>
  );
}
