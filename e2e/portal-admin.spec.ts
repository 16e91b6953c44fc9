import { readFile } from "node:fs/promises";
import { SIGN_IN_MESSAGES } from "../lib/domain/sign-in-messages";
import { expect as baseExpect, hydrated, SEEDED_STAFF, submitStaffLogin, test, type Page } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
/** A Meghalaya pincode (793xxx-794xxx) of this run alone: none is seeded, and the state must be the pincode's. */
const firstFresh = 793_000 + Math.floor(Math.random() * 1_900);
let freshCount = 0;
const freshPincode = () => String(firstFresh + freshCount++);

/** On /portal/staff/new: fills the form and presses Create account. */
async function createStaff(
  page: Page,
  fields: { username: string; name: string; role: "admin" | "editor"; password: string; confirm: string },
) {
  await page.goto("/portal/staff/new");
  const form = page.getByRole("form", { name: "New staff account" });
  await form.getByLabel("Username").fill(fields.username);
  await form.getByLabel("Name", { exact: true }).fill(fields.name);
  await form.getByLabel("Role").selectOption(fields.role);
  await form.getByLabel("Password", { exact: true }).fill(fields.password);
  await form.getByLabel("Confirm password").fill(fields.confirm);
  await form.getByRole("button", { name: "Create account" }).click();
  return form;
}

test("an admin creates an editor who signs in; once the admin disables the account, the editor's next portal call ends their session", async ({
  admin,
  browser,
  seed,
}) => {
  const username = `e2e.editor.${unique()}`;
  const password = "monsoon-garden-42";

  // A confirmation that differs, a short password and a taken username are refused at their fields.
  let form = await createStaff(admin, {
    username,
    name: "Kavya Nair",
    role: "editor",
    password,
    confirm: `${password}!`,
  });
  await expect(form.getByText("The two passwords do not match")).toBeVisible();
  form = await createStaff(admin, {
    username,
    name: "Kavya Nair",
    role: "editor",
    password: "short",
    confirm: "short",
  });
  await expect(form.getByText("Password has at least 10 characters")).toBeVisible();
  form = await createStaff(admin, {
    username: "ADMIN",
    name: "Kavya Nair",
    role: "editor",
    password,
    confirm: password,
  });
  await expect(form.getByText("The username admin is taken.")).toBeVisible();
  await expect(form.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");

  await createStaff(admin, {
    username: username.toUpperCase(),
    name: "Kavya Nair",
    role: "editor",
    password,
    confirm: password,
  });
  await expect(admin).toHaveURL(/\/portal\/staff\/\d+\?created=1$/);
  await expect(admin.getByRole("status").filter({ hasText: "Staff account created." })).toBeVisible();
  await expect(admin.getByRole("heading", { level: 1, name: username })).toBeVisible();
  await expect(admin.getByText("Last sign-in: never")).toBeVisible();
  const accountUrl = admin.url().replace(/\?.*$/, "");

  // The new editor signs in at /admin/login and opens a product to edit.
  const editorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const editor = await editorContext.newPage();
  await editor.goto("/admin/login");
  await submitStaffLogin(editor, username.toUpperCase(), password);
  await editor.waitForURL(/\/portal\/dashboard$/);
  await editor.goto(`/portal/products/${seed.giloy.id}`);
  await expect(editor.getByRole("form", { name: "Edit product" })).toBeVisible();

  // The staff list shows the account with its sign-in.
  await admin.goto(`/portal/staff?role=editor&active=true`);
  const row = admin.getByTestId("staff-row").filter({ hasText: username });
  await expect(row).toContainText("Kavya Nair");
  await expect(row).toContainText("Editor");
  await expect(row).toContainText("active");
  await expect(row).not.toContainText("Never");

  // The admin cannot disable their own account: the API's 409 is shown as it says it.
  await admin.goto("/portal/staff?role=admin");
  const own = admin
    .getByTestId("staff-row")
    .filter({ has: admin.getByRole("link", { name: SEEDED_STAFF.admin.username, exact: true }) });
  await own.getByRole("button", { name: "Disable" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Disable account" }).click();
  await expect(admin.getByRole("alert").filter({ hasText: "You cannot disable your own account." })).toBeVisible();

  // The admin disables the editor from the account's page, after a confirmation that says what it does.
  await admin.goto(accountUrl);
  await admin.getByRole("region", { name: "Account status" }).getByRole("button", { name: "Disable account" }).click();
  const dialog = admin.getByRole("alertdialog");
  await expect(dialog).toContainText("every session they have open ends at once");
  await dialog.getByRole("button", { name: "Disable account" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Changes saved." })).toBeVisible();
  await expect(admin.getByRole("region", { name: "Account status" })).toContainText(
    "Disabled: this person cannot sign in.",
  );

  // The editor's next call is refused: the portal says the session has ended and goes to the sign-in page.
  await editor.getByRole("button", { name: "Save changes" }).click();
  await expect(editor.getByRole("alert").filter({ hasText: SIGN_IN_MESSAGES.adminAuthExpired })).toBeVisible();
  await expect(editor).toHaveURL(new RegExp(`/admin/login\\?next=%2Fportal%2Fproducts%2F${seed.giloy.id}`));
  await submitStaffLogin(editor, username, password);
  await expect(editor.getByText(SIGN_IN_MESSAGES.invalidAdminCredentials)).toBeVisible();
  await editorContext.close();

  // Enabled again (after its own confirmation), the account can sign in.
  await admin.getByRole("region", { name: "Account status" }).getByRole("button", { name: "Enable account" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Enable account" }).click();
  await expect(admin.getByRole("region", { name: "Account status" })).toContainText("Active: this person can sign in.");
});

test("an admin adds a pincode, edits it, uploads a CSV with one bad row and deletes a pincode", async ({
  admin: page,
}) => {
  const added = freshPincode();
  await page.goto("/portal/pincodes/new");
  const form = page.getByRole("form", { name: "New pincode" });
  // Pressed before hydration, the button would submit the form natively (a reload, no check).
  await hydrated(form.getByRole("button", { name: "Add pincode" }));
  await form.getByRole("textbox", { name: "Pincode" }).fill(added.slice(0, 5));
  await form.getByLabel("City").fill("Shillong");
  await form.getByLabel("State").selectOption("Meghalaya");
  await form.getByRole("button", { name: "Add pincode" }).click();
  await expect(form.getByText("Enter a valid 6-digit pincode")).toBeVisible();
  await form.getByRole("textbox", { name: "Pincode" }).fill(added);
  await form.getByLabel("Cash on delivery allowed").uncheck();
  await form.getByLabel("Delivery days").fill("7");
  await form.getByRole("button", { name: "Add pincode" }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/pincodes/${added}\\?created=1$`));
  await expect(page.getByRole("heading", { level: 1, name: added })).toBeVisible();
  await expect(page.getByText("COD not allowed")).toBeVisible();

  const edit = page.getByRole("form", { name: "Edit pincode" });
  await edit.getByLabel("Delivery days").fill("6");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Changes saved." })).toBeVisible();
  await expect(page.getByText("6 days")).toBeVisible();

  // A CSV file with two good rows and one bad one: the good ones are applied, the bad one listed by line.
  const [first, second] = [freshPincode(), freshPincode()];
  await page.goto("/portal/pincodes");
  // A file chosen before hydration is never seen by the upload panel ("Choose a CSV file first.").
  await hydrated(page.getByLabel("CSV file", { exact: true }));
  await page.getByLabel("CSV file", { exact: true }).setInputFiles({
    name: "pincodes.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      `pincode,city,state,serviceable,cod_allowed,delivery_days\n${first},Tura,Meghalaya,yes,no,8\n${second},Jowai,Meghalaya,yes,yes,6\n12345,Nowhere,Meghalaya,yes,yes,5\n`,
    ),
  });
  await page.getByRole("button", { name: "Import" }).click();
  const outcome = page.getByRole("status").filter({ hasText: "Imported pincodes.csv" });
  await expect(outcome).toContainText("2 created, 0 updated, 0 unchanged, 1 refused.");
  const refused = page.getByTestId("refused-row");
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText("4");
  await expect(refused).toContainText("Enter a valid 6-digit pincode");

  // Search by city and by serviceability, kept in the address.
  await page.getByLabel("Search").fill("Tura");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/search=Tura/);
  const tura = page.getByTestId("pincode-row").filter({ hasText: first });
  await expect(tura).toContainText("Meghalaya");
  await expect(tura).toContainText("Not allowed");
  await page.goto(`/portal/pincodes?search=${added}&serviceable=false`);
  await expect(page.getByText("No pincodes match these filters")).toBeVisible();

  // Delete, after a confirmation.
  await page.goto(`/portal/pincodes?search=${second}`);
  const row = page.getByTestId("pincode-row").filter({ hasText: second });
  await row.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete pincode" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Deleted ${second} (Jowai)` })).toBeVisible();
  await expect(page.getByText("No pincodes match these filters")).toBeVisible();
});

test("an admin searches the newsletter list and exports it as CSV", async ({ admin: page, database }) => {
  const email = `e2e.${unique()}@example.in`;
  expect((await page.request.post("/api/newsletter/", { data: { email } })).ok()).toBe(true);
  // Double opt-in: only a confirmed address is on the list (its link is followed in messaging.spec.ts).
  const confirmed = { where: { email }, data: { status: "confirmed" as const, confirmedAt: new Date() } };
  await page.goto("/portal/newsletter");
  await page.getByLabel("Search").fill(email);
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page.getByText(/No subscribers/i)).toBeVisible();
  await database.newsletterSubscriber.update(confirmed);
  await page.goto("/portal/newsletter");
  await page.getByLabel("Search").fill(email);
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/\?search=/);
  await expect(page.getByTestId("subscriber-row")).toHaveCount(1);
  await expect(page.getByTestId("subscriber-row")).toContainText(email);

  const downloaded = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^newsletter_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv).toContain(email);
  await expect(page.getByRole("status").filter({ hasText: "the subscribers this search matches" })).toBeVisible();
});

test("an editor is refused the staff, pincode and newsletter screens", async ({ editor: page }) => {
  for (const [path, refusal] of [
    ["/portal/staff", "Only administrators can manage staff accounts"],
    ["/portal/staff/new", "Only administrators can manage staff accounts"],
    ["/portal/pincodes", "Only administrators can manage pincodes"],
    ["/portal/pincodes/411001", "Only administrators can manage pincodes"],
    ["/portal/newsletter", "Only administrators can see the newsletter list"],
  ]) {
    await page.goto(path);
    await expect(page.getByText(refusal)).toBeVisible();
  }
  expect((await page.request.get("/api/portal/staff/")).status()).toBe(403);
});

// Also leaves screenshots to look at in the test's output folder (test-results/).
test("the staff, pincode and newsletter screens on a desktop and a phone", async ({ admin: page }, testInfo) => {
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  for (const [name, viewport] of [
    ["desktop", { width: 1366, height: 900 }],
    ["mobile", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto("/portal/staff");
    await expect(page.getByTestId("staff-row").first()).toBeVisible();
    await shot(`staff-${name}`);
    await page.getByTestId("staff-row").first().getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("form", { name: "Account details" })).toBeVisible();
    await shot(`staff-edit-${name}`);
    await page.goto("/portal/staff/new");
    await page.getByRole("form", { name: "New staff account" }).getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    await shot(`staff-new-errors-${name}`);

    await page.goto("/portal/pincodes");
    await expect(page.getByTestId("pincode-row").first()).toBeVisible();
    // A file whose only row is refused changes nothing and shows the refusal.
    await page.getByLabel("CSV file", { exact: true }).setInputFiles({
      name: "bad.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("pincode,city,state,delivery_days\n400001,Mumbai,Maharashtra,90\n"),
    });
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByTestId("refused-row")).toContainText("Delivery days is at most 60");
    await shot(`pincodes-${name}`);
    await page.getByTestId("pincode-row").first().getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("form", { name: "Edit pincode" })).toBeVisible();
    await shot(`pincode-edit-${name}`);

    await page.goto("/portal/newsletter");
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeVisible();
    await expect(page.getByText("Loading subscribers...")).toHaveCount(0);
    await shot(`newsletter-${name}`);
  }
});
