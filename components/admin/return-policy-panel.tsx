"use client";
import { useState } from "react";
import { ErrorState, LoadingState } from "@/components/back-office/states";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";
import type { ReturnPolicyJson } from "@/lib/server/returns/policy";
import { messageOf } from "@/lib/ui/api-client";
import { useSubmit } from "@/lib/ui/use-submit";

/** The returns policy as settings: the window after delivery, returnable categories, the reasons list. */
export function ReturnPolicyPanel() {
  const policy = useApiQuery("admin.returns.policy");
  return (
    <details className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <summary className="cursor-pointer font-medium text-brand-900">Returns policy</summary>
      <div className="mt-3">
        {policy.error ? (
          <ErrorState message="Failed to load the returns policy" onRetry={policy.reload} />
        ) : !policy.data ? (
          <LoadingState label="Loading the returns policy..." />
        ) : (
          <PolicyForm key={JSON.stringify(policy.data)} policy={policy.data} onSaved={policy.reload} />
        )}
      </div>
    </details>
  );
}

function PolicyForm({ policy, onSaved }: { policy: ReturnPolicyJson; onSaved: () => void }) {
  const [days, setDays] = useState(String(policy.window_days));
  const [categories, setCategories] = useState(new Set(policy.returnable_categories));
  const [reasons, setReasons] = useState(policy.reasons.join("\n"));
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const { busy, submit } = useSubmit();
  const save = () =>
    submit(
      async () => {
        await callApi("admin.returns.updatePolicy", {
          body: {
            window_days: Number(days),
            returnable_categories: [...categories],
            reasons: reasons
              .split("\n")
              .map((reason) => reason.trim())
              .filter(Boolean),
          },
        });
        setMessage({ tone: "success", text: "Returns policy saved. Update the policy text in Settings to match." });
        onSaved();
      },
      (failure) => setMessage({ tone: "error", text: messageOf(failure, "The returns policy could not be saved") }),
    );
  return (
    <form
      className="grid gap-4 sm:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label className="text-sm font-medium text-stone-700">
        Days after delivery
        <Input type="number" min={0} max={365} value={days} onChange={(event) => setDays(event.target.value)} />
      </label>
      <fieldset className="text-sm text-stone-700">
        <legend className="font-medium">Returnable categories</legend>
        {policy.categories.map((category) => (
          <label key={category.slug} className="mt-1 flex items-center gap-2">
            <Checkbox
              checked={categories.has(category.slug)}
              onChange={(event) => {
                const next = new Set(categories);
                if (event.target.checked) next.add(category.slug);
                else next.delete(category.slug);
                setCategories(next);
              }}
            />
            {category.name}
          </label>
        ))}
      </fieldset>
      <label className="text-sm font-medium text-stone-700">
        Reasons (one a line)
        <Textarea rows={5} value={reasons} onChange={(event) => setReasons(event.target.value)} />
      </label>
      <div className="flex items-center gap-3 sm:col-span-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : "Save policy"}
        </Button>
        {message && (
          <p role={message.tone === "error" ? "alert" : "status"} className="text-sm">
            {message.text}
          </p>
        )}
      </div>
    </form>
  );
}
