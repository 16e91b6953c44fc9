import { mailCatcherPorts } from "../lib/local-mail";
import { expect, hydrated, test } from "./fixtures";

const CATCHER = `http://127.0.0.1:${mailCatcherPorts().http}`;

type Caught = { id: number; to: string[]; subject: string; text: string; key: string | null };

/** The e-mails the local catcher holds for `to` (newest first), waiting until `count` have arrived. */
async function mailFor(to: string, count = 1): Promise<Caught[]> {
  let found: Caught[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`${CATCHER}/messages?to=${encodeURIComponent(to)}`);
        found = (await response.json()) as Caught[];
        return found.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The path and query of the first link in `text` that leads to `path` (the e-mail names the shop's public address). */
function linkTo(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${path.replace(/[/?]/g, "\\$&")}[^\\s\\])]*)`).exec(text);
  expect(match, `a link to ${path} in: ${text}`).not.toBeNull();
  return match![1];
}

test("the newsletter subscribes an address only once its owner follows the e-mailed link", async ({ page }) => {
  const email = `double.optin.${Date.now()}@example.in`;
  await page.goto("/blog");
  const box = page.getByRole("textbox", { name: "Email address" });
  await hydrated(box);
  await box.fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you! Please check your inbox and confirm your subscription." }),
  ).toBeVisible();

  const [mail] = await mailFor(email);
  expect(mail.subject).toMatch(/^Confirm your subscription to /);
  await page.goto(linkTo(mail.text, "/newsletter/confirm?token="));
  await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  const button = page.getByRole("button", { name: "Confirm my subscription" });
  await hydrated(button);
  await button.click();
  await expect(page.getByRole("status")).toHaveText("Thank you for subscribing! Your subscription is confirmed.");

  // The same link again: nothing changes, and the page says so.
  await page.reload();
  await hydrated(page.getByRole("button", { name: "Confirm my subscription" }));
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("status")).toHaveText("Your subscription is already confirmed.");
});

test("a confirmation link that was tampered with is refused, with Retry", async ({ page }) => {
  await page.goto("/newsletter/confirm?token=eyJwIjoibmV3c2xldHRlci1jb25maXJtIn0.forged-signature");
  const button = page.getByRole("button", { name: "Confirm my subscription" });
  await hydrated(button);
  await button.click();
  await expect(page.getByRole("alert")).toHaveText(
    "This confirmation link is not valid. Please subscribe again from the shop.",
  );
  await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
});
