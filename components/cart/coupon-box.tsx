"use client";

import { ChevronDown, PartyPopper, Tag, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { couponBadge, COUPON_MESSAGES } from "@/lib/domain/coupons";
import { rupeesToPaise } from "@/lib/domain/money";
import { callApi } from "@/lib/api/client";
import type { CouponJson } from "@/lib/server/coupons/service";
import { ApiError } from "@/lib/ui/api-client";
import { useApiQuery } from "@/lib/api/query";
import { announceCartChanged } from "@/lib/ui/cart-events";
import { cx } from "@/lib/ui/cx";
import { formatDay } from "@/lib/domain/format";
import { Input } from "@/components/ui/input";
import { useSubmit } from "@/lib/ui/use-submit";

const CELEBRATION_MS = 3000;
const BURSTS_MS = [0, 200, 400];
const NETWORK_FAILURE = "Failed to validate coupon. Please try again.";

type Feedback = { tone: "success" | "error"; text: string } | null;

function badge(coupon: CouponJson): string {
  return couponBadge({
    discountType: coupon.discount_type,
    discount: coupon.discount_type === "amount" ? rupeesToPaise(coupon.discount) : coupon.discount,
  });
}

/** A refusal answers `ok: false` with the server's message; only a network failure throws. */
async function send(change: () => Promise<string>): Promise<{ ok: boolean; message: string }> {
  try {
    return { ok: true, message: await change() };
  } catch (error) {
    if (error instanceof ApiError && error.status > 0)
      return { ok: false, message: error.fromServer ? error.message : "" };
    throw error;
  }
}

/** SPEC.md section 2 "Coupon box": choose a coupon from the list, apply it to the cart, remove it. */
export function CouponBox({ appliedCode, cartKey }: { appliedCode: string | null; cartKey: string }) {
  const lists = useApiQuery("coupons.list").data;
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const { busy, submit } = useSubmit();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [celebrating, setCelebrating] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const applyRef = useRef<HTMLButtonElement>(null);
  // A coupon picked from the list (which then closes) hands the focus to Apply, so a keyboard user goes on from there.
  const picked = useRef(false);
  // Apply and Remove leave the page (the box swaps its controls): the focus goes to the control that takes their place.
  const swapped = useRef(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  // A refusal is about the cart as it was: a changed cart clears it (issue 16, defect 8).
  const [refusedFor, setRefusedFor] = useState(cartKey);
  if (refusedFor !== cartKey) {
    setRefusedFor(cartKey);
    if (feedback?.tone === "error") setFeedback(null);
  }

  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(() => {
      setCelebrating(false);
      setFeedback(null);
    }, CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [celebrating]);

  useEffect(() => {
    if (!swapped.current) return;
    swapped.current = false;
    (appliedCode ? removeRef.current : fieldRef.current)?.focus();
  }, [appliedCode]);

  useEffect(() => {
    if (open || !picked.current) return;
    picked.current = false;
    applyRef.current?.focus();
  }, [open]);

  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, []);

  async function apply() {
    const trimmed = code.trim();
    if (!trimmed) return;
    await submit(
      async () => {
        setFeedback(null);
        const result = await send(async () => (await callApi("cart.applyCoupon", { body: { code: trimmed } })).message);
        if (!result.ok) {
          setFeedback({ tone: "error", text: result.message || COUPON_MESSAGES.invalid });
          return;
        }
        setFeedback({ tone: "success", text: result.message });
        setCelebrating(true);
        setCode("");
        swapped.current = true;
        announceCartChanged();
      },
      () => {
        setFeedback({ tone: "error", text: NETWORK_FAILURE });
      },
    );
  }

  async function remove() {
    await submit(
      async () => {
        await send(async () => {
          await callApi("cart.removeCoupon");
          return "";
        });
        setFeedback(null);
        swapped.current = true;
        announceCartChanged();
      },
      () => {
        setFeedback({ tone: "error", text: NETWORK_FAILURE });
      },
    );
  }

  const groups: [string, CouponJson[]][] = lists
    ? [
        ["For All", lists.coupons_for_all],
        ["Special", lists.special_coupons],
        ["One Time", lists.one_time_coupons],
      ]
    : [];
  const available = groups.some(([, coupons]) => coupons.length > 0);

  return (
    <section
      aria-labelledby="coupon-heading"
      className="relative rounded-2xl border border-brand-100 bg-white p-5 shadow-sm"
    >
      {celebrating && <Confetti />}
      <h2 id="coupon-heading" className="flex items-center gap-2 font-serif text-lg text-brand-900">
        <Tag aria-hidden className="h-5 w-5 text-saffron-500" /> Apply Coupon
      </h2>
      {appliedCode ? (
        <div className="mt-3 flex items-center justify-between rounded-lg border border-brand-200 bg-brand-50 px-3 py-2">
          <span className="text-sm">
            <span className="font-semibold text-brand-800">{appliedCode}</span> applied
          </span>
          <Button
            ref={removeRef}
            variant="ghost"
            size="sm"
            onClick={() => void remove()}
            disabled={busy}
            aria-label={`Remove coupon ${appliedCode}`}
          >
            <X aria-hidden className="h-4 w-4" />
          </Button>
        </div>
      ) : (
        <div ref={boxRef} className="relative mt-3 flex gap-2">
          {/* The read-only field and the button that opens the list sit side by side: a field inside a button is
              an interactive control nested in another, which screen readers cannot reach (axe nested-interactive). */}
          <div className="flex h-10 min-w-0 flex-1 items-center rounded-lg border border-stone-300 bg-white text-sm focus-within:ring-2 focus-within:ring-brand-100">
            <Input
              unstyled
              ref={fieldRef}
              readOnly
              aria-label="Coupon code"
              value={code}
              placeholder="Choose a coupon"
              onClick={() => setOpen((value) => !value)}
              onKeyDown={(event) => {
                // The keyboard's way to the list from the field, as a click is the mouse's.
                if (event.key !== "Enter" && event.key !== " " && event.key !== "ArrowDown") return;
                event.preventDefault();
                setOpen(true);
              }}
              className="h-full min-w-0 flex-1 cursor-pointer rounded-l-lg bg-transparent px-3 uppercase placeholder:normal-case placeholder:text-stone-500 focus:outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            />
            <button
              type="button"
              aria-label="Choose a coupon"
              aria-haspopup="listbox"
              aria-expanded={open}
              onClick={() => setOpen((value) => !value)}
              className="flex h-full items-center rounded-r-lg px-3 text-stone-600 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <ChevronDown aria-hidden className="h-4 w-4" />
            </button>
          </div>
          <Button ref={applyRef} onClick={() => void apply()} disabled={!code.trim() || busy}>
            {busy ? "Applying..." : "Apply"}
          </Button>
          {open && (
            <div
              role="listbox"
              aria-label="Available coupons"
              className="absolute top-12 right-0 left-0 z-20 max-h-60 overflow-y-auto rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
            >
              {!available && <p className="p-3 text-sm text-stone-600">No coupons available right now</p>}
              {groups
                .filter(([, coupons]) => coupons.length > 0)
                .map(([label, coupons]) => (
                  <div key={label}>
                    <p className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
                      {label}
                    </p>
                    {coupons.map((coupon) => (
                      <button
                        key={coupon.id}
                        type="button"
                        role="option"
                        aria-selected={code === coupon.code}
                        aria-disabled={coupon.sign_in_required || undefined}
                        onClick={() => {
                          if (coupon.sign_in_required) return;
                          setCode(coupon.code);
                          setOpen(false);
                          picked.current = true;
                        }}
                        className={cx(
                          "block w-full rounded-lg px-2 py-2 text-left",
                          coupon.sign_in_required ? "cursor-not-allowed opacity-75" : "hover:bg-brand-50",
                        )}
                      >
                        <span className="flex items-center justify-between">
                          <span className="font-semibold text-stone-900">{coupon.code}</span>
                          <span className="rounded-full bg-saffron-500/15 px-2 py-0.5 text-xs font-semibold text-saffron-700">
                            {badge(coupon)}
                          </span>
                        </span>
                        <span className="block text-xs text-stone-600">{coupon.description}</span>
                        {coupon.sign_in_required && (
                          <span className="mt-0.5 block text-xs font-semibold text-red-700">
                            Sign in to use this coupon
                          </span>
                        )}
                        {coupon.type === "For All" && (
                          <span className="block text-xs text-stone-600">
                            Valid {formatDay(coupon.valid_from)} – {formatDay(coupon.valid_to)}
                          </span>
                        )}
                      </button>
                    ))}
                  </div>
                ))}
            </div>
          )}
        </div>
      )}
      {feedback && (
        <p
          role={feedback.tone === "error" ? "alert" : "status"}
          className={cx(
            "mt-3 flex items-center gap-2 text-sm",
            feedback.tone === "error" ? "text-red-700" : "font-medium text-brand-700",
          )}
        >
          {feedback.tone === "success" && <PartyPopper aria-hidden className="h-4 w-4" />}
          {feedback.text}
        </p>
      )}
    </section>
  );
}

const CONFETTI_COLOURS = ["#2f7d4f", "#f59e0b", "#e11d48", "#0ea5e9", "#a855f7"];

/** Three small CSS bursts, at 0, 200 and 400 ms. */
function Confetti() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-visible" data-testid="confetti">
      <style>{`@keyframes coupon-confetti { from { transform: translate(0,0) rotate(0); opacity: 1 } to { transform: translate(var(--dx), var(--dy)) rotate(540deg); opacity: 0 } }`}</style>
      {BURSTS_MS.flatMap((delay, burst) =>
        Array.from({ length: 14 }, (_, index) => {
          const angle = (index / 14) * Math.PI * 2 + burst;
          const distance = 60 + ((index * 37 + burst * 11) % 50);
          return (
            <span
              key={`${burst}-${index}`}
              className="absolute top-1/2 left-1/2 h-2 w-1.5 rounded-sm"
              style={{
                background: CONFETTI_COLOURS[(index + burst) % CONFETTI_COLOURS.length],
                animation: `coupon-confetti 1s ease-out ${delay}ms both`,
                ["--dx" as string]: `${Math.cos(angle) * distance}px`,
                ["--dy" as string]: `${Math.sin(angle) * distance}px`,
              }}
            />
          );
        }),
      )}
    </div>
  );
}
