import { log } from "@/lib/log";
import { z } from "zod";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { GatewayError } from "@/lib/server/payments/razorpay";
import { STAFF } from "@/lib/domain/principal";
import { accessToken, asCustomer, asStaff, jsonRequest, routeParams } from "@/scripts/jest/requests";
import { recordPath, route } from "./route";

afterAll(() => db.$disconnect());

/** Calls `handler` with a GET, or a POST of `body`, to `path`. */
const call = (
  handler: (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>,
  init: { path?: string; body?: string; bearer?: string; params?: Record<string, string> } = {},
) =>
  handler(
    jsonRequest(init.body === undefined ? "GET" : "POST", init.path ?? "/api/thing/", init.body, {
      bearer: init.bearer,
    }),
    routeParams(init.params ?? {}),
  );

async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

const echo = route(
  { body: z.object({ name: z.string().max(20), quantity: z.number().int().optional() }) },
  async ({ body }) => body,
);

describe("route()", () => {
  it("parses the body and answers the handler's value as JSON", async () => {
    expect(await answer(await call(echo, { body: JSON.stringify({ name: "Tulsi", quantity: 2 }) }))).toEqual({
      status: 200,
      body: { name: "Tulsi", quantity: 2 },
    });
  });

  it.each([
    ["not JSON", "{", 400, "invalid_json"],
    ["a wrong type", JSON.stringify({ name: 5 }), 400, "invalid_request"],
    ["a list instead of an object", "[1,2]", 400, "invalid_request"],
    ["a NUL character", JSON.stringify({ name: "a\u0000b" }), 400, "invalid_text"],
    ["a lone surrogate in a key", `{"\\ud800":1,"name":"x"}`, 400, "invalid_text"],
  ])("refuses a body with %s as a 4xx { error, message }", async (_case, body, status, error) => {
    const { status: answered, body: json } = await answer(await call(echo, { body }));
    expect(answered).toBe(status);
    expect(json).toEqual({ error, message: expect.any(String) });
  });

  it("refuses path ids outside PostgreSQL's integer range as the record's 404", async () => {
    const one = route(recordPath("order_not_found", "Order not found"), async ({ params }) => params);
    expect(await answer(await call(one, { params: { id: "42" } }))).toEqual({ status: 200, body: { id: 42 } });
    for (const id of ["2147483648", "1e3", "-1", "4%00"]) {
      expect(await answer(await call(one, { params: { id } }))).toEqual({
        status: 404,
        body: { error: "order_not_found", message: "Order not found" },
      });
    }
  });

  it("reads repeated query keys as lists and refuses NUL in a query value", async () => {
    const list = route(
      { query: z.object({ brand: z.array(z.string()), q: z.string().optional() }) },
      async ({ query }) => query,
    );
    expect((await answer(await call(list, { path: "/api/thing/?brand=a&brand=b" }))).body).toEqual({
      brand: ["a", "b"],
    });
    expect((await answer(await call(list, { path: "/api/thing/?brand=a&brand=b&q=%00" }))).body.error).toBe(
      "invalid_text",
    );
  });

  it("maps application errors with their status, a gateway failure to 502, a ZodError to 400 and a missing record to 404", async () => {
    const failing = (error: unknown) =>
      route({}, async () => {
        throw error;
      });
    expect(
      await answer(
        await call(failing(new AppError(429, "rate_limited", "Too many attempts. Please try again later."))),
      ),
    ).toEqual({
      status: 429,
      body: { error: "rate_limited", message: "Too many attempts. Please try again later." },
    });
    expect(await answer(await call(failing(new GatewayError("The payment gateway could not be reached"))))).toEqual({
      status: 502,
      body: { error: "payment_gateway_error", message: "The payment gateway could not be reached" },
    });
    const strictInside = route({}, async () => z.number().parse("x"));
    expect(await answer(await call(strictInside))).toEqual({
      status: 400,
      body: { error: "invalid_request", message: expect.any(String) },
    });
    const missing = route({}, () => db.product.update({ where: { id: 2_000_000_000 }, data: { stock: 1 } }));
    expect(await answer(await call(missing))).toEqual({
      status: 404,
      body: { error: "not_found", message: "Not found" },
    });
  });

  it("answers an unforeseen error as a 500 that says so, and logs it with the route", async () => {
    const logged = jest.spyOn(log, "error").mockImplementation(() => {});
    const broken = route({}, async () => {
      throw new TypeError("boom");
    });
    const { status, body } = await answer(await call(broken, { path: "/api/broken/" }));
    expect(status).toBe(500);
    expect(body).toEqual({ error: "server_error", message: expect.any(String) });
    expect(logged).toHaveBeenCalledWith(
      { requestId: null, method: "GET", path: "/api/broken/", err: expect.any(TypeError) },
      "unforeseen error",
    );
    logged.mockRestore();
  });

  it("lets staff roles in, refuses others with 401/403, and never lets a personal answer be cached", async () => {
    const staffOnly = route({ auth: STAFF }, async ({ staff }) => staff);
    const [admin, editor] = await Promise.all(
      ["admin", "editor"].map((username) => db.staffUser.findUniqueOrThrow({ where: { username } })),
    );
    const customer = await db.customer.create({ data: { phone: "+919811100001" } });

    const asEditor = await call(staffOnly, { bearer: await accessToken(asStaff("editor", editor.id)) });
    expect(asEditor.status).toBe(200);
    expect(asEditor.headers.get("cache-control")).toBe("private, no-store");
    expect((await asEditor.json()).name).toBe(editor.name);
    expect((await call(staffOnly, { bearer: await accessToken(asStaff("admin", admin.id)) })).status).toBe(200);
    expect((await call(staffOnly, { bearer: await accessToken(asCustomer(customer.id)) })).status).toBe(403);
    expect((await call(staffOnly)).status).toBe(401);
    expect((await call(staffOnly, { bearer: "forged" })).status).toBe(401);
  });
});
