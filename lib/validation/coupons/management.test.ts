import { couponCreateForm, couponEditForm, type CouponDraft } from "./management";

const draft: CouponDraft = {
  code: "monsoon10",
  group: "for_all",
  description: "",
  discount_type: "percent",
  discount: "10",
  max_discount: "",
  min_cart_total: "",
  valid_from: "2026-12-01T00:00",
  valid_to: "2026-12-31T23:59",
  usage_limit: "",
  per_customer_limit: "",
  first_order_only: false,
  active: true,
  eligible_phones: "",
  version: null,
};

describe("the coupon form", () => {
  test("turns what was typed into the API's coupon, dates read as India's time", () => {
    const coupon = couponCreateForm.parse(draft);
    expect(coupon).toMatchObject({
      code: "MONSOON10",
      discount: 10,
      max_discount: null,
      min_cart_total: 0,
      usage_limit: null,
      eligible_phones: [],
    });
    expect(coupon.valid_from.toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(coupon.valid_to.toISOString()).toBe("2026-12-31T18:29:00.000Z");
  });

  test("refuses with the API's words, at the field", () => {
    const result = couponCreateForm.safeParse({ ...draft, discount: "120" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["discount"],
      message: "A percent discount is a whole number from 1 to 100",
    });
    const special = couponCreateForm.safeParse({ ...draft, group: "special" });
    expect(special.error?.issues[0]).toMatchObject({ path: ["eligible_phones"] });
    const missing = couponCreateForm.safeParse({ ...draft, discount: "", valid_to: "" });
    expect(missing.error?.issues.map((issue) => issue.path[0])).toEqual(
      expect.arrayContaining(["discount", "valid_to"]),
    );
  });

  test("reads eligible phones one a line (or comma-separated) into E.164, and keeps the version when editing", () => {
    const coupon = couponEditForm.parse({
      ...draft,
      group: "special",
      eligible_phones: "98765 43210\n\n+91 91234 56789, 9876543210",
      version: 3,
    });
    expect(coupon).toMatchObject({ version: 3, eligible_phones: ["+919876543210", "+919123456789"] });
  });
});
