"use client";

import { notify } from "@/lib/ui/toast";
import { signOutEverywhere } from "@/components/auth/sign-out";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";

/** The header menus' Logout: both sessions end and the visitor lands on the home page. */
export function signOutFromHeader(): void {
  signOutEverywhere("/").catch(() => notify.error(SIGN_IN_MESSAGES.signOutFailed));
}
