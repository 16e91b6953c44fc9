import { getViewer } from "@/lib/server/auth/viewer";
import { GET } from "./route";

jest.mock("@/lib/server/auth/viewer", () => ({ getViewer: jest.fn() }));
const viewer = jest.mocked(getViewer);

async function answer() {
  const response = await GET(new Request("http://shop.test/api/auth/viewer"));
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return response.json();
}

describe("GET /api/auth/viewer", () => {
  it("answers null for a visitor", async () => {
    viewer.mockResolvedValueOnce(null);
    expect(await answer()).toEqual({ viewer: null });
  });

  it("greets a customer by username (their phone number), else by phone, else 'User', never by name", async () => {
    const customer = { kind: "customer" as const, id: 1, name: "Asha", phone: "+919800000001", username: "+919800000001", role: "user" as const };
    viewer.mockResolvedValueOnce(customer);
    expect(await answer()).toEqual({ viewer: { greeting: "+919800000001", role: "user" } });
    viewer.mockResolvedValueOnce({ ...customer, username: null, phone: "+919800000002" });
    expect(await answer()).toEqual({ viewer: { greeting: "+919800000002", role: "user" } });
    viewer.mockResolvedValueOnce({ ...customer, phone: null, username: null });
    expect(await answer()).toEqual({ viewer: { greeting: "User", role: "user" } });
  });

  it("tells staff apart by role", async () => {
    viewer.mockResolvedValueOnce({ kind: "staff", id: 2, name: null, phone: null, username: "admin", role: "admin" });
    expect(await answer()).toEqual({ viewer: { greeting: "admin", role: "admin" } });
  });
});
