import { revalidatedTags } from "@/scripts/jest/next-cache";
import { allocate } from "@/lib/domain/gst-invoice";
import { checkoutSummary } from "@/lib/server/checkout/summary";
import { db } from "@/lib/server/db";
import { adminApiTests, type AdminEndpoint } from "@/scripts/jest/admin-api";
import { routeParams, statusAndJson } from "@/scripts/jest/requests";
import { GET as getCustomer } from "./customers/[id]/route";
import { GET as listCustomers } from "./customers/route";
import { GET as report } from "./reports/route";
import { GET as getSettings, PATCH as patchSettings } from "./settings/route";

afterAll(() => db.$disconnect());

const { request, refusesAllButTheAdmin } = adminApiTests("+919700000009");
const customers: Record<string, number> = {};

type Seed = {
  at: string;
  total: number;
  status?: "pending" | "delivered" | "cancelled" | "refunded";
  method?: "cod" | "prepaid";
  paid?: boolean;
  product?: string;
  quantity?: number;
};

async function customerWithOrders(key: string, phone: string, name: string, email: string, orders: Seed[]) {
  const customer = await db.customer.create({ data: { phone, name, email } });
  customers[key] = customer.id;
  for (const [index, seed] of orders.entries()) {
    const quantity = seed.quantity ?? 1;
    await db.order.create({
      data: {
        orderNumber: `ORD-RPT-${key}-${index}`,
        customerId: customer.id,
        paymentMethod: seed.method ?? "cod",
        status: seed.status ?? "delivered",
        paymentStatus: seed.paid ? "paid" : "pending",
        customerName: name,
        customerPhone: phone,
        recipientName: name,
        recipientPhone: phone,
        deliveryAddress: "12 MG Road",
        deliveryCity: "Pune",
        deliveryState: "Maharashtra",
        deliveryPincode: "411001",
        itemsOriginalTotal: seed.total,
        subtotal: seed.total,
        total: seed.total,
        createdAt: new Date(seed.at),
        items: {
          create: {
            productName: seed.product ?? "Triphala Churna",
            quantity,
            unitPrice: seed.total / quantity,
            discountPrice: seed.total / quantity,
            totalPrice: seed.total,
          },
        },
      },
    });
  }
}

beforeAll(async () => {
  // 2020-03-01 18:30 UTC is already 2 March in India: the day boundary the reports must respect.
  await customerWithOrders("meera", "+919855500001", "Meera Iyer", "meera@example.in", [
    { at: "2020-03-01T10:00:00Z", total: 100000, product: "Ashwagandha", quantity: 2 },
    { at: "2020-03-01T18:30:00Z", total: 50000, method: "prepaid", paid: true, product: "Brahmi" },
    { at: "2020-03-02T05:00:00Z", total: 70000, status: "cancelled", product: "Brahmi" },
    { at: "2020-03-10T05:00:00Z", total: 30000, method: "prepaid", paid: false, status: "pending", product: "Neem" },
  ]);
  await customerWithOrders("kabir", "+919855500002", "Kabir Singh", "kabir_s@example.in", [
    { at: "2020-03-09T05:00:00Z", total: 20000, status: "refunded", method: "prepaid", paid: true, product: "Neem" },
    { at: "2020-04-02T05:00:00Z", total: 40000, product: "Neem", quantity: 4 },
  ]);
  await db.customer.create({ data: { phone: "+919855500003", name: "Zoya 100% Natural" } });
});

const params = (id: number | string) => routeParams({ id });
const json = statusAndJson;

const ENDPOINTS: AdminEndpoint[] = [
  ["GET customers", (token) => listCustomers(request("/customers/", { token }), undefined)],
  ["GET customer", (token) => getCustomer(request("/customers/1/", { token }), params(1))],
  ["GET reports", (token) => report(request("/reports/", { token }), undefined)],
  ["GET settings", (token) => getSettings(request("/settings/", { token }), undefined)],
  [
    "PATCH settings",
    (token) => patchSettings(request("/settings/", { method: "PATCH", body: { slogan: "Hacked" }, token }), undefined),
  ],
];

refusesAllButTheAdmin(ENDPOINTS);

describe("customers", () => {
  it("lists customers with order count, lifetime value (revenue rule) and last order", async () => {
    const { status, body } = await json(listCustomers(request("/customers/?search=meera"), undefined));
    expect(status).toBe(200);
    expect(body).toEqual({
      count: 1,
      count_capped: false,
      results: [
        expect.objectContaining({
          id: customers.meera,
          phone: "+919855500001",
          name: "Meera Iyer",
          email: "meera@example.in",
          order_count: 4,
          // 1000 COD + 500 paid online; the cancelled order and the unpaid online one do not count.
          lifetime_value: 1500,
          last_order_at: "2020-03-10T05:00:00.000Z",
        }),
      ],
    });
  });

  it("searches by phone digits, by email, and treats % and _ literally", async () => {
    const byPhone = await json(listCustomers(request("/customers/?search=98555%2000002"), undefined));
    expect(byPhone.body.results.map((row: { id: number }) => row.id)).toEqual([customers.kabir]);
    for (const spelling of ["+91 98555 00002", "098555-00002", "9855500002"]) {
      const other = await json(listCustomers(request(`/customers/?search=${encodeURIComponent(spelling)}`), undefined));
      expect(other.body.results.map((row: { id: number }) => row.id)).toEqual([customers.kabir]);
    }
    const byEmail = await json(listCustomers(request("/customers/?search=KABIR_S@"), undefined));
    expect(byEmail.body.results.map((row: { id: number }) => row.id)).toEqual([customers.kabir]);
    const literal = await json(listCustomers(request("/customers/?search=100%25"), undefined));
    expect(literal.body.results.map((row: { name: string }) => row.name)).toEqual(["Zoya 100% Natural"]);
    const underscore = await json(listCustomers(request("/customers/?search=a_I"), undefined));
    expect(underscore.body.count).toBe(0);
  });

  it("pages newest accounts first and counts every match", async () => {
    const first = await json(listCustomers(request("/customers/?search=98555&page_size=2"), undefined));
    expect(first.body.count).toBe(3);
    expect(first.body.results.map((row: { phone: string }) => row.phone)).toEqual(["+919855500003", "+919855500002"]);
    const second = await json(listCustomers(request("/customers/?search=98555&page_size=2&page=2"), undefined));
    expect(second.body.results.map((row: { phone: string }) => row.phone)).toEqual(["+919855500001"]);
    expect(second.body.results[0]).toMatchObject({ order_count: 4 });
  });

  it("answers bad paging with 400 and { error, message }", async () => {
    const { status, body } = await json(listCustomers(request("/customers/?page=0"), undefined));
    expect(status).toBe(400);
    expect(body).toEqual({ error: "invalid_request", message: "Page starts at 1" });
  });

  it("shows one customer with their orders, newest first, or 'Customer not found'", async () => {
    const { status, body } = await json(
      getCustomer(request(`/customers/${customers.kabir}/`), params(customers.kabir)),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: "Kabir Singh", order_count: 2, lifetime_value: 400 });
    expect(body.orders).toEqual([
      expect.objectContaining({ order_id: "ORD-RPT-kabir-1", status: "delivered", total_amount: 400 }),
      expect.objectContaining({ order_id: "ORD-RPT-kabir-0", status: "refunded", total_amount: 200 }),
    ]);
    for (const id of ["999999", "abc"]) {
      const missing = await json(getCustomer(request(`/customers/${id}/`), params(id)));
      expect(missing).toEqual({ status: 404, body: { error: "customer_not_found", message: "Customer not found" } });
    }
  });
});

describe("reports", () => {
  const march = "start_date=2020-03-01&end_date=2020-03-31";

  it("counts orders and revenue per India day, with empty days as zeros", async () => {
    const { status, body } = await json(report(request(`/reports/?period=day&${march}`), undefined));
    expect(status).toBe(200);
    expect(body.sales).toHaveLength(31);
    expect(body.sales.slice(0, 2)).toEqual([
      // COD not collected yet is expected revenue; the paid online order is collected.
      { period_start: "2020-03-01", orders: 1, revenue: 1000, collected_revenue: 0, expected_revenue: 1000 },
      { period_start: "2020-03-02", orders: 2, revenue: 500, collected_revenue: 500, expected_revenue: 0 },
    ]);
    expect(body.sales[8]).toEqual({
      period_start: "2020-03-09",
      orders: 1,
      revenue: 0,
      collected_revenue: 0,
      expected_revenue: 0,
    });
    expect(body.totals).toEqual({
      orders: 5,
      revenue: 1500,
      collected_revenue: 500,
      expected_revenue: 1000,
      shipping: 0,
    });
  });

  it("groups by week from Monday and by month", async () => {
    const weeks = await json(report(request(`/reports/?period=week&${march}`), undefined));
    expect(weeks.body.sales[0]).toEqual({
      period_start: "2020-02-24",
      orders: 1,
      revenue: 1000,
      collected_revenue: 0,
      expected_revenue: 1000,
    });
    expect(weeks.body.sales[1]).toEqual({
      period_start: "2020-03-02",
      orders: 2,
      revenue: 500,
      collected_revenue: 500,
      expected_revenue: 0,
    });
    const months = await json(
      report(request("/reports/?period=month&start_date=2020-03-01&end_date=2020-04-30"), undefined),
    );
    expect(months.body.sales).toEqual([
      { period_start: "2020-03-01", orders: 5, revenue: 1500, collected_revenue: 500, expected_revenue: 1000 },
      { period_start: "2020-04-01", orders: 1, revenue: 400, collected_revenue: 0, expected_revenue: 400 },
    ]);
  });

  it("ranks top products by units and by revenue, and splits COD from online", async () => {
    const { body } = await json(report(request("/reports/?start_date=2020-03-01&end_date=2020-04-30"), undefined));
    expect(
      body.top_products_by_units.map((row: { product_name: string; units: number }) => [row.product_name, row.units]),
    ).toEqual([
      ["Neem", 4],
      ["Ashwagandha", 2],
      ["Brahmi", 1],
    ]);
    expect(
      body.top_products_by_revenue.map((row: { product_name: string; revenue: number }) => [
        row.product_name,
        row.revenue,
      ]),
    ).toEqual([
      ["Ashwagandha", 1000],
      ["Brahmi", 500],
      ["Neem", 400],
    ]);
    expect(body.payment_methods).toEqual([
      { payment_method: "cod", orders: 2, revenue: 1400 },
      { payment_method: "prepaid", orders: 1, revenue: 500 },
    ]);
  });

  it("nets the top products' revenue of coupons, line by line as the invoice spreads them, so products plus shipping add up to the revenue", async () => {
    const customer = await db.customer.create({ data: { phone: "+919855500004", name: "Anil Rao" } });
    const orders = [
      {
        coupon: 10000,
        shipping: 799,
        lines: [
          ["Netted X", 33333],
          ["Netted Y", 33333],
          ["Netted Z", 33334],
        ],
      },
      {
        coupon: 1000,
        shipping: 0,
        lines: [
          ["Netted X", 10001],
          ["Netted Y", 20002],
        ],
      },
    ] as const;
    for (const [index, order] of orders.entries()) {
      const subtotal = order.lines.reduce((sum, [, amount]) => sum + amount, 0);
      const total = subtotal - order.coupon + order.shipping;
      await db.order.create({
        data: {
          orderNumber: `ORD-RPT-net-${index}`,
          customerId: customer.id,
          paymentMethod: "cod",
          status: "delivered",
          paymentStatus: "paid",
          customerName: "Anil Rao",
          customerPhone: "+919855500004",
          recipientName: "Anil Rao",
          recipientPhone: "+919855500004",
          deliveryAddress: "12 MG Road",
          deliveryCity: "Pune",
          deliveryState: "Maharashtra",
          deliveryPincode: "411001",
          itemsOriginalTotal: subtotal,
          subtotal,
          couponDiscount: order.coupon,
          shippingCost: order.shipping,
          total,
          createdAt: new Date("2021-06-10T05:00:00Z"),
          items: {
            create: order.lines.map(([productName, amount]) => ({
              productName,
              quantity: 1,
              unitPrice: amount,
              discountPrice: amount,
              totalPrice: amount,
            })),
          },
        },
      });
    }
    const { body } = await json(report(request("/reports/?start_date=2021-06-01&end_date=2021-06-30"), undefined));
    // By the invoice's rule (allocate): order 1 gives X, Y and Z 3,333, 3,333 and 3,334 paise of its coupon; order 2 gives X 333 and Y 667.
    const expected = new Map([
      ["Netted X", 33333 - 3333 + 10001 - 333],
      ["Netted Y", 33333 - 3333 + 20002 - 667],
      ["Netted Z", 33334 - 3334],
    ]);
    for (const [index, order] of orders.entries()) {
      const shares = allocate(
        order.coupon,
        order.lines.map(([, amount]) => amount),
      );
      expect(shares).toEqual(index === 0 ? [3333, 3333, 3334] : [333, 667]);
    }
    expect(
      body.top_products_by_revenue.map((row: { product_name: string; revenue: number }) => [
        row.product_name,
        Math.round(row.revenue * 100),
      ]),
    ).toEqual([...expected.entries()].sort((a, b) => b[1] - a[1]));
    const products = body.top_products_by_revenue.reduce(
      (sum: number, row: { revenue: number }) => sum + Math.round(row.revenue * 100),
      0,
    );
    expect(products + Math.round(body.totals.shipping * 100)).toBe(Math.round(body.totals.revenue * 100));
    expect(body.totals).toMatchObject({ revenue: 1198.02, shipping: 7.99 });
  });

  it("defaults to the last 30 days by day", async () => {
    const { body } = await json(report(request("/reports/"), undefined));
    expect(body.period).toBe("day");
    expect(body.sales).toHaveLength(30);
    expect(body.sales.at(-1).period_start).toBe(body.end_date);
  });

  it.each([
    ["period=year", "Period must be day, week or month"],
    ["start_date=01-03-2020", "Use a real date in the format YYYY-MM-DD"],
    ["start_date=2020-03-10&end_date=2020-03-01", "The start date must not be after the end date"],
    ["start_date=2015-01-01&end_date=2020-01-01", "A report covers at most 731 days"],
  ])("answers %s with 400", async (query, message) => {
    const { status, body } = await json(report(request(`/reports/?${query}`), undefined));
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.any(String), message });
  });
});

describe("settings", () => {
  it("reads the settings with amounts in rupees", async () => {
    const { status, body } = await json(getSettings(request("/settings/"), undefined));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      free_shipping_threshold: 50,
      shipping_fee: 7.99,
      cod_enabled: true,
      cod_max_amount: null,
    });
    expect(Object.keys(body.policies).sort()).toEqual(["cancellation", "contact", "privacy", "shipping", "terms"]);
  });

  it("saves a change in paise, merges policies by key and revalidates the storefront's settings cache", async () => {
    revalidatedTags.length = 0;
    const before = (await json(getSettings(request("/settings/"), undefined))).body;
    const shipping = { title: "Shipping", updated: "1 March 2026", body: ["We ship in 2 days."] };
    const { status, body } = await json(
      patchSettings(
        request("/settings/", {
          method: "PATCH",
          body: {
            slogan: "Pure herbs, honest prices",
            shipping_fee: 49.5,
            cod_max_amount: 2500,
            policies: { shipping },
          },
        }),
        undefined,
      ),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slogan: "Pure herbs, honest prices",
      shipping_fee: 49.5,
      cod_max_amount: 2500,
      policies: { shipping, terms: before.policies.terms },
    });
    expect(await db.storeSettings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
      shippingFee: 4950,
      codMaxAmount: 250000,
    });
    expect(revalidatedTags).toContain("settings");
    await patchSettings(
      request("/settings/", {
        method: "PATCH",
        body: {
          slogan: before.slogan,
          shipping_fee: 7.99,
          cod_max_amount: null,
          policies: { shipping: before.policies.shipping },
        },
      }),
      undefined,
    );
  });

  it("prices the checkout with the saved threshold, fee and COD limit", async () => {
    const product = await db.product.findFirstOrThrow({
      where: { discountType: null, available: true },
      orderBy: { id: "asc" },
    });
    const shopper = await db.customer.create({
      data: { phone: "+919855500010", cart: { create: { items: { create: { productId: product.id, quantity: 1 } } } } },
    });
    try {
      await patchSettings(
        request("/settings/", {
          method: "PATCH",
          body: { free_shipping_threshold: product.salePrice / 100, shipping_fee: 25, cod_max_amount: 1 },
        }),
        undefined,
      );
      expect(await checkoutSummary(shopper.id)).toMatchObject({
        shipping: "₹25.00",
        totalPaise: product.salePrice + 2500,
        codAvailable: false,
      });
      await patchSettings(
        request("/settings/", {
          method: "PATCH",
          body: { free_shipping_threshold: product.salePrice / 100 - 0.01, cod_max_amount: null },
        }),
        undefined,
      );
      expect(await checkoutSummary(shopper.id)).toMatchObject({
        shipping: null,
        totalPaise: product.salePrice,
        codAvailable: true,
      });
    } finally {
      await patchSettings(
        request("/settings/", { method: "PATCH", body: { free_shipping_threshold: 50, shipping_fee: 7.99 } }),
        undefined,
      );
    }
  });

  it.each([
    [{ shipping_fee: -1 }, "Shipping fee cannot be negative"],
    [{ shipping_fee: 1.005 }, "Shipping fee has at most 2 decimals"],
    [{ free_shipping_threshold: "50" }, "Free-shipping threshold must be an amount in rupees"],
    [{ company_name: "  " }, "Company name is required"],
    [{ email: "not-an-email" }, "Enter a valid email address"],
    [{ logo: "javascript:alert(1)" }, "Logo must be an http(s) address or a path starting with /"],
    [{ policies: { terms: { title: "Terms", updated: "", body: [] } } }, "Every policy needs some text"],
    [{ colour: "green" }, expect.stringContaining("colour")],
  ])("refuses %j with 400 and a clear message", async (patch, message) => {
    const { status, body } = await json(
      patchSettings(request("/settings/", { method: "PATCH", body: patch }), undefined),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ error: "invalid_request", message });
  });
});

describe("GST invoice settings", () => {
  it("reads the seeded seller: legal name, a valid GSTIN, registered office and state, prefix and signatory", async () => {
    const { body } = await json(getSettings(request("/settings/"), undefined));
    expect(body).toMatchObject({
      legal_name: "Prakriti Ayurveda Private Limited",
      gstin: "29AAJCP7251M1ZQ",
      registered_state_code: "29",
      invoice_prefix: "PA",
      signatory_name: "Ananya Rao",
      registered_address: expect.stringContaining("Bengaluru"),
    });
  });

  it("saves a GSTIN typed in lower case as capitals, with its state, and audits the change", async () => {
    const { status, body } = await json(
      patchSettings(
        request("/settings/", {
          method: "PATCH",
          body: { gstin: " 27aapfu0939f1zv ", registered_state_code: "27", invoice_prefix: "PB" },
        }),
        undefined,
      ),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ gstin: "27AAPFU0939F1ZV", registered_state_code: "27", invoice_prefix: "PB" });
    const audit = await db.auditEntry.findFirstOrThrow({ where: { entity: "settings" }, orderBy: { id: "desc" } });
    expect(audit).toMatchObject({
      before: expect.objectContaining({ gstin: "29AAJCP7251M1ZQ" }),
      after: expect.objectContaining({ gstin: "27AAPFU0939F1ZV" }),
    });
    await patchSettings(
      request("/settings/", {
        method: "PATCH",
        body: { gstin: "29AAJCP7251M1ZQ", registered_state_code: "29", invoice_prefix: "PA" },
      }),
      undefined,
    );
  });

  it.each([
    [{ gstin: "29AAJCP7251M1ZX" }, "The GSTIN's check character does not match: please check for a typing mistake"],
    [{ gstin: "29AAJCP7251M1Z" }, "A GSTIN has 15 characters"],
    [{ gstin: "29AAJCP7251M1ZQQ" }, "A GSTIN has 15 characters"],
    [{ gstin: "29AAJC17251M1ZQ" }, expect.stringContaining("A GSTIN is a state code, a PAN")],
    [{ registered_state_code: "28" }, "Choose the state of the registered office"],
    [{ invoice_prefix: "PAYS" }, "The invoice prefix is 1 to 3 capital letters or digits"],
    [{ invoice_prefix: "p/a" }, "The invoice prefix is 1 to 3 capital letters or digits"],
    [{ legal_name: "x".repeat(201) }, "Legal name is at most 200 characters"],
  ])("refuses %j with 400 and a clear message", async (patch, message) => {
    const { status, body } = await json(
      patchSettings(request("/settings/", { method: "PATCH", body: patch }), undefined),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ error: "invalid_request", message });
  });

  it("refuses a GSTIN of another state than the registered one (422 at the field), and keeps the settings", async () => {
    const { status, body } = await json(
      patchSettings(request("/settings/", { method: "PATCH", body: { gstin: "27AAPFU0939F1ZV" } }), undefined),
    );
    expect(status).toBe(422);
    expect(body).toEqual({
      error: "invalid_request",
      message: "The GSTIN's first two digits must be the registered state's GST code",
      field: "gstin",
    });
    const moved = await json(
      patchSettings(request("/settings/", { method: "PATCH", body: { registered_state_code: "27" } }), undefined),
    );
    expect(moved.body.field).toBe("registered_state_code");
    expect(await db.storeSettings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
      gstin: "29AAJCP7251M1ZQ",
      registeredStateCode: "29",
    });
  });
});

describe("abandoned-cart settings", () => {
  it("saves the reminder delay and a coupon that exists (upper-cased), and refuses one that does not or a delay out of range", async () => {
    const defaults = (await json(getSettings(request("/settings/"), undefined))).body;
    expect(defaults).toMatchObject({ cart_reminder_delay_minutes: 120, cart_reminder_coupon: "" });
    const code = (await db.coupon.findFirstOrThrow({ orderBy: { id: "asc" } })).code;
    const saved = await json(
      patchSettings(
        request("/settings/", {
          method: "PATCH",
          body: { cart_reminder_delay_minutes: 45, cart_reminder_coupon: ` ${code.toLowerCase()} ` },
        }),
        undefined,
      ),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ cart_reminder_delay_minutes: 45, cart_reminder_coupon: code });

    const missing = await json(
      patchSettings(
        request("/settings/", { method: "PATCH", body: { cart_reminder_coupon: "NO-SUCH-CODE" } }),
        undefined,
      ),
    );
    expect(missing).toEqual({
      status: 422,
      body: {
        error: "invalid_request",
        message: "No coupon has this code: create it first, or leave the field empty.",
        field: "cart_reminder_coupon",
      },
    });
    for (const [delay, message] of [
      [10, "The cart reminder delay is at least 15 minutes"],
      [20_000, "The cart reminder delay is at most 10080 minutes (7 days)"],
    ] as const) {
      const refused = await json(
        patchSettings(
          request("/settings/", { method: "PATCH", body: { cart_reminder_delay_minutes: delay } }),
          undefined,
        ),
      );
      expect(refused).toEqual({ status: 400, body: { error: "invalid_request", message } });
    }
    expect(await db.storeSettings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
      cartReminderDelay: 45,
      cartReminderCoupon: code,
    });
  });
});

describe("cash-on-delivery confirmation settings", () => {
  it("saves the rule, the amount in paise and the hours, audited; refuses the amount rule without an amount (422 at the field) and hours out of range", async () => {
    const defaults = (await json(getSettings(request("/settings/"), undefined))).body;
    expect(defaults).toMatchObject({
      cod_confirmation_rule: "off",
      cod_confirmation_above: null,
      cod_confirmation_hours: 24,
    });

    const missing = await json(
      patchSettings(
        request("/settings/", { method: "PATCH", body: { cod_confirmation_rule: "above_amount" } }),
        undefined,
      ),
    );
    expect(missing).toEqual({
      status: 422,
      body: {
        error: "invalid_request",
        message: "Enter the amount above which cash-on-delivery orders wait for confirmation",
        field: "cod_confirmation_above",
      },
    });
    expect(await db.storeSettings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
      codConfirmationRule: "off",
    });

    const saved = await json(
      patchSettings(
        request("/settings/", {
          method: "PATCH",
          body: { cod_confirmation_rule: "above_amount", cod_confirmation_above: 1499.5, cod_confirmation_hours: 12 },
        }),
        undefined,
      ),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      cod_confirmation_rule: "above_amount",
      cod_confirmation_above: 1499.5,
      cod_confirmation_hours: 12,
    });
    expect(await db.storeSettings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
      codConfirmationRule: "above_amount",
      codConfirmationAbove: 149950,
      codConfirmationHours: 12,
    });
    const audit = await db.auditEntry.findFirstOrThrow({ where: { entity: "settings" }, orderBy: { id: "desc" } });
    expect(JSON.stringify(audit)).toContain("cod_confirmation_above");

    for (const [body, message] of [
      [{ cod_confirmation_hours: 0 }, "Give the shopper at least 1 hour to confirm"],
      [{ cod_confirmation_hours: 200 }, "The hours to confirm are at most 168 (7 days)"],
      [{ cod_confirmation_rule: "sometimes" }, "Choose which cash-on-delivery orders wait for confirmation"],
    ] as const) {
      const refused = await json(patchSettings(request("/settings/", { method: "PATCH", body }), undefined));
      expect(refused).toEqual({ status: 400, body: { error: "invalid_request", message } });
    }
    // Back to no confirmation: the amount may stay, it is not used.
    await json(
      patchSettings(request("/settings/", { method: "PATCH", body: { cod_confirmation_rule: "off" } }), undefined),
    );
  });
});
