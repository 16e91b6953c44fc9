"use client";
import { LockKeyhole } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useActionState, useState } from "react";
import { FormField, InputField } from "@/components/forms/form-field";
import { FormHeading } from "@/components/forms/form-heading";
import { SecretInput } from "@/components/forms/secret-input";
import { Button } from "@/components/ui/button";
import { staffSignIn, type StaffSignInState } from "./actions";
import { Notice } from "./notice";
import { HiddenInput } from "@/components/ui/input";

const LABEL = "mb-1 block text-sm font-medium text-stone-300";

/** SPEC.md section 2 "Admin login": username, password that can be shown, 'Access Admin Dashboard'. */
export function StaffLoginForm() {
  const next = useSearchParams().get("next") ?? "";
  const [state, action, pending] = useActionState<StaffSignInState, FormData>(staffSignIn, { message: null });
  // Controlled, so a failed attempt keeps the username (React resets a form after its action).
  const [username, setUsername] = useState("");

  return (
    <div className="w-full max-w-md rounded-2xl border border-stone-700 bg-stone-800 p-8 text-stone-100 shadow-xl">
      <FormHeading
        tone="dark"
        icon={<LockKeyhole aria-hidden className="h-6 w-6" />}
        title="Admin Login"
        description="Staff sign-in for administrators and editors"
      />
      {state.message && <Notice tone="error">{state.message}</Notice>}
      <form action={action} className="space-y-4">
        <HiddenInput name="next" value={next} />
        <InputField
          id="username"
          label="Username"
          labelClassName={LABEL}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          required
        />
        <FormField id="password" label="Password" labelClassName={LABEL}>
          <SecretInput id="password" name="password" secretName="password" autoComplete="current-password" required />
        </FormField>
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Signing in..." : "Access Admin Dashboard"}
        </Button>
      </form>
    </div>
  );
}
