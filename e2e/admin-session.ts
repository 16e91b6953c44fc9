import { expect, type Page } from "@playwright/test";

/** Opens `next` (an admin page), signs in with the seeded admin account on the login page it leads to, and lands back on `next`. */
export async function signInAsAdmin(page: Page, next: string) {
  await page.goto(next);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password", { exact: true }).fill("admin-pass-123");
  await page.getByRole("button", { name: "Access Admin Dashboard" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?.]/g, "\\$&")}$`));
}
