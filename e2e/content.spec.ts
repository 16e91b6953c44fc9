import { expect, test } from "./fixtures";

test("the blog lists three sample posts on /blog and /blog/{slug}", async ({ page }) => {
  for (const path of ["/blog", "/blog/ashwagandha-for-stress"]) {
    await page.goto(path);
    await expect(page.getByRole("article")).toHaveCount(3);
    await expect(
      page.getByRole("heading", { name: "Ashwagandha: The Ancient Adaptogen for Modern Stress" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Load More Articles" })).toBeVisible();
  }
  await expect(page).toHaveTitle(/Ashwagandha/);
});

test("the contact form validates, sends, and shows 'Message Sent!' after at least 1.5 s", async ({ page }) => {
  await page.goto("/contact?service_inquiry=panchakarma");
  await expect(page.getByLabel("Subject (optional)")).toHaveValue("Inquiry about Panchakarma");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter your full name.")).toBeVisible();
  await expect(page.getByText("Please enter a message.")).toBeVisible();

  await page.getByLabel("Full Name", { exact: true }).fill("Kavya Menon");
  await page.getByLabel("Email", { exact: true }).fill("kavya@example.in");
  await page.getByLabel("Message", { exact: true }).fill("Is Panchakarma suitable in the monsoon?");
  const started = Date.now();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  await expect(page.getByRole("img", { name: "Map placeholder" })).toBeVisible();
  await expect(page.getByText("care@prakritiayurveda.in").first()).toBeVisible();
});

test("what is typed before the form's first send is what arrives; 'Send another message' starts empty (issue 31: the form loads on its first send)", async ({
  page,
  database,
}) => {
  await page.goto("/contact");
  const stamp = `${Date.now()}`;
  await page.getByLabel("Full Name", { exact: true }).fill("Ravi Iyer");
  await page.getByLabel("Email", { exact: true }).fill(`ravi.${stamp}@example.in`);
  await page.getByLabel("Subject (optional)").fill("Dosha consultation");
  await page.getByLabel("Message", { exact: true }).press("End");
  await page.keyboard.type("Which tea suits a Vata dosha?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  expect(
    await database.contactMessage.findMany({
      where: { email: `ravi.${stamp}@example.in` },
      select: { name: true, subject: true, message: true },
    }),
  ).toEqual([{ name: "Ravi Iyer", subject: "Dosha consultation", message: "Which tea suits a Vata dosha?" }]);

  await page.getByRole("button", { name: "Send another message" }).click();
  for (const label of ["Full Name", "Email", "Message"])
    await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter your full name.")).toBeVisible();
  await expect(page.getByLabel("Full Name", { exact: true })).toBeFocused();
});

test("a form that cannot load on its first send says so and sends on the next try", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Full Name", { exact: true }).fill("Meera Pillai");
  await page.getByLabel("Email", { exact: true }).fill("meera@example.in");
  await page.getByLabel("Message", { exact: true }).fill("Do you ship to Kochi?");
  await page.route("**/_next/static/chunks/**", (route) => route.abort());
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Could not send your message. Please check your connection" }),
  ).toBeVisible();
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Do you ship to Kochi?");
  await page.unrouteAll();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
});

test("a treatment's Inquire link opens the contact form with the inquiry as its subject, also on a second inquiry (issue 26)", async ({
  page,
}) => {
  await page.goto("/treatments");
  await page.getByRole("link", { name: "Inquire About Panchakarma" }).click();
  await expect(page).toHaveURL("/contact?service_inquiry=panchakarma");
  await expect(page.getByLabel("Subject (optional)")).toHaveValue("Inquiry about Panchakarma");
  await page.goBack();
  await page.getByRole("link", { name: "Inquire About Yoga & Meditation" }).click();
  await expect(page).toHaveURL("/contact?service_inquiry=yoga-meditation");
  await expect(page.getByLabel("Subject (optional)")).toHaveValue("Inquiry about Yoga & Meditation");
});

test("every treatment's Related Products leads to products that exist (issue 16, defect 16)", async ({ page }) => {
  await page.goto("/treatments");
  const hrefs = await page
    .getByRole("link", { name: "Related Products" })
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect(hrefs).toHaveLength(4);
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole("list", { name: "Products" }).getByRole("article").first()).toBeVisible();
    await expect(page.getByText("No Products Found")).toHaveCount(0);
  }
});

test("treatments are reachable by hash and link to inquiries and related products", async ({ page }) => {
  await page.goto("/treatments#yoga-meditation");
  const yoga = page.locator("section#yoga-meditation");
  await expect(yoga).toBeInViewport();
  await expect(yoga.getByRole("link", { name: "Inquire About Yoga & Meditation" })).toHaveAttribute(
    "href",
    "/contact?service_inquiry=yoga-meditation",
  );
  const related = {
    panchakarma: "/products/herbal-supplements/digestive-care",
    "herbal-remedies": "/products/herbal-supplements",
    "lifestyle-consultation": "/products/wellness-teas",
    "yoga-meditation": "/products/herbal-supplements/stress-and-sleep",
  };
  for (const [id, href] of Object.entries(related)) {
    await expect(page.locator(`section#${id}`).getByRole("link", { name: "Related Products" })).toHaveAttribute(
      "href",
      href,
    );
    await expect(page.locator(`section#${id}`).getByRole("heading", { name: "Key Benefits" })).toBeVisible();
  }
});

test("a condition lists the products whose conditions match its keywords", async ({ page }) => {
  await page.goto("/conditions");
  await expect(page.getByRole("link", { name: /Digestive Health/ })).toBeVisible();
  await page.getByRole("link", { name: /Joint & Muscle Care/ }).click();
  await expect(page).toHaveURL("/conditions/joint-muscle-care");
  const products = page.getByRole("region", { name: "Recommended Products" }).getByRole("link");
  await expect(products.filter({ hasText: "Yograj Guggulu Tablets" })).toHaveAttribute("href", /^\/product\/\d+$/);
  await expect(products.filter({ hasText: "Bhringraj Hair Oil" })).toHaveCount(0);
  await page.getByRole("link", { name: "All conditions" }).click();
  await expect(page).toHaveURL("/conditions");
});

test("an unknown condition answers 404 with the not-found page", async ({ page }) => {
  expect((await page.goto("/conditions/no-such-condition"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
});
