import { viewerOf as viewerOfPrincipal } from "@/lib/server/auth/viewer";
import { asCustomer, asStaff, getRequest, viewerOf } from "@/scripts/jest/requests";
import { GET } from "./route";

jest.mock("@/lib/server/auth/viewer", () => ({ viewerOf: jest.fn() }));
const viewer = jest.mocked(viewerOfPrincipal);

async function answer() {
  const response = await GET(getRequest("/api/auth/viewer"));
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return response.json();
}

describe("GET /api/auth/viewer", () => {
  it("answers null for a visitor", async () => {
    viewer.mockResolvedValueOnce(null);
    expect(await answer()).toEqual({ viewer: null });
  });

  it("greets a customer by username (their phone number), else by phone, else 'User', never by name", async () => {
    const customer = viewerOf(asCustomer(1), { name: "Asha", phone: "+919800000001", username: "+919800000001" });
    viewer.mockResolvedValueOnce(customer);
    expect(await answer()).toEqual({ viewer: { greeting: "+919800000001", role: "user" } });
    viewer.mockResolvedValueOnce({ ...customer, username: null, phone: "+919800000002" });
    expect(await answer()).toEqual({ viewer: { greeting: "+919800000002", role: "user" } });
    viewer.mockResolvedValueOnce({ ...customer, phone: null, username: null });
    expect(await answer()).toEqual({ viewer: { greeting: "User", role: "user" } });
  });

  it("tells staff apart by role", async () => {
    viewer.mockResolvedValueOnce(viewerOf(asStaff("admin", 2), { username: "admin" }));
    expect(await answer()).toEqual({ viewer: { greeting: "admin", role: "admin" } });
  });
});
