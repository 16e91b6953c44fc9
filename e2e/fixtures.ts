/**
 * What the specs start from, in one place: `test` with fixtures for a signed-in shopper (phone code
 * through the Firebase Auth emulator), admin and editor, the seeded catalogue the specs rely on, and
 * orders written straight to the e2e database (DATABASE_URL from scripts/e2e.ts). Specs import
 * `test` and `expect` from here.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type Cookie, type Locator, type Page } from "@playwright/test";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, type Prisma } from "@prisma/client";
import PgBoss from "pg-boss";
import type { StaffRole } from "../lib/domain/principal";
import { latestCode, verificationCodes } from "../lib/firebase/emulator-rest";
import { mailCatcherPorts } from "../lib/local-mail";
import { LOCAL_RAZORPAY } from "../lib/local-razorpay";
import { LOCAL_SHIPROCKET } from "../lib/local-shiprocket";
import { staffToSeed } from "../prisma/seed";
import { authEmulatorPort } from "../scripts/firebase-emulator";

export { expect, type Page };

// --- Phone sign-in --------------------------------------------------------------------------------

const emulator = { host: `127.0.0.1:${authEmulatorPort()}` };

/** A phone number of this run alone (the emulator may outlive the e2e database), as typed and in E.164. */
export function freshPhone(): { typed: string; e164: string } {
  const digits = `9${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 900 + 100)}`;
  return { typed: digits, e164: `+91${digits}` };
}

/** The code the emulator "sent" to `phone`, once it has. */
export async function codeFor(phone: string): Promise<string> {
  let code: string | null = null;
  await expect.poll(async () => (code = await latestCode(emulator, phone))).not.toBeNull();
  return code!;
}

/** How many codes the emulator has "sent" to `phone` so far. */
export async function codesSentTo(phone: string): Promise<number> {
  return (await verificationCodes(emulator)).filter((entry) => entry.phoneNumber === phone).length;
}

/** On the sign-in page: asks for a code for `typed` and waits for the code step. */
export async function sendCode(page: Page, typed: string) {
  await page.getByLabel("Phone Number").fill(typed);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByRole("heading", { name: "Verify OTP" })).toBeVisible();
}

/** On the code step: enters the code sent to `e164` and waits for the success message. */
export async function enterCode(page: Page, e164: string) {
  await page.getByLabel("Verification Code").fill(await codeFor(e164));
  await page.getByRole("button", { name: "Verify & Continue" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Authentication successful!" })).toBeVisible();
}

/**
 * A new shopper signed in with their phone code in a browser context of their own (beside the
 * test's page, say an admin's), and their customer row. Close `context` at the end.
 */
export async function signInNewShopper(browser: Browser, db: PrismaClient) {
  const context = await browser.newContext();
  const shopper = await context.newPage();
  const phone = freshPhone();
  await shopper.goto("/login");
  await sendCode(shopper, phone.typed);
  await enterCode(shopper, phone.e164);
  // The sign-in goes on to /checkout: a navigation started before it lands would be interrupted by it.
  await shopper.waitForURL(/\/checkout/);
  const customer = await db.customer.findUniqueOrThrow({ where: { phone: phone.e164 } });
  return { context, shopper, phone, customer };
}

// --- Hydration ------------------------------------------------------------------------------------

/**
 * Waits until React has hydrated `element` (its props are attached to the DOM node). Server-rendered
 * controls are on screen before that, and an event sent to one then reaches no handler: a click on a
 * form's button submits the form natively, a chosen file is never seen, a button opens nothing.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))))
    .toBe(true);
}

// --- Staff sign-in --------------------------------------------------------------------------------

function seededAccount(role: StaffRole) {
  const account = staffToSeed().find((staff) => staff.role === role);
  if (!account) throw new Error(`prisma/seed.ts seeds no ${role}`);
  return account;
}

/** The seeded staff accounts (prisma/seed.ts), by role. */
export const SEEDED_STAFF = { admin: seededAccount("admin"), editor: seededAccount("editor") };

/** On /admin/login: submits `username` and `password`. */
export async function submitStaffLogin(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Access Admin Dashboard" }).click();
}

/** The session cookies of `role`, signed in once through the login page in a context of their own. */
async function staffSession(browser: Browser, baseURL: string | undefined, role: StaffRole): Promise<Cookie[]> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto("/admin/login");
    await submitStaffLogin(page, SEEDED_STAFF[role].username, SEEDED_STAFF[role].password);
    await page.waitForURL(/\/(admin|portal)\/dashboard$/);
    return (await context.storageState()).cookies;
  } finally {
    await context.close();
  }
}

// --- Admin order page ------------------------------------------------------------------------------

/**
 * On an admin order page: presses `action` (Cancel, Refund), checks that its confirm button waits
 * for a reason, gives `reason`, confirms, and sees the reason in the status history.
 */
export async function actWithReason(page: Page, action: "Cancel" | "Refund", reason: string) {
  const actions = page.getByRole("region", { name: "Actions" });
  await actions.getByRole("button", { name: action, exact: true }).click();
  const confirm = actions.getByRole("button", { name: `Confirm ${action}` });
  await expect(confirm).toBeDisabled();
  await page.getByLabel("Reason (required)").fill(reason);
  await confirm.click();
  // A refund calls the payment gateway before it answers: on a loaded machine that is more than the default 5 s.
  await expect(page.getByRole("list", { name: "Status history" })).toContainText(reason, { timeout: 15_000 });
}

// --- Seeded data ----------------------------------------------------------------------------------

type SeededProduct = { id: number; name: string; slug: string };

/** The seeded rows the specs rely on (prisma/seed-data), with the ids this database gave them. */
type Seed = {
  /** ₹399 at 10% off (₹359.10). */
  chyawanprash: SeededProduct;
  /** ₹249, no discount. */
  giloy: SeededProduct;
  /** Out of stock. */
  amlaSoldOut: SeededProduct;
  herbalSupplements: { id: number; name: string; slug: string };
  /** 10% off for everyone. */
  welcomeCoupon: { code: string };
};

async function readSeed(db: PrismaClient): Promise<Seed> {
  const product = (slug: string) =>
    db.product.findUniqueOrThrow({ where: { slug }, select: { id: true, name: true, slug: true } });
  return {
    chyawanprash: await product("chyawanprash-special"),
    giloy: await product("giloy-ghanvati-tablets"),
    amlaSoldOut: await product("amla-vitamin-c-capsules"),
    herbalSupplements: await db.category.findFirstOrThrow({
      where: { slug: "herbal-supplements", parentId: null },
      select: { id: true, name: true, slug: true },
    }),
    welcomeCoupon: await db.coupon.findUniqueOrThrow({ where: { code: "WELCOME10" }, select: { code: true } }),
  };
}

// --- Carts and orders -----------------------------------------------------------------------------

/** Puts `quantity` of product `product` (an id) in the page's cart through the cart API. */
export async function addToCart(page: Page, product: number, quantity = 1) {
  const response = await page.request.post("/api/carts/items/", { data: { product, quantity } });
  expect(response.ok()).toBe(true);
}

/** Where the specs' orders go: Bengaluru takes cash on delivery; Srinagar is delivered to, without it. */
const DELIVERY_TO = {
  bengaluru: {
    delivery_address: "12 MG Road",
    delivery_city: "Bengaluru",
    delivery_state: "Karnataka",
    delivery_pincode: "560001",
  },
  srinagar: {
    delivery_address: "4 Residency Road",
    delivery_city: "Srinagar",
    delivery_state: "Jammu and Kashmir",
    delivery_pincode: "190001",
  },
};

type OrderOptions = {
  to?: keyof typeof DELIVERY_TO;
  /** The shopper's phone; a signed-in shopper's own keeps the order theirs. */
  phone?: string;
  idempotencyKey?: string;
};

/** Places the page's cart as an order through the API, as Place Order does, and returns the order's id. */
export async function placeOrder(
  page: Page,
  paymentMethod: "cod" | "razorpay",
  { to = "bengaluru", phone = "+919812345678", idempotencyKey }: OrderOptions = {},
): Promise<number> {
  const placed = await page.request.post("/api/orders/", {
    data: {
      customer_name: "Asha Rao",
      customer_email: "asha@example.in",
      customer_phone: phone,
      ...DELIVERY_TO[to],
      payment_method: paymentMethod,
    },
    headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {},
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { order_id: number }).order_id;
}

/** Who a checkout in the browser is for: the contact details typed in and the first address saved. */
export type CheckoutBuyer = {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
};

/** A buyer in Bengaluru (Karnataka: the shop's state, so CGST and SGST). */
export const ASHA_IN_BENGALURU: CheckoutBuyer = {
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.in",
  address: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  zipCode: "560001",
};

/** A buyer in Kochi (Kerala: out of the shop's state, so IGST). */
export const KAVYA_IN_KOCHI: CheckoutBuyer = {
  firstName: "Kavya",
  lastName: "Menon",
  email: "kavya@example.in",
  address: "21 Marine Drive",
  city: "Kochi",
  state: "Kerala",
  zipCode: "682001",
};

/**
 * Opens /checkout of a shopper with no saved address, types `buyer`'s contact details, saves their address (the
 * page confirms with an alert) and waits until it is the chosen one.
 */
export async function fillCheckoutAs(page: Page, buyer: CheckoutBuyer) {
  await page.goto("/checkout");
  await expect(page.getByText("No addresses found")).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("First Name").fill(buyer.firstName);
  await page.getByLabel("Last Name").fill(buyer.lastName);
  await page.getByLabel("Email", { exact: true }).fill(buyer.email);
  await page.getByRole("button", { name: "Add New Address" }).click();
  await page.getByLabel("Address", { exact: true }).fill(buyer.address);
  await page.getByLabel("City").fill(buyer.city);
  await page.getByLabel("State").selectOption(buyer.state);
  await page.getByLabel("ZIP Code").fill(buyer.zipCode);
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByRole("radio", { name: buyer.address })).toHaveAttribute("aria-checked", "true");
}

/** Place Order on a filled checkout with cash on delivery chosen: waits for the order's page; answers its id and number. */
export async function placeCodOrderAtCheckout(page: Page): Promise<{ id: number; number: string }> {
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.waitForURL(/\/orders\/\d+$/);
  const id = Number(page.url().match(/\/orders\/(\d+)$/)![1]);
  return { id, number: (await page.getByTestId("order-number").textContent())! };
}

// --- Accessibility -----------------------------------------------------------------------------------

/**
 * The serious and critical WCAG 2.1 A/AA findings of axe on the page as it is now (only inside `within`'s selectors
 * when given), described so a failure says what and where.
 */
export async function seriousAxe(page: Page, within: readonly string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  for (const selector of within) builder.include(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 5)
          .join(", ")}`,
    );
}

// --- E-mail -------------------------------------------------------------------------------------------

/** The local mail catcher (scripts/fakes/mail-catcher.ts): `/messages?to=`, `/messages/{id}.html` and `.eml`. */
export const MAIL_CATCHER = `http://127.0.0.1:${mailCatcherPorts().http}`;

/** An e-mail the catcher holds. */
export type CaughtMail = { id: number; to: string[]; subject: string; text: string; key: string | null };

/** The e-mails the local catcher holds for `to` (newest first), waiting until `count` have arrived. */
export async function mailFor(to: string, count = 1): Promise<CaughtMail[]> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL_CATCHER}/messages?to=${encodeURIComponent(to)}`);
        found = (await response.json()) as CaughtMail[];
        return found.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** A rupee amount as the shop shows it ("₹1,047.00", "−₹79.80", "Free") in paise, a deduction negative. */
export function paiseShown(text: string): number {
  const trimmed = text.trim();
  if (trimmed === "Free") return 0;
  const match = /^(−?)₹([\d,]+)\.(\d{2})$/.exec(trimmed);
  if (!match) throw new Error(`Not an amount: ${JSON.stringify(text)}`);
  const paise = Number(match[2].replaceAll(",", "")) * 100 + Number(match[3]);
  return match[1] ? -paise : paise;
}

/** A summary's money rows (label → paise), every `dt`/`dd` pair but the item count and the total. */
export async function summaryRows(summary: Locator): Promise<Record<string, number>> {
  const pairs = await summary
    .locator("dl > div")
    .evaluateAll((rows) =>
      rows.map(
        (row) => [row.querySelector("dt")?.textContent ?? "", row.querySelector("dd")?.textContent ?? ""] as const,
      ),
    );
  return Object.fromEntries(
    pairs
      .filter(([label]) => label !== "Items" && label !== "Total")
      .map(([label, amount]) => [label, paiseShown(amount)]),
  );
}

/** Asserts that a summary's rows add up to its total (`totalTestId`), and returns the rows. */
export async function expectSummaryAddsUp(summary: Locator, totalTestId: string): Promise<Record<string, number>> {
  const rows = await summaryRows(summary);
  const total = paiseShown((await summary.getByTestId(totalTestId).textContent()) ?? "");
  expect(Object.values(rows).reduce((sum, amount) => sum + amount, 0)).toBe(total);
  return rows;
}

type OrderRow = { name: string; status?: "pending" | "confirmed" | "shipped"; total?: number };
type SeededOrder = { id: number; number: string };

type SeedOrders = {
  /** Cash-on-delivery orders of one new customer (named `customerName` when given), numbered ORD-E2E-{tag}-{index}, by row name. */
  cashOnDelivery(tag: string, rows: OrderRow[], customerName?: string): Promise<Record<string, SeededOrder>>;
  /**
   * An online order paid through the fake Razorpay the way a shopper pays it: a gateway order for
   * the stored amount, the Checkout stand-in's Pay, and the payment.captured webhook that marks it paid.
   */
  paidOnline(tag: string, name: string): Promise<SeededOrder>;
};

function orderData(
  number: string,
  customer: { id: number; phone: string },
  row: OrderRow,
  paymentMethod: "cod" | "prepaid",
): Prisma.OrderUncheckedCreateInput {
  const total = row.total ?? 50000;
  return {
    orderNumber: number,
    customerId: customer.id,
    paymentMethod,
    status: row.status ?? "pending",
    paymentStatus: "pending",
    customerName: row.name,
    customerPhone: customer.phone,
    recipientName: row.name,
    recipientPhone: customer.phone,
    deliveryAddress: "12 MG Road",
    deliveryCity: "Pune",
    deliveryState: "Maharashtra",
    deliveryPincode: "411001",
    itemsOriginalTotal: total,
    subtotal: total,
    total,
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
  };
}

const FAKE_RAZORPAY = `http://127.0.0.1:${process.env.RAZORPAY_FAKE_PORT ?? LOCAL_RAZORPAY.port}`;

/** POSTs `body` to the fake Razorpay (with the shop's key), or GETs `path` when `body` is undefined. */
export async function fakeRazorpay<T>(path: string, body: unknown, authorised = true): Promise<T> {
  const basic = Buffer.from(`${LOCAL_RAZORPAY.keyId}:${LOCAL_RAZORPAY.keySecret}`).toString("base64");
  const response = await fetch(`${FAKE_RAZORPAY}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...(authorised ? { authorization: `Basic ${basic}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`Fake Razorpay ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Pays a stored online order through the fake Razorpay the way a shopper pays it: a gateway order for
 * the stored amount, the Checkout stand-in's Pay, and the payment.captured webhook that marks it paid
 * (waited for).
 */
export async function payAtFakeRazorpay(
  db: PrismaClient,
  order: { id: number; orderNumber: string; total: number },
): Promise<void> {
  const gatewayOrder = await fakeRazorpay<{ id: string }>("/v1/orders", {
    amount: order.total,
    currency: "INR",
    receipt: order.orderNumber,
  });
  await db.payment.create({ data: { orderId: order.id, razorpayOrderId: gatewayOrder.id, amount: order.total } });
  await fakeRazorpay("/_checkout/attempt", { order_id: gatewayOrder.id, outcome: "success" }, false);
  await expect
    .poll(async () => (await db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus, {
      message: `The payment.captured webhook did not mark ${order.orderNumber} paid`,
      timeout: 10_000,
    })
    .toBe("paid");
}

type LineProduct = { id: number; name: string; gstRate: number; hsnCode: string | null };

/**
 * A confirmed online order of the signed-in shopper (`signInNewShopper`), to Pune, of one unit of each product at
 * its price in paise, paid through the fake Razorpay (`payAtFakeRazorpay`).
 */
export async function paidOnlineOrderFor(
  db: PrismaClient,
  { customer, phone }: { customer: { id: number }; phone: { e164: string } },
  tag: string,
  lines: { product: LineProduct; price: number }[],
) {
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  const row = { name: "Meera Iyer", status: "confirmed" as const, total };
  const order = await db.order.create({
    data: {
      ...orderData(`ORD-E2E-${tag}`, { id: customer.id, phone: phone.e164 }, row, "prepaid"),
      customerEmail: "meera@example.in",
      items: {
        create: lines.map(({ product, price }) => ({
          productId: product.id,
          productName: product.name,
          quantity: 1,
          unitPrice: price,
          discountPrice: price,
          totalPrice: price,
          gstRate: product.gstRate,
          hsnCode: product.hsnCode,
        })),
      },
    },
  });
  await payAtFakeRazorpay(db, order);
  return order;
}

/** The admin order page's "Order edits" panel, its Edit order pressed (once hydrated). */
export async function openOrderEdit(page: Page, orderId: number): Promise<Locator> {
  await page.goto(`/admin/orders/${orderId}`);
  const panel = page.getByRole("region", { name: "Order edits" });
  const edit = panel.getByRole("button", { name: "Edit order" });
  await hydrated(edit);
  await edit.click();
  return panel;
}

/** Asserts that an image has loaded, at its natural width (a private photo loads only with the right session). */
export async function expectImageWidth(image: Locator, width: number): Promise<void> {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(width);
}

/** Sends one run of a pg-boss job now, as its schedule would, for the server's worker to run (a singleton run already queued makes this a no-op). */
export async function runJobNow(name: string): Promise<void> {
  const boss = new PgBoss({
    connectionString: process.env.DATABASE_URL,
    schema: "pgboss",
    migrate: false,
    supervise: false,
    schedule: false,
  } as PgBoss.ConstructorOptions);
  await boss.start();
  try {
    await boss.send(name, {});
  } finally {
    await boss.stop({ graceful: false });
  }
}

/** The fake Shiprocket the e2e server ships through (`/__fake/shipments/{awb}/advance` and `/path` drive it). */
export const FAKE_SHIPROCKET = `http://127.0.0.1:${process.env.SHIPROCKET_FAKE_PORT ?? LOCAL_SHIPROCKET.port}`;

/**
 * Moves the fake courier's shipment (a reverse pickup too) one scan on, or to `status`; the fake then POSTs the
 * tracking webhook to the shop, which must have answered it itself (200: a sender follows no redirect).
 */
export async function courierScans(awb: string, status?: string) {
  const response = await fetch(`${FAKE_SHIPROCKET}/__fake/shipments/${awb}/advance`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(status ? { status } : {}),
  });
  expect(response.ok).toBe(true);
  const { webhooks } = (await response.json()) as { webhooks: { status: number }[] };
  expect(webhooks.at(-1)?.status).toBe(200);
}

function seedOrdersIn(db: PrismaClient): SeedOrders {
  const newCustomer = (name?: string) => db.customer.create({ data: { phone: freshPhone().e164, name } });
  return {
    async cashOnDelivery(tag, rows, customerName) {
      const customer = await newCustomer(customerName);
      const seeded: Record<string, SeededOrder> = {};
      for (const [index, row] of rows.entries()) {
        const number = `ORD-E2E-${tag}-${index}`;
        const order = await db.order.create({ data: orderData(number, customer, row, "cod") });
        seeded[row.name] = { id: order.id, number };
      }
      return seeded;
    },
    async paidOnline(tag, name) {
      const customer = await newCustomer();
      const number = `ORD-E2E-${tag}-paid`;
      const order = await db.order.create({
        data: orderData(number, customer, { name, status: "confirmed" }, "prepaid"),
      });
      await payAtFakeRazorpay(db, order);
      return { id: order.id, number };
    },
  };
}

// --- The fixtures ---------------------------------------------------------------------------------

type TestFixtures = {
  /** The test's page, signed in as a new shopper through the phone code (it lands on /checkout). */
  shopper: Page;
  /** The test's page, signed in as the seeded admin. */
  admin: Page;
  /** The test's page, signed in as the seeded editor. */
  editor: Page;
  seedOrders: SeedOrders;
  freshClientAddress: void;
};

type WorkerFixtures = {
  seed: Seed;
  database: PrismaClient;
  adminCookies: Cookie[];
  editorCookies: Cookie[];
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  database: [
    async ({}, provide) => {
      const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL, max: 2 }) });
      await provide(db);
      await db.$disconnect();
    },
    { scope: "worker" },
  ],
  seed: [async ({ database }, provide) => provide(await readSeed(database)), { scope: "worker" }],
  adminCookies: [
    async ({ browser }, provide, workerInfo) =>
      provide(await staffSession(browser, workerInfo.project.use.baseURL, "admin")),
    { scope: "worker" },
  ],
  editorCookies: [
    async ({ browser }, provide, workerInfo) =>
      provide(await staffSession(browser, workerInfo.project.use.baseURL, "editor")),
    { scope: "worker" },
  ],

  shopper: async ({ page }, provide) => {
    const phone = freshPhone();
    await page.goto("/login");
    await sendCode(page, phone.typed);
    await enterCode(page, phone.e164);
    await page.waitForURL(/\/checkout/);
    await provide(page);
  },
  admin: async ({ page, adminCookies }, provide) => {
    await page.context().addCookies(adminCookies);
    await provide(page);
  },
  editor: async ({ page, editorCookies }, provide) => {
    await page.context().addCookies(editorCookies);
    await provide(page);
  },
  seedOrders: async ({ database }, provide) => provide(seedOrdersIn(database)),
  // Every test's browser is another shopper, but all of them connect from this machine's one address:
  // without this, the per-address sign-in limits (tested in Jest) would count the whole suite as one
  // shopper and refuse whichever test signs in after the 30th code of the hour.
  freshClientAddress: [
    async ({ database }, provide) => {
      await database.$executeRaw`DELETE FROM "RateLimitCounter" WHERE "key" LIKE 'otp-send:ip:%' OR "key" LIKE 'token-exchange:ip:%'`;
      await provide();
    },
    { auto: true },
  ],
});
