import { readFile } from "node:fs/promises";
import type { PrismaClient } from "@prisma/client";
import { gstr1TotalsByStateAndRate, type Gstr1File } from "../lib/domain/gstr1";
import { shopDay, startOfShopDay } from "../lib/domain/shop-days";
import { pdfText } from "../scripts/jest/pdf-text";
import {
  addToCart,
  ASHA_IN_BENGALURU,
  enterCode,
  expect,
  fillCheckoutAs,
  freshPhone,
  hydrated,
  placeCodOrderAtCheckout,
  placeOrder,
  SEEDED_STAFF,
  sendCode,
  test,
  type Page,
} from "./fixtures";

/** A Karnataka GSTIN with a valid check character, for deliveries to Bengaluru. */
const BUYER_GSTIN = "29AAGCB7383J1Z4";
/** The same business's Maharashtra registration (valid check character): not for a Karnataka address. */
const MAHARASHTRA_GSTIN = "27AAGCB7383J1Z8";

/** A second browser signed in as a new shopper. */
async function signedInShopper(browser: import("@playwright/test").Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const phone = freshPhone();
  await page.goto("/login");
  await sendCode(page, phone.typed);
  await enterCode(page, phone.e164);
  await page.waitForURL(/\/checkout/);
  return page;
}

async function adminToken(page: Page): Promise<string> {
  const login = await page.request.post("/api/admin/token/", {
    data: { username: SEEDED_STAFF.admin.username, password: SEEDED_STAFF.admin.password },
  });
  return ((await login.json()) as { access: string }).access;
}

test("a COD order above the threshold waits for the shopper's tap, then ships; an unconfirmed one is cancelled by the job with its stock back", async ({
  admin: page,
  browser,
  database,
  seed,
}) => {
  test.setTimeout(180_000);
  // The merchant's rule, set on the settings screen: COD orders above ₹3,000 wait for the shopper.
  await page.goto("/admin/settings");
  const rule = page.getByLabel("Cash-on-delivery orders that wait for the shopper's confirmation");
  await hydrated(rule);
  await rule.selectOption("above_amount");
  await page.getByLabel("Confirmation needed above (₹)").fill("");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(
    page.getByText("Enter the amount above which cash-on-delivery orders wait for confirmation"),
  ).toBeVisible();
  await page.getByLabel("Confirmation needed above (₹)").fill("3000");
  await page.getByLabel("Cancel unconfirmed orders after (hours)").fill("24");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();

  const shopper = await signedInShopper(browser);
  let waiting: number;
  let unconfirmed: number;
  try {
    await addToCart(shopper, seed.chyawanprash.id, 10); // 10 × ₹359.10 = ₹3,591.00
    waiting = await placeOrder(shopper, "cod");
    await addToCart(shopper, seed.chyawanprash.id, 9); // ₹3,231.90
    unconfirmed = await placeOrder(shopper, "cod");
  } finally {
    // Back to no confirmation at once: the other specs' COD orders must not wait.
    await database.storeSettings.update({ where: { id: 1 }, data: { codConfirmationRule: "off" } });
  }

  // The shopper's order page asks for the tap; it confirms the order.
  await shopper.goto(`/orders/${waiting}`);
  await expect(shopper.getByRole("heading", { name: "Please confirm your order" })).toBeVisible();
  const tap = shopper.getByRole("button", { name: "Confirm my order" });
  await hydrated(tap);
  await tap.click();
  await expect(shopper.getByRole("heading", { name: "Thank you! Your order is placed" })).toBeVisible();
  await expect(shopper.getByRole("button", { name: "Confirm my order" })).toHaveCount(0);

  // The admin's list shows only the one still waiting under its filter.
  const [waitingRow, unconfirmedRow] = await Promise.all(
    [waiting, unconfirmed].map((id) => database.order.findUniqueOrThrow({ where: { id } })),
  );
  await page.goto(`/admin/orders?search=${encodeURIComponent(waitingRow.customerPhone)}`);
  const filter = page.getByLabel("COD confirmation");
  await hydrated(filter);
  await filter.selectOption("1");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/awaiting_cod_confirmation=1/);
  const rows = page.getByTestId("order-row");
  await expect(rows.filter({ hasText: unconfirmedRow.orderNumber })).toHaveCount(1);
  await expect(
    rows.filter({ hasText: unconfirmedRow.orderNumber }).getByTestId("awaiting-cod-confirmation"),
  ).toBeVisible();
  await expect(rows.filter({ hasText: waitingRow.orderNumber })).toHaveCount(0);

  // The confirmed one goes the usual way: confirm, process, ship.
  await page.goto(`/admin/orders/${waiting}`);
  const actions = page.getByRole("region", { name: "Actions" });
  const step = async (action: string, confirm: string) => {
    await actions.getByRole("button", { name: action, exact: true }).click();
    await actions.getByRole("button", { name: confirm }).click();
  };
  await hydrated(actions.getByRole("button", { name: "Confirm", exact: true }));
  await step("Confirm", "Confirm Confirm");
  await expect(
    page.getByRole("list", { name: "Status history" }).getByText("confirmed", { exact: true }),
  ).toBeVisible();
  await step("Process", "Confirm Process");
  await expect(page.getByRole("list", { name: "Status history" }).getByText("processing")).toBeVisible();
  await step("Create Shipment", "Confirm Create Shipment");
  await expect(page.getByTestId("tracking-number")).toBeVisible();
  expect((await database.order.findUniqueOrThrow({ where: { id: waiting } })).status).toBe("shipped");

  // The other one's hours pass; the job runs now rather than at its next 5 minutes.
  await database.order.update({ where: { id: unconfirmed }, data: { codConfirmDueAt: new Date(Date.now() - 60_000) } });
  await database.$executeRaw`INSERT INTO pgboss.job (name, data) VALUES ('expire-unconfirmed-cod', '{}'::jsonb)`;
  await expect
    .poll(async () => (await database.order.findUniqueOrThrow({ where: { id: unconfirmed } })).status, {
      timeout: 60_000,
    })
    .toBe("cancelled");
  const returned = await database.stockAdjustment.findMany({
    where: { note: `Order ${unconfirmedRow.orderNumber}: cash on delivery not confirmed in time` },
  });
  expect(returned.map((row) => [row.productId, row.delta])).toEqual([[seed.chyawanprash.id, 9]]);
  await shopper.goto(`/orders/${unconfirmed}`);
  await expect(shopper.getByRole("heading", { name: "Order cancelled" })).toBeVisible();
  await shopper.context().close();
});

/** Invoices and credit notes of the month up to the file's last numbers (numbers are committed in order), in paise by state and rate. */
async function storedTotals(database: PrismaClient, file: Gstr1File, month: string) {
  const from = startOfShopDay(`${month}-01`);
  const lastOf = (docNum: number) =>
    file.doc_issue.doc_det.find((detail) => detail.doc_num === docNum)?.docs.map((range) => range.to) ?? [];
  const upTo = (number: string, lasts: string[]) =>
    lasts.some((last) => last.slice(0, -6) === number.slice(0, -6) && number <= last);
  const invoices = (await database.invoice.findMany({ where: { issuedAt: { gte: from } } })).filter(
    (invoice) => shopDay(invoice.issuedAt).startsWith(month) && upTo(invoice.number, lastOf(1)),
  );
  const notes = (
    await database.creditNote.findMany({ where: { issuedAt: { gte: from } }, include: { invoice: true } })
  ).filter((note) => shopDay(note.issuedAt).startsWith(month) && upTo(note.number, lastOf(5)));
  const totals = new Map<string, { taxable: number; cgst: number; sgst: number; igst: number }>();
  type Line = { gstRate: number; taxableValue: number; cgst: number; sgst: number; igst: number };
  const put = (pos: string | null, lines: Line[], sign: number) => {
    for (const line of lines) {
      const key = `${pos ?? ""}|${line.gstRate}`;
      const sums = totals.get(key) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
      totals.set(key, {
        taxable: sums.taxable + sign * line.taxableValue,
        cgst: sums.cgst + sign * line.cgst,
        sgst: sums.sgst + sign * line.sgst,
        igst: sums.igst + sign * line.igst,
      });
    }
  };
  for (const invoice of invoices) put(invoice.placeOfSupplyCode, invoice.lines as Line[], 1);
  for (const note of notes) put(note.invoice.placeOfSupplyCode, note.lines as Line[], -1);
  return { totals, count: invoices.length };
}

const nonZero = (totals: Map<string, { taxable: number; cgst: number; sgst: number; igst: number }>) =>
  Object.fromEntries([...totals].filter(([, sums]) => Object.values(sums).some((value) => value !== 0)));

test("a business buyer's invoice shows their GSTIN, and the month's GSTR-1 JSON adds up to the invoices less the credit notes", async ({
  admin: page,
  browser,
  database,
  seed,
}) => {
  test.setTimeout(180_000);
  const shopper = await signedInShopper(browser);
  await addToCart(shopper, seed.giloy.id, 2);
  // At checkout, as a business buyer would: the GSTIN's rules answered at its field, then a good one.
  await fillCheckoutAs(shopper, ASHA_IN_BENGALURU);
  const gstin = shopper.getByLabel("GSTIN");
  await shopper.getByLabel("Business name").fill("Bhoomi Wellness Stores");
  await gstin.fill(MAHARASHTRA_GSTIN);
  await shopper.getByRole("button", { name: "Place Order" }).click();
  await expect(
    shopper.getByText(
      "This GSTIN is registered in Maharashtra (27), but the billing address is in Karnataka: use a GSTIN of Karnataka or an address there",
    ),
  ).toBeVisible();
  await gstin.fill(`${BUYER_GSTIN.slice(0, 14)}5`);
  await shopper.getByRole("button", { name: "Place Order" }).click();
  await expect(
    shopper.getByText("The GSTIN's check character does not match: please check for a typing mistake"),
  ).toBeVisible();
  await gstin.fill(BUYER_GSTIN.toLowerCase());
  const { id: orderId } = await placeCodOrderAtCheckout(shopper);
  expect(await database.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
    buyerGstin: BUYER_GSTIN,
    buyerBusinessName: "Bhoomi Wellness Stores",
  });
  const confirmed = await page.request.patch(`/api/admin/orders/${orderId}/update_status/`, {
    data: { new_status: "confirmed" },
    headers: { authorization: `Bearer ${await adminToken(page)}` },
  });
  expect(confirmed.status()).toBe(200);
  const invoice = await database.invoice.findUniqueOrThrow({ where: { orderId } });

  // The shopper's invoice is a B2B tax invoice with their GSTIN and business name.
  await shopper.goto("/orders");
  const order = await database.order.findUniqueOrThrow({ where: { id: orderId } });
  const card = shopper.getByTestId("order-card").filter({ hasText: order.orderNumber });
  const downloading = shopper.waitForEvent("download");
  await card.getByRole("link", { name: "Download invoice" }).click();
  const text = await pdfText(await readFile((await (await downloading).path())!));
  expect(text).toContain(invoice.number);
  expect(text).toContain(`Buyer GSTIN: ${BUYER_GSTIN}`);
  expect(text).toContain("Bhoomi Wellness Stores");
  await shopper.context().close();

  // The admin downloads the month's GSTR-1 from the reports.
  const month = shopDay(invoice.issuedAt).slice(0, 7);
  await page.goto("/admin/reports");
  const panel = page.getByRole("region", { name: "GSTR-1" });
  await panel.getByLabel("Month").fill(month);
  await expect(panel.getByRole("cell", { name: "B2B invoices" })).toBeVisible();
  const fetching = page.waitForEvent("download");
  await panel.getByRole("link", { name: "Download GSTR-1 JSON" }).click();
  const download = await fetching;
  const file = JSON.parse(await readFile((await download.path())!, "utf8")) as Gstr1File;
  expect(download.suggestedFilename()).toBe(`GSTR1_${file.gstin}_${month.slice(5)}${month.slice(0, 4)}.json`);
  expect(file.fp).toBe(`${month.slice(5)}${month.slice(0, 4)}`);

  // Our B2B invoice, by the buyer's GSTIN, with its value and tax.
  const ours = file.b2b.find((buyer) => buyer.ctin === BUYER_GSTIN)?.inv.find((inv) => inv.inum === invoice.number);
  expect(ours).toMatchObject({ val: invoice.total / 100, pos: "29", rchrg: "N", inv_typ: "R" });
  expect(ours!.itms.reduce((sum, item) => sum + Math.round(item.itm_det.txval * 100), 0)).toBe(invoice.taxableValue);

  // The file's totals by state and rate: the month's invoices less its credit notes, as stored.
  const stored = await storedTotals(database, file, month);
  expect(nonZero(gstr1TotalsByStateAndRate(file))).toEqual(nonZero(stored.totals));
  expect(file.doc_issue.doc_det[0].docs.reduce((sum, range) => sum + range.totnum, 0)).toBe(stored.count);
});
