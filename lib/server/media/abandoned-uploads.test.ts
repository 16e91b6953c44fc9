import { rmSync } from "node:fs";
import sharp from "sharp";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db";
import { REMOVE_ABANDONED_UPLOADS } from "@/lib/validation/queue/queues";
import { startJobWorker } from "@/lib/server/jobs/worker";
import { storage } from "@/lib/server/storage";
import { keyOfMediaPath } from "@/lib/server/storage/storage";
import { multipartRequest, withRoleTokens, statusAndJson } from "@/scripts/jest/requests";
import { stopJobWorker } from "@/scripts/jest/job-worker";
import { POST as upload } from "@/app/api/portal/uploads/route";
import { ABANDONED_UPLOAD_MS, removeAbandonedUploads } from "./stored-images";

// The local disk driver, in a folder of this test file's own (scripts/jest/database-per-file.ts).
afterAll(async () => {
  await db.$disconnect();
  rmSync(process.env.UPLOADS_DIR!, { recursive: true, force: true });
});

const tokens = withRoleTokens("+919700000401");
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 40, g: 120, b: 70 } } })
    .png()
    .toBuffer();
});

/** Uploads an image as the portal's image field does -> its site path. */
async function uploaded(kind: "category" | "slide" | "logo"): Promise<string> {
  const { status, body } = await statusAndJson(
    upload(multipartRequest(`/api/portal/uploads/?kind=${kind}`, [{ name: `${kind}.png`, bytes: png }], tokens.editor)),
  );
  expect(status).toBe(201);
  return body.image as string;
}

const isStored = async (path: string) => (await storage().get(keyOfMediaPath(path)!)) !== null;
const ago = (ms: number) => new Date(Date.now() - ms);

describe("uploads whose form was never saved", () => {
  it("records each upload, then a day later removes the files no record uses and forgets them all", async () => {
    const forCategory = await uploaded("category");
    const forSlide = await uploaded("slide");
    const forLogo = await uploaded("logo");
    const abandoned = await uploaded("category");
    const abandonedSlide = await uploaded("slide");
    const recent = await uploaded("slide");
    expect(
      await db.pendingUpload.count({
        where: { path: { in: [forCategory, forSlide, forLogo, abandoned, abandonedSlide, recent] } },
      }),
    ).toBe(6);

    // Three forms were saved, two were left; all but the last upload are more than a day old.
    const category = await db.category.findFirstOrThrow({ orderBy: { id: "asc" } });
    await db.category.update({ where: { id: category.id }, data: { image: forCategory } });
    await db.slide.create({ data: { headline: "Saved slide", image: forSlide } });
    await db.storeSettings.update({ where: { id: 1 }, data: { logo: forLogo } });
    await db.pendingUpload.updateMany({
      where: { path: { not: recent } },
      data: { createdAt: ago(ABANDONED_UPLOAD_MS + 60_000) },
    });

    await expect(removeAbandonedUploads()).resolves.toEqual({ removed: 2, kept: 3 });

    for (const path of [forCategory, forSlide, forLogo, recent]) expect(await isStored(path)).toBe(true);
    for (const path of [abandoned, abandonedSlide]) expect(await isStored(path)).toBe(false);
    expect((await db.pendingUpload.findMany({ select: { path: true } })).map((row) => row.path)).toEqual([recent]);

    // A second run finds nothing due; the recent upload goes once it is a day old.
    await expect(removeAbandonedUploads()).resolves.toEqual({ removed: 0, kept: 0 });
    await expect(removeAbandonedUploads(new Date(Date.now() + ABANDONED_UPLOAD_MS + 60_000))).resolves.toEqual({
      removed: 1,
      kept: 0,
    });
    expect(await isStored(recent)).toBe(false);
  });

  it("handles each upload once when two servers run the job at the same moment", async () => {
    const paths = await Promise.all([uploaded("slide"), uploaded("slide"), uploaded("category")]);
    await db.pendingUpload.updateMany({
      where: { path: { in: paths } },
      data: { createdAt: ago(ABANDONED_UPLOAD_MS + 1000) },
    });
    const runs = await Promise.all([removeAbandonedUploads(), removeAbandonedUploads()]);
    expect(runs.reduce((sum, run) => sum + run.removed + run.kept, 0)).toBe(3);
    expect(runs.reduce((sum, run) => sum + run.removed, 0)).toBe(3);
    for (const path of paths) expect(await isStored(path)).toBe(false);
  });
});

describe("the scheduled job", () => {
  it("is scheduled hourly on pg-boss, and a run of it removes an abandoned upload", async () => {
    const path = await uploaded("logo");
    await db.pendingUpload.update({ where: { path }, data: { createdAt: ago(ABANDONED_UPLOAD_MS + 1000) } });
    const worker = await startJobWorker({ connectionString: env().DATABASE_URL, pollingIntervalSeconds: 0.5 });
    try {
      expect(await worker.getSchedules()).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: REMOVE_ABANDONED_UPLOADS, cron: "0 * * * *" })]),
      );
      const id = await worker.send(REMOVE_ABANDONED_UPLOADS, {});
      for (
        let waited = 0;
        waited < 20_000 && (await worker.getJobById(REMOVE_ABANDONED_UPLOADS, id!))?.state !== "completed";
        waited += 250
      ) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect((await worker.getJobById(REMOVE_ABANDONED_UPLOADS, id!))?.output).toEqual({ removed: 1, kept: 0 });
      expect(await isStored(path)).toBe(false);
    } finally {
      await stopJobWorker(worker);
    }
  }, 60_000);
});
