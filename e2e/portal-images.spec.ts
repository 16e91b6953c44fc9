import sharp from "sharp";
import { expect as baseExpect, test, type Page } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

/** A small real image made here: a PNG. */
async function testImages() {
  const square = (background: string, shape: string) =>
    sharp({ create: { width: 900, height: 900, channels: 3, background } }).composite([
      { input: Buffer.from(`<svg width="900" height="900">${shape}</svg>`) },
    ]);
  return {
    png: await square("#fdf3e1", '<rect x="200" y="150" width="500" height="600" rx="60" fill="#c8821e"/>')
      .png()
      .toBuffer(),
  };
}

/** A large photo-like JPEG (noise), slow to process next to the small images above. */
const largePhoto = () =>
  sharp({
    create: {
      width: 2000,
      height: 2000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

/** The width the server stored an image at. */
async function storedWidth(page: Page, path: string): Promise<number | undefined> {
  return (await sharp(await (await page.request.get(path)).body()).metadata()).width;
}

/** Drops `files` on the image manager's drop zone at once, as a person dragging them from a folder would. */
async function dropFiles(page: Page, files: { name: string; type: string; bytes: Buffer }[]) {
  const payload = files.map((file) => ({ name: file.name, type: file.type, base64: file.bytes.toString("base64") }));
  const transfer = await page.evaluateHandle((items) => {
    const data = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (c) => c.charCodeAt(0));
      data.items.add(new File([bytes], item.name, { type: item.type }));
    }
    return data;
  }, payload);
  const zone = page.getByTestId("image-drop-zone");
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

/**
 * Reloads `url` until `check` passes (see the price change below for why a first load may be old).
 * How many loads it took is recorded on the test.
 */
async function eventually(page: Page, url: string, what: string, check: () => Promise<void>) {
  let loads = 0;
  await baseExpect(async () => {
    loads += 1;
    await page.goto(url);
    await check();
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 45_000 });
  test.info().annotations.push({ type: "shop loads", description: `${what}: ${loads}` });
}

/** The images on the page drawn from `path` (through next/image), each loaded for real. */
async function expectLoadedImage(page: Page, path: string) {
  const image = page.locator(`main img[src*="${encodeURIComponent(path)}"]`).first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
}

test("an editor adds two images to a new product, the shop shows both, then its new price", async ({
  editor: page,
}, testInfo) => {
  const tag = `${Date.now()}`;
  // "Aadya" sorts before every seeded product, so the product is on the first page of its listings.
  const name = `Aadya Amla Glow ${tag}`;
  const { png } = await testImages();

  await page.goto("/portal/products/new");
  const form = page.getByRole("form", { name: "New product" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("SKU").fill(`IMG-${tag}`);
  // A sub-category with other products, so the product page has its related sections.
  await form.getByLabel("Category").selectOption({ label: "Wellness Teas › Green Teas" });
  await form.getByLabel(/^Unit label/).fill("60 tablets");
  await form.getByLabel("Price (₹)").fill("300");
  await form.getByLabel("Opening stock").fill("12");
  await form.getByRole("button", { name: "Create product" }).click();
  await expect(page).toHaveURL(/\/portal\/products\/\d+\?created=1$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());

  const images = page.getByRole("region", { name: "Images" });
  await expect(images.getByText("No images yet")).toBeVisible();

  // Two files dropped at once, a large photo first: each uploads on its own, lands in the list in the
  // order chosen (the small one, quicker to process, is not stored first) and is announced (issue 26).
  await dropFiles(page, [
    { name: "amla-front.jpg", type: "image/jpeg", bytes: await largePhoto() },
    { name: "amla-back.png", type: "image/png", bytes: png },
  ]);
  const list = images.getByRole("list", { name: "Product images" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(images.getByRole("list", { name: "Uploads" })).toHaveCount(0);
  const stored = async () =>
    (await page.request.get(`/api/portal/products/${id}/`)).json() as Promise<{
      images: { image: string; alt: string }[];
    }>;
  const [front, back] = (await stored()).images.map((image) => image.image);
  expect([await storedWidth(page, front), await storedWidth(page, back)]).toEqual([1600, 900]);
  await expect(images.getByRole("status", { name: "Added images" }).getByRole("listitem")).toHaveText([
    "amla-front.jpg added.",
    "amla-back.png added.",
  ]);

  // A file that is not an image, chosen with the button: its error shows at that file, nothing else changes.
  await images
    .getByLabel("Choose images to upload")
    .setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("just some text, not a photo") });
  const failed = images.getByRole("list", { name: "Uploads" }).getByRole("listitem").filter({ hasText: "notes.jpg" });
  await expect(failed.getByRole("alert")).toHaveText("notes.jpg is not a JPEG, PNG, WebP or AVIF image.");
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await failed.getByRole("button", { name: "Dismiss notes.jpg" }).click();
  await expect(failed).toHaveCount(0);

  // The order the server keeps: the PNG goes first, and its alt text is set.
  await images.getByRole("button", { name: "Move image 2 earlier" }).click();
  await expect(images.getByRole("status").filter({ hasText: "Moved to place 1." })).toBeVisible();
  await list.getByRole("listitem").first().getByLabel("Alt text").fill("Amla Glow jar, back label");
  await list.getByRole("listitem").first().getByRole("button", { name: "Save" }).click();
  await expect(images.getByRole("status").filter({ hasText: "Alt text saved." })).toBeVisible();
  expect((await stored()).images).toEqual([
    expect.objectContaining({ image: back, alt: "Amla Glow jar, back label" }),
    expect.objectContaining({ image: front }),
  ]);

  for (const [label, viewport] of [
    ["desktop", { width: 1366, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await images.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`product-page-${label}.png`), fullPage: true });
    await images.screenshot({ path: testInfo.outputPath(`image-manager-${label}.png`) });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // The shop: the listing, the category page and the product page with both images.
  await eventually(page, "/products", "listing after the images", async () => {
    const card = page.getByRole("list", { name: "Products" }).getByRole("article", { name });
    await expect(card).toContainText("₹300.00", { timeout: 3_000 });
    await expect(card.locator(`img[src*="${encodeURIComponent(back)}"]`)).toBeVisible({ timeout: 3_000 });
  });
  await eventually(page, "/products/wellness-teas/green-teas", "category page after the images", async () => {
    await expect(page.getByRole("list", { name: "Products" }).getByRole("article", { name })).toBeVisible({
      timeout: 3_000,
    });
  });
  await eventually(page, `/product/${id}`, "product page after the images", async () => {
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 3_000 });
    await expect(page.getByRole("button", { name: "Show image 2" })).toBeVisible({ timeout: 3_000 });
  });
  await expectLoadedImage(page, back);
  await expect(page.getByRole("main").getByRole("img", { name: "Amla Glow jar, back label" })).toHaveCount(1);
  await page.getByRole("button", { name: "Show image 2" }).click();
  await expectLoadedImage(page, front);

  // A new price: the product page, the listing and the API follow. The change expires their cache
  // at once, but under `next start` Next.js applies that just after answering the save (and a render
  // already under way, such as the portal's prefetch of "View in shop", may finish with the old
  // price), so the first load may rarely still be the old page: how many loads it took is recorded.
  await page.goto(`/portal/products/${id}`);
  const editForm = page.getByRole("form", { name: "Edit product" });
  await editForm.getByLabel("Price (₹)").fill("275.50");
  await editForm.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Changes saved." })).toBeVisible();
  await eventually(page, `/product/${id}`, "product page after the price change", async () => {
    await expect(page.getByLabel("Total price")).toHaveText("₹275.50", { timeout: 2_000 });
  });
  await eventually(page, "/products", "listing after the price change", async () => {
    await expect(page.getByRole("list", { name: "Products" }).getByRole("article", { name })).toContainText("₹275.50", {
      timeout: 2_000,
    });
  });
  await expect
    .poll(async () => (await (await page.request.get(`/api/products/${id}/`)).json()).price, { timeout: 30_000 })
    .toBe(275.5);

  // Client navigation still works on the pages rendered after the change.
  await page
    .getByRole("list", { name: "Products" })
    .getByRole("article", { name })
    .getByRole("link", { name: "View Details" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("region", { name: "You Might Also Like" }).getByRole("article").first()).toBeVisible();

  // Deleting after a confirmation; the shop's next load of the page no longer has it.
  await page.goto(`/portal/products/${id}`);
  await images.getByRole("button", { name: "Delete image 2" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete image" }).click();
  await expect(images.getByRole("status").filter({ hasText: "Image deleted." })).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  expect((await page.request.get(front)).status()).toBe(404);
  await eventually(page, `/product/${id}`, "product page after the delete", async () => {
    await expect(page.getByRole("button", { name: "Show image 2" })).toHaveCount(0, { timeout: 2_000 });
  });
  await expectLoadedImage(page, back);

  // Off the shop again, so other specs' listings are as they expect.
  expect((await page.request.delete(`/api/portal/products/${id}/`)).status()).toBe(200);
});

test("the media route serves stored images for a year and nothing outside them", async ({ editor: page }) => {
  const { png } = await testImages();
  const upload = await page.request.post("/api/portal/uploads/?kind=category", {
    multipart: { file: { name: "tile.png", mimeType: "image/png", buffer: png } },
  });
  expect(upload.status()).toBe(201);
  const { image } = await upload.json();
  const served = await page.request.get(image);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  // Its own narrow policy, not the storefront's (next.config.ts leaves /media to the route).
  expect(served.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
  for (const path of ["/media/..%2F..%2Fpackage.json", "/media/products/missing.webp", "/media/a.webp"]) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
});

test("an admin uploads a logo in the settings: a preview, a refused file shown at the field, and Remove", async ({
  admin: page,
}, testInfo) => {
  const { png } = await testImages();
  await page.goto("/admin/settings");
  const field = page.getByRole("group", { name: "Logo" });
  await expect(field).toBeVisible();
  await field
    .getByLabel("Choose logo")
    .setInputFiles({ name: "scan.png", mimeType: "image/png", buffer: Buffer.from("%PDF-1.7 not an image") });
  await expect(field.getByRole("alert")).toHaveText("scan.png is not a JPEG, PNG, WebP or AVIF image.");
  await field.getByLabel("Choose logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  const preview = field.getByRole("img", { name: "Logo preview" });
  await expect(preview).toHaveAttribute("src", /%2Fmedia%2Fbrand%2F[0-9a-f]{32}\.webp/);
  await expect(field.getByRole("alert")).toHaveCount(0);
  for (const [label, viewport] of [
    ["desktop", { width: 1366, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await field.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`settings-logo-${label}.png`) });
  }
  // Not saved: Remove leaves the field empty and the stored settings as they were.
  await field.getByRole("button", { name: "Remove" }).click();
  await expect(field.getByText("No image")).toBeVisible();
});
