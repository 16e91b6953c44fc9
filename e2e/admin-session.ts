import { expect, type Page } from "@playwright/test";

const STAFF = { admin: "admin-pass-123", editor: "editor-pass-123" } as const;

/** Opens `next` (a back-office page), signs in with a seeded staff account on the login page it leads to, and lands back on `next`. */
export async function signInAsStaff(page: Page, next: string, username: keyof typeof STAFF) {
  await page.goto(next);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(STAFF[username]);
  await page.getByRole("button", { name: "Access Admin Dashboard" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?.]/g, "\\$&")}$`));
}

export const signInAsAdmin = (page: Page, next: string) => signInAsStaff(page, next, "admin");
export const signInAsEditor = (page: Page, next: string) => signInAsStaff(page, next, "editor");
