"use client";

import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";
import { SignInLink } from "./sign-in-link";
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
        <SignInLink base="/login">Login</SignInLink>
      </Button>
      <Button asChild size="sm">
        <SignInLink base="/register">Register</SignInLink>
      </Button>
    </div>
  );
}
