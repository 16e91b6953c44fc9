"use client";
import { callApi } from "@/lib/api/client";
import { forgetShopper } from "@/lib/ui/shopper-storage";

/**
 * Ends the shop session (cookie), forgets what the browser stored of the shopper, ends the Firebase
 * session, then loads `redirectTo` afresh so that nothing of the signed-in person stays in memory.
 * Firebase is loaded only here, so pages that merely offer a Logout do not ship the SDK.
 */
export async function signOutEverywhere(redirectTo: string): Promise<void> {
  await callApi("auth.signOut");
  forgetShopper();
  const firebase = await import("@/lib/firebase/client");
  await firebase.signOut(firebase.firebaseAuth());
  window.location.assign(redirectTo);
}
