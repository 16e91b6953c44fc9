import { expect, test, type Page } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

/** A product of this test alone, made through the portal's API (the editor's session). */
async function createProduct(page: Page, name: string, category: number) {
  const response = await page.request.post("/api/portal/products/", {
    data: {
      name,
      sku: `SYN-${name.replace(/\W+/g, "-").toUpperCase()}`.slice(0, 60),
      price: 180,
      category,
      available: true,
      stock: 5,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

/** The header's search suggestions for `term`. */
async function suggestions(page: Page, term: string) {
  const response = await page.request.get(`/api/search/suggestions/?q=${encodeURIComponent(term)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()).results as { name: string }[]).map((result) => result.name);
}

test("an editor adds, edits and removes a product's search synonyms; the shop's search finds it by them at once", async ({
  editor: page,
  seed,
}) => {
  const tag = Date.now().toString(36);
  const product = await createProduct(page, `Sonth Powder ${tag}`, seed.herbalSupplements.id);
  const hindi = `शुंठी${tag}`;
  const spelling = `sunthi${tag}`;

  await page.goto(`/portal/search-synonyms?synonyms=without&search=${encodeURIComponent(product.name)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Search synonyms" })).toBeVisible();
  const row = page.getByTestId("synonym-row").filter({ hasText: product.name });
  await expect(row).toContainText("None yet");

  // Add: a duplicate is refused at the field, before anything is sent.
  await row.getByRole("button", { name: `Add the search synonyms of ${product.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Search synonyms of ${product.name}` });
  await dialog.getByLabel("Search synonyms").fill(`${hindi}\n${spelling}\n${spelling.toUpperCase()}`);
  await dialog.getByRole("button", { name: "Save synonyms" }).click();
  await expect(dialog.getByText(`"${spelling.toUpperCase()}" is listed twice`)).toBeVisible();
  await dialog.getByLabel("Search synonyms").fill(`${hindi}\n${spelling}`);
  await dialog.getByRole("button", { name: "Save synonyms" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Saved 2 search synonyms for ${product.name}` }),
  ).toBeVisible();
  expect(await suggestions(page, hindi)).toContain(product.name);
  expect(await suggestions(page, spelling)).toContain(product.name);

  // The shop's search listing finds it by the Hindi name, on the next load.
  await page.goto(`/products?search=${encodeURIComponent(hindi)}`);
  await expect(page.getByRole("main").getByRole("link", { name: product.name }).first()).toBeVisible();

  // Listed among the products with synonyms; one removed after a confirmation.
  await page.goto(`/portal/search-synonyms?search=${encodeURIComponent(product.name)}`);
  await expect(row.getByRole("listitem")).toHaveText([hindi, spelling]);
  await row.getByRole("button", { name: `Remove ${spelling} from ${product.name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove synonym" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Removed "${spelling}" from ${product.name}` }),
  ).toBeVisible();
  await expect(row.getByRole("listitem")).toHaveText([hindi]);
  expect(await suggestions(page, spelling)).not.toContain(product.name);

  // Edit: a stale dialog (the product changed meanwhile) is refused and the list reloads.
  await row.getByRole("button", { name: `Edit the search synonyms of ${product.name}` }).click();
  const current = await (await page.request.get(`/api/portal/products/${product.id}/`)).json();
  expect(
    (
      await page.request.patch(`/api/portal/products/${product.id}/`, {
        data: { price: 199, version: current.version },
      })
    ).status(),
  ).toBe(200);
  await dialog.getByLabel("Search synonyms").fill(`${hindi}\nsonth ${tag}`);
  await dialog.getByRole("button", { name: "Save synonyms" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /changed this product/ })).toBeVisible();
  await row.getByRole("button", { name: `Edit the search synonyms of ${product.name}` }).click();
  await dialog.getByLabel("Search synonyms").fill(`${hindi}\nsonth ${tag}`);
  await dialog.getByRole("button", { name: "Save synonyms" }).click();
  await expect(row.getByRole("listitem")).toHaveText([hindi, `sonth ${tag}`]);
  expect(await suggestions(page, `sonth ${tag}`)).toContain(product.name);
});
