import { parse } from "csv-parse/sync";
import { db } from "@/lib/server/db";
import { issueInvoice } from "@/lib/server/invoices/issue";
import { parseAdminOrderFilters } from "@/lib/validation/orders/admin";
import { dashboardStats, exportOrdersCsv, getAdminOrder, listAdminOrders } from "./admin-queries";

afterAll(() => db.$disconnect());

const filters = (query = "") => parseAdminOrderFilters(new URLSearchParams(query)).data!;

type Seeded = {
  name: string;
  phone: string;
  total: number;
  status?: "pending" | "confirmed" | "cancelled";
  method?: "cod" | "prepaid";
  paid?: boolean;
  createdAt: string;
};

async function seedOrders(rows: Seeded[]) {
  const customer = await db.customer.create({ data: { phone: "+919000000000" } });
  for (const [index, row] of rows.entries()) {
    await db.order.create({
      data: {
        orderNumber: `ORD-TEST-${index}`,
        customerId: customer.id,
        paymentMethod: row.method ?? "cod",
        status: row.status ?? "pending",
        paymentStatus: row.paid ? "paid" : "pending",
        customerName: row.name,
        customerPhone: row.phone,
        recipientName: row.name,
        recipientPhone: row.phone,
        deliveryAddress: '1 Main Road, "Sunrise" Apartments',
        deliveryCity: "Pune",
        deliveryState: "Maharashtra",
        deliveryPincode: "411001",
        itemsOriginalTotal: row.total,
        subtotal: row.total,
        total: row.total,
        createdAt: new Date(row.createdAt),
        items: {
          create: {
            productName: "Triphala, 60 tablets",
            quantity: 2,
            unitPrice: row.total / 2,
            discountPrice: row.total / 2,
            totalPrice: row.total,
          },
        },
        history: { create: { status: "pending", changedByName: "Customer" } },
      },
    });
  }
}

beforeAll(() =>
  seedOrders([
    { name: "Asha Rao", phone: "+919811111111", total: 120000, createdAt: "2026-11-20T20:00:00Z" }, // 21 Nov IST
    {
      name: "Vikram Shah",
      phone: "+919822222222",
      total: 45000,
      status: "confirmed",
      createdAt: "2026-11-19T10:00:00Z",
    },
    {
      name: "Neha Gupta",
      phone: "+919833333333",
      total: 99900,
      method: "prepaid",
      paid: true,
      createdAt: "2026-11-21T05:00:00Z",
    },
    {
      name: "Arjun Nair",
      phone: "+919844444444",
      total: 30000,
      method: "prepaid",
      paid: false,
      createdAt: "2026-11-21T06:00:00Z",
    },
    {
      name: "Kavya Menon",
      phone: "+919855555555",
      total: 80000,
      status: "cancelled",
      createdAt: "2026-11-21T07:00:00Z",
    },
  ]),
);

describe("listAdminOrders", () => {
  it("pages the newest first with a count", async () => {
    const { results, count } = await listAdminOrders(filters("page_size=2"));
    expect(count).toBe(5);
    expect(results.map((order) => order.customer_name)).toEqual(["Kavya Menon", "Arjun Nair"]);
    expect(results[0]).toMatchObject({
      total_amount: 800,
      invoice_number: null,
      items: [expect.objectContaining({ product_name: "Triphala, 60 tablets", quantity: 2 })],
    });
  });

  it.each([
    ["search=asha", ["Asha Rao"]],
    ["search=ORD-TEST-1", ["Vikram Shah"]],
    ["customer_mobile=98333", ["Neha Gupta"]],
    ["customer_mobile=098222%2022222", ["Vikram Shah"]],
    ["customer_mobile=%2B91%209822222222", ["Vikram Shah"]],
    ["search=98444%2044444", ["Arjun Nair"]],
    ["search=55555", ["Kavya Menon"]],
    ["status=confirmed", ["Vikram Shah"]],
    ["payment_method=prepaid&payment_status=paid", ["Neha Gupta"]],
    ["min_amount=500&max_amount=1000", ["Kavya Menon", "Neha Gupta"]],
    ["start_date=2026-11-21&end_date=2026-11-21", ["Kavya Menon", "Arjun Nair", "Neha Gupta", "Asha Rao"]],
    ["ordering=total_amount", ["Arjun Nair", "Vikram Shah", "Kavya Menon", "Neha Gupta", "Asha Rao"]],
  ])("filters %s", async (query, names) => {
    const { results } = await listAdminOrders(filters(query));
    expect(results.map((order) => order.customer_name)).toEqual(names);
  });
});

it("finds an order by its staff notes' words, with the other matches", async () => {
  const { results } = await listAdminOrders(filters("search=Neha"));
  await db.orderNote.create({
    data: { orderId: results[0].id, staffName: "Admin", body: "Asked for a call from the SECURITY desk" },
  });
  const found = await listAdminOrders(filters("search=security"));
  expect(found.results.map((order) => order.customer_name)).toEqual(["Neha Gupta"]);
  expect(found.count).toBe(1);
  expect((await listAdminOrders(filters("search=nobody wrote this"))).count).toBe(0);
});

it("follows a staff note that is changed or deleted (the search reads the notes' copy on the order)", async () => {
  const [asha] = (await listAdminOrders(filters("search=asha"))).results;
  const note = await db.orderNote.create({ data: { orderId: asha.id, staffName: "Admin", body: "Gate code 4711" } });
  const found = async (term: string) =>
    (await listAdminOrders(filters(`search=${encodeURIComponent(term)}`))).results.map((order) => order.customer_name);
  expect(await found("gate code")).toEqual(["Asha Rao"]);
  await db.orderNote.update({ where: { id: note.id }, data: { body: "Leave with the neighbour" } });
  expect(await found("gate code")).toEqual([]);
  expect(await found("NEIGHBOUR")).toEqual(["Asha Rao"]);
  await db.orderNote.delete({ where: { id: note.id } });
  expect(await found("neighbour")).toEqual([]);
  expect(JSON.stringify(await getAdminOrder(asha.id))).not.toContain("staffNotes");
});

it("finds one order with its history and allowed actions", async () => {
  const { results } = await listAdminOrders(filters("search=Vikram"));
  const order = await getAdminOrder(results[0].id);
  expect(order).toMatchObject({
    status: "confirmed",
    allowed_actions: ["process", "ship", "cancel"],
    status_history: [expect.objectContaining({ changed_by_name: "Customer" })],
  });
  expect(await getAdminOrder(987654)).toBeNull();
});

it("computes the dashboard figures, today in India's time zone", async () => {
  const stats = await dashboardStats(new Date("2026-11-21T12:00:00Z"));
  // Counted: Asha 1200 (COD, 21 Nov IST), Vikram 450 (COD, 19 Nov), Neha 999 (paid, 21 Nov); not Arjun (unpaid) or Kavya (cancelled).
  // Collected: Neha's online payment; expected: the COD orders whose cash is not recorded yet.
  expect(stats).toEqual({
    total_orders: 5,
    pending_orders: 3,
    total_revenue: 2649,
    today_revenue: 2199,
    collected_revenue: 999,
    expected_revenue: 1650,
  });
});

it("exports the filtered orders as quoted CSV", async () => {
  let csv = "";
  for await (const chunk of exportOrdersCsv(filters("status=pending"))) csv += chunk;
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^id,order_id,created_at/);
  expect(lines).toHaveLength(4);
  expect(csv).toContain('"1 Main Road, ""Sunrise"" Apartments"');
  expect(csv).toContain("Asha Rao,91,9811111111,");
  expect(csv).toContain('"Triphala, 60 tablets x 2"');
});

it("shows one invoice number, the GST invoice's, only once it is issued (none for an unpaid order, whatever the courier was told)", async () => {
  const [unpaid] = (await listAdminOrders(filters("search=Arjun"))).results;
  const [confirmedCod] = (await listAdminOrders(filters("search=Vikram"))).results;
  // A shipment booked without a tax invoice gives the courier SPEC.md's default number, 'INV-{id}'.
  await db.order.update({ where: { id: unpaid.id }, data: { invoiceNumber: `INV-${unpaid.id}` } });
  const number = await db.$transaction((tx) => issueInvoice(tx, confirmedCod.id));
  expect(number).toMatch(/^PA\/\d{2}-\d{2}\/\d{6}$/);

  expect(await getAdminOrder(unpaid.id)).toMatchObject({ invoice_number: null, invoice_url: null });
  expect(await getAdminOrder(confirmedCod.id)).toMatchObject({
    invoice_number: number,
    invoice_url: `/api/admin/orders/${confirmedCod.id}/invoice.pdf`,
  });
  expect((await listAdminOrders(filters("search=Vikram"))).results[0].invoice_number).toBe(number);

  let csv = "";
  for await (const chunk of exportOrdersCsv(filters("search=ORD-TEST"))) csv += chunk;
  const rows = parse(csv, { columns: true }) as Record<string, string>[];
  const invoiceCell = (orderNumber: string) => rows.find((row) => row.order_id === orderNumber)?.invoice_number;
  expect(invoiceCell(unpaid.order_id)).toBe("");
  expect(invoiceCell(confirmedCod.order_id)).toBe(number);
});
