import { safeReturnPath, staffLanding } from "@/lib/domain/access-rules";

describe("safeReturnPath", () => {
  it("keeps local paths and refuses other sites", () => {
    expect(safeReturnPath("/orders?page=2", "/checkout")).toBe("/orders?page=2");
    for (const unsafe of ["https://evil.example", "//evil.example", "/\\evil.example", "", null, undefined]) {
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
