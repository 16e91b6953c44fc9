import { expect, test } from "./fixtures";

test("the home page shows the first four categories from the database", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Shop by Category" });
  const tiles = section.getByRole("link");
  await expect(tiles).toHaveCount(4);
  await expect(tiles).toHaveText(["Herbal Supplements", "Skincare", "Wellness Teas", "Hair Care"]);
  await expect(tiles.first()).toHaveAttribute("href", "/products/herbal-supplements");
});

test("an unknown path shows the 404 page with a link home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Homepage" }).click();
  await expect(page).toHaveURL("/");
});
