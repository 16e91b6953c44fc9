import { ApiError, apiDownload, apiRequest, messageOf, NETWORK_FAILURE } from "./api-client";

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  const fetchMock = jest.fn(async () => new Response(body, { status, headers }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("apiRequest", () => {
  it("sends JSON with the session cookie, uncached, and answers the reply's JSON", async () => {
    const fetchMock = answer(201, JSON.stringify({ id: 7 }));
    await expect(
      apiRequest("/api/things/", { method: "POST", body: { name: "x" }, headers: { "Idempotency-Key": "k" } }),
    ).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/things/",
      expect.objectContaining({
        method: "POST",
        cache: "no-store",
        credentials: "same-origin",
        body: JSON.stringify({ name: "x" }),
        headers: { "Content-Type": "application/json", "Idempotency-Key": "k" },
      }),
    );
  });

  it("turns the server's {error, message} refusal into an ApiError with status and code", async () => {
    answer(409, JSON.stringify({ error: "already_subscribed", message: "You are already subscribed." }));
    const error = await failure(apiRequest("/api/newsletter/", { method: "POST", body: {} }));
    expect(error).toMatchObject({
      status: 409,
      code: "already_subscribed",
      message: "You are already subscribed.",
      fromServer: true,
    });
    expect(messageOf(error, "fallback")).toBe("You are already subscribed.");
  });

  it("keeps the field a refusal names", async () => {
    answer(
      409,
      JSON.stringify({ error: "sku_taken", message: "Another product already has the SKU A-1.", field: "sku" }),
    );
    expect(await failure(apiRequest("/api/portal/products/", { method: "POST", body: {} }))).toMatchObject({
      code: "sku_taken",
      field: "sku",
    });
  });

  it("names a reply without a message by its status, and callers fall back to their own words", async () => {
    answer(502, "<html>Bad gateway</html>");
    const error = await failure(apiRequest("/api/x/"));
    expect(error).toMatchObject({
      status: 502,
      code: "http_error",
      message: "HTTP error! status: 502",
      fromServer: false,
    });
    expect(messageOf(error, "Failed to load")).toBe("Failed to load");
  });

  it("reports a network failure as an ApiError with status 0", async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    const error = await failure(apiRequest("/api/x/"));
    expect(error).toMatchObject({ status: 0, code: "network", message: NETWORK_FAILURE, fromServer: false });
  });

  it("lets an abort through as it is, so a superseded request is not reported", async () => {
    const controller = new AbortController();
    controller.abort();
    global.fetch = jest.fn(async () => {
      throw new DOMException("aborted", "AbortError");
    }) as unknown as typeof fetch;
    await expect(apiRequest("/api/x/", { signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("apiDownload", () => {
  it("answers the file with the name the server gives", async () => {
    answer(200, "id,order_id\n", { "content-disposition": 'attachment; filename="orders_2026-11-23.csv"' });
    const file = await apiDownload("/api/admin/orders/export/", "orders.csv");
    expect(file.fileName).toBe("orders_2026-11-23.csv");
    expect(await file.blob.text()).toBe("id,order_id\n");
  });

  it("refuses like any other call", async () => {
    answer(403, JSON.stringify({ error: "forbidden", message: "Admins only" }));
    expect(await failure(apiDownload("/api/admin/orders/export/", "orders.csv"))).toMatchObject({
      status: 403,
      code: "forbidden",
    });
  });
});
