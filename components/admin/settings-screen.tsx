"use client";
import { useState, type ReactNode } from "react";
import type { FieldPath } from "react-hook-form";
import { ErrorState, LoadingState } from "@/components/back-office/states";
import { useZodForm } from "@/components/forms/use-zod-form";
import { ImageField } from "@/components/portal/image-field";
import { Button } from "@/components/ui/button";
import { POLICY_KEYS, type PolicyKey } from "@/lib/content/policies";
import { COD_CONFIRMATION_RULES, type CodConfirmationRule } from "@/lib/domain/cod-confirmation";
import { INDIA_STATES } from "@/lib/domain/india-states";
import { callApi } from "@/lib/api/client";
import { showAnswer, useApiQuery } from "@/lib/api/query";
import {
  storeSettingsForm,
  type StoreSettingsDraft,
  type StoreSettingsInput,
} from "@/lib/validation/settings/merchant-settings";
import { CheckboxField, InputField, NumberField, SelectField, TextareaField } from "@/components/forms/form-field";

const POLICY_NAMES: Record<PolicyKey, string> = {
  shipping: "Shipping and Delivery",
  cancellation: "Cancellation",
  terms: "Terms and Conditions",
  privacy: "Privacy",
  contact: "Contact Us",
};
const COD_RULE_NAMES: Record<CodConfirmationRule, string> = {
  off: "None (no confirmation asked)",
  all: "All cash-on-delivery orders",
  above_amount: "Orders above an amount",
  first_orders: "A shopper's first order",
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
const WIDE = "sm:col-span-2";
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
    cod_confirmation_rule: settings.cod_confirmation_rule,
    cod_confirmation_above: settings.cod_confirmation_above === null ? "" : String(settings.cod_confirmation_above),
    cod_confirmation_hours: String(settings.cod_confirmation_hours),
    tracking_url_template: settings.tracking_url_template ?? "",
    low_stock_threshold: String(settings.low_stock_threshold),
    legal_name: settings.legal_name,
    gstin: settings.gstin,
    registered_address: settings.registered_address,
    registered_state_code: settings.registered_state_code,
    invoice_prefix: settings.invoice_prefix,
    signatory_name: settings.signatory_name,
    merchant_email: settings.merchant_email,
    cart_reminder_delay_minutes: String(settings.cart_reminder_delay_minutes),
    cart_reminder_coupon: settings.cart_reminder_coupon,
    policies: Object.fromEntries(
      POLICY_KEYS.map((key) => {
        const policy = settings.policies[key] ?? { title: POLICY_NAMES[key], updated: "", body: [] };
        return [key, { title: policy.title, updated: policy.updated, body: policy.body.join("\n\n") }];
      }),
    ) as StoreSettingsDraft["policies"],
  };
}

/** A policy's error: the first message anywhere under it (its title, date or paragraphs). */
function policyError(errors: unknown): { message: string } | undefined {
  const message = firstMessage(errors);
  return message ? { message } : undefined;
}

function firstMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== "object") return undefined;
  if ("message" in errors && typeof errors.message === "string") return errors.message;
  for (const value of Object.values(errors)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

export function SettingsScreen() {
  const settings = useApiQuery("admin.settings.get");
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
  /** A field's id (from its name), registration and error. */
  const field = (name: FieldPath<StoreSettingsDraft>, error?: { message?: string }) => ({
    id: `settings-${name.replaceAll(".", "-")}`,
    error,
    ...register(name),
  });

  const save = handleSubmit(
    async (settings) => {
      setStatus(null);
      try {
        const saved = await showAnswer({ name: "admin.settings.get" }, () =>
          callApi("admin.settings.update", { body: settings }),
        );
        reset(draftOf(saved));
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
            <InputField
              key={name}
              label={label}
              {...field(name, errors[name])}
              className={name === "address" || name === "slogan" ? WIDE : undefined}
            />
          ),
        )}
      </Section>
      <Section title="Shipping and payment">
        <NumberField
          label="Free shipping above (₹)"
          {...field("free_shipping_threshold", errors.free_shipping_threshold)}
          min={0}
          step="0.01"
        />
        <NumberField label="Shipping fee (₹)" {...field("shipping_fee", errors.shipping_fee)} min={0} step="0.01" />
        <CheckboxField label="Cash on delivery available" {...field("cod_enabled")} className="self-center" />
        <NumberField
          label="Cash on delivery up to (₹, empty = no limit)"
          {...field("cod_max_amount", errors.cod_max_amount)}
          min={0}
          step="0.01"
          disabled={!watch("cod_enabled")}
        />
        <SelectField
          label="Cash-on-delivery orders that wait for the shopper's confirmation"
          {...field("cod_confirmation_rule", errors.cod_confirmation_rule)}
          disabled={!watch("cod_enabled")}
        >
          {COD_CONFIRMATION_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {COD_RULE_NAMES[rule]}
            </option>
          ))}
        </SelectField>
        <NumberField
          label="Confirmation needed above (₹)"
          {...field("cod_confirmation_above", errors.cod_confirmation_above)}
          min={0}
          step="0.01"
          disabled={!watch("cod_enabled") || watch("cod_confirmation_rule") !== "above_amount"}
        />
        <NumberField
          label="Cancel unconfirmed orders after (hours)"
          {...field("cod_confirmation_hours", errors.cod_confirmation_hours)}
          min={1}
          max={168}
          disabled={!watch("cod_enabled") || watch("cod_confirmation_rule") === "off"}
        />
        <InputField
          label="Courier tracking link, with {awb} (shipping without Shiprocket)"
          {...field("tracking_url_template", errors.tracking_url_template)}
          placeholder="https://www.delhivery.com/track/package/{awb}"
        />
      </Section>
      <Section title="Catalogue">
        <NumberField
          label="Low stock at or below (units)"
          {...field("low_stock_threshold", errors.low_stock_threshold)}
          min={1}
        />
      </Section>
      <Section title="GST tax invoices">
        {GST_TEXT_FIELDS.map(([name, label]) => (
          <InputField
            key={name}
            label={label}
            {...field(name, errors[name])}
            inputClassName={name === "gstin" || name === "invoice_prefix" ? "uppercase" : undefined}
          />
        ))}
        <InputField
          label="Registered office address"
          {...field("registered_address", errors.registered_address)}
          className={WIDE}
        />
        <SelectField label="Registered state" {...field("registered_state_code", errors.registered_state_code)}>
          <option value="">Choose a state</option>
          {INDIA_STATES.map((state) => (
            <option key={state.gstCode} value={state.gstCode}>
              {state.name} ({state.gstCode})
            </option>
          ))}
        </SelectField>
        <p className="text-sm text-stone-600 sm:col-span-2">
          Invoices are numbered PREFIX/YY-YY/NNNNNN within each financial year (April to March); credit notes use the
          prefix followed by C. Invoices are issued only while the legal name, GSTIN and registered state are filled in.
        </p>
      </Section>
      <Section title="Notifications">
        <InputField
          label="Send shop notices to (new orders, low stock, failed jobs)"
          {...field("merchant_email", errors.merchant_email)}
          type="email"
          placeholder="orders@yourshop.in"
          className={WIDE}
        />
        <NumberField
          label="Remind a signed-in shopper of their cart after (minutes)"
          {...field("cart_reminder_delay_minutes", errors.cart_reminder_delay_minutes)}
          min={15}
          max={10080}
        />
        <InputField
          label="Coupon offered in the cart reminder (optional)"
          {...field("cart_reminder_coupon", errors.cart_reminder_coupon)}
          placeholder="COMEBACK10"
          inputClassName="uppercase"
        />
      </Section>
      <Section title="Policies">
        {POLICY_KEYS.map((key) => (
          <fieldset key={key} className="space-y-3 rounded-lg border border-stone-200 p-4 sm:col-span-2">
            <legend className="px-1 text-sm font-semibold text-brand-900">{POLICY_NAMES[key]}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <InputField
                label="Title"
                {...field(`policies.${key}.title`)}
                error={policyError(errors.policies?.[key])}
              />
              <InputField label="Last updated" {...field(`policies.${key}.updated`)} />
            </div>
            <TextareaField
              label="Text (a blank line starts a new paragraph)"
              {...field(`policies.${key}.body`)}
              rows={6}
            />
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
