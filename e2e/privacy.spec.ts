import { readFile } from "node:fs/promises";
import {
  addToCart,
  expect,
  fillCheckoutAs,
  hydrated,
  placeCodOrderAtCheckout,
  SEEDED_STAFF,
  test,
  type Page,
} from "./fixtures";

/** Places a cash-on-delivery order delivered to Pune and answers its number (the checkout as a shopper uses it). */
async function placeCodOrder(page: Page, product: number): Promise<string> {
  await addToCart(page, product, 1);
  await fillCheckoutAs(page, {
    firstName: "Meera",
    lastName: "Iyer",
    email: "meera@example.in",
    address: "5 Law College Road",
    city: "Pune",
    state: "Maharashtra",
    zipCode: "411001",
  });
  return (await placeCodOrderAtCheckout(page)).number;
}

test("a shopper corrects their name, downloads their data and asks for erasure; the admin completes it, the invoice is kept", async ({
  shopper: page,
  seed,
  database,
  request,
  browser,
  adminCookies,
}) => {
  test.setTimeout(180_000);
  const orderNumber = await placeCodOrder(page, seed.chyawanprash.id);
  const order = await database.order.findUniqueOrThrow({ where: { orderNumber } });

  // The admin confirms the order (its GST invoice is issued); it is then delivered.
  const login = await request.post("/api/admin/token/", {
    data: { username: SEEDED_STAFF.admin.username, password: SEEDED_STAFF.admin.password },
  });
  const { access } = (await login.json()) as { access: string };
  const confirmed = await request.patch(`/api/admin/orders/${order.id}/update_status/`, {
    data: { new_status: "confirmed" },
    headers: { authorization: `Bearer ${access}` },
  });
  expect(confirmed.status()).toBe(200);
  const invoice = await database.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
  await database.order.update({ where: { id: order.id }, data: { status: "delivered" } });

  // Correct: the profile's name.
  await page.goto("/profile");
  const details = page.getByRole("form", { name: "Your details" });
  await expect(details.getByLabel("Name")).toHaveValue("Meera Iyer");
  await hydrated(details.getByRole("button", { name: "Save details" }));
  await details.getByLabel("Name").fill("Meera K. Iyer");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByRole("status")).toHaveText("Your details are saved.");
  expect((await database.customer.findUniqueOrThrow({ where: { id: order.customerId } })).name).toBe("Meera K. Iyer");

  // Download my data: the file holds this shopper's profile, order, invoice number and consents.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(data.profile).toMatchObject({ id: order.customerId, name: "Meera K. Iyer", email: "meera@example.in" });
  expect(data.addresses).toEqual([expect.objectContaining({ address: "5 Law College Road", zip_code: "411001" })]);
  expect(data.orders).toEqual([
    expect.objectContaining({ order_number: orderNumber, invoice_number: invoice.number, status: "delivered" }),
  ]);
  expect(data.orders[0].lines).toHaveLength(1);
  expect(data.consents).toEqual(expect.any(Array));
  expect(data.messages).toEqual({ email: expect.any(Array), whatsapp: expect.any(Array) });
  await expect(page.getByText(/^Downloaded my-data-/)).toBeVisible();

  // Delete my account: a confirmation step, then the pending request with its deadline and what is kept.
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toContainText("We keep your invoices");
  await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
  const pending = page.getByRole("status").filter({ hasText: "We have your request to delete your account" });
  await expect(pending).toBeVisible();
  await expect(pending).toContainText("Your invoice is kept until 31 December 20");

  // The admin completes it from the requests screen.
  const adminContext = await browser.newContext();
  await adminContext.addCookies(adminCookies);
  const admin = await adminContext.newPage();
  await admin.goto("/admin/privacy-requests");
  const row = admin.getByTestId("erasure-request-row").filter({ hasText: "Meera K. Iyer" });
  await expect(row).toBeVisible();
  await hydrated(row.getByRole("button", { name: "Complete" }));
  await row.getByRole("button", { name: "Complete" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Erase the account" }).click();
  await expect(admin.getByText(/the account's personal data is erased; its invoice is kept until/)).toBeVisible();
  const asked = await database.erasureRequest.findFirstOrThrow({ where: { customerId: order.customerId } });
  await admin.goto("/admin/privacy-requests?status=completed");
  const done = admin.getByTestId("erasure-request-row").filter({ hasText: `#${asked.id}` });
  await expect(done).toContainText("Erased customer");
  await expect(done).toContainText("1 invoice(s) kept");
  await adminContext.close();

  // The shopper's session is gone: the profile sends them to sign in.
  await page.goto("/profile");
  await page.waitForURL(/\/login/);

  // Kept: the invoice as issued and the order's record, anonymised.
  expect(await database.invoice.findUniqueOrThrow({ where: { orderId: order.id } })).toEqual(invoice);
  const kept = await database.order.findUniqueOrThrow({ where: { id: order.id }, include: { items: true } });
  expect(kept).toMatchObject({
    customerName: "Erased customer",
    customerEmail: "",
    deliveryAddress: "",
    total: order.total,
  });
  expect(kept.items).toHaveLength(1);
  const customer = await database.customer.findUniqueOrThrow({ where: { id: order.customerId } });
  expect(customer).toMatchObject({ name: null, email: null, phone: `erased:${order.customerId}` });
  expect(await database.session.count({ where: { customerId: order.customerId } })).toBe(0);
});
