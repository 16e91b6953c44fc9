import { safeReturnPath, staffLanding } from "@/lib/domain/access-rules";

describe("safeReturnPath", () => {
  it("keeps local paths and refuses other sites", () => {
    expect(safeReturnPath("/orders?page=2", "/checkout")).toBe("/orders?page=2");
    expect(safeReturnPath("/product/12#reviews", "/checkout")).toBe("/product/12#reviews");
    const tricky = [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/%09/evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r/evil.example",
      "/.//evil.example",
      "/%5Cevil.example",
      "/%2F/evil.example",
      "/%5C%5Cevil.example",
      "/%E0%A4%A",
      "javascript:alert(1)",
      " /orders",
      "",
      null,
      undefined,
      ["/orders", "/checkout"],
    ];
    for (const unsafe of tricky) {
      expect(safeReturnPath(unsafe, "/checkout")).toBe("/checkout");
    }
  });
});

describe("staffLanding", () => {
  it("sends an admin where they asked, default /admin/dashboard", () => {
    expect(staffLanding("admin", "/admin/orders")).toBe("/admin/orders");
    expect(staffLanding("admin", null)).toBe("/admin/dashboard");
  });

  it("keeps an editor in the portal", () => {
    expect(staffLanding("editor", "/admin/orders")).toBe("/portal/dashboard");
    expect(staffLanding("editor", "/portal/products")).toBe("/portal/products");
    expect(staffLanding("editor", undefined)).toBe("/portal/dashboard");
  });
});
