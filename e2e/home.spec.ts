import { expect, hydrated, test } from "./fixtures";

test("the home page shows the first four categories from the database", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Shop by Category" });
  const tiles = section.getByRole("link");
  await expect(tiles).toHaveCount(4);
  await expect(tiles).toHaveText(["Herbal Supplements", "Skincare", "Wellness Teas", "Hair Care"]);
  await expect(tiles.first()).toHaveAttribute("href", "/products/herbal-supplements");
});

test("a category made in the portal goes last and stays off the home page until it has an image and products (issue 26)", async ({
  editor: page,
}) => {
  const name = `Lepa ${Date.now().toString(36)}`;
  await page.goto("/portal/categories/new");
  const form = page.getByRole("form", { name: "New category" });
  await hydrated(form.getByRole("button", { name: "Create category" }));
  await form.getByLabel("Name").fill(name);
  await expect(form.getByLabel("Position")).toHaveValue("");
  await form.getByRole("button", { name: "Create category" }).click();
  await expect(page).toHaveURL(/\/portal\/categories\/\d+\?created=1$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());

  // After every top-level category that was there before it (those made since by other specs may follow).
  const { results } = (await (await page.request.get("/api/portal/categories/")).json()) as {
    results: { id: number; parent: number | null; position: number }[];
  };
  const created = results.find((category) => category.id === id)!;
  const before = results.filter((category) => category.parent === null && category.id < id);
  expect(before.length).toBeGreaterThan(0);
  expect(before.filter((category) => category.position >= created.position)).toEqual([]);
  await page.goto("/portal/categories");
  await expect(page.getByTestId("category-row").filter({ hasText: name })).toContainText("Listings only");

  await page.goto("/");
  await expect(page.getByRole("region", { name: "Shop by Category" }).getByRole("link")).toHaveText([
    "Herbal Supplements",
    "Skincare",
    "Wellness Teas",
    "Hair Care",
  ]);
  expect((await page.request.delete(`/api/portal/categories/${id}/`)).status()).toBe(204);
});

test("an unknown path shows the 404 page with a link home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Homepage" }).click();
  await expect(page).toHaveURL("/");
});
