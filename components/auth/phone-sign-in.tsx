"use client";
import type { ConfirmationResult, RecaptchaVerifier } from "firebase/auth";
import { ArrowLeft, Phone, ShieldCheck } from "lucide-react";
import { useRouter, useSearchParams } from "next/navigation";
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { FormField, InputField } from "@/components/forms/form-field";
import { FormHeading } from "@/components/forms/form-heading";
import { SecretInput } from "@/components/forms/secret-input";
import { Button } from "@/components/ui/button";
import { isE164, normalisePhone } from "@/lib/domain/phone";
import { confirmErrorMessage, isWrongCode, sendErrorMessage, SIGN_IN_MESSAGES } from "@/lib/domain/sign-in-messages";
import { callApi } from "@/lib/api/client";
import { authEmulatorHost } from "@/lib/firebase/config";
import { DEFAULT_CUSTOMER_LANDING, safeReturnPath } from "@/lib/domain/access-rules";
import { hasInAppHistory } from "@/lib/ui/in-app-history";
import { completePhoneSignIn } from "./actions";
import { Notice } from "./notice";
import { useSubmit } from "@/lib/ui/use-submit";

const CODE_LENGTH = 6;
const RESEND_SECONDS = 30;
const REDIRECT_DELAY_MS = 1500;
const RECAPTCHA_CONTAINER = "recaptcha-container";

type Firebase = typeof import("@/lib/firebase/client");

/** The Firebase Auth SDK (about 50 KiB of gzipped JavaScript), loaded when the visitor first needs it rather than
 * with the page: asked for when the phone field gets focus, awaited when a code is sent. */
function loadFirebase(): Promise<Firebase> {
  return import("@/lib/firebase/client");
}

/** null when the server accepted the attempt, else its refusal in words. */
async function postPhone(
  name: "auth.otp.sendAttempt" | "auth.otp.failedAttempt",
  phone: string,
): Promise<string | null> {
  try {
    await callApi(name, { body: { phone } });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Ends a bot check. A verifier is good for one send: the SDK resets its widget after use and the Auth
 * emulator's stand-in deletes it, so a reused verifier never answers again (issue 16, defect 1). */
function discardVerifier(verifier: RefObject<RecaptchaVerifier | null>) {
  const current = verifier.current;
  verifier.current = null;
  try {
    current?.clear();
  } catch {
    // already cleared
  }
}

/** SPEC.md section 2 "Login": phone step, then code step; errors in a red box; then back where the visitor came from. */
export function PhoneSignIn({
  heading,
  extra,
  onSignedIn,
}: {
  heading: string;
  /** More fields under the phone number (sign-up's consent boxes). */
  extra?: ReactNode;
  /** Runs once the account is signed in, before leaving the page. */
  onSignedIn?: () => Promise<void>;
}) {
  const router = useRouter();
  const next = safeReturnPath(useSearchParams().get("next"), DEFAULT_CUSTOMER_LANDING);
  const [step, setStep] = useState<"phone" | "code">("phone");
  const [phoneInput, setPhoneInput] = useState("");
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const { busy, submit } = useSubmit();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const confirmation = useRef<ConfirmationResult | null>(null);
  const verifier = useRef<RecaptchaVerifier | null>(null);

  useEffect(() => {
    if (resendAt === 0) return;
    // Counted from the clock, not by ticks, so a throttled background tab still reaches zero on time.
    const tick = () => {
      const left = Math.max(0, Math.ceil((resendAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 250);
    tick();
    return () => clearInterval(timer);
  }, [resendAt]);

  useEffect(() => () => discardVerifier(verifier), []);

  /** A new invisible bot check in a new element for every send, resend or send after Back. */
  function freshVerifier(firebase: Firebase): RecaptchaVerifier | null {
    discardVerifier(verifier);
    const container = document.getElementById(RECAPTCHA_CONTAINER);
    if (!container) return null;
    const host = document.createElement("div");
    container.replaceChildren(host);
    verifier.current = new firebase.RecaptchaVerifier(firebase.firebaseAuth(), host, { size: "invisible" });
    return verifier.current;
  }

  async function sendCode(target: string) {
    setError(null);
    if (!isE164(target)) return setError(SIGN_IN_MESSAGES.invalidPhone);
    await submit(async () => {
      try {
        const sdk = loadFirebase(); // asked for beside the server's check; a failure to load is met below
        sdk.catch(() => undefined);
        const refused = await postPhone("auth.otp.sendAttempt", target);
        if (refused) return setError(refused);
        const firebase = await sdk;
        let appVerifier: RecaptchaVerifier | null;
        try {
          appVerifier = freshVerifier(firebase);
        } catch {
          appVerifier = null;
        }
        if (!appVerifier) return setError(SIGN_IN_MESSAGES.captchaInitFailed);
        confirmation.current = await firebase.signInWithPhoneNumber(firebase.firebaseAuth(), target, appVerifier);
        setPhone(target);
        setCode("");
        setStep("code");
        setSecondsLeft(RESEND_SECONDS);
        setResendAt(Date.now() + RESEND_SECONDS * 1000);
      } catch (failure) {
        setError(sendErrorMessage(failure));
      } finally {
        discardVerifier(verifier);
      }
    });
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const pending = confirmation.current;
    if (!pending) return setError(SIGN_IN_MESSAGES.noConfirmation);
    await submit(
      async () => {
        const credential = await pending.confirm(code).catch(async (failure: unknown) => {
          await reportFailure(failure);
          return null;
        });
        if (!credential) return;
        const result = await completePhoneSignIn(await credential.user.getIdToken());
        if (!result.ok) {
          const firebase = await loadFirebase();
          await firebase.signOut(firebase.firebaseAuth()).catch(() => undefined);
          return setError(result.message);
        }
        await onSignedIn?.();
        setSuccess(result.message || SIGN_IN_MESSAGES.success);
        setTimeout(() => window.location.assign(next), REDIRECT_DELAY_MS);
      },
      () => setError(SIGN_IN_MESSAGES.backendFailed),
    );
  }

  async function reportFailure(failure: unknown) {
    if (isWrongCode(failure)) {
      const refused = await postPhone("auth.otp.failedAttempt", phone);
      if (refused) {
        confirmation.current = null;
        return setError(refused);
      }
    }
    setError(confirmErrorMessage(failure));
  }

  function back() {
    if (step === "code") {
      setStep("phone");
      setError(null);
      confirmation.current = null;
    } else if (hasInAppHistory()) {
      router.back();
    } else {
      router.push("/");
    }
  }

  return (
    <div className="mx-auto w-full max-w-md rounded-2xl border border-brand-100 bg-white p-8 shadow-sm">
      <FormHeading
        icon={
          step === "phone" ? <Phone aria-hidden className="h-6 w-6" /> : <ShieldCheck aria-hidden className="h-6 w-6" />
        }
        title={step === "phone" ? heading : "Verify OTP"}
        description={
          step === "phone"
            ? "Enter your phone number to receive a verification code"
            : `Enter the ${CODE_LENGTH}-digit code sent to ${phone}`
        }
      />

      {error && <Notice tone="error">{error}</Notice>}
      {success && <Notice tone="success">{success}</Notice>}

      {step === "phone" ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void sendCode(normalisePhone(phoneInput));
          }}
          className="space-y-4"
        >
          <InputField
            id="phone"
            label="Phone Number"
            hint="Numbers without a country code are taken as Indian (+91)."
            name="phone"
            type="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
            value={phoneInput}
            onChange={(event) => setPhoneInput(event.target.value)}
            onFocus={() => void loadFirebase().catch(() => undefined)}
            required
          />
          {extra}
          <Button type="submit" className="w-full" disabled={busy || phoneInput.trim() === ""}>
            {busy ? "Sending OTP..." : "Send OTP"}
          </Button>
          <Button type="button" variant="ghost" className="w-full" onClick={back}>
            <ArrowLeft aria-hidden className="h-4 w-4" /> Back
          </Button>
        </form>
      ) : (
        <form onSubmit={verify} className="space-y-4">
          <FormField id="otp" label="Verification Code">
            <SecretInput
              id="otp"
              name="otp"
              secretName="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              placeholder="••••••"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, CODE_LENGTH))}
              className="text-center text-lg tracking-[0.5em]"
            />
          </FormField>
          <Button type="submit" className="w-full" disabled={busy || success !== null || code.length !== CODE_LENGTH}>
            {busy ? "Verifying..." : "Verify & Continue"}
          </Button>
          <div className="flex items-center justify-between">
            <Button type="button" variant="ghost" size="sm" onClick={back}>
              <ArrowLeft aria-hidden className="h-4 w-4" /> Back
            </Button>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={busy || secondsLeft > 0}
              onClick={() => void sendCode(phone)}
            >
              {secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : "Resend OTP"}
            </Button>
          </div>
          {authEmulatorHost && (
            <p className="rounded-lg bg-saffron-500/10 p-3 text-xs text-stone-700">
              Development: no SMS is sent. The code appears in the Firebase Auth emulator&apos;s log (the terminal
              running <code>npm run dev</code>).
            </p>
          )}
        </form>
      )}
      <div id={RECAPTCHA_CONTAINER} />
    </div>
  );
}
