/**
 * Both storage drivers keep the same contract: the local disk, and the S3 driver against a real
 * S3-compatible server (s3rver, in this process, on a free port, data in a temporary folder).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { localDiskStorage } from "./local-disk";
import { s3Storage } from "./s3";
import { isStorageKey, keyOfMediaPath, mediaPath, type Storage } from "./storage";

const folder = mkdtempSync(path.join(tmpdir(), "storage-test-"));
const BUCKET = "shop-images";
let server: S3rver;
let endpoint: string;

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: path.join(folder, "s3"),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

const text = async (stream: ReadableStream<Uint8Array>) =>
  Buffer.from(await new Response(stream).arrayBuffer()).toString();

const drivers: [string, () => Storage][] = [
  ["the local disk", () => localDiskStorage(path.join(folder, "disk"))],
  [
    "an S3-compatible bucket",
    () =>
      s3Storage({ bucket: BUCKET, region: "us-east-1", endpoint, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" }),
  ],
];

describe.each(drivers)("%s", (_name, make) => {
  it("puts, gets as a stream with its type and length, and deletes", async () => {
    const storage = make();
    await storage.put("products/abc123.webp", Buffer.from("RIFF-webp-bytes"), "image/webp");
    const object = await storage.get("products/abc123.webp");
    expect(object).toMatchObject({ contentType: "image/webp", size: 15 });
    expect(await text(object!.body)).toBe("RIFF-webp-bytes");
    await storage.delete("products/abc123.webp");
    expect(await storage.get("products/abc123.webp")).toBeNull();
    // Deleting what is not there is not an error.
    await expect(storage.delete("products/abc123.webp")).resolves.toBeUndefined();
  });

  it("answers null for a key never stored, and refuses keys that could leave its folder", async () => {
    const storage = make();
    expect(await storage.get("products/never.webp")).toBeNull();
    await expect(storage.put("../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(/Not a storage key/);
    await expect(storage.get("products/../../x.webp")).rejects.toThrow(/Not a storage key/);
  });
});

it("gives the bucket's public address when one is configured, else the shop's /media path", () => {
  const withCdn = s3Storage({
    bucket: BUCKET,
    region: "auto",
    endpoint: "http://127.0.0.1:1",
    publicUrl: "https://cdn.example.com/shop",
  });
  expect(withCdn.publicUrl("slides/ff00.webp")).toBe("https://cdn.example.com/shop/slides/ff00.webp");
  expect(localDiskStorage(folder).publicUrl("slides/ff00.webp")).toBe("/media/slides/ff00.webp");
});

it("maps keys to site paths and back, and only its own", () => {
  expect(mediaPath("brand/a1.webp")).toBe("/media/brand/a1.webp");
  expect(keyOfMediaPath("/media/brand/a1.webp")).toBe("brand/a1.webp");
  expect(keyOfMediaPath("/images/products/x-1.webp")).toBeNull();
  expect(keyOfMediaPath("/media/../secret.webp")).toBeNull();
  for (const bad of [
    "",
    "a.webp",
    "a/b/c.webp",
    "A/b.webp",
    "a/b.png",
    "a/.webp",
    "a/b.webp/",
    "a//b.webp",
    "a/b\u0000.webp",
  ])
    expect(isStorageKey(bad)).toBe(false);
});
