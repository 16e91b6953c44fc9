import { SIGN_IN_MESSAGES } from "../lib/domain/sign-in-messages";
import { expect, test } from "./fixtures";

test("a back-office screen whose session has ended says so and goes to the sign-in page, which leads back", async ({
  admin: page,
  context,
}) => {
  const loaded = page.waitForResponse((response) => response.url().includes("/api/admin/customers") && response.ok());
  await page.goto("/admin/customers");
  await loaded;
  await context.clearCookies();
  await page.getByLabel("Search customers").fill("Asha");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("alert").filter({ hasText: SIGN_IN_MESSAGES.adminAuthExpired })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcustomers/);
});
