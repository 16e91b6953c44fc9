import { routeLabel } from "./route-label";

describe("routeLabel", () => {
  it.each([
    ["/", 200, "/"],
    ["/product/123", 200, "/product/:id"],
    ["/api/portal/products/42/images/", 201, "/api/portal/products/:id/images"],
    ["/api/orders/ORD-20261126-0007/", 200, "/api/orders/:id"],
    ["/api/carts/items/7f1c2a9e-1b2c-4d5e-8f90-0123456789ab", 200, "/api/carts/items/:id"],
    ["/products/skincare", 200, "/products/skincare"],
    ["/_next/static/chunks/abc.js", 200, "/_next/*"],
    ["/media/products/ab12.webp", 200, "/media/*"],
    ["/wp-admin/setup-config.php", 404, "unmatched"],
    ["/a/b/c/d/e/f/g/h", 200, "/a/b/c/d/e/f"],
  ])("%s (%i) -> %s", (path, status, label) => expect(routeLabel(path, status)).toBe(label));
});
