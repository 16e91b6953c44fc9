"use client";
import { Eye, EyeOff, LockKeyhole } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useActionState, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { staffSignIn, type StaffSignInState } from "./actions";
import { Notice } from "./notice";

/** SPEC.md section 2 "Admin login": username, password that can be shown, 'Access Admin Dashboard'. */
export function StaffLoginForm() {
  const next = useSearchParams().get("next") ?? "";
  const [state, action, pending] = useActionState<StaffSignInState, FormData>(staffSignIn, { message: null });
  const [showPassword, setShowPassword] = useState(false);

  return (
    <div className="w-full max-w-md rounded-2xl border border-stone-700 bg-stone-800 p-8 text-stone-100 shadow-xl">
      <div className="mb-6 text-center">
        <span className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white">
          <LockKeyhole aria-hidden className="h-6 w-6" />
        </span>
        <h1 className="font-serif text-3xl">Admin Login</h1>
        <p className="mt-2 text-sm text-stone-400">Staff sign-in for administrators and editors</p>
      </div>
      {state.message && <Notice tone="error">{state.message}</Notice>}
      <form action={action} className="space-y-4">
        <input type="hidden" name="next" value={next} />
        <div>
          <Label htmlFor="username" className="text-stone-300">Username</Label>
          <Input id="username" name="username" autoComplete="username" required />
        </div>
        <div>
          <Label htmlFor="password" className="text-stone-300">Password</Label>
          <div className="relative">
            <Input
              id="password"
              name="password"
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              required
              className="pr-11"
            />
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-label={showPassword ? "Hide password" : "Show password"}
              className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-stone-500 hover:text-brand-700"
            >
              {showPassword ? <EyeOff aria-hidden className="h-5 w-5" /> : <Eye aria-hidden className="h-5 w-5" />}
            </button>
          </div>
        </div>
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Signing in..." : "Access Admin Dashboard"}
        </Button>
      </form>
    </div>
  );
}
