import { db } from "@/lib/server/db";
import { isUniqueViolation } from "./errors";

afterAll(() => db.$disconnect());

async function failure(write: () => Promise<unknown>): Promise<unknown> {
  return write().then(
    () => null,
    (error: unknown) => error,
  );
}

describe("isUniqueViolation", () => {
  it("recognises a duplicate from a Prisma query and from raw SQL", async () => {
    await db.newsletterSubscriber.create({ data: { email: "twice@example.in" } });
    const fromQuery = await failure(() => db.newsletterSubscriber.create({ data: { email: "twice@example.in" } }));
    const fromRaw = await failure(
      () => db.$executeRaw`INSERT INTO "NewsletterSubscriber" (email) VALUES ('twice@example.in')`,
    );
    expect(isUniqueViolation(fromQuery)).toBe(true);
    expect(isUniqueViolation(fromRaw)).toBe(true);
  });

  it("does not mistake another failure for a duplicate", async () => {
    const missingTable = await failure(() => db.$executeRaw`INSERT INTO "NoSuchTable" (email) VALUES ('x@example.in')`);
    expect(isUniqueViolation(missingTable)).toBe(false);
    expect(isUniqueViolation(new Error("duplicate"))).toBe(false);
  });
});
