import { expect, test } from "@playwright/test";

test("the chat button appears after 2 seconds", async ({ page }) => {
  await page.goto("/blog");
  const opened = Date.now();
  const button = page.getByRole("button", { name: "Open Ayurvedic Health Assistant" });
  await expect(button).toBeVisible({ timeout: 6000 });
  expect(Date.now() - opened).toBeGreaterThanOrEqual(1500);
});

test("choosing concerns gives up to 3 recommendations; Clear resets the chat", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("button", { name: "Open Ayurvedic Health Assistant" }).click();
  const chat = page.getByRole("dialog", { name: "Ayurvedic Health Assistant" });
  await expect(chat.getByText("Selected: 0 concern(s)")).toBeVisible();
  await expect(chat.getByRole("button", { name: "OK - Get Recommendations" })).toHaveCount(0);

  await chat.getByRole("button", { name: "Immunity" }).click();
  await chat.getByRole("button", { name: "Respiratory" }).click();
  await expect(chat.getByRole("button", { name: "Immunity" })).toHaveAttribute("aria-pressed", "true");
  await expect(chat.getByText("Selected: 2 concern(s)")).toBeVisible();
  await chat.getByRole("button", { name: "OK - Get Recommendations" }).click();

  await expect(chat.getByText("I'm looking for help with: Immunity, Respiratory")).toBeVisible();
  const cards = chat.getByRole("list", { name: "Recommended products" }).getByRole("article");
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText("₹");
  await expect(cards.first().getByRole("button", { name: "Add to Cart" })).toBeVisible();
  await expect(chat.getByRole("link", { name: "Browse All Products" })).toHaveAttribute("href", "/products");
  await expect(chat.getByRole("link", { name: "View Cart" })).toHaveAttribute("href", "/cart");
  await expect(chat.getByText("Selected: 0 concern(s)")).toBeVisible();

  await chat.getByRole("button", { name: "Skin Glow" }).click();
  await chat.getByRole("button", { name: "Clear" }).click();
  await expect(chat.getByText("Selected: 0 concern(s)")).toBeVisible();
  await expect(cards).toHaveCount(0);
  await expect(chat.getByTestId("chat-message-bot")).toHaveCount(1);
});
