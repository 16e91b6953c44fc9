import { addToCart, expect, test, type Page } from "./fixtures";

/** On the open address form: fills it and saves (the checkout's success alert is accepted). */
async function saveAddress(
  page: Page,
  {
    address,
    city,
    state,
    pin,
    recipient,
    mobile,
  }: { address: string; city: string; state: string; pin: string; recipient?: string; mobile?: string },
) {
  if (recipient) await page.getByLabel("Recipient name (optional)").fill(recipient);
  if (mobile) await page.getByLabel("Mobile (optional)").fill(mobile);
  await page.getByLabel("Address", { exact: true }).fill(address);
  await page.getByLabel("City").fill(city);
  await page.getByLabel("State").selectOption(state);
  await page.getByLabel("ZIP Code").fill(pin);
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Save Address" }).click();
}

test("checkout says at once that a pincode is not served, or takes no cash, and Place Order is refused", async ({
  shopper: page,
  seed,
  database,
}, testInfo) => {
  test.setTimeout(90_000);
  await addToCart(page, seed.chyawanprash.id, 1);
  await page.goto("/checkout");
  await expect(page.getByText("No addresses found")).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("First Name").fill("Nila");
  await page.getByLabel("Last Name").fill("Das");
  await page.getByLabel("Email", { exact: true }).fill("nila@example.in");

  // An empty save: the focus goes to the first refused field as the form shows them (the State select
  // registers before the fields above it).
  await page.getByRole("button", { name: "Add New Address" }).click();
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByText("Please fill in all required address fields")).toBeVisible();
  await expect(page.getByLabel("Address", { exact: true })).toBeFocused();
  await page.getByLabel("Address", { exact: true }).fill("3 Aberdeen Bazaar");
  await page.getByLabel("City").fill("Port Blair");
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByLabel("State")).toBeFocused();

  // The form refuses what is not a PIN code at the field.
  await page.getByLabel("ZIP Code").fill("044101");
  await page.getByLabel("City").click();
  await expect(page.getByText("Enter a valid 6-digit pincode")).toBeVisible();

  // Seeded: Port Blair (744101) is not serviceable.
  await saveAddress(page, {
    address: "3 Aberdeen Bazaar",
    city: "Port Blair",
    state: "Andaman and Nicobar Islands",
    pin: "744101",
    recipient: "Tara Das",
    mobile: "98300 12345",
  });
  await expect(page.getByRole("radio", { name: /3 Aberdeen Bazaar/ })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("radio", { name: /3 Aberdeen Bazaar/ })).toContainText("Tara Das · +919830012345");
  const notice = page.getByTestId("checkout-delivery");
  const refusal = "Sorry, we do not deliver to pincode 744101 yet. Please choose another delivery address.";
  await expect(notice).toHaveText(refusal);
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("checkout-unserviceable-desktop.png") });
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("alert").filter({ hasText: refusal })).toHaveCount(2);
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await database.order.count({ where: { deliveryPincode: "744101" } })).toBe(0);

  // Seeded: Srinagar (190001) is served without cash on delivery: online payment is the only choice.
  await page.getByRole("button", { name: "Add New Address" }).click();
  await saveAddress(page, { address: "8 Residency Road", city: "Srinagar", state: "Jammu and Kashmir", pin: "190001" });
  await expect(page.getByRole("radio", { name: /8 Residency Road/ })).toHaveAttribute("aria-checked", "true");
  await expect(notice).toContainText("Delivers to 190001 by");
  await expect(notice).toContainText("Cash on Delivery is not available for pincode 190001. Please pay online.");
  await expect(page.getByRole("radio", { name: /Cash on Delivery/ })).toBeDisabled();
  await expect(page.getByRole("radio", { name: /Pay Online/ })).toHaveAttribute("aria-checked", "true");
  await page.setViewportSize({ width: 390, height: 844 });
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("checkout-no-cod-mobile.png") });
});

test("a shopper edits, makes default and deletes saved addresses on the profile", async ({
  shopper: page,
}, testInfo) => {
  await page.goto("/profile");
  const book = page.getByRole("region", { name: "My Addresses" });
  await expect(book.getByText("No addresses found")).toBeVisible({ timeout: 20_000 });
  await book.getByRole("button", { name: "Add New Address" }).click();
  await saveAddress(page, { address: "12 MG Road", city: "Bengaluru", state: "Karnataka", pin: "560001" });
  await book.getByRole("button", { name: "Add New Address" }).click();
  await saveAddress(page, {
    address: "7 Park Street",
    city: "Kolkata",
    state: "West Bengal",
    pin: "700001",
    recipient: "Office desk",
    mobile: "9830098300",
  });
  const home = book.getByRole("listitem", { name: "Address: 12 MG Road" });
  const office = book.getByRole("listitem", { name: "Address: 7 Park Street" });
  await expect(home).toContainText("Default");
  await expect(office).toContainText("Office desk · +919830098300");

  await office.getByRole("button", { name: "Edit" }).click();
  await expect(office.getByLabel("State")).toHaveValue("West Bengal");
  await office.getByLabel("ZIP Code").fill("7000");
  await office.getByRole("button", { name: "Save Address" }).click();
  await expect(office.getByText("Enter a valid 6-digit pincode")).toBeVisible();
  await office.getByLabel("ZIP Code").fill("700016");
  await office.getByLabel("Mobile (optional)").fill("");
  await office.getByRole("button", { name: "Save Address" }).click();
  await expect(office).toContainText("Kolkata, West Bengal 700016");
  await expect(office).not.toContainText("+919830098300");

  await office.getByRole("button", { name: "Make default" }).click();
  await expect(office).toContainText("Default");
  await expect(home).not.toContainText("Default");
  await page.screenshot({ path: testInfo.outputPath("profile-addresses-desktop.png"), fullPage: true });

  await office.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Orders already placed keep their delivery address.");
  await page.getByRole("button", { name: "Delete address" }).click();
  await expect(office).toHaveCount(0);
  await expect(home).toContainText("Default");
  await page.setViewportSize({ width: 390, height: 844 });
  await home.getByRole("button", { name: "Edit" }).click();
  await page.screenshot({ path: testInfo.outputPath("profile-addresses-mobile.png"), fullPage: true });
});

test("checkout flags a saved address whose state is not its PIN code's and takes the order once the shopper confirms the PIN code's state", async ({
  shopper: page,
  seed,
  database,
}, testInfo) => {
  test.setTimeout(90_000);
  await addToCart(page, seed.chyawanprash.id, 1);
  const { data: profile } = await (await page.request.get("/api/customer/profile/")).json();
  const customer = await database.customer.findUniqueOrThrow({ where: { phone: profile.phone } });
  // Saved before states were checked against PIN codes.
  await database.address.create({
    data: {
      customerId: customer.id,
      address: "12 Connaught Place",
      city: "New Delhi",
      state: "Karnataka",
      zipCode: "110001",
      isDefault: true,
    },
  });
  await page.goto("/checkout");
  const card = page.getByRole("radio", { name: /12 Connaught Place/ });
  await expect(card).toContainText("State and PIN code disagree", { timeout: 20_000 });
  const check = page.getByTestId("checkout-state-check");
  const problem =
    "PIN code 110001 is in Delhi, not Karnataka. Confirm the delivery state, or correct the PIN code, before placing the order.";
  await expect(check).toContainText(problem);
  await page.getByLabel("First Name").fill("Meera");
  await page.getByLabel("Last Name").fill("Kapoor");
  await page.getByLabel("Email", { exact: true }).fill("meera@example.in");
  await check.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("checkout-state-check-desktop.png") });
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("alert").filter({ hasText: problem })).toHaveCount(2);
  expect(await database.order.count({ where: { customerId: customer.id } })).toBe(0);

  await check.getByRole("button", { name: "Deliver to Delhi" }).click();
  await expect(check).toHaveCount(0);
  await expect(card).toContainText("New Delhi, Delhi 110001");
  await expect(card).not.toContainText("disagree");
  expect(await database.address.findFirstOrThrow({ where: { customerId: customer.id } })).toMatchObject({
    state: "Delhi",
    zipCode: "110001",
  });

  // A new address: the state follows the PIN code as it is typed, and another state is refused at the field.
  await page.getByRole("button", { name: "Add New Address" }).click();
  await page.getByLabel("ZIP Code").fill("744101");
  await expect(page.getByLabel("State")).toHaveValue("Andaman and Nicobar Islands");
  await page.getByLabel("Address", { exact: true }).fill("3 Aberdeen Bazaar");
  await page.getByLabel("City").fill("Port Blair");
  await page.getByLabel("State").selectOption("Karnataka");
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByText("PIN code 744101 is in Andaman and Nicobar Islands, not Karnataka")).toBeVisible();
  await expect(page.getByText("Please fill in all required address fields")).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("checkout-state-refused-mobile.png") });
});
