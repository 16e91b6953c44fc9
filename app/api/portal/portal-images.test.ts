import { existsSync, readdirSync, rmSync } from "node:fs";
import sharp from "sharp";
import { MAX_IMAGE_BYTES } from "@/lib/domain/images";
import { db } from "@/lib/server/db";
import { getProduct as getPublicProduct } from "@/lib/server/catalog/product-detail";
import { revalidatedTags } from "@/scripts/jest/next-cache";
import {
  bearerRequest,
  getRequest,
  multipartRequest,
  withRoleTokens,
  routeParams,
  statusAndJson,
  ROLE_MATRIX,
} from "@/scripts/jest/requests";
import { GET as media } from "../../media/[...key]/route";
import { DELETE as removeImage, PATCH as patchImage } from "./products/[id]/images/[imageId]/route";
import { POST as addImages } from "./products/[id]/images/route";
import { POST as upload } from "./uploads/route";

// Uploads go to a folder of this test file's own (scripts/jest/database-per-file.ts).
const uploads = process.env.UPLOADS_DIR!;

afterAll(async () => {
  await db.$disconnect();
  rmSync(uploads, { recursive: true, force: true });
});

const tokens = withRoleTokens("+919700000301");
let productId: number;
let otherProductId: number;
let jpeg: Buffer;
let png: Buffer;

/** A photo-like JPEG `width` px wide with EXIF (camera and GPS-like data) that must not survive. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 160, b: 90 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#c84"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "SecretCam", Copyright: "private owner" } })
    .toBuffer();

beforeAll(async () => {
  [productId, otherProductId] = (
    await db.product.findMany({ where: { archivedAt: null }, orderBy: { id: "asc" }, take: 2, select: { id: true } })
  ).map((row) => row.id);
  jpeg = await photo(2400, 1600);
  png = await sharp({
    create: { width: 300, height: 200, channels: 4, background: { r: 10, g: 90, b: 60, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
});

const imagesUrl = (id: number) => `/api/portal/products/${id}/images/`;
const post = (id: number, files: Parameters<typeof multipartRequest>[1], token: string | null = tokens.editor) =>
  addImages(multipartRequest(imagesUrl(id), files, token), routeParams({ id }));
const patch = (id: number, imageId: number, body: unknown, token: string | null = tokens.editor) =>
  patchImage(
    bearerRequest(`${imagesUrl(id)}${imageId}/`, { method: "PATCH", body, token }),
    routeParams({ id, imageId }),
  );
const remove = (id: number, imageId: number, token: string | null = tokens.editor) =>
  removeImage(bearerRequest(`${imagesUrl(id)}${imageId}/`, { method: "DELETE", token }), routeParams({ id, imageId }));
const stored = () =>
  (existsSync(uploads) ? readdirSync(uploads, { recursive: true }) : []).filter((name) =>
    String(name).endsWith(".webp"),
  ).length;
const auditOf = (entityId: number) =>
  db.auditEntry.findMany({ where: { entity: "product", entityId: String(entityId) }, orderBy: { id: "asc" } });
const mediaParams = (key: string) => ({ params: Promise.resolve({ key: key.split("/") }) });
const fetchMedia = (imagePath: string) => media(getRequest(imagePath), mediaParams(imagePath.replace("/media/", "")));

describe("who may upload", () => {
  it.each(ROLE_MATRIX.staff)("%s (%s) -> %i", async (_who, role, status) => {
    const token = role ? tokens[role] : null;
    const added = await post(productId, [{ name: "a.png", bytes: png }], token);
    expect(added.status).toBe(status === 200 ? 201 : status);
    const single = await upload(
      multipartRequest("/api/portal/uploads/?kind=category", [{ name: "c.png", bytes: png }], token),
    );
    expect(single.status).toBe(status === 200 ? 201 : status);
    const image = await db.productImage.findFirstOrThrow({ where: { productId }, orderBy: { id: "desc" } });
    expect((await patch(productId, image.id, { alt: "x" }, token)).status).toBe(status);
    expect((await remove(productId, image.id, token)).status).toBe(status);
    if (status === 200) expect(await db.productImage.findUnique({ where: { id: image.id } })).toBeNull();
  });
});

describe("product images", () => {
  it("stores real images as metadata-free WebP no wider than 1600 px, after the product's others, audited and revalidated", async () => {
    const before = await db.productImage.count({ where: { productId } });
    revalidatedTags.splice(0);
    const { status, body } = await statusAndJson(
      post(productId, [
        { name: "front.jpg", bytes: jpeg },
        { name: "back.png", bytes: png, type: "image/png" },
      ]),
    );
    expect(status).toBe(201);
    expect(body.images).toEqual([
      {
        id: expect.any(Number),
        image: expect.stringMatching(/^\/media\/products\/[0-9a-f]{32}\.webp$/),
        alt: expect.any(String),
        position: before,
      },
      {
        id: expect.any(Number),
        image: expect.stringMatching(/^\/media\/products\/[0-9a-f]{32}\.webp$/),
        alt: expect.any(String),
        position: before + 1,
      },
    ]);
    expect(revalidatedTags).toEqual(["products", `product:${productId}`]);

    const served = await fetchMedia(body.images[0].image);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 1067 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes("SecretCam")).toBe(false);
    expect(
      (await sharp(Buffer.from(await (await fetchMedia(body.images[1].image)).arrayBuffer())).metadata()).width,
    ).toBe(300);

    const shown = await getPublicProduct(productId);
    expect(shown?.gallery.map((image) => image.url)).toEqual(
      expect.arrayContaining(body.images.map((image: { image: string }) => image.image)),
    );
    const audit = (await auditOf(productId)).filter((row) => row.action === "add_image").slice(-2);
    expect(audit.map((row) => (row.after as { file: string }).file)).toEqual(["front.jpg", "back.png"]);
    expect(audit[0].staffName).toBe("Catalogue Editor");
  });

  it("accepts WebP and AVIF too, judged by content whatever the name says", async () => {
    const webp = await sharp(png).webp().toBuffer();
    const avif = await sharp(png).avif().toBuffer();
    const { status, body } = await statusAndJson(
      post(productId, [
        { name: "leaf.webp", bytes: webp, type: "image/webp" },
        { name: "named-wrong.png", bytes: avif, type: "image/png" },
      ]),
    );
    expect(status).toBe(201);
    for (const image of body.images as { image: string }[]) {
      expect((await sharp(Buffer.from(await (await fetchMedia(image.image)).arrayBuffer())).metadata()).format).toBe(
        "webp",
      );
    }
  });

  it("moves an image and the others close up; changes alt text; audits both", async () => {
    const { body } = await statusAndJson(
      post(otherProductId, [
        { name: "1.png", bytes: png },
        { name: "2.png", bytes: png },
        { name: "3.png", bytes: png },
      ]),
    );
    const [first, second, third] = body.images as { id: number; position: number }[];
    const moved = await statusAndJson(patch(otherProductId, third.id, { position: 0, alt: "  Jar, side view " }));
    expect(moved).toMatchObject({ status: 200, body: { id: third.id, position: 0, alt: "Jar, side view" } });
    const order = async () =>
      (await db.productImage.findMany({ where: { productId: otherProductId }, orderBy: { position: "asc" } })).map(
        (row) => [row.id, row.position],
      );
    const ids = (await order()).map(([id]) => id);
    expect(ids.slice(0, 1)).toEqual([third.id]);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect((await order()).map(([, position]) => position)).toEqual(ids.map((_, index) => index));
    // Past the end goes last.
    expect((await statusAndJson(patch(otherProductId, third.id, { position: 999 }))).body.position).toBe(
      ids.length - 1,
    );
    const audit = (await auditOf(otherProductId)).filter((row) => row.action === "update_image");
    expect(audit[0]).toMatchObject({
      before: { image: expect.objectContaining({ id: third.id }) },
      after: { image: expect.objectContaining({ position: 0, alt: "Jar, side view" }) },
    });
  });

  it("deletes an image and its stored file, the others closing up", async () => {
    const { body } = await statusAndJson(post(otherProductId, [{ name: "gone.png", bytes: png }]));
    const [image] = body.images as { id: number; image: string }[];
    const files = stored();
    expect((await fetchMedia(image.image)).status).toBe(200);
    const { version } = await db.product.findUniqueOrThrow({ where: { id: otherProductId } });
    const answer = await statusAndJson(remove(otherProductId, image.id));
    expect(answer.status).toBe(200);
    // No variant showed it: images are saved apart from the product's version (a form open beside them stays valid).
    expect(answer.body.version).toBe(version);
    expect((await db.product.findUniqueOrThrow({ where: { id: otherProductId } })).version).toBe(version);
    expect(answer.body.images.map((left: { position: number }) => left.position)).toEqual(
      answer.body.images.map((_: unknown, index: number) => index),
    );
    expect(answer.body.images.some((left: { id: number }) => left.id === image.id)).toBe(false);
    expect(stored()).toBe(files - 1);
    expect((await fetchMedia(image.image)).status).toBe(404);
    const positions = (
      await db.productImage.findMany({ where: { productId: otherProductId }, orderBy: { position: "asc" } })
    ).map((row) => row.position);
    expect(positions).toEqual(positions.map((_, index) => index));
    expect((await auditOf(otherProductId)).at(-1)).toMatchObject({
      action: "remove_image",
      before: { image: expect.objectContaining({ id: image.id }) },
    });
  });

  it("keeps a file another product still shows (a duplicate shares its images)", async () => {
    const { body } = await statusAndJson(post(productId, [{ name: "shared.png", bytes: png }]));
    const [image] = body.images as { id: number; image: string }[];
    const copy = await db.product.findFirstOrThrow({ where: { id: otherProductId } });
    await db.productImage.create({ data: { productId: copy.id, url: image.image, position: 50 } });
    expect((await remove(productId, image.id)).status).toBe(200);
    expect((await fetchMedia(image.image)).status).toBe(200);
  });

  const nothingChanges = async (send: () => Promise<Response>, status: number, error: string, message: RegExp) => {
    const [images, files, audits] = await Promise.all([db.productImage.count(), stored(), db.auditEntry.count()]);
    const answer = await statusAndJson(send());
    expect(answer).toEqual({
      status,
      body: expect.objectContaining({ error, message: expect.stringMatching(message) }),
    });
    expect([await db.productImage.count(), stored(), await db.auditEntry.count()]).toEqual([images, files, audits]);
  };

  it("refuses what is not a real, whole image of an accepted kind, and changes nothing", async () => {
    await nothingChanges(
      () => post(productId, [{ name: "holiday.jpg", bytes: Buffer.from("this is not a picture at all, just text") }]),
      422,
      "not_an_image",
      /holiday\.jpg is not a JPEG, PNG, WebP or AVIF image/,
    );
    await nothingChanges(
      () => post(productId, [{ name: "cut.jpg", bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }]),
      422,
      "damaged_image",
      /cut\.jpg is damaged or incomplete/,
    );
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    await nothingChanges(
      () => post(productId, [{ name: "anim.png", bytes: gif, type: "image/png" }]),
      422,
      "not_an_image",
      /anim\.png/,
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await nothingChanges(
      () => post(productId, [{ name: "x.webp", bytes: svg, type: "image/webp" }]),
      422,
      "not_an_image",
      /x\.webp/,
    );
    // One bad file refuses the whole upload.
    await nothingChanges(
      () =>
        post(productId, [
          { name: "good.png", bytes: png },
          { name: "bad.jpg", bytes: Buffer.from("nope") },
        ]),
      422,
      "not_an_image",
      /bad\.jpg/,
    );
  });

  it("refuses a file over 10 MB with 413 without keeping any of it", async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES + 1 - jpeg.length)]);
    await nothingChanges(
      () => post(productId, [{ name: "huge.jpg", bytes: big }]),
      413,
      "file_too_large",
      /huge\.jpg is larger than 10\.0 MB/,
    );
  });

  it("refuses a request without a file, a JSON body, another field, or too many files", async () => {
    await nothingChanges(
      () => post(productId, [{ name: "a.png", bytes: png, field: "photo" }]),
      400,
      "unexpected_field",
      /fields named file/,
    );
    await nothingChanges(
      () =>
        addImages(
          bearerRequest(imagesUrl(productId), { method: "POST", body: { file: "x" }, token: tokens.editor }),
          routeParams({ id: productId }),
        ),
      400,
      "multipart_required",
      /multipart\/form-data/,
    );
    const empty = new FormData();
    const emptyRequest = new Request(`http://localhost${imagesUrl(productId)}`, {
      method: "POST",
      body: empty,
      headers: { authorization: `Bearer ${tokens.editor}` },
    });
    await nothingChanges(
      () => addImages(emptyRequest, routeParams({ id: productId })),
      400,
      "file_missing",
      /Choose an image file/,
    );
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, bytes: png }));
    await nothingChanges(() => post(productId, eleven), 400, "too_many_files", /at most 10 images/);
  });

  it("answers 404 for an unknown product, or an image of another product", async () => {
    await nothingChanges(
      () => post(2_000_000_000, [{ name: "a.png", bytes: png }]),
      404,
      "product_not_found",
      /Product not found/,
    );
    const { body } = await statusAndJson(post(productId, [{ name: "mine.png", bytes: png }]));
    const [image] = body.images as { id: number }[];
    await nothingChanges(
      () => patch(otherProductId, image.id, { alt: "stolen" }),
      404,
      "image_not_found",
      /Image not found/,
    );
    await nothingChanges(() => remove(otherProductId, image.id), 404, "image_not_found", /Image not found/);
    expect(
      (
        await statusAndJson(
          patchImage(
            bearerRequest("/x", { method: "PATCH", body: { alt: "a" }, token: tokens.editor }),
            routeParams({ id: productId, imageId: "abc" }),
          ),
        )
      ).status,
    ).toBe(404);
  });

  it.each([
    ["nothing to change", {}, "Send alt, position or both"],
    ["a negative position", { position: -1 }, "Position starts at 0"],
    ["a fractional position", { position: 1.5 }, "Position must be a whole number"],
    ["alt text too long", { alt: "x".repeat(201) }, "Alt text is at most 200 characters"],
    ["an unknown field", { url: "/etc/passwd" }, "Unrecognized key"],
  ])("refuses %s", async (_name, body, message) => {
    const image = await db.productImage.findFirstOrThrow({ where: { productId } });
    await nothingChanges(() => patch(productId, image.id, body), 400, "invalid_request", new RegExp(message));
  });
});

describe("single images (categories, slides, logo)", () => {
  it("stores one image at the width of its kind and answers the path to keep", async () => {
    const { status, body } = await statusAndJson(
      upload(multipartRequest("/api/portal/uploads/?kind=logo", [{ name: "logo.jpg", bytes: jpeg }], tokens.admin)),
    );
    expect(status).toBe(201);
    expect(body).toEqual({
      image: expect.stringMatching(/^\/media\/brand\/[0-9a-f]{32}\.webp$/),
      kind: "logo",
      width: 256,
      height: 171,
      public_url: body.image,
    });
    const served = await fetchMedia(body.image);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(256);
    const audit = await db.auditEntry.findFirstOrThrow({ where: { entity: "image", entityId: body.image } });
    expect(audit).toMatchObject({
      action: "upload",
      staffName: expect.any(String),
      after: expect.objectContaining({ kind: "logo", file: "logo.jpg" }),
    });
    const category = await statusAndJson(
      upload(multipartRequest("/api/portal/uploads/?kind=category", [{ name: "c.jpg", bytes: jpeg }], tokens.editor)),
    );
    expect(category.body).toMatchObject({ image: expect.stringMatching(/^\/media\/categories\//), width: 828 });
  });

  it("refuses an unknown kind, two files, or a file that is not an image", async () => {
    expect(
      await statusAndJson(
        upload(multipartRequest("/api/portal/uploads/?kind=product", [{ name: "a.png", bytes: png }], tokens.editor)),
      ),
    ).toEqual({
      status: 400,
      body: { error: "invalid_request", message: "kind must be category, slide or logo" },
    });
    expect(
      (
        await statusAndJson(
          upload(
            multipartRequest(
              "/api/portal/uploads/?kind=slide",
              [
                { name: "a.png", bytes: png },
                { name: "b.png", bytes: png },
              ],
              tokens.editor,
            ),
          ),
        )
      ).body.error,
    ).toBe("too_many_files");
    expect(
      (
        await statusAndJson(
          upload(
            multipartRequest(
              "/api/portal/uploads/?kind=slide",
              [{ name: "a.jpg", bytes: Buffer.from("GIF89a....") }],
              tokens.editor,
            ),
          ),
        )
      ).body.error,
    ).toBe("not_an_image");
  });
});

describe("the media route", () => {
  it.each([
    ["../../etc/passwd"],
    ["products/..%2f..%2fsecret.webp"],
    ["products/UPPER.webp"],
    ["products/a.svg"],
    ["a/b/c.webp"],
    ["products/missing.webp"],
  ])("answers 404 for %s", async (key) => {
    const answer = await media(getRequest(`/media/${key}`), mediaParams(key));
    expect(answer.status).toBe(404);
  });
});
