import { permanentAddress } from "./permanent-addresses";

describe("permanent addresses", () => {
  it.each([
    ["/blog/", "", "/blog"],
    ["/products/skincare/", "?sort=price_asc", "/products/skincare?sort=price_asc"],
    ["/product/7//", "", "/product/7"],
    ["/catalogue", "", "/products"],
    ["/catalogue/skincare", "?page=2", "/products/skincare?page=2"],
    ["/catalogue/skincare/", "", "/products/skincare"],
    ["//", "", "/"],
  ])("moves %s%s to %s", (pathname, search, target) => {
    expect(permanentAddress(pathname, search)).toBe(target);
  });

  it.each([["/"], ["/blog"], ["/api/carts/"], ["/api/razorpay/webhook/"], ["/catalogues"], ["/products/skincare"]])(
    "leaves %s where it is",
    (pathname) => {
      expect(permanentAddress(pathname, "")).toBeNull();
    },
  );
});
