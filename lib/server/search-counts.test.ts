/**
 * The back office's searches count their matches up to a point (lib/domain/search-count.ts): past it
 * the lists say "1,000+" and the pager still knows whether a next page follows; filters alone count
 * exactly. One database with 1,025 orders, customers and returns that all hold the searched name.
 */
import { SEARCH_COUNT_CAP } from "@/lib/domain/search-count";
import { db } from "@/lib/server/db";
import { listCustomers } from "@/lib/server/customers/directory";
import { listAdminOrders } from "@/lib/server/orders/admin-queries";
import { listReturns } from "@/lib/server/returns/returns";
import { parseAdminOrderFilters } from "@/lib/validation/orders/admin";

afterAll(() => db.$disconnect());

const MATCHES = SEARCH_COUNT_CAP + 25;
const PAGE_SIZE = 20;
const LAST_PAGE = Math.ceil(MATCHES / PAGE_SIZE);

beforeAll(async () => {
  const numbers = Array.from({ length: MATCHES }, (_, index) => index + 1);
  await db.customer.createMany({
    data: numbers.map((n) => ({ phone: `+9190000${String(n).padStart(5, "0")}`, name: `Sharma ${n}` })),
  });
  const customers = await db.customer.findMany({ orderBy: { id: "asc" }, select: { id: true, phone: true } });
  await db.order.createMany({
    data: customers.map((customer, index) => ({
      orderNumber: `ORD-CAP-${index}`,
      customerId: customer.id,
      paymentMethod: "cod" as const,
      customerName: `Sharma ${index}`,
      customerPhone: customer.phone,
      recipientName: `Sharma ${index}`,
      recipientPhone: customer.phone,
      deliveryAddress: "1 Main Road",
      deliveryCity: "Pune",
      deliveryState: "Maharashtra",
      deliveryPincode: "411001",
      itemsOriginalTotal: 10000,
      subtotal: 10000,
      total: 10000,
    })),
  });
  const orders = await db.order.findMany({ orderBy: { id: "asc" }, select: { id: true, customerId: true } });
  await db.returnRequest.createMany({
    data: orders.map((order, index) => ({
      number: `RET-CAP-${index}`,
      orderId: order.id,
      customerId: order.customerId,
      reason: "damaged",
      ...(index === 0 ? { status: "approved" as const } : {}),
    })),
  });
});

const orderFilters = (query: string) => parseAdminOrderFilters(new URLSearchParams(query)).data!;

const lists = {
  orders: (page: number) => listAdminOrders(orderFilters(`search=sharma&page=${page}&page_size=${PAGE_SIZE}`)),
  customers: (page: number) => listCustomers({ search: "sharma", page, page_size: PAGE_SIZE }),
  returns: (page: number) => listReturns({ q: "sharma", page, page_size: PAGE_SIZE }),
};

describe.each(Object.entries(lists))("searching the %s", (_, list) => {
  it("stops counting at the cap on the first page", async () => {
    const first = await list(1);
    expect(first).toMatchObject({ count: SEARCH_COUNT_CAP, count_capped: true });
    expect(first.results).toHaveLength(PAGE_SIZE);
  });

  it("counts one row past a later page, so that page knows a next one follows", async () => {
    expect(await list(LAST_PAGE - 1)).toMatchObject({ count: (LAST_PAGE - 1) * PAGE_SIZE + 1, count_capped: true });
  });

  it("counts exactly on the last page", async () => {
    const last = await list(LAST_PAGE);
    expect(last).toMatchObject({ count: MATCHES, count_capped: false });
    expect(last.results).toHaveLength(MATCHES - (LAST_PAGE - 1) * PAGE_SIZE);
  });
});

it("counts filters without a search exactly", async () => {
  expect(await listAdminOrders(orderFilters("status=pending"))).toMatchObject({ count: MATCHES, count_capped: false });
  expect(await listCustomers({ search: undefined, page: 1, page_size: PAGE_SIZE })).toMatchObject({
    count: MATCHES,
    count_capped: false,
  });
  expect(await listReturns({ status: "requested", page: 1, page_size: PAGE_SIZE })).toMatchObject({
    count: MATCHES - 1,
    count_capped: false,
  });
});

it("finds a return by its order's number and its own, with a status, newest first", async () => {
  const byOrder = await listReturns({ q: "ord-cap-0", status: "approved", page: 1, page_size: PAGE_SIZE });
  expect(byOrder.results.map((row) => row.number)).toEqual(["RET-CAP-0"]);
  const byNumber = await listReturns({ q: "ret-cap-99", page: 1, page_size: PAGE_SIZE });
  expect(byNumber.results.map((row) => row.number)).toEqual([
    ...Array.from({ length: 10 }, (_, i) => `RET-CAP-${999 - i}`),
    "RET-CAP-99",
  ]);
});
