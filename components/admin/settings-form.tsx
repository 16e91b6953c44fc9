"use client";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { PolicyKey } from "@/lib/content/policies";
import { POLICY_KEYS, storeSettingsSchema, type StoreSettingsInput } from "@/lib/validation/admin-settings";
import { sendJson, useAdminResource } from "./api";
import { ErrorState, LoadingState } from "./states";

const POLICY_NAMES: Record<PolicyKey, string> = {
  shipping: "Shipping and Delivery", cancellation: "Cancellation", terms: "Terms and Conditions", privacy: "Privacy", contact: "Contact Us",
};
const COMPANY_FIELDS = [
  ["company_name", "Company name"], ["logo", "Logo URL"], ["tagline", "Tagline"], ["slogan", "Slogan (header strip)"],
  ["email", "Email"], ["phone", "Phone"], ["address", "Address"],
] as const;

type PolicyDraft = { title: string; updated: string; body: string };
type Draft = {
  text: Record<(typeof COMPANY_FIELDS)[number][0], string>;
  free_shipping_threshold: string; shipping_fee: string; cod_enabled: boolean; cod_max_amount: string; tracking_url_template: string;
  policies: Record<PolicyKey, PolicyDraft>;
};

/** Paragraphs are edited as one text, separated by blank lines. */
const paragraphsOf = (text: string) => text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);

function draftOf(settings: StoreSettingsInput): Draft {
  return {
    text: Object.fromEntries(COMPANY_FIELDS.map(([name]) => [name, settings[name] ?? ""])) as Draft["text"],
    free_shipping_threshold: String(settings.free_shipping_threshold),
    shipping_fee: String(settings.shipping_fee),
    cod_enabled: settings.cod_enabled,
    cod_max_amount: settings.cod_max_amount === null ? "" : String(settings.cod_max_amount),
    tracking_url_template: settings.tracking_url_template ?? "",
    policies: Object.fromEntries(POLICY_KEYS.map((key) => {
      const policy = settings.policies[key] ?? { title: POLICY_NAMES[key], updated: "", body: [] };
      return [key, { title: policy.title, updated: policy.updated, body: policy.body.join("\n\n") }];
    })) as Draft["policies"],
  };
}

/** Amounts stay text while typed; an empty required amount becomes NaN so the schema names the field. */
const amount = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

function settingsOf(draft: Draft) {
  return {
    ...draft.text,
    free_shipping_threshold: amount(draft.free_shipping_threshold),
    shipping_fee: amount(draft.shipping_fee),
    cod_enabled: draft.cod_enabled,
    cod_max_amount: draft.cod_max_amount.trim() === "" ? null : amount(draft.cod_max_amount),
    tracking_url_template: draft.tracking_url_template,
    policies: Object.fromEntries(POLICY_KEYS.map((key) => [key, { ...draft.policies[key], body: paragraphsOf(draft.policies[key].body) }])),
  };
}

export function AdminSettings() {
  const settings = useAdminResource<StoreSettingsInput>("/settings/", "Failed to load settings");
  if (settings.error) return <ErrorState message={settings.error} onRetry={settings.reload} />;
  if (!settings.data) return <LoadingState label="Loading settings..." />;
  return <SettingsForm initial={settings.data} />;
}

function SettingsForm({ initial }: { initial: StoreSettingsInput }) {
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const parsed = storeSettingsSchema.safeParse(settingsOf(draft));
    if (!parsed.success) {
      setProblems(Object.fromEntries(parsed.error.issues.reverse().map((issue) => [issue.path.slice(0, 2).join("."), issue.message])));
      setStatus({ tone: "error", text: "Please correct the highlighted fields." });
      return;
    }
    setProblems({});
    setSaving(true);
    try {
      setDraft(draftOf(await sendJson<StoreSettingsInput>("/settings/", "PATCH", parsed.data)));
      setStatus({ tone: "success", text: "Settings saved. Shop pages refresh with the changes as they are visited." });
    } catch (failure) {
      setStatus({ tone: "error", text: `Failed to save settings: ${(failure as Error).message}` });
    } finally {
      setSaving(false);
    }
  }

  const setText = (name: keyof Draft["text"], value: string) => setDraft({ ...draft, text: { ...draft.text, [name]: value } });
  const setPolicy = (key: PolicyKey, change: Partial<PolicyDraft>) => setDraft({ ...draft, policies: { ...draft.policies, [key]: { ...draft.policies[key], ...change } } });

  return (
    <form onSubmit={save} noValidate className="space-y-6">
      <Section title="Company">
        {COMPANY_FIELDS.map(([name, label]) => (
          <Field key={name} label={label} problem={problems[name]} wide={name === "address" || name === "slogan"}>
            <Input name={name} value={draft.text[name]} onChange={(event) => setText(name, event.target.value)} aria-invalid={Boolean(problems[name])} />
          </Field>
        ))}
      </Section>
      <Section title="Shipping and payment">
        <Field label="Free shipping above (₹)" problem={problems.free_shipping_threshold}>
          <Input name="free_shipping_threshold" type="number" min={0} step="0.01" value={draft.free_shipping_threshold} onChange={(event) => setDraft({ ...draft, free_shipping_threshold: event.target.value })} aria-invalid={Boolean(problems.free_shipping_threshold)} />
        </Field>
        <Field label="Shipping fee (₹)" problem={problems.shipping_fee}>
          <Input name="shipping_fee" type="number" min={0} step="0.01" value={draft.shipping_fee} onChange={(event) => setDraft({ ...draft, shipping_fee: event.target.value })} aria-invalid={Boolean(problems.shipping_fee)} />
        </Field>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-700">
          <input type="checkbox" name="cod_enabled" checked={draft.cod_enabled} onChange={(event) => setDraft({ ...draft, cod_enabled: event.target.checked })} className="h-4 w-4" />
          Cash on delivery available
        </label>
        <Field label="Cash on delivery up to (₹, empty = no limit)" problem={problems.cod_max_amount}>
          <Input name="cod_max_amount" type="number" min={0} step="0.01" value={draft.cod_max_amount} disabled={!draft.cod_enabled} onChange={(event) => setDraft({ ...draft, cod_max_amount: event.target.value })} aria-invalid={Boolean(problems.cod_max_amount)} />
        </Field>
        <Field label="Courier tracking link, with {awb} (shipping without Shiprocket)" problem={problems.tracking_url_template}>
          <Input name="tracking_url_template" placeholder="https://www.delhivery.com/track/package/{awb}" value={draft.tracking_url_template} onChange={(event) => setDraft({ ...draft, tracking_url_template: event.target.value })} aria-invalid={Boolean(problems.tracking_url_template)} />
        </Field>
      </Section>
      <Section title="Policies">
        {POLICY_KEYS.map((key) => (
          <fieldset key={key} className="space-y-3 rounded-lg border border-stone-200 p-4 sm:col-span-2">
            <legend className="px-1 text-sm font-semibold text-brand-900">{POLICY_NAMES[key]}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label="Title" problem={problems[`policies.${key}`]}>
                <Input name={`${key}_title`} value={draft.policies[key].title} onChange={(event) => setPolicy(key, { title: event.target.value })} />
              </Field>
              <Field label="Last updated">
                <Input name={`${key}_updated`} value={draft.policies[key].updated} onChange={(event) => setPolicy(key, { updated: event.target.value })} />
              </Field>
            </div>
            <Field label="Text (a blank line starts a new paragraph)" wide>
              <textarea name={`${key}_body`} rows={6} value={draft.policies[key].body} onChange={(event) => setPolicy(key, { body: event.target.value })} className="w-full rounded-lg border border-stone-300 p-3 text-sm" />
            </Field>
          </fieldset>
        ))}
      </Section>
      {status && (
        <p role={status.tone === "error" ? "alert" : "status"} className={status.tone === "error" ? "rounded-lg bg-red-50 p-3 text-sm text-red-800" : "rounded-lg bg-brand-50 p-3 text-sm text-brand-800"}>
          {status.text}
        </p>
      )}
      <Button type="submit" disabled={saving}>{saving ? "Saving..." : "Save Settings"}</Button>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 className="mb-4 font-serif text-xl text-brand-900">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

function Field({ label, problem, wide, children }: { label: string; problem?: string; wide?: boolean; children: ReactNode }) {
  return (
    <label className={wide ? "block text-sm text-stone-700 sm:col-span-2" : "block text-sm text-stone-700"}>
      <span className="mb-1 block font-medium">{label}</span>
      {children}
      {problem && <span className="mt-1 block text-sm text-red-700">{problem}</span>}
    </label>
  );
}
