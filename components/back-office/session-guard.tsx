"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { SIGNED_OUT_EVENT } from "@/lib/ui/api-client";

const SHOWN_FOR_MS = 1500;

/**
 * In the back office, a call answered 401 means the staff session has ended: say so (SPEC.md
 * section 8: 'Admin authentication expired') and go to the sign-in page, which brings the staff
 * member back here, instead of offering a Retry that keeps failing.
 */
export function SessionGuard() {
  const router = useRouter();
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const onSignedOut = () => setExpired(true);
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
  }, []);
  useEffect(() => {
    if (!expired) return;
    const next = `${window.location.pathname}${window.location.search}`;
    const timer = setTimeout(() => router.replace(`/admin/login?${new URLSearchParams({ next })}`), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [expired, router]);
  if (!expired) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-0 top-0 z-50 bg-red-700 px-4 py-3 text-center text-sm font-medium text-white shadow"
    >
      {SIGN_IN_MESSAGES.adminAuthExpired}. Taking you to the sign-in page…
    </div>
  );
}
