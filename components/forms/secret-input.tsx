"use client";
import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { cx } from "@/lib/ui/cx";

/** A password or code field the visitor can show and hide; the toggle is named "Show {secretName}" / "Hide {secretName}". */
export function SecretInput({
  secretName,
  className,
  ...props
}: Omit<ComponentProps<typeof Input>, "type"> & { secretName: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={shown ? "text" : "password"} className={cx("pr-11", className)} />
      <button
        type="button"
        onClick={() => setShown((visible) => !visible)}
        aria-label={`${shown ? "Hide" : "Show"} ${secretName}`}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-stone-600 hover:text-brand-700"
      >
        {shown ? <EyeOff aria-hidden className="h-5 w-5" /> : <Eye aria-hidden className="h-5 w-5" />}
      </button>
    </div>
  );
}
