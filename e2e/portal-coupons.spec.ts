import { expect as baseExpect, test, type Page } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const couponRow = (page: Page, code: string) => page.getByTestId("coupon-row").filter({ hasText: code });

async function openCart(page: Page) {
  await page.goto("/cart");
  await expect(page.getByText("Loading your cart...")).toHaveCount(0, { timeout: 20_000 });
}

/** On /portal/coupons/new: a For All coupon of `percent` off with the form's default dates. */
async function createCoupon(page: Page, code: string, percent: number) {
  await page.goto("/portal/coupons/new");
  const form = page.getByRole("form", { name: "New coupon" });
  await form.getByLabel("Code").fill(code);
  await expect(form.getByLabel("Group")).toHaveValue("for_all");
  await form.getByLabel("Discount type").selectOption("percent");
  await form.getByLabel("Discount (% off)").fill(String(percent));
  await form.getByLabel("Description (shown to shoppers)").fill(`${percent}% off everything (e2e)`);
  await form.getByRole("button", { name: "Create coupon" }).click();
}

test("an admin creates a coupon a visitor applies in the cart, then pauses it and the cart refuses it", async ({
  admin,
  browser,
  seed,
}) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await createCoupon(admin, code.toLowerCase(), 10);
  await expect(admin).toHaveURL(/\/portal\/coupons\/\d+\?created=1$/);
  await expect(admin.getByRole("status").filter({ hasText: "Coupon created." })).toBeVisible();
  await expect(admin.getByRole("heading", { level: 1, name: code })).toBeVisible();
  await expect(admin.getByText("No redemptions yet")).toBeVisible();

  // The same code again, in another case, is refused at the Code field.
  await createCoupon(admin, code, 5);
  await expect(admin.getByText(`Another coupon already has the code ${code}.`)).toBeVisible();
  await expect(admin.getByRole("form", { name: "New coupon" }).getByLabel("Code")).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  await admin.goto(`/portal/coupons?search=${code}`);
  const row = couponRow(admin, code);
  await expect(row).toContainText("For All");
  await expect(row).toContainText("10%");
  await expect(row).toContainText("0 / no limit");
  await expect(row).toContainText("active");

  // A visitor (guests may apply For All coupons) chooses it in the cart's coupon box.
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await visitorContext.newPage();
  expect(
    (await visitor.request.post("/api/carts/items/", { data: { product: seed.chyawanprash.id, quantity: 1 } })).ok(),
  ).toBe(true);
  await openCart(visitor);
  await visitor.getByRole("button", { name: "Choose a coupon" }).click();
  await visitor.getByRole("option", { name: new RegExp(code) }).click();
  await visitor.getByRole("button", { name: "Apply" }).click();
  await expect(visitor.getByText(new RegExp(`Coupon ${code} applied! You saved ₹`))).toBeVisible();
  await expect(visitor.getByRole("region", { name: "Order Summary" })).toContainText(
    new RegExp(`Coupon Discount \\(${code}\\)−₹[1-9]`),
  );

  // The admin pauses it, after a confirmation.
  await row.getByRole("button", { name: "Pause" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Pause coupon" }).click();
  await expect(admin.getByRole("status").filter({ hasText: `Paused ${code}` })).toBeVisible();
  await expect(row).toContainText("paused");
  await expect(row.getByRole("button", { name: "Resume" })).toBeVisible();

  // Applying it again is refused with the API's words, and the box no longer offers it.
  await visitor.getByRole("button", { name: `Remove coupon ${code}` }).click();
  await expect(visitor.getByRole("region", { name: "Order Summary" })).not.toContainText("Coupon Discount");
  const refused = await visitor.request.post("/api/carts/coupon/", { data: { code } });
  expect(refused.ok()).toBe(false);
  expect((await refused.json()).message).toBe("Invalid coupon code");
  await openCart(visitor);
  await visitor.getByRole("button", { name: "Choose a coupon" }).click();
  await expect(visitor.getByRole("listbox", { name: "Available coupons" })).toBeVisible();
  await expect(visitor.getByRole("option", { name: new RegExp(code) })).toHaveCount(0);
  await visitorContext.close();

  // The filters live in the address.
  await admin.goto(`/portal/coupons?search=${code}&status=active`);
  await expect(admin.getByText("No coupons match these filters")).toBeVisible();
  await admin.goto(`/portal/coupons?search=${code}&status=paused`);
  await expect(couponRow(admin, code)).toBeVisible();
});

test("an editor is refused the coupons screen and does not see it in the menu", async ({ editor: page }) => {
  await page.goto("/portal/coupons");
  await expect(page.getByText("Only administrators can manage coupons")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Coupons" })).toHaveCount(0);
  await page.goto("/portal/coupons/new");
  await expect(page.getByText("Only administrators can manage coupons")).toBeVisible();
  expect((await page.request.get("/api/portal/coupons/")).status()).toBe(403);
});

// Also leaves screenshots to look at in the test's output folder (test-results/).
test("the coupons table, the edit form and a new coupon's field errors, on a desktop and a phone", async ({
  admin: page,
}, testInfo) => {
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  for (const [name, viewport] of [
    ["desktop", { width: 1366, height: 900 }],
    ["mobile", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto("/portal/coupons");
    await expect(page.getByTestId("coupon-row").first()).toBeVisible();
    await shot(`table-${name}`);
    await page.getByTestId("coupon-row").first().getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("form", { name: "Edit coupon" })).toBeVisible();
    await expect(page.getByText("Loading redemptions...")).toHaveCount(0);
    await shot(`form-${name}`);
    await page.goto("/portal/coupons/new");
    await page.getByRole("form", { name: "New coupon" }).getByRole("button", { name: "Create coupon" }).click();
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    await shot(`new-errors-${name}`);
  }
});
