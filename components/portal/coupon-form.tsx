"use client";
import { useState } from "react";
import { FormSection, RecordFormFooter, recordField, useCreateOrEditSave } from "@/components/forms/record-form";
import { useZodForm } from "@/components/forms/use-zod-form";
import { COUPON_GROUP_LABELS } from "@/lib/domain/coupons";
import { shopLocalDateTime } from "@/lib/domain/shop-days";
import type { PortalCouponJson } from "@/lib/server/coupons/management";
import { COUPON_GROUPS, couponCreateForm, couponEditForm, type CouponDraft } from "@/lib/validation/coupons/management";
import { counted } from "@/lib/domain/plural";
import { Checkbox } from "@/components/ui/checkbox";
import { Textarea } from "@/components/ui/textarea";
import { Select } from "@/components/ui/select";
import { Input, NumberInput } from "@/components/ui/input";
import { callApi } from "@/lib/api/client";

const DAY_MS = 24 * 60 * 60 * 1000;

function emptyDraft(now = new Date()): CouponDraft {
  return {
    code: "",
    group: "for_all",
    description: "",
    discount_type: "percent",
    discount: "",
    max_discount: "",
    min_cart_total: "",
    valid_from: shopLocalDateTime(now),
    valid_to: shopLocalDateTime(new Date(now.getTime() + 30 * DAY_MS)),
    usage_limit: "",
    per_customer_limit: "",
    first_order_only: false,
    active: true,
    eligible_phones: "",
    version: null,
  };
}

function draftOf(coupon: PortalCouponJson): CouponDraft {
  const typed = (value: number | null) => (value === null ? "" : String(value));
  return {
    code: coupon.code,
    group: coupon.group,
    description: coupon.description,
    discount_type: coupon.discount_type,
    discount: String(coupon.discount),
    max_discount: typed(coupon.max_discount),
    min_cart_total: coupon.min_cart_total > 0 ? String(coupon.min_cart_total) : "",
    valid_from: shopLocalDateTime(new Date(coupon.valid_from)),
    valid_to: shopLocalDateTime(new Date(coupon.valid_to)),
    usage_limit: typed(coupon.usage_limit),
    per_customer_limit: typed(coupon.per_customer_limit),
    first_order_only: coupon.first_order_only,
    active: coupon.active,
    eligible_phones: coupon.eligible_phones.join("\n"),
    version: coupon.version,
  };
}

type Props =
  | { coupon?: undefined; onSaved?: undefined; onReload?: undefined }
  /** Editing: `onSaved` gets the saved coupon, `onReload` fetches the latest one (after a conflict). */
  | { coupon: PortalCouponJson; onSaved: (coupon: PortalCouponJson) => void; onReload: () => void };

/** Creates a coupon of any group, or edits one on the version it was opened at. */
export function CouponForm({ coupon, onSaved, onReload }: Props) {
  const editing = coupon !== undefined;
  const [defaults] = useState(() => (editing ? draftOf(coupon) : emptyDraft()));
  const form = useZodForm(editing ? couponEditForm : couponCreateForm, defaults);
  const { register, watch } = form;
  const { save, conflict } = useCreateOrEditSave(form, {
    update: editing
      ? (fields) => callApi("portal.coupons.update", { params: { id: coupon.id }, body: fields })
      : undefined,
    onSaved,
    create: async (fields) => {
      // The API reads the dates as JSON writes a Date: in ISO 8601.
      const body = { ...fields, valid_from: fields.valid_from.toISOString(), valid_to: fields.valid_to.toISOString() };
      return (await callApi("portal.coupons.create", { body })).id;
    },
    recordsHref: "/portal/coupons",
    failure: editing ? "Failed to save the coupon" : "Failed to create the coupon",
  });

  const field = recordField(form, "coupon");

  const percent = watch("discount_type") === "percent";
  const special = watch("group") === "special";
  return (
    <form noValidate onSubmit={save} aria-label={editing ? "Edit coupon" : "New coupon"} className="space-y-6">
      <FormSection title="Coupon">
        {field(
          "code",
          "Code",
          (props) => (
            <Input {...props} autoCapitalize="characters" className="font-mono uppercase" />
          ),
          { hint: "Letters, digits, dashes or underscores; shoppers type it in any case." },
        )}
        {field(
          "group",
          "Group",
          (props) => (
            <Select {...props}>
              {COUPON_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {COUPON_GROUP_LABELS[group]}
                </option>
              ))}
            </Select>
          ),
          {
            hint: "For All: anyone, visitors too (a per-customer limit or first order only asks them to sign in). Special: only the phones listed. One Time: once per customer.",
          },
        )}
        {field(
          "description",
          "Description (shown to shoppers)",
          (props) => (
            <Textarea {...props} rows={2} />
          ),
          { className: "sm:col-span-2" },
        )}
        {special &&
          field(
            "eligible_phones",
            "Eligible phones",
            (props) => (
              <Textarea {...props} rows={4} placeholder={"98765 43210\n+91 91234 56789"} className="font-mono" />
            ),
            { className: "sm:col-span-2", hint: "One a line; only these customers, signed in, can apply it." },
          )}
      </FormSection>

      <FormSection title="Discount">
        {field("discount_type", "Discount type", (props) => (
          <Select {...props}>
            <option value="percent">Percent off (%)</option>
            <option value="amount">Amount off (₹)</option>
          </Select>
        ))}
        {field("discount", percent ? "Discount (% off)" : "Discount (₹ off)", (props) => (
          <NumberInput {...props} min={0} step={percent ? "1" : "0.01"} inputMode="decimal" />
        ))}
        {field(
          "max_discount",
          "Maximum discount (₹)",
          (props) => (
            <NumberInput {...props} min={0} step="0.01" inputMode="decimal" />
          ),
          { hint: "Empty: no cap." },
        )}
        {field(
          "min_cart_total",
          "Minimum cart (₹)",
          (props) => (
            <NumberInput {...props} min={0} step="0.01" inputMode="decimal" />
          ),
          { hint: "After product discounts. Empty: any cart." },
        )}
      </FormSection>

      <FormSection title="Validity and limits" hint="Dates and times are India's (IST).">
        {field("valid_from", "Valid from", (props) => (
          <Input {...props} type="datetime-local" />
        ))}
        {field("valid_to", "Valid until", (props) => (
          <Input {...props} type="datetime-local" />
        ))}
        {field(
          "usage_limit",
          "Usage limit in total",
          (props) => (
            <NumberInput {...props} min={1} step="1" />
          ),
          {
            hint: editing ? `Used ${counted(coupon.used_count, "time")} so far. Empty: no limit.` : "Empty: no limit.",
          },
        )}
        {field(
          "per_customer_limit",
          "Limit per customer",
          (props) => (
            <NumberInput {...props} min={1} step="1" />
          ),
          { hint: "Empty: no limit." },
        )}
        <label className="flex items-center gap-2 text-sm font-medium text-stone-700 sm:col-span-2">
          <Checkbox {...register("first_order_only")} />
          First order only: refused to a customer who already has an order that was not cancelled (visitors sign in
          first)
        </label>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-700 sm:col-span-2">
          <Checkbox {...register("active")} />
          Active: shoppers can apply it (untick to pause)
        </label>
      </FormSection>

      <RecordFormFooter
        form={form}
        conflict={conflict}
        onReload={onReload}
        submitLabel={editing ? "Save changes" : "Create coupon"}
        cancelHref="/portal/coupons"
      />
    </form>
  );
}
