"use client";
import { useState, type ReactNode } from "react";
import { ErrorState, LoadingState } from "@/components/back-office/states";
import { useZodForm } from "@/components/forms/use-zod-form";
import { ImageField } from "@/components/portal/image-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { POLICY_KEYS, type PolicyKey } from "@/lib/content/policies";
import { INDIA_STATES } from "@/lib/domain/india-states";
import { apiRequest } from "@/lib/ui/api-client";
import { useResource } from "@/lib/ui/use-resource";
import {
  storeSettingsForm,
  type StoreSettingsDraft,
  type StoreSettingsInput,
} from "@/lib/validation/settings/merchant-settings";

const POLICY_NAMES: Record<PolicyKey, string> = {
  shipping: "Shipping and Delivery",
  cancellation: "Cancellation",
  terms: "Terms and Conditions",
  privacy: "Privacy",
  contact: "Contact Us",
};
const COMPANY_FIELDS = [
  ["company_name", "Company name"],
  ["logo", "Logo"],
  ["tagline", "Tagline"],
  ["slogan", "Slogan (header strip)"],
  ["email", "Email"],
  ["phone", "Phone"],
  ["address", "Address"],
] as const;
const GST_TEXT_FIELDS = [
  ["legal_name", "Legal name (as registered for GST)"],
  ["gstin", "GSTIN"],
  ["invoice_prefix", "Invoice prefix (1 to 3 capitals or digits)"],
  ["signatory_name", "Authorised signatory"],
] as const;

function draftOf(settings: StoreSettingsInput): StoreSettingsDraft {
  return {
    ...(Object.fromEntries(COMPANY_FIELDS.map(([name]) => [name, settings[name] ?? ""])) as Pick<
      StoreSettingsDraft,
      (typeof COMPANY_FIELDS)[number][0]
    >),
    free_shipping_threshold: String(settings.free_shipping_threshold),
    shipping_fee: String(settings.shipping_fee),
    cod_enabled: settings.cod_enabled,
    cod_max_amount: settings.cod_max_amount === null ? "" : String(settings.cod_max_amount),
    tracking_url_template: settings.tracking_url_template ?? "",
    low_stock_threshold: String(settings.low_stock_threshold),
    legal_name: settings.legal_name,
    gstin: settings.gstin,
    registered_address: settings.registered_address,
    registered_state_code: settings.registered_state_code,
    invoice_prefix: settings.invoice_prefix,
    signatory_name: settings.signatory_name,
    merchant_email: settings.merchant_email,
    policies: Object.fromEntries(
      POLICY_KEYS.map((key) => {
        const policy = settings.policies[key] ?? { title: POLICY_NAMES[key], updated: "", body: [] };
        return [key, { title: policy.title, updated: policy.updated, body: policy.body.join("\n\n") }];
      }),
    ) as StoreSettingsDraft["policies"],
  };
}

/** The first message anywhere under a part of the form (a policy's title, date or paragraphs). */
function firstMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== "object") return undefined;
  if ("message" in errors && typeof errors.message === "string") return errors.message;
  for (const value of Object.values(errors)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

export function AdminSettings() {
  const settings = useResource<StoreSettingsInput>("/api/admin/settings/");
  if (settings.error) return <ErrorState message="Failed to load settings" onRetry={settings.reload} />;
  if (!settings.data) return <LoadingState label="Loading settings..." />;
  return <SettingsForm initial={settings.data} />;
}

function SettingsForm({ initial }: { initial: StoreSettingsInput }) {
  const form = useZodForm(storeSettingsForm, draftOf(initial));
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const [status, setStatus] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  const save = handleSubmit(
    async (settings) => {
      setStatus(null);
      try {
        reset(
          draftOf(await apiRequest<StoreSettingsInput>("/api/admin/settings/", { method: "PATCH", body: settings })),
        );
        setStatus({
          tone: "success",
          text: "Settings saved. Shop pages refresh with the changes as they are visited.",
        });
      } catch (failure) {
        setStatus({ tone: "error", text: `Failed to save settings: ${(failure as Error).message}` });
      }
    },
    () => setStatus({ tone: "error", text: "Please correct the highlighted fields." }),
  );

  return (
    <form onSubmit={save} noValidate className="space-y-6">
      <Section title="Company">
        {COMPANY_FIELDS.map(([name, label]) =>
          name === "logo" ? (
            <ImageField
              key={name}
              id="settings-logo"
              label="Logo"
              kind="logo"
              value={watch("logo") || null}
              onChange={(path) => setValue("logo", path ?? "", { shouldDirty: true, shouldValidate: true })}
              error={errors.logo?.message}
              hint="Shown in the header and footer. Saved with the settings."
            />
          ) : (
            <Field
              key={name}
              label={label}
              problem={errors[name]?.message}
              wide={name === "address" || name === "slogan"}
            >
              <Input {...register(name)} aria-invalid={Boolean(errors[name])} />
            </Field>
          ),
        )}
      </Section>
      <Section title="Shipping and payment">
        <Field label="Free shipping above (₹)" problem={errors.free_shipping_threshold?.message}>
          <Input
            {...register("free_shipping_threshold")}
            type="number"
            min={0}
            step="0.01"
            aria-invalid={Boolean(errors.free_shipping_threshold)}
          />
        </Field>
        <Field label="Shipping fee (₹)" problem={errors.shipping_fee?.message}>
          <Input
            {...register("shipping_fee")}
            type="number"
            min={0}
            step="0.01"
            aria-invalid={Boolean(errors.shipping_fee)}
          />
        </Field>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-700">
          <input type="checkbox" {...register("cod_enabled")} className="h-4 w-4" />
          Cash on delivery available
        </label>
        <Field label="Cash on delivery up to (₹, empty = no limit)" problem={errors.cod_max_amount?.message}>
          <Input
            {...register("cod_max_amount")}
            type="number"
            min={0}
            step="0.01"
            disabled={!watch("cod_enabled")}
            aria-invalid={Boolean(errors.cod_max_amount)}
          />
        </Field>
        <Field
          label="Courier tracking link, with {awb} (shipping without Shiprocket)"
          problem={errors.tracking_url_template?.message}
        >
          <Input
            {...register("tracking_url_template")}
            placeholder="https://www.delhivery.com/track/package/{awb}"
            aria-invalid={Boolean(errors.tracking_url_template)}
          />
        </Field>
      </Section>
      <Section title="Catalogue">
        <Field label="Low stock at or below (units)" problem={errors.low_stock_threshold?.message}>
          <Input
            {...register("low_stock_threshold")}
            type="number"
            min={1}
            step={1}
            aria-invalid={Boolean(errors.low_stock_threshold)}
          />
        </Field>
      </Section>
      <Section title="GST tax invoices">
        {GST_TEXT_FIELDS.map(([name, label]) => (
          <Field key={name} label={label} problem={errors[name]?.message}>
            <Input
              {...register(name)}
              aria-invalid={Boolean(errors[name])}
              className={name === "gstin" || name === "invoice_prefix" ? "uppercase" : undefined}
            />
          </Field>
        ))}
        <Field label="Registered office address" problem={errors.registered_address?.message} wide>
          <Input {...register("registered_address")} aria-invalid={Boolean(errors.registered_address)} />
        </Field>
        <Field label="Registered state" problem={errors.registered_state_code?.message}>
          <select
            {...register("registered_state_code")}
            aria-invalid={Boolean(errors.registered_state_code)}
            className="h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm"
          >
            <option value="">Choose a state</option>
            {INDIA_STATES.map((state) => (
              <option key={state.gstCode} value={state.gstCode}>
                {state.name} ({state.gstCode})
              </option>
            ))}
          </select>
        </Field>
        <p className="text-sm text-stone-600 sm:col-span-2">
          Invoices are numbered PREFIX/YY-YY/NNNNNN within each financial year (April to March); credit notes use the
          prefix followed by C. Invoices are issued only while the legal name, GSTIN and registered state are filled in.
        </p>
      </Section>
      <Section title="Notifications">
        <Field
          label="Send shop notices to (new orders, low stock, failed jobs)"
          problem={errors.merchant_email?.message}
          wide
        >
          <Input
            {...register("merchant_email")}
            type="email"
            placeholder="orders@yourshop.in"
            aria-invalid={Boolean(errors.merchant_email)}
          />
        </Field>
      </Section>
      <Section title="Policies">
        {POLICY_KEYS.map((key) => (
          <fieldset key={key} className="space-y-3 rounded-lg border border-stone-200 p-4 sm:col-span-2">
            <legend className="px-1 text-sm font-semibold text-brand-900">{POLICY_NAMES[key]}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label="Title" problem={firstMessage(errors.policies?.[key])}>
                <Input {...register(`policies.${key}.title`)} />
              </Field>
              <Field label="Last updated">
                <Input {...register(`policies.${key}.updated`)} />
              </Field>
            </div>
            <Field label="Text (a blank line starts a new paragraph)" wide>
              <textarea
                {...register(`policies.${key}.body`)}
                rows={6}
                className="w-full rounded-lg border border-stone-300 p-3 text-sm"
              />
            </Field>
          </fieldset>
        ))}
      </Section>
      {status && (
        <p
          role={status.tone === "error" ? "alert" : "status"}
          className={
            status.tone === "error"
              ? "rounded-lg bg-red-50 p-3 text-sm text-red-800"
              : "rounded-lg bg-brand-50 p-3 text-sm text-brand-800"
          }
        >
          {status.text}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Save Settings"}
      </Button>
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

function Field({
  label,
  problem,
  wide,
  children,
}: {
  label: string;
  problem?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <label className={wide ? "block text-sm text-stone-700 sm:col-span-2" : "block text-sm text-stone-700"}>
      <span className="mb-1 block font-medium">{label}</span>
      {children}
      {problem && <span className="mt-1 block text-sm text-red-700">{problem}</span>}
    </label>
  );
}
