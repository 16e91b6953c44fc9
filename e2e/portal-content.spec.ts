import sharp from "sharp";
import { expect as baseExpect, test, type Page } from "./fixtures";

/** A real PNG the upload accepts (the server checks the bytes, not the name). */
const slideImage = () =>
  sharp({ create: { width: 1200, height: 500, channels: 3, background: { r: 214, g: 160, b: 60 } } })
    .png()
    .toBuffer();

// Shop pages render on the server and are revalidated stale-while-revalidate; leave room for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * Reloads `url` until `check` passes: the shop serves a saved change from the second load at the
 * latest (stale-while-revalidate).
 */
async function eventually(page: Page, url: string, check: () => Promise<void>) {
  await baseExpect(async () => {
    await page.goto(url);
    await check();
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 45_000 });
}

/** Confirms the open alert dialog with `label`. */
async function confirm(page: Page, label: string) {
  await page.getByRole("alertdialog").getByRole("button", { name: label }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
}

const row = (page: Page, testId: string, text: string) => page.getByTestId(testId).filter({ hasText: text });

/** A product of this test alone, made through the portal's API (the editor's session). */
async function createProduct(page: Page, name: string, category: number) {
  const sku = `PC-${name.replace(/\W+/g, "-").toUpperCase()}`.slice(0, 60);
  const response = await page.request.post("/api/portal/products/", {
    data: { name, sku, price: 120, category, available: true, stock: 5 },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

test("an editor creates, reorders, renames and deletes categories; the shop's filters follow and the old address redirects", async ({
  editor: page,
}) => {
  const tag = Date.now().toString(36);
  const first = `Rasayana ${tag}`;
  const second = `Bhasma ${tag}`;

  // Empty name: refused at the field, nothing created.
  await page.goto("/portal/categories/new");
  const form = page.getByRole("form", { name: "New category" });
  await form.getByRole("button", { name: "Create category" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

  for (const [name, position] of [
    [first, "90"],
    [second, "91"],
  ] as const) {
    await page.goto("/portal/categories/new");
    await form.getByLabel("Name").fill(name);
    await expect(form.getByText(`Its address: /products/${name.toLowerCase().replace(/\s+/g, "-")} `)).toBeVisible();
    await form.getByLabel("Description").fill(`${name}: classical preparations.`);
    await form.getByLabel("Position").fill(position);
    await form.getByRole("button", { name: "Create category" }).click();
    await expect(page).toHaveURL(/\/portal\/categories\/\d+\?created=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Category created." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  }
  const secondId = Number(new URL(page.url()).pathname.split("/").pop());

  // The table: top-level categories in order, the first 4 on the home page; these two come last, in the listings only.
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Categories" }).click();
  await expect(page.getByText("the home page's Shop by Category shows the first 4")).toBeVisible();
  await expect(page.getByTestId("category-row").first()).toContainText("On the home page");
  await expect(row(page, "category-row", first)).toContainText("Listings only");
  const names = async () =>
    (await page.getByTestId("category-row").allInnerTexts())
      .filter((text) => text.includes(tag))
      .map((text) => (text.includes(first) ? first : second));
  // The list may first show what it had cached (the form read it before the second create), then refreshes.
  await expect.poll(names).toEqual([first, second]);
  await row(page, "category-row", second)
    .getByRole("button", { name: `Move ${second} up` })
    .click();
  await expect(page.getByRole("status").filter({ hasText: `Moved "${second}" up.` })).toBeVisible();
  await expect.poll(names).toEqual([second, first]);

  // The shop's category filters list it.
  await eventually(page, "/products", async () => {
    await expect(
      page.getByRole("navigation", { name: "Product Categories" }).first().getByRole("link", { name: first }),
    ).toHaveAttribute("href", `/products/rasayana-${tag}`, { timeout: 3_000 });
  });
  await eventually(page, `/products/rasayana-${tag}`, async () => {
    await expect(page.getByText(`${first}: classical preparations.`)).toBeVisible({ timeout: 3_000 });
  });

  // Rename: the form says the address moves and old links redirect; after the save they do.
  await page.goto("/portal/categories");
  await row(page, "category-row", first).getByRole("link", { name: "Edit" }).click();
  const edit = page.getByRole("form", { name: "Edit category" });
  const renamed = `Rasayana Tonics ${tag}`;
  await edit.getByLabel("Name").fill(renamed);
  await expect(edit.getByRole("status")).toContainText(
    `from /products/rasayana-${tag} to /products/rasayana-tonics-${tag}`,
  );
  await expect(edit.getByRole("status")).toContainText("Old links keep working: they redirect to the new address.");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Changes saved." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await eventually(page, `/products/rasayana-${tag}`, async () => {
    await expect(page).toHaveURL(`/products/rasayana-tonics-${tag}`, { timeout: 3_000 });
  });

  // A stale save is refused with Reload.
  await page.goto("/portal/categories");
  await row(page, "category-row", renamed).getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("form", { name: "Edit category" }).getByLabel("Name")).toHaveValue(renamed);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  const current = await (await page.request.get(`/api/portal/categories/${id}/`)).json();
  expect(
    (
      await page.request.patch(`/api/portal/categories/${id}/`, {
        data: { title: "Their title", version: current.version },
      })
    ).status(),
  ).toBe(200);
  await page.getByRole("form", { name: "Edit category" }).getByLabel("Description").fill("Mine");
  await page.getByRole("form", { name: "Edit category" }).getByRole("button", { name: "Save changes" }).click();
  const conflict = page.getByRole("alert").filter({ hasText: "Someone else changed this category" });
  await expect(conflict).toBeVisible();
  await conflict.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("form", { name: "Edit category" }).getByLabel("Title")).toHaveValue("Their title");

  // Delete: a category with products asks where they go first.
  const product = await createProduct(page, `Shilajit Resin ${tag}`, secondId);
  await page.goto("/portal/categories");
  await expect(row(page, "category-row", second)).toContainText("1");
  await row(page, "category-row", second).getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("It has 1 product.");
  await expect(dialog.getByRole("button", { name: "Move products and delete" })).toBeDisabled();
  await dialog.getByLabel("Move its products to").selectOption({ label: renamed });
  await confirm(page, "Move products and delete");
  await expect(
    page.getByRole("status").filter({ hasText: `Deleted "${second}" and moved its products to "${renamed}".` }),
  ).toBeVisible();
  await expect(row(page, "category-row", second)).toHaveCount(0);
  expect((await (await page.request.get(`/api/portal/products/${product.id}/`)).json()).category.id).toBe(id);

  // A category with sub-categories explains why it cannot go.
  const parent = page.getByTestId("category-row").filter({ hasText: "Herbal Supplements" }).first();
  await parent.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(/It has \d+ sub-categor/);
  await page.getByRole("alertdialog").getByRole("button", { name: "Close" }).click();
});

test("an editor adds a hero slide the home page shows, deactivates and deletes it", async ({ editor: page }) => {
  const headline = `Monsoon Kadha ${Date.now().toString(36)}`;
  await page.goto("/portal/slides/new");
  const form = page.getByRole("form", { name: "New slide" });
  await form.getByLabel("Headline").fill(headline);
  await form.getByLabel("Tagline").fill("Warm spiced brews for the rains");
  await form.getByLabel("Button text").fill("Shop kadhas");
  await form.getByLabel("Button link").fill("https://elsewhere.example/");
  await form
    .getByLabel("Choose image")
    .setInputFiles({ name: "monsoon.png", mimeType: "image/png", buffer: await slideImage() });
  await expect(form.getByRole("img", { name: "Image preview" })).toBeVisible();
  // Last, so the seeded slides keep their places.
  await form.getByLabel("Position").fill("99");
  await form.getByRole("button", { name: "Create slide" }).click();
  await expect(form.getByText("Link must be a path on this site, starting with /")).toBeVisible();
  await form.getByLabel("Button link").fill("/products/wellness-teas");
  await form.getByRole("button", { name: "Create slide" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Slide created." })).toBeVisible();

  await eventually(page, "/", async () => {
    // Slides other than the current one are hidden from assistive technology, so look for the text itself.
    await expect(page.getByRole("region", { name: "Featured" }).getByText(headline, { exact: true })).toHaveCount(1, {
      timeout: 3_000,
    });
  });

  await page.goto("/portal/slides");
  const slide = row(page, "slide-row", headline);
  await expect(slide).toContainText("active");
  await expect(slide.locator("img")).toHaveAttribute("src", /^\/media\/slides\/[0-9a-f]{32}\.webp$/);
  await slide.getByRole("button", { name: "Deactivate" }).click();
  await confirm(page, "Deactivate slide");
  await expect(slide).toContainText("inactive");
  await eventually(page, "/", async () => {
    await expect(page.getByRole("region", { name: "Featured" }).getByText(headline, { exact: true })).toHaveCount(0, {
      timeout: 3_000,
    });
  });

  await page.goto("/portal/slides");
  await slide.getByRole("button", { name: "Delete" }).click();
  await confirm(page, "Delete slide");
  await expect(page.getByRole("status").filter({ hasText: `Deleted "${headline}".` })).toBeVisible();
  await expect(slide).toHaveCount(0);
});

test("an editor makes a health tag recommending two products in order, and the chat assistant offers it", async ({
  editor: page,
  seed,
}) => {
  const name = `Vata Balance ${Date.now().toString(36)}`;
  await page.goto("/portal/health-tags/new");
  const form = page.getByRole("form", { name: "New health tag" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Icon").selectOption("wind");
  await form.getByLabel("Position").fill("50");
  const finder = form.getByRole("search", { name: "Find products by name or SKU" });
  for (const product of [seed.giloy, seed.chyawanprash]) {
    await finder.getByRole("searchbox").fill(product.name);
    await finder.getByRole("searchbox").press("Enter");
    await finder.getByRole("button", { name: `Add ${product.name}` }).click();
  }
  const chosen = form.getByRole("list", { name: /Recommended, in this order/ }).getByRole("listitem");
  await expect(chosen).toHaveCount(2);
  await form.getByRole("button", { name: `Move ${seed.chyawanprash.name} up` }).click();
  await expect(chosen.first()).toContainText(seed.chyawanprash.name);
  await form.getByRole("button", { name: "Create health tag" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Health tag created." })).toBeVisible();
  await expect(
    page
      .getByRole("form", { name: "Edit health tag" })
      .getByRole("list", { name: /Recommended, in this order/ })
      .getByRole("listitem"),
  ).toHaveText([new RegExp(seed.chyawanprash.name), new RegExp(seed.giloy.name)]);
  const id = Number(new URL(page.url()).pathname.split("/").pop());

  await page.goto("/portal/health-tags");
  await expect(row(page, "health-tag-row", name)).toContainText(`1. ${seed.chyawanprash.name}, 2. ${seed.giloy.name}`);

  // The assistant's tag list (cached like the catalogue) offers it, and it recommends exactly those two.
  await baseExpect(async () => {
    const { tags } = await (await page.request.get("/api/dashboard/ai/health-tags/")).json();
    expect(tags).toContainEqual({ id, name, icon: "wind" });
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 45_000 });
  const reply = await (
    await page.request.post("/api/dashboard/ai/recommendations/", { data: { tag_ids: [id] } })
  ).json();
  expect(reply.products.map((product: { id: number }) => product.id).sort()).toEqual(
    [seed.chyawanprash.id, seed.giloy.id].sort(),
  );

  // And the home page's chat shows it among the concerns.
  await eventually(page, "/", async () => {
    await page.getByRole("button", { name: "Open Ayurvedic Health Assistant" }).click({ timeout: 5_000 });
    await expect(page.getByRole("group", { name: "Health concerns" }).getByRole("button", { name })).toBeVisible({
      timeout: 3_000,
    });
  });
});

test("an editor hides a review: the product page drops it and the rating follows; showing it brings it back", async ({
  editor: page,
  database,
  seed,
}) => {
  const tag = Date.now().toString(36);
  const product = await createProduct(page, `Brahmi Ghrita ${tag}`, seed.herbalSupplements.id);
  const body = `Too bitter for me ${tag}`;
  await database.review.createMany({
    data: [
      { productId: product.id, author: "Kavya", rating: 1, body },
      { productId: product.id, author: "Rohan", rating: 5, body: `Calms the mind ${tag}` },
    ],
  });
  await database.product.update({ where: { id: product.id }, data: { ratingAverage: 3, ratingCount: 2 } });

  await eventually(page, `/product/${product.id}`, async () => {
    await page.getByRole("tab", { name: "Reviews (2)" }).click({ timeout: 3_000 });
    await expect(page.getByRole("tabpanel")).toContainText(body, { timeout: 3_000 });
  });

  await page.goto("/portal/reviews");
  const finder = page.getByRole("search", { name: /Only the reviews of one product/ });
  await finder.getByRole("searchbox").fill(product.name);
  await finder.getByRole("button", { name: "Search" }).click();
  await finder.getByRole("button", { name: `Show reviews of ${product.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`product=${product.id}`));
  await expect(page.getByText(`2 reviews`, { exact: true })).toBeVisible();
  await page.getByLabel("Shown").selectOption("false");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(new RegExp(`product=${product.id}.*hidden=false|hidden=false.*product=${product.id}`));

  const review = row(page, "review-row", body);
  await review.getByRole("button", { name: "Hide" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(
    "rating (now 3.0 from 2 reviews) is computed again without it",
  );
  await confirm(page, "Hide review");
  await expect(page.getByRole("status").filter({ hasText: `is now rated 5.0 from 1 review.` })).toBeVisible();
  await expect(review).toHaveCount(0);

  await eventually(page, `/product/${product.id}`, async () => {
    await page.getByRole("tab", { name: "Reviews (1)" }).click({ timeout: 3_000 });
    await expect(page.getByRole("tabpanel")).not.toContainText(body, { timeout: 3_000 });
  });

  await page.goto(`/portal/reviews?product=${product.id}&hidden=true`);
  await row(page, "review-row", body).getByRole("button", { name: "Show" }).click();
  await confirm(page, "Show review");
  await expect(page.getByRole("status").filter({ hasText: "is now rated 3.0 from 2 reviews." })).toBeVisible();
});

test("an editor opens a contact message and marks it handled, then not handled", async ({ editor: page }) => {
  const name = `Anaya ${Date.now().toString(36)}`;
  const sent = await page.request.post("/api/contact/", {
    data: {
      name,
      email: "anaya@example.in",
      subject: "Bulk order",
      message: "Do you ship 20 jars of Chyawanprash to Kochi?",
    },
  });
  expect(sent.status()).toBe(201);

  await page.goto("/portal/messages?handled=false");
  const message = row(page, "message-row", name);
  await expect(message).toContainText("unhandled");
  await message.getByRole("button", { name: `Open the message from ${name}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Bulk order" })).toBeVisible();
  await expect(dialog).toContainText("anaya@example.in");
  await expect(dialog).toContainText("Do you ship 20 jars of Chyawanprash to Kochi?");
  await expect(dialog).toContainText("(India time)");
  await expect(dialog).toContainText("Nobody has handled it yet.");
  await dialog.getByRole("button", { name: "Mark handled" }).click();
  await expect(dialog.getByRole("status")).toContainText(/by Catalogue Editor on \d+ \w+ \d{4}/);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("status").filter({ hasText: `Marked ${name}'s message handled.` })).toBeVisible();
  await expect(message).toHaveCount(0);

  await page.getByLabel("Status").selectOption("true");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/handled=true/);
  await expect(message).toContainText("handled");
  await message.getByRole("button", { name: "Open" }).click();
  await dialog.getByRole("button", { name: "Mark not handled" }).click();
  await expect(dialog.getByRole("status")).toContainText("Nobody has handled it yet.");
});

test("the content screens show loading failures with Retry, and an admin's menus reach them", async ({
  admin: page,
}) => {
  await page.route(
    (url) => url.pathname === "/api/portal/slides/",
    (route) =>
      route.fulfill({ status: 500, json: { error: "server_error", message: "Something went wrong on our side." } }),
    { times: 1 },
  );
  await page.goto("/portal/slides");
  await expect(page.getByRole("alert").filter({ hasText: "Failed to load hero slides" })).toBeVisible();
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("slide-row").first()).toBeVisible();

  await page.goto("/admin/dashboard");
  const admin = page.getByRole("navigation", { name: "Admin" });
  for (const label of [
    "Products",
    "Low stock",
    "Search synonyms",
    "Categories",
    "Hero slides",
    "Health tags",
    "Reviews",
    "Messages",
    "Coupons",
    "Staff",
    "Pincodes",
    "Newsletter",
    "Audit log",
  ]) {
    await expect(admin.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await admin.getByRole("link", { name: "Health tags" }).click();
  await expect(page).toHaveURL("/portal/health-tags");
  await expect(page.getByTestId("health-tag-row").first()).toBeVisible();
});

// Leaves screenshots to look at in the test's output folder (test-results/).
test("every content screen on a desktop and a phone", async ({ editor: page }, testInfo) => {
  const shot = async (name: string) => {
    // Every image (slide previews, the image field's preview) drawn first.
    await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  };
  for (const [size, viewport] of [
    ["desktop", { width: 1366, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto("/portal/categories");
    await expect(page.getByTestId("category-row").first()).toBeVisible();
    await shot(`categories-${size}`);
    await page.getByTestId("category-row").first().getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("form", { name: "Edit category" }).getByLabel("Name")).not.toHaveValue("");
    await shot(`category-edit-${size}`);
    await page.goto("/portal/categories/new");
    await page.getByRole("form", { name: "New category" }).getByRole("button", { name: "Create category" }).click();
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    await shot(`category-new-errors-${size}`);

    await page.goto("/portal/slides");
    await expect(page.getByTestId("slide-row").first()).toBeVisible();
    await shot(`slides-${size}`);
    await page.getByTestId("slide-row").first().getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("form", { name: "Edit slide" })).toBeVisible();
    await shot(`slide-edit-${size}`);

    await page.goto("/portal/health-tags");
    await expect(page.getByTestId("health-tag-row").first()).toBeVisible();
    await shot(`health-tags-${size}`);
    await page.getByTestId("health-tag-row").first().getByRole("link", { name: "Edit" }).click();
    const tagForm = page.getByRole("form", { name: "Edit health tag" });
    await tagForm.getByRole("searchbox").fill("a");
    await tagForm.getByRole("button", { name: "Search" }).click();
    await expect(tagForm.getByRole("list", { name: "Search results" })).toBeVisible();
    await shot(`health-tag-edit-${size}`);

    await page.goto("/portal/reviews");
    await expect(page.getByTestId("review-row").first()).toBeVisible();
    await shot(`reviews-${size}`);
    await page
      .getByTestId("review-row")
      .first()
      .getByRole("button", { name: /^(Hide|Show)$/ })
      .click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await shot(`review-confirm-${size}`);
    await page.getByRole("alertdialog").getByRole("button", { name: "Keep as it is" }).click();

    await page.goto("/portal/messages");
    await expect(page.getByTestId("message-row").first().or(page.getByText("No messages yet"))).toBeVisible();
    await shot(`messages-${size}`);
    if (await page.getByTestId("message-row").count()) {
      await page
        .getByTestId("message-row")
        .first()
        .getByRole("button", { name: /^Open the message from/ })
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await shot(`message-open-${size}`);
      await page.keyboard.press("Escape");
    }

    await page.goto("/portal/reviews?hidden=true&product=999999");
    await expect(page.getByText("No reviews match these filters")).toBeVisible();
    await shot(`reviews-empty-${size}`);
  }
});
