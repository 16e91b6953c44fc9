"use client";
import { signOut } from "firebase/auth";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { firebaseAuth } from "@/lib/firebase/client";
import { Notice } from "./notice";

/** Ends the shop session and the Firebase session, then leaves for `redirectTo`. */
export function SignOutButton({ redirectTo = "/", label = "Sign Out", ...props }: ButtonProps & { redirectTo?: string; label?: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function signOutEverywhere() {
    setPending(true);
    setError(null);
    try {
      const response = await fetch("/api/auth/signout", { method: "POST" });
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
      await signOut(firebaseAuth());
      window.location.assign(redirectTo);
    } catch {
      setError(SIGN_IN_MESSAGES.signOutFailed);
      setPending(false);
    }
  }

  return (
    <div>
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="button" variant="danger" onClick={signOutEverywhere} disabled={pending} {...props}>
        <LogOut aria-hidden className="h-4 w-4" /> {pending ? "Signing out..." : label}
      </Button>
    </div>
  );
}
