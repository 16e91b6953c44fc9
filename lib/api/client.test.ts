import { readFileSync } from "node:fs";
import path from "node:path";
import { ApiError } from "@/lib/ui/api-client";
import { callApi } from "./client";
import { apiPath } from "./links";

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function answer(status: number, json: unknown) {
  const fetchMock = jest.fn(async () => new Response(JSON.stringify(json), { status }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe("apiPath", () => {
  it("fills the path's segments in, escaped", () => {
    expect(apiPath("cart.setQuantity", { params: { productId: 12 }, body: { quantity: 1 } })).toBe(
      "/api/carts/items/12/",
    );
    expect(apiPath("admin.customers.get", { params: { id: "a/b" } })).toBe("/api/admin/customers/a%2Fb/");
  });

  it("adds the query, leaving empty values out and repeating a list's key", () => {
    expect(apiPath("admin.jobs.list", { query: { state: "failed", queue: "", page: 2 } })).toBe(
      "/api/admin/jobs/?state=failed&page=2",
    );
    expect(apiPath("admin.customers.list", { query: { search: ["a", "b"] } })).toBe(
      "/api/admin/customers/?search=a&search=b",
    );
    expect(apiPath("admin.customers.list")).toBe("/api/admin/customers/");
  });

  it("refuses a missing path segment rather than calling another address", () => {
    expect(() => apiPath("admin.customers.get", { params: { id: "" } })).toThrow("the path parameter id is missing");
  });
});

describe("callApi", () => {
  it("sends the endpoint's method and body to its path and answers the reply", async () => {
    const fetchMock = answer(200, { totals: { totalItems: 3 } });
    await expect(callApi("cart.setQuantity", { params: { productId: 5 }, body: { quantity: 3 } })).resolves.toEqual({
      totals: { totalItems: 3 },
    });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/carts/items/5/",
      expect.objectContaining({ method: "PATCH", body: JSON.stringify({ quantity: 3 }) }),
    );
  });

  it("sends the caller's own headers beside the JSON body's", async () => {
    const fetchMock = answer(201, { order_id: 1 });
    await callApi(
      "contact.send",
      { body: { name: "A", email: "a@example.com", message: "Hi" } },
      {
        headers: { "Idempotency-Key": "attempt-1" },
      },
    );
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/contact/",
      expect.objectContaining({
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": "attempt-1" },
      }),
    );
  });

  it("throws the server's refusal as an ApiError", async () => {
    answer(404, { error: "job_not_found", message: "Job not found" });
    const error = await callApi("admin.jobs.retry", { params: { id: "x" } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "job_not_found", message: "Job not found" });
  });
});

describe("the map in the browser", () => {
  it("calls a back-office endpoint, whose entry loads with the rest of the map, at its own path and method", async () => {
    const fetchMock = answer(200, { success: true });
    await callApi("admin.orders.cashCollected", { params: { id: 7 } });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/orders/7/cash_collected/",
      expect.objectContaining({ method: "POST" }),
    );
  });

  it("gives every page's script only the storefront's and the account's entries (the rest is a chunk of its own)", () => {
    const source = readFileSync(path.join(__dirname, "client.ts"), "utf8");
    const valueImports = [...source.matchAll(/^import (?!type )[^;]*? from "([^"]+)";/gms)].map((match) => match[1]);
    expect(valueImports.filter((from) => from.startsWith("./"))).toEqual([
      "./endpoints/account",
      "./endpoints/shop",
      "./path",
    ]);
    expect(source).toContain('import("./endpoints")');
  });
});
