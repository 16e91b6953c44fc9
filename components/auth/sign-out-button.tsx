"use client";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { Notice } from "./notice";
import { signOutEverywhere } from "./sign-out";

/** Ends the shop session and the Firebase session, then leaves for `redirectTo`. */
export function SignOutButton({
  redirectTo = "/",
  label = "Sign Out",
  ...props
}: ButtonProps & { redirectTo?: string; label?: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    setError(null);
    try {
      await signOutEverywhere(redirectTo);
    } catch {
      setError(SIGN_IN_MESSAGES.signOutFailed);
      setPending(false);
    }
  }

  return (
    <div>
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="button" variant="danger" onClick={signOut} disabled={pending} {...props}>
        <LogOut aria-hidden className="h-4 w-4" /> {pending ? "Signing out..." : label}
      </Button>
    </div>
  );
}
