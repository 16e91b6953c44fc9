/** The Product Portal's coupon fields (admins only); money in rupees as in the public coupon JSON. */
import { z } from "zod";
import { normalizeCouponCode } from "@/lib/domain/coupons";
import { toE164 } from "@/lib/domain/phone";
import { fromShopLocalDateTime, SHOP_INSTANT_EXAMPLE } from "@/lib/domain/shop-days";
import { dbId, instant, paging, rupees } from "@/lib/validation/primitives";

export const COUPON_GROUPS = ["for_all", "special", "one_time"] as const;
export const COUPON_STATUS_FILTERS = ["all", "active", "paused", "expired"] as const;
/** The most phones one special coupon lists. */
export const ELIGIBLE_PHONES_MAX = 5_000;

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`);
const limit = (label: string) => dbId(`${label} is a whole number of at least 1`).nullable().default(null);
const moment = (label: string) => instant(`${label} is a date and time such as ${SHOP_INSTANT_EXAMPLE}`);

const eligiblePhone = z
  .string({ message: "Each eligible phone must be text" })
  .max(20, "Enter a valid phone number")
  .transform(
    (value, context) =>
      toE164(value) ??
      (context.addIssue({ code: "custom", message: `${value.trim()} is not a valid phone number` }), z.NEVER),
  );

const couponFields = {
  code: text("Code", 32)
    .regex(/^[A-Za-z0-9_-]{3,}$/, "Code has at least 3 letters, digits, dashes or underscores")
    .transform(normalizeCouponCode),
  group: z.enum(COUPON_GROUPS, "Group is for_all, special or one_time"),
  description: text("Description", 500).default(""),
  discount_type: z.enum(["amount", "percent"], "Discount type is amount or percent"),
  /** Rupees for an amount coupon, a whole percent for a percent coupon. */
  discount: z
    .number({ message: "Discount must be a number" })
    .positive("Discount must be more than 0")
    .max(1_000_000, "Discount is at most ₹10,00,000"),
  max_discount: rupees("Maximum discount").nullable().default(null),
  min_cart_total: rupees("Minimum cart").default(0),
  valid_from: moment("valid_from"),
  valid_to: moment("valid_to"),
  usage_limit: limit("Usage limit"),
  per_customer_limit: limit("Per-customer limit"),
  first_order_only: z.boolean({ message: "first_order_only is true or false" }).default(false),
  active: z.boolean({ message: "Active is true or false" }).default(true),
  eligible_phones: z
    .array(eligiblePhone, { message: "Eligible phones must be a list" })
    .max(ELIGIBLE_PHONES_MAX, `At most ${ELIGIBLE_PHONES_MAX} eligible phones`)
    .default([])
    .transform((phones) => [...new Set(phones)]),
};

export type CouponShape = {
  group: (typeof COUPON_GROUPS)[number];
  discount_type: "amount" | "percent";
  discount: number;
  valid_from: Date;
  valid_to: Date;
  eligible_phones: readonly string[];
};

/**
 * What a coupon as a whole must satisfy, checked on the request and again on the stored coupon an
 * edit produces; the first problem with the field it concerns, or null.
 */
export function couponShapeProblem(coupon: CouponShape): { field: string; message: string } | null {
  if (coupon.discount_type === "percent" && (!Number.isInteger(coupon.discount) || coupon.discount > 100)) {
    return { field: "discount", message: "A percent discount is a whole number from 1 to 100" };
  }
  if (coupon.discount_type === "amount" && Math.abs(coupon.discount * 100 - Math.round(coupon.discount * 100)) > 1e-6) {
    return { field: "discount", message: "Discount has at most 2 decimals" };
  }
  if (coupon.valid_to <= coupon.valid_from) return { field: "valid_to", message: "valid_to must be after valid_from" };
  if (coupon.group === "special" && coupon.eligible_phones.length === 0) {
    return { field: "eligible_phones", message: "A special coupon needs at least one eligible phone" };
  }
  if (coupon.group !== "special" && coupon.eligible_phones.length > 0) {
    return { field: "eligible_phones", message: "Only special coupons have eligible phones" };
  }
  return null;
}

function checkShape(coupon: CouponShape, context: z.RefinementCtx) {
  const problem = couponShapeProblem(coupon);
  if (problem) context.addIssue({ code: "custom", path: [problem.field], message: problem.message });
}

/** POST /api/portal/coupons/. */
export const couponCreate = z.object(couponFields).superRefine(checkShape);

export type CouponCreate = z.infer<typeof couponCreate>;

/** PATCH /api/portal/coupons/{id}/: any subset of the fields with the version the admin saw; `active` pauses or resumes. */
export const couponPatch = z.object({
  ...Object.fromEntries(
    Object.entries(couponFields).map(([key, schema]) => [
      key,
      (schema instanceof z.ZodDefault ? (schema.def.innerType as z.ZodType) : schema).optional(),
    ]),
  ),
  version: dbId("version is required: the version of the coupon you edited"),
}) as unknown as z.ZodType<CouponPatch, unknown>;

export type CouponPatch = Partial<CouponCreate> & { version: number };

/** GET /api/portal/coupons/: search by code, filter by group and status, newest first. */
export const couponQuery = z.object({
  search: text("Search", 32).optional(),
  group: z.enum(COUPON_GROUPS, "Unknown group").optional(),
  status: z.enum(COUPON_STATUS_FILTERS, "Unknown status filter").default("all"),
  ...paging(20),
});

export type CouponQuery = z.infer<typeof couponQuery>;

/** GET /api/portal/coupons/{id}/redemptions/. */
export const redemptionQuery = z.object(paging(50));

export type RedemptionQuery = z.infer<typeof redemptionQuery>;

/** A number as typed; empty becomes `empty` (NaN: a required number is refused by name). */
const typedNumber = <Empty extends number | null>(empty: Empty) =>
  z.string().transform((typed) => (typed.trim() === "" ? empty : Number(typed)));

/**
 * The coupon form as typed (numbers as text, validity as India's wall-clock time, eligible phones
 * one a line). It turns into the API's shape and the API's own schema decides, so the form and the
 * server refuse the same input with the same words. `version` is used when editing.
 */
const couponDraft = z.object({
  code: z.string(),
  group: z.enum(COUPON_GROUPS),
  description: z.string(),
  discount_type: z.enum(["amount", "percent"]),
  discount: typedNumber(Number.NaN),
  max_discount: typedNumber(null),
  min_cart_total: typedNumber(0),
  valid_from: z.string().transform(fromShopLocalDateTime),
  valid_to: z.string().transform(fromShopLocalDateTime),
  usage_limit: typedNumber(null),
  per_customer_limit: typedNumber(null),
  first_order_only: z.boolean(),
  active: z.boolean(),
  eligible_phones: z.string().transform((typed) =>
    typed
      .split(/[\n,]/)
      .map((line) => line.trim())
      .filter(Boolean),
  ),
  version: z.number().nullable(),
});

// The API's schema checks every field again, so the hand-over is typed as unknown.
export const couponCreateForm = couponDraft
  .transform(({ version: _version, ...fields }): unknown => fields)
  .pipe(couponCreate);
export const couponEditForm = couponDraft.transform((fields): unknown => fields).pipe(couponPatch);

export type CouponDraft = z.input<typeof couponDraft>;
