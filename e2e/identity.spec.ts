import {
  codeFor,
  codesSentTo,
  enterCode,
  expect,
  freshPhone,
  sendCode,
  SEEDED_STAFF,
  submitStaffLogin,
  test,
  type Page,
} from "./fixtures";

/** The page's red message box (Next.js has a route announcer with the alert role too). */
const errorBox = (page: Page) => page.getByRole("alert").and(page.locator(":not(#__next-route-announcer__)"));

async function requestCode(page: Page, typed: string) {
  const send = page.getByRole("button", { name: "Send OTP" });
  await expect(page.getByText("Enter your phone number to receive a verification code")).toBeVisible();
  await page.getByLabel("Phone Number").fill("  ");
  await expect(send).toBeDisabled();
  await sendCode(page, typed);
}

async function signInAsShopper(page: Page, phone = freshPhone()) {
  await requestCode(page, phone.typed);
  await enterCode(page, phone.e164);
  return phone;
}

test("a shopper signs in with a phone code, returns to the page they came from, sees the profile and signs out", async ({
  page,
}) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);

  const phone = freshPhone();
  await requestCode(page, phone.typed);
  const codeField = page.getByLabel("Verification Code");
  const verify = page.getByRole("button", { name: "Verify & Continue" });
  await expect(page.getByRole("button", { name: /Resend OTP in \d+s/ })).toBeDisabled();

  await codeField.fill("12345");
  await expect(verify).toBeDisabled();
  await expect(codeField).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show code" }).click();
  await expect(codeField).toHaveAttribute("type", "text");

  const code = await codeFor(phone.e164);
  const wrong = code === "000000" ? "111111" : "000000";
  await codeField.fill(wrong);
  await verify.click();
  await expect(errorBox(page)).toHaveText("Invalid verification code. Please check and try again.");

  await codeField.fill(code);
  await verify.click();
  await expect(page.getByRole("status").filter({ hasText: "Authentication successful!" })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel("Phone Number")).toHaveValue(phone.e164);
  await expect(page.getByLabel("User ID")).toHaveValue(/^\d+$/);
  await expect(page.getByText("Active", { exact: true })).toBeVisible();

  await page.goto("/login");
  await expect(page).toHaveURL(/\/checkout$/);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState("load");
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
});

test("sign-in without a return page lands on /checkout; /register leads into the same flow", async ({ page }) => {
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Create Your Account" })).toBeVisible();
  await signInAsShopper(page);
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
});

test("a malformed phone number and the Back button on the code step", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Phone Number").fill("12ab");
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(errorBox(page)).toHaveText("Invalid phone number format. Please enter a valid phone number.");

  await requestCode(page, freshPhone().typed);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByText("Enter your phone number to receive a verification code")).toBeVisible();
});

test("sign-in keeps working through Back, Send OTP again and Resend OTP in one page (issue 16, defect 1)", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/login?next=%2Fprofile");
  const phone = freshPhone();
  const sent = () => codesSentTo(phone.e164);

  await requestCode(page, phone.typed);
  await expect.poll(sent).toBe(1);
  await page.getByRole("button", { name: "Back" }).click();
  await sendCode(page, phone.typed);
  await expect.poll(sent).toBe(2);

  const resend = page.getByRole("button", { name: "Resend OTP", exact: true });
  await page.clock.fastForward(31_000);
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(page.getByRole("button", { name: /Resend OTP in \d+s/ })).toBeDisabled();
  await expect.poll(sent).toBe(3);

  await enterCode(page, phone.e164);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel("Phone Number")).toHaveValue(phone.e164);
});

test("Back on a /login opened directly goes home; the header's Login returns to the page it was clicked on (issue 16, defect 12)", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/products?search=tea");
  const login = page.getByRole("banner").getByRole("link", { name: "Login" });
  await login.click();
  await expect(page).toHaveURL(/\/login\?next=%2Fproducts%3Fsearch%3Dtea$/);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/products\?search=tea$/);

  await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
  await signInAsShopper(page);
  await expect(page).toHaveURL(/\/products\?search=tea$/);
});

test("an admin signs in at /admin/login and sees the admin area only", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("secret");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");

  await submitStaffLogin(page, SEEDED_STAFF.admin.username, "wrong-password");
  await expect(errorBox(page)).toHaveText("Invalid admin credentials. Please try again.");

  await submitStaffLogin(page, SEEDED_STAFF.admin.username, SEEDED_STAFF.admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Signed in as Store Admin")).toBeVisible();

  await page.goto("/orders");
  await expect(page).toHaveURL(/\/login\?next=%2Forders$/);

  await page.goto("/admin/dashboard");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
});

test("an editor signs in through the same page and lands on the portal", async ({ page }) => {
  await page.goto("/admin/login");
  await submitStaffLogin(page, SEEDED_STAFF.editor.username, SEEDED_STAFF.editor.password);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Catalogue Editor" })).toBeVisible();
});

test("a signed-in editor is kept out of the admin area and the shopper's checkout", async ({ editor: page }) => {
  await page.goto("/portal/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome, Catalogue Editor" })).toBeVisible();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
});

test("an editor who opens the admin area reads that it is for administrators, with the way back to the portal (issue 26)", async ({
  editor: page,
}) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  const notice = page.getByRole("region", { name: "The admin area is for administrators" });
  await expect(notice).toContainText("You are signed in as Catalogue Editor, an editor.");
  // An administrator can still sign in on the same page.
  await expect(page.getByRole("button", { name: "Access Admin Dashboard" })).toBeVisible();
  await notice.getByRole("link", { name: "Go to the Product Portal" }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Catalogue Editor" })).toBeVisible();
});

test("a visitor's admin sign-in page has no word for editors", async ({ page }) => {
  await page.goto("/admin/login?next=%2Fadmin");
  await expect(page.getByRole("button", { name: "Access Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("The admin area is for administrators")).toHaveCount(0);
});
