import {
  codAllowed,
  cartTotals,
  couponDiscount,
  DEFAULT_SHIPPING,
  discountPercentage,
  discountPrice,
  maxPriceForRange,
  MIN_ORDER_QUANTITY,
  orderTotals,
  percentOffLabel,
  PRICE_RANGE_DEFAULT,
  PRICE_SLIDER_STEP,
  priceProduct,
  RAZORPAY_MIN_AMOUNT,
  shippingFee,
  storedOrderLines,
  summaryLines,
  sumLines,
  type CartLine,
  type CartTotals,
  type CouponTerms,
  type DiscountType,
  type OrderTotals,
  type ProductPrice,
} from "./pricing";

const line = (originalPrice: number, discountPrice: number, quantity = 1): CartLine => ({
  originalPrice,
  discountPrice,
  quantity,
});

describe("constants of SPEC.md section 9", () => {
  it("match the spec", () => {
    expect(MIN_ORDER_QUANTITY).toBe(1);
    expect(RAZORPAY_MIN_AMOUNT).toBe(100);
    expect(DEFAULT_SHIPPING).toEqual({ freeShippingThreshold: 5000, shippingFee: 799 });
    expect(PRICE_RANGE_DEFAULT).toEqual({ min: 0, max: 10000 });
    expect(PRICE_SLIDER_STEP).toBe(100);
  });

  it("cannot be changed by a caller", () => {
    expect(Object.isFrozen(DEFAULT_SHIPPING)).toBe(true);
    expect(Object.isFrozen(PRICE_RANGE_DEFAULT)).toBe(true);
  });
});

describe("discountPrice", () => {
  it.each<[string, number, DiscountType, number | null | undefined, number]>([
    ["no discount (null)", 10000, "amount", null, 10000],
    ["no discount (undefined)", 10000, "percent", undefined, 10000],
    ["zero amount", 10000, "amount", 0, 10000],
    ["zero percent", 10000, "percent", 0, 10000],
    ["zero price, amount", 0, "amount", 500, 0],
    ["zero price, percent", 0, "percent", 50, 0],
    ["amount", 10000, "amount", 2500, 7500],
    ["amount equal to the price", 10000, "amount", 10000, 0],
    ["amount larger than the price", 10000, "amount", 15000, 0],
    ["negative amount is no discount", 10000, "amount", -500, 10000],
    ["fractional amount rounds to a paisa", 10000, "amount", 99.5, 9900],
    ["10 percent", 10000, "percent", 10, 9000],
    ["15 percent of ₹19.99", 1999, "percent", 15, 1699], // 1699.15
    ["33.33 percent of 999 paise", 999, "percent", 33.33, 666], // 666.0333
    ["33.33 percent of ₹1000", 100000, "percent", 33.33, 66670],
    ["0.5 percent of 199 paise", 199, "percent", 0.5, 198], // 198.005
    ["half a paisa rounds away from zero", 5, "percent", 10, 5], // 4.5
    ["half a paisa of 1 paisa", 1, "percent", 50, 1], // 0.5
    ["12.5 percent of 5 paise", 5, "percent", 12.5, 4], // 4.375
    ["tiny percent rounds back to the price", 100, "percent", 0.4, 100], // 99.6
    ["100 percent", 10000, "percent", 100, 0],
    ["more than 100 percent", 10000, "percent", 150, 0],
    ["negative percent is no discount", 10000, "percent", -10, 10000],
  ])("%s: %p paise, %s %p -> %p", (_, price, discountType, discount, expected) => {
    expect(discountPrice({ price, discountType, discount })).toBe(expected);
  });

  it.each<[string, number, string, number]>([
    ["negative price", -1, "amount", 0],
    ["fractional price", 10.5, "amount", 0],
    ["NaN price", NaN, "percent", 10],
    ["NaN discount", 10000, "amount", NaN],
    ["infinite discount", 10000, "percent", Infinity],
    ["negative infinite discount", 10000, "amount", -Infinity],
    ["unknown discount type", 10000, "flat", 10],
    ["price too large to price exactly", Number.MAX_SAFE_INTEGER, "percent", 10],
  ])("rejects %s", (_, price, discountType, discount) => {
    expect(() => discountPrice({ price, discountType: discountType as DiscountType, discount })).toThrow(RangeError);
  });
});

describe("discountPercentage", () => {
  it.each([
    [10000, 7500, 25],
    [10000, 0, 100],
    [10000, 10000, 0],
    [0, 0, 0],
    [999, 666, 33], // 33.33
    [1999, 1699, 15], // 15.0075
    [3, 1, 67], // 66.67
    [8, 7, 13], // 12.5 rounds up
    [200, 199, 1], // 0.5 rounds up
    [300, 299, 0], // 0.33
    [10000, 12000, 0], // a "discount" above the price is no discount
  ])("price %p, discount price %p -> %p%%", (price, reduced, expected) => {
    expect(discountPercentage(price, reduced)).toBe(expected);
  });

  it.each([
    [-1, 0],
    [100, -1],
    [100.5, 50],
    [100, 50.5],
    [NaN, 0],
  ])("rejects price %p, discount price %p", (price, reduced) => {
    expect(() => discountPercentage(price, reduced)).toThrow(RangeError);
  });
});

describe("percentOffLabel", () => {
  it("names a discount that rounds to a whole percent", () => {
    expect(percentOffLabel(discountPercentage(49900, 39920))).toBe("20% OFF");
    expect(percentOffLabel(discountPercentage(200, 199))).toBe("1% OFF");
  });

  it("shows no badge for a discount under half a percent or none", () => {
    const tiny = priceProduct({ price: 499900, discountType: "amount", discount: 1000 }); // ₹10 off ₹4,999
    expect(tiny).toMatchObject({ hasDiscount: true, discountPercentage: 0 });
    expect(percentOffLabel(tiny.discountPercentage)).toBeNull();
    expect(percentOffLabel(0)).toBeNull();
  });
});

describe("priceProduct", () => {
  it.each<[string, number, DiscountType, number | null, ProductPrice]>([
    [
      "percent discount",
      49900,
      "percent",
      20,
      { price: 49900, discountPrice: 39920, discountPercentage: 20, hasDiscount: true },
    ],
    [
      "amount discount",
      1999,
      "amount",
      300,
      { price: 1999, discountPrice: 1699, discountPercentage: 15, hasDiscount: true },
    ],
    [
      "no discount",
      49900,
      "amount",
      null,
      { price: 49900, discountPrice: 49900, discountPercentage: 0, hasDiscount: false },
    ],
    ["free product", 0, "percent", 50, { price: 0, discountPrice: 0, discountPercentage: 0, hasDiscount: false }],
    [
      "100 percent off",
      49900,
      "percent",
      100,
      { price: 49900, discountPrice: 0, discountPercentage: 100, hasDiscount: true },
    ],
    [
      "discount that rounds away entirely",
      100,
      "percent",
      0.4,
      { price: 100, discountPrice: 100, discountPercentage: 0, hasDiscount: false },
    ],
    [
      "discount too small for a whole percent still counts",
      100000,
      "amount",
      1,
      { price: 100000, discountPrice: 99999, discountPercentage: 0, hasDiscount: true },
    ],
  ])("%s", (_, price, discountType, discount, expected) => {
    expect(priceProduct({ price, discountType, discount })).toEqual(expected);
  });
});

describe("cartTotals", () => {
  it("is all zeros for an empty cart", () => {
    expect(cartTotals([])).toEqual({ totalOriginalPrice: 0, total: 0, subtotal: 0, totalSavings: 0, totalItems: 0 });
  });

  it.each<[string, CartLine[], CartTotals]>([
    [
      "one line, no discount",
      [line(1999, 1999)],
      { totalOriginalPrice: 1999, total: 1999, subtotal: 1999, totalSavings: 0, totalItems: 1 },
    ],
    [
      "one discounted line, quantity 2",
      [line(10000, 7500, 2)],
      { totalOriginalPrice: 20000, total: 15000, subtotal: 15000, totalSavings: 5000, totalItems: 2 },
    ],
    [
      "several lines",
      [line(10000, 7500, 2), line(1999, 1699, 3), line(49900, 49900, 1)],
      { totalOriginalPrice: 75897, total: 69997, subtotal: 69997, totalSavings: 5900, totalItems: 6 },
    ],
    ["free item", [line(0, 0, 4)], { totalOriginalPrice: 0, total: 0, subtotal: 0, totalSavings: 0, totalItems: 4 }],
  ])("%s", (_, lines, expected) => {
    expect(cartTotals(lines)).toEqual(expected);
  });

  it.each<[string, CartLine]>([
    ["quantity 0", line(100, 100, 0)],
    ["negative quantity", line(100, 100, -1)],
    ["fractional quantity", line(100, 100, 1.5)],
    ["NaN quantity", line(100, 100, NaN)],
    ["infinite quantity", line(100, 100, Infinity)],
    ["negative original price", line(-100, 0)],
    ["negative discount price", line(100, -1)],
    ["fractional price", line(100.5, 100)],
    ["discount price above the original price", line(100, 150)],
  ])("rejects a line with %s", (_, bad) => {
    expect(() => cartTotals([line(500, 400), bad])).toThrow(RangeError);
  });
});

describe("couponDiscount", () => {
  it.each<[string, CouponTerms, number, number]>([
    ["10 percent", { discountType: "percent", discount: 10 }, 10000, 1000],
    ["33.33 percent of 999 paise", { discountType: "percent", discount: 33.33 }, 999, 333], // 332.9667
    ["half a paisa rounds away from zero", { discountType: "percent", discount: 10 }, 5, 1], // 0.5
    ["100 percent", { discountType: "percent", discount: 100 }, 5000, 5000],
    ["more than 100 percent", { discountType: "percent", discount: 150 }, 5000, 5000],
    ["negative percent", { discountType: "percent", discount: -5 }, 5000, 0],
    ["percent of nothing", { discountType: "percent", discount: 10 }, 0, 0],
    ["fixed amount", { discountType: "amount", discount: 500 }, 10000, 500],
    ["fixed amount equal to the total", { discountType: "amount", discount: 10000 }, 10000, 10000],
    ["fixed amount above the total", { discountType: "amount", discount: 20000 }, 10000, 10000],
    ["negative fixed amount", { discountType: "amount", discount: -100 }, 10000, 0],
    ["no discount", { discountType: "amount", discount: null }, 10000, 0],
    ["percent capped", { discountType: "percent", discount: 50, maxDiscount: 10000 }, 100000, 10000],
    ["percent under its cap", { discountType: "percent", discount: 5, maxDiscount: 10000 }, 100000, 5000],
    ["cap of 0", { discountType: "percent", discount: 50, maxDiscount: 0 }, 100000, 0],
    ["null cap is no cap", { discountType: "percent", discount: 50, maxDiscount: null }, 100000, 50000],
    ["fixed amount capped", { discountType: "amount", discount: 5000, maxDiscount: 3000 }, 10000, 3000],
  ])("%s", (_, coupon, amount, expected) => {
    expect(couponDiscount(coupon, amount)).toBe(expected);
  });

  it.each<[string, CouponTerms, number]>([
    ["negative amount", { discountType: "percent", discount: 10 }, -1],
    ["fractional amount", { discountType: "percent", discount: 10 }, 10.5],
    ["NaN discount", { discountType: "percent", discount: NaN }, 1000],
    ["infinite discount", { discountType: "amount", discount: Infinity }, 1000],
    ["negative cap", { discountType: "percent", discount: 10, maxDiscount: -1 }, 1000],
    ["fractional cap", { discountType: "percent", discount: 10, maxDiscount: 0.5 }, 1000],
    ["unknown type", { discountType: "bogus" as DiscountType, discount: 10 }, 1000],
  ])("rejects %s", (_, coupon, amount) => {
    expect(() => couponDiscount(coupon, amount)).toThrow(RangeError);
  });
});

describe("shippingFee", () => {
  it.each([
    [0, 799],
    [1, 799],
    [4999, 799],
    [5000, 799], // at the threshold is not above it
    [5001, 0],
    [100000, 0],
  ])("with the default rules, %p paise -> %p", (amount, fee) => {
    expect(shippingFee(amount)).toBe(fee);
  });

  it.each([
    [50000, 4900],
    [50001, 0],
    [0, 4900],
  ])("with merchant rules, %p paise -> %p", (amount, fee) => {
    expect(shippingFee(amount, { freeShippingThreshold: 50000, shippingFee: 4900 })).toBe(fee);
  });

  it.each([
    [-1, DEFAULT_SHIPPING],
    [10.5, DEFAULT_SHIPPING],
    [NaN, DEFAULT_SHIPPING],
    [100, { freeShippingThreshold: -1, shippingFee: 799 }],
    [100, { freeShippingThreshold: 5000, shippingFee: 7.99 }],
  ])("rejects amount %p with rules %j", (amount, rules) => {
    expect(() => shippingFee(amount, rules)).toThrow(RangeError);
  });
});

describe("codAllowed", () => {
  it("follows the merchant's switch and limit, the limit itself included", () => {
    expect(codAllowed(500000, { codEnabled: true, codMaxAmount: null })).toBe(true);
    expect(codAllowed(500000, { codEnabled: false, codMaxAmount: null })).toBe(false);
    expect(codAllowed(200000, { codEnabled: true, codMaxAmount: 200000 })).toBe(true);
    expect(codAllowed(200001, { codEnabled: true, codMaxAmount: 200000 })).toBe(false);
    expect(codAllowed(100, { codEnabled: false, codMaxAmount: 200000 })).toBe(false);
  });

  it("refuses a total that is not whole paise", () => {
    expect(() => codAllowed(1.5, { codEnabled: true, codMaxAmount: null })).toThrow(RangeError);
  });
});

describe("orderTotals", () => {
  const zeros: OrderTotals = {
    subtotal: 0,
    totalOriginalPrice: 0,
    productDiscount: 0,
    couponDiscount: 0,
    discountedTotal: 0,
    shipping: 0,
    finalTotal: 0,
    totalSavings: 0,
  };

  it.each<[string, CouponTerms | null]>([
    ["without a coupon", null],
    ["with a coupon", { discountType: "amount", discount: 500 }],
  ])("charges nothing, not even shipping, for an empty cart %s", (_, coupon) => {
    expect(orderTotals({ lines: [], coupon })).toEqual(zeros);
  });

  it.each<[string, CartLine[], CouponTerms | null, OrderTotals]>([
    [
      "product discount only, free shipping",
      [line(10000, 7500, 2)],
      null,
      {
        ...zeros,
        subtotal: 15000,
        totalOriginalPrice: 20000,
        productDiscount: 5000,
        discountedTotal: 15000,
        finalTotal: 15000,
        totalSavings: 5000,
      },
    ],
    [
      "small cart pays shipping",
      [line(3000, 2500)],
      null,
      {
        ...zeros,
        subtotal: 2500,
        totalOriginalPrice: 3000,
        productDiscount: 500,
        discountedTotal: 2500,
        shipping: 799,
        finalTotal: 3299,
        totalSavings: 500,
      },
    ],
    [
      "percent coupon on the discounted subtotal",
      [line(10000, 7500, 2)],
      { discountType: "percent", discount: 10 },
      {
        subtotal: 15000,
        totalOriginalPrice: 20000,
        productDiscount: 5000,
        couponDiscount: 1500,
        discountedTotal: 13500,
        shipping: 0,
        finalTotal: 13500,
        totalSavings: 6500,
      },
    ],
    [
      "coupon takes the amount below the free-shipping threshold",
      [line(6000, 6000)],
      { discountType: "amount", discount: 1500 },
      {
        ...zeros,
        subtotal: 6000,
        totalOriginalPrice: 6000,
        couponDiscount: 1500,
        discountedTotal: 4500,
        shipping: 799,
        finalTotal: 5299,
        totalSavings: 1500,
      },
    ],
    [
      "coupon lands exactly on the threshold",
      [line(6000, 6000)],
      { discountType: "amount", discount: 1000 },
      {
        ...zeros,
        subtotal: 6000,
        totalOriginalPrice: 6000,
        couponDiscount: 1000,
        discountedTotal: 5000,
        shipping: 799,
        finalTotal: 5799,
        totalSavings: 1000,
      },
    ],
    [
      "coupon bigger than the cart total",
      [line(2000, 2000)],
      { discountType: "amount", discount: 5000 },
      {
        ...zeros,
        subtotal: 2000,
        totalOriginalPrice: 2000,
        couponDiscount: 2000,
        discountedTotal: 0,
        shipping: 799,
        finalTotal: 799,
        totalSavings: 2000,
      },
    ],
    [
      "100 percent coupon on a discounted cart",
      [line(10000, 8000)],
      { discountType: "percent", discount: 100 },
      {
        subtotal: 8000,
        totalOriginalPrice: 10000,
        productDiscount: 2000,
        couponDiscount: 8000,
        discountedTotal: 0,
        shipping: 799,
        finalTotal: 799,
        totalSavings: 10000,
      },
    ],
  ])("%s", (_, lines, coupon, expected) => {
    const totals = orderTotals({ lines, coupon });
    expect(totals).toEqual(expected);
    expect(totals.finalTotal).toBe(totals.discountedTotal + totals.shipping);
    expect(totals.totalSavings).toBe(totals.totalOriginalPrice - totals.discountedTotal);
  });

  it("uses the merchant's shipping rules when given", () => {
    const totals = orderTotals({
      lines: [line(40000, 40000)],
      shipping: { freeShippingThreshold: 50000, shippingFee: 4900 },
    });
    expect(totals).toMatchObject({ discountedTotal: 40000, shipping: 4900, finalTotal: 44900 });
  });

  it("rejects invalid lines", () => {
    expect(() => orderTotals({ lines: [line(100, 100, 0)] })).toThrow(RangeError);
  });
});

describe("maxPriceForRange", () => {
  it.each([
    [0, 10000], // no products
    [0.5, 100],
    [1, 100],
    [99.99, 100],
    [100, 100],
    [300, 300],
    [301, 400],
    [2499, 2500],
    [10000, 10000],
    [10001, 10100],
  ])("highest price ₹%p -> ₹%p", (highest, max) => {
    expect(maxPriceForRange(highest)).toBe(max);
  });

  it.each([[-1], [NaN], [Infinity], [-Infinity]])("rejects %p", (bad) => {
    expect(() => maxPriceForRange(bad)).toThrow(RangeError);
  });
});

describe("summaryLines (issue 16, defect 3: the summary adds up)", () => {
  const percent10: CouponTerms = { discountType: "percent", discount: 10 };
  const flat150: CouponTerms = { discountType: "amount", discount: 15000 };
  const carts: [string, CartLine[], CouponTerms | null][] = [
    // The reported cart: ₹762.45 at the original prices, ₹134.55 of product discount, a ₹150 coupon.
    ["product discount and a flat coupon", [line(76245, 62790)], flat150],
    ["product discount and a percent coupon", [line(39900, 35910, 2), line(24900, 24900)], percent10],
    ["no discount, no coupon, shipping paid", [line(4000, 4000)], null],
    ["a coupon bringing the cart to zero", [line(10000, 9000)], { discountType: "amount", discount: 50000 }],
    ["an empty cart", [], null],
  ];

  it.each(carts)("%s: the lines add up to the total, with and without shipping", (_name, lines, coupon) => {
    const totals = orderTotals({ lines, coupon });
    const couponApplied = coupon !== null;
    expect(sumLines(summaryLines(totals, { couponApplied, withShipping: true }))).toBe(totals.finalTotal);
    expect(sumLines(summaryLines(totals, { couponApplied, withShipping: false }))).toBe(totals.discountedTotal);
  });

  it("starts from the original prices and takes each discount off once", () => {
    const totals = orderTotals({ lines: [line(76245, 62790)], coupon: flat150 });
    expect(summaryLines(totals, { couponApplied: true, couponCode: "FLAT150", withShipping: true })).toEqual([
      { key: "subtotal", label: "Subtotal", amount: 76245, sign: 1 },
      { key: "productDiscount", label: "Product Discount", amount: 13455, sign: -1 },
      { key: "couponDiscount", label: "Coupon Discount (FLAT150)", amount: 15000, sign: -1 },
      { key: "shipping", label: "Shipping", amount: 0, sign: 1 },
    ]);
    expect(totals.finalTotal).toBe(76245 - 13455 - 15000);
  });

  it("leaves out a product discount of zero and the coupon line when none is applied", () => {
    const totals = orderTotals({ lines: [line(4000, 4000)] });
    expect(summaryLines(totals, { couponApplied: false, withShipping: false }).map((entry) => entry.key)).toEqual([
      "subtotal",
    ]);
  });
});

describe("storedOrderLines (issue 26, items 3 and 17: a placed order shows its checkout's lines)", () => {
  const placed = (lines: CartLine[], coupon: CouponTerms | null, couponCode: string | null) => {
    const totals = orderTotals({ lines, coupon });
    const stored = {
      itemsOriginalTotal: totals.totalOriginalPrice,
      subtotal: totals.subtotal,
      productDiscount: totals.productDiscount,
      couponDiscount: totals.couponDiscount,
      couponCode,
      shippingCost: totals.shipping,
      total: totals.finalTotal,
    };
    return { totals, stored };
  };

  it.each([
    [
      "the reported order: product discount, a 10% coupon, free shipping",
      [line(39900, 35910, 2), line(24900, 20900)],
      { discountType: "percent", discount: 10 } as CouponTerms,
      "WELCOME10",
    ],
    ["no discount, shipping paid", [line(4000, 4000)], null, null],
    ["a flat coupon", [line(76245, 62790)], { discountType: "amount", discount: 15000 } as CouponTerms, "FLAT150"],
  ])("%s: the same lines as at checkout, adding up to what is charged", (_name, lines, coupon, code) => {
    const { totals, stored } = placed(lines, coupon, code);
    const shown = storedOrderLines(stored);
    expect(shown).toEqual(
      summaryLines(totals, { couponApplied: coupon !== null, couponCode: code, withShipping: true }),
    );
    expect(sumLines(shown)).toBe(stored.total);
  });

  it("starts from the MRP subtotal, never the sale-price total", () => {
    const { stored } = placed([line(39900, 35910, 2)], null, null);
    expect(storedOrderLines(stored).slice(0, 2)).toEqual([
      { key: "subtotal", label: "Subtotal", amount: 79800, sign: 1 },
      { key: "productDiscount", label: "Product Discount", amount: 7980, sign: -1 },
    ]);
  });
});
