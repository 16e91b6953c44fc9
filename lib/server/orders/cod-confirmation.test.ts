import { db } from "@/lib/server/db";
import { MEERA_IN_CHENNAI, placeOrder } from "@/scripts/jest/orders";
import { runOrderAction } from "./admin-actions";
import {
  codConfirmationToken,
  confirmCodOrder,
  expireUnconfirmedCodOrders,
  verifyCodConfirmationToken,
} from "./cod-confirmation";

afterAll(() => db.$disconnect());

const staff = { staffId: null, name: "Store Admin" };

async function placedCod(quantity = 2) {
  const product = await db.product.findFirstOrThrow({
    where: { available: true, stock: { gt: 50 } },
    orderBy: { id: "asc" },
  });
  const { order, customer } = await placeOrder("cod", [{ productId: product.id, quantity }], MEERA_IN_CHENNAI);
  return { order: await db.order.findUniqueOrThrow({ where: { id: order.id } }), product, customer };
}

beforeAll(async () => {
  // Every COD order above ₹1 waits, for 6 hours.
  await db.storeSettings.update({
    where: { id: 1 },
    data: { codConfirmationRule: "above_amount", codConfirmationAbove: 100, codConfirmationHours: 6 },
  });
});

describe("the one-tap link's signature", () => {
  it("confirms its own order until it expires; a forged, altered or expired token is refused", () => {
    const now = new Date("2026-11-27T00:00:00Z");
    const token = codConfirmationToken(42, new Date("2026-11-27T06:00:00Z"));
    expect(verifyCodConfirmationToken(token, now)).toBe(42);
    const [, expires, signature] = token.split(".");
    expect(verifyCodConfirmationToken(`43.${expires}.${signature}`, now)).toBeNull();
    expect(verifyCodConfirmationToken(`42.${Number(expires) + 3600}.${signature}`, now)).toBeNull();
    expect(verifyCodConfirmationToken(`42.${expires}.${"A".repeat(43)}`, now)).toBeNull();
    expect(verifyCodConfirmationToken("garbage", now)).toBeNull();
    expect(verifyCodConfirmationToken(token, new Date("2026-11-27T06:00:00Z"))).toBeNull();
  });
});

describe("a COD order above the threshold", () => {
  it("waits: staff cannot confirm it until the shopper does, then can ship it through the usual steps", async () => {
    const { order } = await placedCod();
    expect(order.codConfirmDueAt).not.toBeNull();
    expect(order.codConfirmDueAt!.getTime() - order.createdAt.getTime()).toBeGreaterThan(6 * 3_600_000 - 60_000);
    await expect(runOrderAction({ orderId: order.id, action: "confirm", actor: staff })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("Awaiting COD confirmation"),
    });
    await confirmCodOrder(order.id, { kind: "shopper", customerId: order.customerId });
    await confirmCodOrder(order.id, { kind: "shopper", customerId: order.customerId }); // a second tap: nothing more
    const history = await db.orderStatusHistory.findMany({ where: { orderId: order.id } });
    expect(history.filter((row) => row.notes.includes("confirmed by the customer"))).toHaveLength(1);
    expect((await runOrderAction({ orderId: order.id, action: "confirm", actor: staff })).status).toBe("confirmed");
  });

  it("another shopper's order is not found; staff confirm by phone with a note, audited", async () => {
    const { order } = await placedCod();
    await expect(confirmCodOrder(order.id, { kind: "shopper", customerId: -1 })).rejects.toMatchObject({ status: 404 });
    const admin = await db.staffUser.findFirstOrThrow({ where: { role: "admin" } });
    const actor = { staffId: admin.id, name: admin.name || admin.username };
    await confirmCodOrder(order.id, { kind: "staff", actor, note: "Called 10:40, confirmed" });
    const audit = await db.auditEntry.findFirstOrThrow({
      where: { entity: "order", entityId: String(order.id), action: "order_cod_confirmed_by_phone" },
    });
    expect(audit.after).toEqual({ cod_confirmed: true, note: "Called 10:40, confirmed" });
  });
});

describe("the expiry job", () => {
  it("cancels an unconfirmed order after its hours with its stock back, once; leaves confirmed and undue ones", async () => {
    const waiting = await placedCod(3);
    const confirmed = await placedCod(1);
    await confirmCodOrder(confirmed.order.id, { kind: "shopper" });
    const stockBefore = (await db.product.findUniqueOrThrow({ where: { id: waiting.product.id } })).stock;

    expect(await expireUnconfirmedCodOrders(new Date(Date.now() + 60_000))).toBe(0);
    const later = new Date(Date.now() + 7 * 3_600_000);
    const first = await expireUnconfirmedCodOrders(later);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(await expireUnconfirmedCodOrders(later)).toBe(0);

    const after = await db.order.findUniqueOrThrow({ where: { id: waiting.order.id } });
    expect(after.status).toBe("cancelled");
    expect((await db.product.findUniqueOrThrow({ where: { id: waiting.product.id } })).stock).toBe(stockBefore + 3);
    expect((await db.order.findUniqueOrThrow({ where: { id: confirmed.order.id } })).status).toBe("pending");
    await expect(confirmCodOrder(waiting.order.id, { kind: "shopper" })).rejects.toMatchObject({ status: 409 });
  });
});

describe("the routes", () => {
  it("the one-tap link confirms with a valid token and refuses a forged one (400); staff by phone need a note", async () => {
    const { jsonRequest, statusAndJson, routeParams, accessToken, seededStaff } =
      await import("@/scripts/jest/requests");
    const { POST: tap } = await import("@/app/api/orders/confirm-cod/route");
    const { POST: byPhone } = await import("@/app/api/admin/orders/[id]/confirm_cod/route");
    const { order } = await placedCod();
    const forged = await statusAndJson(
      tap(jsonRequest("POST", "/api/orders/confirm-cod/", { token: `${order.id}.9999999999.${"B".repeat(43)}` })),
    );
    expect(forged).toMatchObject({ status: 400, body: { error: "invalid_link" } });
    const token = codConfirmationToken(order.id, order.codConfirmDueAt!);
    expect(await statusAndJson(tap(jsonRequest("POST", "/api/orders/confirm-cod/", { token })))).toEqual({
      status: 200,
      body: { order_id: order.id, confirmed: true },
    });

    const other = await placedCod();
    const bearer = await accessToken(await seededStaff("admin"));
    const call = (body: unknown) =>
      statusAndJson(
        byPhone(
          jsonRequest("POST", `/api/admin/orders/${other.order.id}/confirm_cod/`, body, { bearer }),
          routeParams({ id: other.order.id }),
        ),
      );
    expect((await call({ note: " " })).status).toBe(400);
    const { status, body } = await call({ note: "Phoned at 11" });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      awaiting_cod_confirmation: false,
      allowed_actions: expect.arrayContaining(["confirm"]),
    });
  });
});

describe("the order page's Confirm my order", () => {
  it("shows the shopper their order waiting with its deadline; their tap confirms it, another shopper's is a 404, an anonymous one a 401", async () => {
    const { jsonRequest, getRequest, statusAndJson, routeParams, accessToken, asCustomer } =
      await import("@/scripts/jest/requests");
    const { POST: tap } = await import("@/app/api/my-orders/[orderId]/confirm-cod/route");
    const { GET: myOrder } = await import("@/app/api/my-orders/[orderId]/route");
    const { order, customer } = await placedCod();
    const stranger = await placedCod();
    const mine = { bearer: await accessToken(asCustomer(customer.id)) };
    const path = `/api/my-orders/${order.id}/confirm-cod/`;
    const read = async () =>
      (
        await statusAndJson(
          myOrder(getRequest(`/api/my-orders/${order.id}/`, mine), routeParams({ orderId: order.id })),
        )
      ).body;
    expect(await read()).toMatchObject({
      awaiting_cod_confirmation: true,
      cod_confirm_due_at: order.codConfirmDueAt!.toISOString(),
    });

    expect((await statusAndJson(tap(jsonRequest("POST", path, {}), routeParams({ orderId: order.id })))).status).toBe(
      401,
    );
    const theirs = { bearer: await accessToken(asCustomer(stranger.customer.id)) };
    expect(
      await statusAndJson(tap(jsonRequest("POST", path, {}, theirs), routeParams({ orderId: order.id }))),
    ).toMatchObject({ status: 404, body: { error: "order_not_found" } });
    expect(await statusAndJson(tap(jsonRequest("POST", path, {}, mine), routeParams({ orderId: order.id })))).toEqual({
      status: 200,
      body: { order_id: order.id, confirmed: true },
    });
    expect(await read()).toMatchObject({ awaiting_cod_confirmation: false, cod_confirm_due_at: null });
    const history = await db.orderStatusHistory.findMany({ where: { orderId: order.id } });
    expect(history.filter((row) => row.notes === "Cash on delivery confirmed by the customer")).toHaveLength(1);
  });
});

describe("the order e-mail", () => {
  it("asks a waiting order's shopper to confirm, with a link whose token confirms that order", async () => {
    const { orderEventMails } = await import("@/lib/server/mail/order-mail");
    const { order } = await placedCod();
    const mails = await orderEventMails("order-placed", order.id);
    const customer = mails.find((mail) => mail.subject === `Please confirm order ${order.orderNumber}`);
    expect(customer).toBeDefined();
    const link = /\/confirm-cod\?token=(\d+\.\d+\.[A-Za-z0-9_-]{43})/.exec(JSON.stringify(customer))?.[1];
    expect(link).toBeDefined();
    expect(verifyCodConfirmationToken(decodeURIComponent(link!))).toBe(order.id);
  });
});
