/** The admin orders list: phone spellings, the action preview behind its confirmations, bulk results, the CSV export, address edits in the history. */
import { db } from "@/lib/server/db";
import { adminApiTests, type AdminEndpoint } from "@/scripts/jest/admin-api";
import { routeParams, statusAndJson as json } from "@/scripts/jest/requests";
import { POST as applyEdit } from "./[id]/edits/route";
import { GET as preview } from "./action_preview/route";
import { POST as bulkUpdate } from "./bulk_update_status/route";
import { GET as exportCsv } from "./export/route";
import { GET as listOrders } from "./route";

afterAll(() => db.$disconnect());

const { request, refusesAllButTheAdmin } = adminApiTests("+919700000013");
const ids: Record<string, number> = {};

type Seed = {
  status?: "pending" | "confirmed" | "delivered";
  paid?: { amount: number; paymentId: string };
  total?: number;
  apartment?: string;
  coupon?: string;
  name?: string;
};

async function seed(
  key: string,
  phone: string,
  { status = "pending", paid, total = 50000, apartment, coupon, name = key }: Seed = {},
) {
  const customer = await db.customer.upsert({ where: { phone }, create: { phone }, update: {} });
  const order = await db.order.create({
    data: {
      orderNumber: `ORD-LIST-${key}`,
      customerId: customer.id,
      paymentMethod: paid ? "prepaid" : "cod",
      status,
      paymentStatus: paid ? "paid" : "pending",
      customerName: name,
      customerPhone: phone,
      recipientName: name,
      recipientPhone: phone,
      deliveryAddress: "12 MG Road",
      deliveryApartment: apartment,
      deliveryCity: "Pune",
      deliveryState: "Maharashtra",
      deliveryPincode: "411001",
      itemsOriginalTotal: total,
      subtotal: total,
      total,
      couponCode: coupon,
      createdAt: new Date("2026-11-24T20:15:30Z"),
      items: {
        create: {
          productName: "Ashwagandha, 60 capsules",
          quantity: 1,
          unitPrice: total,
          discountPrice: total,
          totalPrice: total,
        },
      },
      history: { create: { status: "pending", changedByName: "Customer" } },
      ...(paid
        ? {
            payments: {
              create: [
                { razorpayOrderId: `order_${key}_failed`, amount: paid.amount, status: "failed" },
                {
                  razorpayOrderId: `order_${key}`,
                  razorpayPaymentId: paid.paymentId,
                  amount: paid.amount,
                  status: "captured",
                },
              ],
            },
          }
        : {}),
    },
  });
  ids[key] = order.id;
}

beforeAll(async () => {
  await seed("COD", "+919876543210", { apartment: "Flat 4B, Lotus Towers", name: '=HYPERLINK("http://x")' });
  await seed("PAIDA", "+919811100001", {
    paid: { amount: 120050, paymentId: "pay_LIST0000000A" },
    coupon: "WELCOME10",
  });
  await seed("PAIDB", "+919811100002", {
    status: "confirmed",
    paid: { amount: 114950, paymentId: "pay_LIST0000000B" },
  });
  await seed("DONE", "+919811100003", { status: "delivered", total: 97820 });
});

const ENDPOINTS: AdminEndpoint[] = [
  [
    "GET action_preview",
    (token) => preview(request("/orders/action_preview/?action=cancel&order_ids=1", { token }), undefined),
  ],
];
refusesAllButTheAdmin(ENDPOINTS);

const numbersOf = (body: { results: { order_id: string }[] }) => body.results.map((order) => order.order_id);

describe("a phone number however it is spelled", () => {
  it.each(["+91 98765 43210", "098765 43210", "9876543210", "98765-43210", "0091 98765 43210", "98765"])(
    "customer_mobile=%s",
    async (spelling) => {
      const { status, body } = await json(
        listOrders(request(`/orders/?customer_mobile=${encodeURIComponent(spelling)}`), undefined),
      );
      expect(status).toBe(200);
      expect(numbersOf(body)).toEqual(["ORD-LIST-COD"]);
    },
  );

  it("search finds it too, and still finds order numbers", async () => {
    expect(
      numbersOf(
        (await json(listOrders(request(`/orders/?search=${encodeURIComponent("+91 98765-43210")}`), undefined))).body,
      ),
    ).toEqual(["ORD-LIST-COD"]);
    expect(numbersOf((await json(listOrders(request("/orders/?search=ORD-LIST-PAIDA"), undefined))).body)).toEqual([
      "ORD-LIST-PAIDA",
    ]);
  });
});

describe("GET action_preview", () => {
  it("names the orders a bulk cancel applies to, the ones it does not with why, and the refund by the server's rule", async () => {
    const order_ids = [ids.PAIDA, ids.COD, ids.DONE, ids.PAIDB, 99999999].join(",");
    const { status, body } = await json(
      preview(request(`/orders/action_preview/?action=cancel&order_ids=${order_ids}`), undefined),
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      action: "cancel",
      orders: [
        { id: ids.PAIDA, order_number: "ORD-LIST-PAIDA", allowed: true, refund_amount: 1200.5, message: null },
        { id: ids.COD, order_number: "ORD-LIST-COD", allowed: true, refund_amount: 0, message: null },
        {
          id: ids.DONE,
          order_number: "ORD-LIST-DONE",
          allowed: false,
          refund_amount: 0,
          message: expect.stringContaining("Cannot cancel an order that is delivered"),
        },
        { id: ids.PAIDB, order_number: "ORD-LIST-PAIDB", allowed: true, refund_amount: 1149.5, message: null },
      ],
      missing: [99999999],
      allowed_count: 3,
      refund_total: 2350,
    });
  });

  it("previews a refund of one order, and refuses one that cannot be refunded", async () => {
    const one = await json(preview(request(`/orders/action_preview/?action=refund&order_ids=${ids.PAIDB}`), undefined));
    expect(one.body).toMatchObject({ allowed_count: 1, refund_total: 1149.5 });
    const cod = await json(preview(request(`/orders/action_preview/?action=refund&order_ids=${ids.COD}`), undefined));
    expect(cod.body.orders[0]).toMatchObject({ allowed: false, message: "Only orders paid online can be refunded." });
  });

  it("refuses a missing or unknown action and bad ids with 400, and changes nothing", async () => {
    expect((await json(preview(request(`/orders/action_preview/?order_ids=${ids.COD}`), undefined))).status).toBe(400);
    expect(
      (await json(preview(request(`/orders/action_preview/?action=explode&order_ids=${ids.COD}`), undefined))).status,
    ).toBe(400);
    expect(
      (await json(preview(request("/orders/action_preview/?action=cancel&order_ids=abc"), undefined))).status,
    ).toBe(400);
    expect((await json(preview(request("/orders/action_preview/?action=cancel"), undefined))).status).toBe(400);
    expect((await db.order.findUniqueOrThrow({ where: { id: ids.PAIDA } })).status).toBe("pending");
  });
});

it("answers each order of a bulk action with its order number and the reason of a refusal", async () => {
  const { body } = await json(
    bulkUpdate(
      request("/orders/bulk_update_status/", {
        method: "POST",
        body: { order_ids: [ids.DONE, 99999998], new_status: "confirmed" },
      }),
      undefined,
    ),
  );
  expect(body.results).toEqual([
    {
      order_id: ids.DONE,
      order_number: "ORD-LIST-DONE",
      success: false,
      message: expect.stringContaining("Cannot confirm an order that is delivered"),
    },
    { order_id: 99999998, order_number: null, success: false, message: "Order not found" },
  ]);
});

describe("CSV export", () => {
  it("opens in Excel: UTF-8 BOM, CRLF, India's date and times, payment id, coupon, apartment, formulas neutralised", async () => {
    const response = await exportCsv(request("/orders/export/?search=ORD-LIST"), undefined);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="orders_${today}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const [header, ...rows] = text.trimEnd().split("\r\n");
    const columns = header.split(",");
    expect(columns).toEqual(
      expect.arrayContaining(["created_at_ist", "payment_id", "coupon_code", "delivery_apartment"]),
    );
    const cell = (row: string, name: string) => {
      const cells = row.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((raw) => raw.replace(/,$/, ""));
      return cells[columns.indexOf(name)];
    };
    const row = (number: string) => rows.find((line) => line.includes(number))!;
    expect(rows).toHaveLength(4);
    expect(cell(row("ORD-LIST-PAIDA"), "payment_id")).toBe("pay_LIST0000000A");
    expect(cell(row("ORD-LIST-PAIDA"), "coupon_code")).toBe("WELCOME10");
    // 20:15:30 UTC on the 24th is 01:45:30 on the 25th in India.
    expect(cell(row("ORD-LIST-PAIDA"), "created_at_ist")).toBe("2026-11-25 01:45:30");
    expect(cell(row("ORD-LIST-COD"), "payment_id")).toBe("");
    expect(cell(row("ORD-LIST-COD"), "delivery_apartment")).toBe('"Flat 4B, Lotus Towers"');
    expect(cell(row("ORD-LIST-COD"), "customer_name")).toBe(`"'=HYPERLINK(""http://x"")"`);
    // Phones as Excel shows them as written: the country code and the ten digits apart, no apostrophe.
    expect(cell(row("ORD-LIST-COD"), "customer_mobile_country_code")).toBe("91");
    expect(cell(row("ORD-LIST-COD"), "customer_mobile")).toBe("9876543210");
    expect(cell(row("ORD-LIST-COD"), "recipient_phone_country_code")).toBe("91");
    expect(cell(row("ORD-LIST-COD"), "recipient_phone")).toBe("9876543210");
    expect(rows.join("")).not.toContain("'+");
    // Amounts with two decimals.
    expect(cell(row("ORD-LIST-DONE"), "total_amount")).toBe("978.20");
    expect(cell(row("ORD-LIST-DONE"), "subtotal")).toBe("978.20");
    expect(cell(row("ORD-LIST-DONE"), "shipping_cost")).toBe("0.00");
  });
});

it("records an edit of the delivery address (the edit panel's) in the order's history: who, and each field before and after", async () => {
  const id = ids.PAIDA;
  const address = {
    recipient_name: "PAIDA",
    recipient_phone: "+919811100001",
    delivery_address: "14 MG Road",
    delivery_apartment: "Flat 2",
    delivery_city: "Pune",
    delivery_state: "Maharashtra",
    delivery_pincode: "411002",
  };
  const save = async (edit: typeof address) => {
    const { version } = await db.order.findUniqueOrThrow({ where: { id } });
    return json(
      applyEdit(
        request(`/orders/${id}/edits/`, { method: "POST", body: { version, address: edit } }),
        routeParams({ id }),
      ),
    );
  };
  const history = () => db.orderStatusHistory.findMany({ where: { orderId: id }, orderBy: { id: "asc" } });
  const before = await db.order.findUniqueOrThrow({ where: { id } });
  const { status } = await save(address);
  expect(status).toBe(201);
  // Delivery details alone move no money: the totals stay as stored, nothing is refunded or owed.
  expect(await db.order.findUniqueOrThrow({ where: { id } })).toMatchObject({
    total: before.total,
    shippingCost: before.shippingCost,
    balanceDue: 0,
  });
  expect(await db.refund.count({ where: { orderId: id } })).toBe(0);
  const admin = await db.staffUser.findFirstOrThrow({ where: { role: "admin" }, orderBy: { id: "asc" } });
  const written = await history();
  expect(written.at(-1)).toMatchObject({ status: "pending", changedByName: admin.name });
  expect(written.at(-1)!.notes).toContain(
    'Delivery details edited: Address "12 MG Road" → "14 MG Road"; Apartment (empty) → "Flat 2"; PIN code "411001" → "411002"',
  );
  // Saving the same details again changes nothing (422) and adds nothing to the history.
  expect(await save(address)).toMatchObject({ status: 422, body: { error: "nothing_changed" } });
  expect(await history()).toHaveLength(written.length);
  // A PIN code in another state than the one given is refused, naming the PIN code's state; nothing changes.
  const elsewhere = await save({ ...address, delivery_pincode: "110001" });
  expect(elsewhere).toMatchObject({
    status: 400,
    body: {
      error: "invalid_request",
      message: expect.stringContaining("PIN code 110001 is in Delhi, not Maharashtra"),
    },
  });
  expect(await db.order.findUniqueOrThrow({ where: { id } })).toMatchObject({
    deliveryState: "Maharashtra",
    deliveryPincode: "411002",
  });
});
