import { rmSync } from "node:fs";
import sharp from "sharp";
import { MAX_IMAGE_BYTES } from "@/lib/domain/images";
import { db } from "@/lib/server/db";
import { runOrderAction } from "@/lib/server/orders/admin-actions";
import { recordCashCollected } from "@/lib/server/orders/cash-collection";
import { createOrder } from "@/lib/server/orders/create-order";
import { adminReturn } from "@/lib/server/returns/returns";
import { ABANDONED_UPLOAD_MS, removeAbandonedUploads } from "@/lib/server/media/stored-images";
import { completeErasure, requestErasure } from "@/lib/server/data-rights/erasure";
import { moveReturnPhotosToPrivate } from "@/lib/server/returns/photos";
import { privateStorage, storage } from "@/lib/server/storage";
import { LIMITS } from "@/lib/server/security/rate-limit";
import { keyOfReturnPhotoPath } from "@/lib/server/storage/storage";
import { PINCODE_IN } from "@/scripts/jest/addresses";
import { withFakeShiprocket } from "@/scripts/jest/fake-shiprocket";
import {
  accessToken,
  asCustomer,
  bearerRequest,
  getRequest,
  seededStaff,
  multipartRequest,
  routeParams,
  statusAndJson,
} from "@/scripts/jest/requests";
import { POST as askReturn } from "../route";
import { POST as uploadPhoto } from "./route";
import { GET as mediaFile } from "@/app/media/[...key]/route";
import { GET as returnPhoto } from "@/app/return-photos/[name]/route";

const actor = { staffId: null, name: "Store Admin" };
const courier = withFakeShiprocket({ tokenLifetimeMs: 60_000, rateLimitPerSecond: 100 });

afterAll(async () => {
  await db.$disconnect();
  rmSync(process.env.UPLOADS_DIR!, { recursive: true, force: true });
  rmSync(`${process.env.UPLOADS_DIR!}-private`, { recursive: true, force: true });
});

let png: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  const create = { width: 2400, height: 1600, channels: 3 as const, background: { r: 90, g: 60, b: 30 } };
  png = await sharp({ create }).png().toBuffer();
  jpeg = await sharp({ create }).jpeg().toBuffer();
});

let counter = 0;

/** A delivered cash-on-delivery order of one product, shipped through the fake Shiprocket, and its owner's token. */
async function delivered() {
  counter += 1;
  const [product] = await db.product.findMany({
    where: { available: true, stock: { gt: 100 }, hsnCode: { not: null } },
    orderBy: { id: "asc" },
    take: 1,
  });
  const customer = await db.customer.create({
    data: {
      phone: `+9176666${String(counter).padStart(5, "0")}`,
      cart: { create: { items: { create: [{ productId: product.id, quantity: 2 }] } } },
    },
  });
  const order = await createOrder({
    customerId: customer.id,
    idempotencyKey: null,
    paymentMethod: "cod",
    contact: { firstName: "Asha", lastName: "Nair", email: "asha@example.in", phone: customer.phone },
    address: { address: "12 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: PINCODE_IN.Karnataka },
    notes: null,
  });
  await runOrderAction({ orderId: order.id, action: "confirm", actor });
  await runOrderAction({ orderId: order.id, action: "process", actor });
  await runOrderAction({ orderId: order.id, action: "ship", actor }, { carrier: courier.carrier });
  await runOrderAction({ orderId: order.id, action: "deliver", actor });
  await recordCashCollected(order.id, actor);
  const [item] = await db.orderItem.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
  return { order, customer, item, token: await accessToken(asCustomer(customer.id)) };
}

const photosUrl = (orderId: number) => `/api/my-orders/${orderId}/returns/photos/`;

function upload(orderId: number, files: { name: string; bytes: Buffer; type?: string }[], token: string | null) {
  return statusAndJson(uploadPhoto(multipartRequest(photosUrl(orderId), files, token), routeParams({ orderId })));
}

/** Whether the photo's file is in the private storage. */
const isStored = async (path: string) => (await privateStorage().get(keyOfReturnPhotoPath(path)!)) !== null;

/** GET /return-photos/{name} as `token`'s caller (null: signed out). */
function viewPhoto(path: string, token: string | null) {
  const name = path.slice("/return-photos/".length);
  return returnPhoto(getRequest(path, { bearer: token }), routeParams({ name }));
}

describe("photos on a return request", () => {
  it("stores the owner's photo as a WebP at most 1600 px wide and refuses what is not an image or too big", async () => {
    const { order, token } = await delivered();
    const stored = await upload(order.id, [{ name: "box.png", bytes: png, type: "image/png" }], token);
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({ width: 1600, height: 1067 });
    expect(stored.body.photo).toMatch(/^\/return-photos\/[0-9a-f]{32}\.webp$/);
    expect(await isStored(stored.body.photo)).toBe(true);
    // Private: nothing of it in the public storage, which /media serves.
    expect(await storage().get(keyOfReturnPhotoPath(stored.body.photo)!)).toBeNull();
    expect(await db.pendingUpload.findUnique({ where: { path: stored.body.photo } })).toMatchObject({
      kind: `return:${order.id}`,
    });

    // Type: judged by the bytes, not the declared type or name.
    const text = await upload(
      order.id,
      [{ name: "fake.jpg", bytes: Buffer.from("not an image at all"), type: "image/jpeg" }],
      token,
    );
    expect(text).toMatchObject({ status: 422, body: { error: "not_an_image", field: "file" } });
    // Size: one byte over 10 MB is a 413.
    const big = Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES + 1 - jpeg.length)]);
    expect(await upload(order.id, [{ name: "big.jpg", bytes: big }], token)).toMatchObject({
      status: 413,
      body: { error: "file_too_large" },
    });
    // Count: one file an upload.
    const two = await upload(
      order.id,
      [
        { name: "a.png", bytes: png, type: "image/png" },
        { name: "b.png", bytes: png, type: "image/png" },
      ],
      token,
    );
    expect(two).toMatchObject({ status: 400, body: { error: "too_many_files" } });
    expect(await db.pendingUpload.count({ where: { kind: `return:${order.id}` } })).toBe(1);
  });

  it("answers another shopper's order as a 404 and an anonymous caller as a 401, storing nothing", async () => {
    const { order } = await delivered();
    const stranger = await db.customer.create({ data: { phone: `+9177777${String(counter).padStart(5, "0")}` } });
    const token = await accessToken(asCustomer(stranger.id));
    expect(await upload(order.id, [{ name: "box.png", bytes: png, type: "image/png" }], token)).toMatchObject({
      status: 404,
      body: { error: "order_not_found" },
    });
    expect((await upload(order.id, [{ name: "box.png", bytes: png, type: "image/png" }], null)).status).toBe(401);
    expect(await db.pendingUpload.count({ where: { kind: `return:${order.id}` } })).toBe(0);
  });

  it("takes 30 photos an hour from one shopper, then answers 429 with Retry-After; another shopper is still served", async () => {
    const tiny = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#6a4" } })
      .png()
      .toBuffer();
    const file = [{ name: "box.png", bytes: tiny, type: "image/png" }];
    const { order, token } = await delivered();
    for (let sent = 0; sent < LIMITS.returnPhotoUploadPerCustomer.max; sent += 1)
      expect((await upload(order.id, file, token)).status).toBe(201);
    const refused = await uploadPhoto(
      multipartRequest(photosUrl(order.id), file, token),
      routeParams({ orderId: order.id }),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await delivered();
    expect((await upload(other.order.id, file, other.token)).status).toBe(201);
  });

  it("carries up to three photos of this order into the request, shown to the shopper and the admin, kept by the cleanup", async () => {
    const { order, item, token } = await delivered();
    const other = await delivered();
    const photos: string[] = [];
    for (let i = 0; i < 4; i += 1)
      photos.push((await upload(order.id, [{ name: `p${i}.png`, bytes: png, type: "image/png" }], token)).body.photo);
    const foreign = (await upload(other.order.id, [{ name: "o.png", bytes: png, type: "image/png" }], other.token)).body
      .photo as string;

    const url = `/api/my-orders/${order.id}/returns/`;
    const params = routeParams({ orderId: order.id });
    const ask = (attached: string[]) =>
      statusAndJson(
        askReturn(
          bearerRequest(url, {
            method: "POST",
            token,
            body: {
              lines: [{ item_id: item.id, quantity: 1 }],
              reason: "Damaged in transit",
              upi_id: "asha@okaxis",
              photos: attached,
            },
          }),
          params,
        ),
      );

    // Four photos, a photo of another order's upload, one attached twice, a made-up path: refused, nothing created.
    expect(await ask(photos)).toMatchObject({
      status: 400,
      body: { error: "invalid_request", message: "Attach at most 3 photos." },
    });
    expect(await ask([photos[0], foreign])).toMatchObject({ status: 400, body: { field: "photos" } });
    expect(await ask([photos[0], photos[0]])).toMatchObject({ status: 400, body: { field: "photos" } });
    expect(await ask(["/return-photos/" + "0".repeat(32) + ".webp"])).toMatchObject({ status: 400 });
    expect(await db.returnRequest.count({ where: { orderId: order.id } })).toBe(0);

    const created = await ask(photos.slice(0, 3));
    expect(created.status).toBe(201);
    expect(created.body.photos).toEqual(photos.slice(0, 3));
    expect((await adminReturn(created.body.id)).photos).toEqual(photos.slice(0, 3));
    // Claimed: no longer pending, so a second request cannot attach them again.
    expect(await db.pendingUpload.count({ where: { path: { in: photos.slice(0, 3) } } })).toBe(0);

    // A day later the cleanup removes the unattached photos only.
    await db.pendingUpload.updateMany({ data: { createdAt: new Date(Date.now() - ABANDONED_UPLOAD_MS - 60_000) } });
    const outcome = await removeAbandonedUploads();
    expect(outcome.removed).toBeGreaterThanOrEqual(2);
    for (const path of photos.slice(0, 3)) expect(await isStored(path)).toBe(true);
    expect(await isStored(photos[3])).toBe(false);
    expect(await isStored(foreign)).toBe(false);
  });

  it("serves a photo to its order's owner and an admin only, privately, before and after the request keeps it", async () => {
    const { order, item, customer, token } = await delivered();
    const stranger = await db.customer.create({ data: { phone: `+9178888${String(counter).padStart(5, "0")}` } });
    const strangerToken = await accessToken(asCustomer(stranger.id));
    const admin = await accessToken(await seededStaff("admin"));
    const editor = await accessToken(await seededStaff("editor"));
    const photo = (await upload(order.id, [{ name: "box.png", bytes: png, type: "image/png" }], token)).body
      .photo as string;

    const check = async () => {
      const own = await viewPhoto(photo, token);
      expect(own.status).toBe(200);
      expect(own.headers.get("content-type")).toBe("image/webp");
      expect(own.headers.get("cache-control")).toMatch(/^private\b/);
      const bytes = Buffer.from(await own.arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(1600);
      const staff = await viewPhoto(photo, admin);
      expect(staff.status).toBe(200);
      expect(staff.headers.get("cache-control")).toMatch(/^private\b/);
      expect(await statusAndJson(viewPhoto(photo, strangerToken))).toMatchObject({
        status: 404,
        body: { error: "not_found" },
      });
      expect((await viewPhoto(photo, editor)).status).toBe(404);
      expect(await statusAndJson(viewPhoto(photo, null))).toMatchObject({
        status: 401,
        body: { error: "unauthorized" },
      });
    };
    await check(); // pending: the upload's order says whose it is
    const created = await statusAndJson(
      askReturn(
        bearerRequest(`/api/my-orders/${order.id}/returns/`, {
          method: "POST",
          token,
          body: {
            lines: [{ item_id: item.id, quantity: 1 }],
            reason: "Damaged in transit",
            upi_id: "asha@okaxis",
            photos: [photo],
          },
        }),
        routeParams({ orderId: order.id }),
      ),
    );
    expect(created.status).toBe(201);
    await check(); // kept by the return

    // A made-up or malformed name is a 404 even for an admin; /media never serves the private folder.
    expect((await viewPhoto("/return-photos/" + "0".repeat(32) + ".webp", admin)).status).toBe(404);
    expect((await viewPhoto("/return-photos/..%2Fx.webp", admin)).status).toBe(404);
    const key = keyOfReturnPhotoPath(photo)!;
    expect(
      (await mediaFile(getRequest(`/media/${key}`), { params: Promise.resolve({ key: key.split("/") }) })).status,
    ).toBe(404);
    expect(customer.id).toBeGreaterThan(0);
  });

  it("removes the photos' files when the shopper's data is erased, kept and pending alike", async () => {
    const { order, item, customer, token } = await delivered();
    const kept = (await upload(order.id, [{ name: "a.png", bytes: png, type: "image/png" }], token)).body
      .photo as string;
    const pending = (await upload(order.id, [{ name: "b.png", bytes: png, type: "image/png" }], token)).body
      .photo as string;
    const created = await statusAndJson(
      askReturn(
        bearerRequest(`/api/my-orders/${order.id}/returns/`, {
          method: "POST",
          token,
          body: {
            lines: [{ item_id: item.id, quantity: 1 }],
            reason: "Damaged in transit",
            upi_id: "asha@okaxis",
            photos: [kept],
          },
        }),
        routeParams({ orderId: order.id }),
      ),
    );
    expect(created.status).toBe(201);
    // The return ends (rejected) so that erasure may complete.
    await db.returnRequest.update({ where: { id: created.body.id }, data: { status: "rejected" } });
    const admin = await seededStaff("admin");
    const adminToken = await accessToken(admin);
    expect((await viewPhoto(kept, adminToken)).status).toBe(200);

    const asked = await requestErasure(customer.id);
    const request = await db.erasureRequest.findFirstOrThrow({ where: { customerId: customer.id } });
    expect(asked).toBeTruthy();
    await completeErasure(request.id, { staffId: admin.id, name: "Store Admin" });

    expect(await isStored(kept)).toBe(false);
    expect(await isStored(pending)).toBe(false);
    expect((await db.returnRequest.findUniqueOrThrow({ where: { id: created.body.id } })).photos).toEqual([]);
    expect(await db.pendingUpload.count({ where: { kind: `return:${order.id}` } })).toBe(0);
    expect((await viewPhoto(kept, adminToken)).status).toBe(404);
  });

  it("moves a photo stored publicly before photos were private, losing none, once", async () => {
    const { order, item, token } = await delivered();
    const photo = (await upload(order.id, [{ name: "a.png", bytes: png, type: "image/png" }], token)).body
      .photo as string;
    await statusAndJson(
      askReturn(
        bearerRequest(`/api/my-orders/${order.id}/returns/`, {
          method: "POST",
          token,
          body: {
            lines: [{ item_id: item.id, quantity: 1 }],
            reason: "Damaged in transit",
            upi_id: "asha@okaxis",
            photos: [photo],
          },
        }),
        routeParams({ orderId: order.id }),
      ),
    );
    // As a shop before the change had it: the file in the public storage only (the migration rewrote the path).
    const key = keyOfReturnPhotoPath(photo)!;
    const file = (await privateStorage().get(key))!;
    await storage().put(key, Buffer.from(await new Response(file.body).arrayBuffer()), "image/webp");
    await privateStorage().delete(key);
    // Still shown to its owner meanwhile (read from the old place), never by /media.
    expect((await viewPhoto(photo, token)).status).toBe(200);
    expect(
      (await mediaFile(getRequest(`/media/${key}`), { params: Promise.resolve({ key: key.split("/") }) })).status,
    ).toBe(404);

    const first = await moveReturnPhotosToPrivate();
    expect(first.moved).toBe(1);
    expect(first.missing).toBe(0);
    expect(await isStored(photo)).toBe(true);
    expect(await storage().get(key)).toBeNull();
    expect((await viewPhoto(photo, token)).status).toBe(200);
    const again = await moveReturnPhotosToPrivate();
    expect(again.moved).toBe(0);
    expect(again.already).toBeGreaterThanOrEqual(1);
  });
});
