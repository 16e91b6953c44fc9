"use server";
import { CredentialsSignin } from "next-auth";
import { redirect } from "next/navigation";
import { SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { staffLanding } from "@/lib/domain/access-rules";
import { db } from "@/lib/server/db";
import { SIGN_IN_FAILURES, type SignInFailure } from "@/lib/server/auth/errors";
import { signIn } from "@/lib/server/sign-in/next-auth";

export type ActionResult = { ok: true; message: string } | { ok: false; message: string };

function refusalMessage(error: unknown, fallback: string): string {
  if (error instanceof CredentialsSignin && error.code in SIGN_IN_FAILURES) {
    const reason = error.code as SignInFailure;
    return reason === "rate_limited" ? SIGN_IN_FAILURES.rate_limited.message : fallback;
  }
  throw error;
}

/** Phone sign-in's last step: the Firebase ID token becomes the shop's session cookie. */
export async function completePhoneSignIn(idToken: string): Promise<ActionResult> {
  try {
    await signIn("phone", { idToken, redirect: false });
    return { ok: true, message: SIGN_IN_MESSAGES.success };
  } catch (error) {
    return { ok: false, message: refusalMessage(error, SIGN_IN_MESSAGES.backendFailed) };
  }
}

export type StaffSignInState = { message: string | null };

/** The staff login form: on success, to the page asked for (editors only within the portal). */
export async function staffSignIn(_previous: StaffSignInState, form: FormData): Promise<StaffSignInState> {
  const username = String(form.get("username") ?? "").trim();
  const password = String(form.get("password") ?? "");
  if (!username || !password) return { message: "Please enter your username and password." };
  try {
    await signIn("staff", { username, password, redirect: false });
  } catch (error) {
    return { message: refusalMessage(error, SIGN_IN_MESSAGES.invalidAdminCredentials) };
  }
  // Usernames are stored lower-case; sign-in reads any case (lib/server/auth/staff.ts).
  const staff = await db.staffUser.findUniqueOrThrow({
    where: { username: username.toLowerCase() },
    select: { role: true },
  });
  redirect(staffLanding(staff.role, String(form.get("next") ?? "")));
}
