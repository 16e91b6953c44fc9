import { expect, test } from "./fixtures";

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
  // A product sold in several sizes links to its page to choose one; the others add at once.
  await expect(
    cards
      .first()
      .getByRole("button", { name: "Add to Cart" })
      .or(cards.first().getByRole("link", { name: /^Choose size of / })),
  ).toBeVisible();
  await expect(chat.getByRole("link", { name: "Browse All Products" })).toHaveAttribute("href", "/products");
  await expect(chat.getByRole("link", { name: "View Cart" })).toHaveAttribute("href", "/cart");
  await expect(chat.getByText("Selected: 0 concern(s)")).toBeVisible();

  await chat.getByRole("button", { name: "Skin Glow" }).click();
  await chat.getByRole("button", { name: "Clear" }).click();
  await expect(chat.getByText("Selected: 0 concern(s)")).toBeVisible();
  await expect(cards).toHaveCount(0);
  await expect(chat.getByTestId("chat-message-bot")).toHaveCount(1);
});

test("a failed tag list offers Retry, which reloads the page", async ({ page }) => {
  let calls = 0;
  await page.route("**/api/dashboard/ai/health-tags/**", (route) => {
    calls += 1;
    return route.fulfill({ status: 500, json: { success: false, message: "down" } });
  });
  await page.goto("/blog");
  await page.getByRole("button", { name: "Open Ayurvedic Health Assistant" }).click();
  const chat = page.getByRole("dialog", { name: "Ayurvedic Health Assistant" });
  await expect(chat.getByText("No health tags available")).toBeVisible();
  await chat.getByRole("button", { name: "Retry" }).click();
  await expect(chat).toBeHidden();
  await expect(page.getByRole("button", { name: "Open Ayurvedic Health Assistant" })).toBeVisible({ timeout: 6000 });
  expect(calls).toBe(1);
});

test("a failed or empty recommendation explains itself and offers quick actions", async ({ page }) => {
  let reply: { status: number; json: unknown } = {
    status: 500,
    json: { success: false, error: "boom", message: "boom" },
  };
  await page.route("**/api/dashboard/ai/recommendations/**", (route) => route.fulfill(reply));
  await page.goto("/blog");
  await page.getByRole("button", { name: "Open Ayurvedic Health Assistant" }).click();
  const chat = page.getByRole("dialog", { name: "Ayurvedic Health Assistant" });

  await chat.getByRole("button", { name: "Sleep" }).click();
  await chat.getByRole("button", { name: "OK - Get Recommendations" }).click();
  await expect(chat.getByText(/I'm sorry, I couldn't fetch recommendations/)).toBeVisible();
  await expect(chat.getByRole("link", { name: "Browse All Products" })).toBeVisible();

  reply = { status: 200, json: { success: true, products: [] } };
  await chat.getByRole("button", { name: "Sleep" }).click();
  await chat.getByRole("button", { name: "OK - Get Recommendations" }).click();
  await expect(chat.getByText(/I couldn't find specific products/)).toBeVisible();
  await expect(chat.getByRole("link", { name: "View Cart" })).toHaveCount(2);
});
