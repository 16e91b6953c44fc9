import http from "node:http";
import type { AddressInfo } from "node:net";
import { db } from "@/lib/server/db";
import { forgetWarmUp, IMAGE_OPTIMIZER_PATH, warmUp, warmUpPaths } from "./warm-up";

afterAll(() => db.$disconnect());
afterEach(() => forgetWarmUp());

/** A stand-in for the server itself: answers every page after `delayMs`, noting each path asked. */
async function ownServer(delayMs: number) {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(request.url ?? "");
    setTimeout(() => response.end("<html></html>"), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { asked, origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
}

it("asks for each kind of page once, one after another, then reports done", async () => {
  const [product, category] = await Promise.all([
    db.product.findFirstOrThrow({ where: { available: true }, orderBy: { id: "asc" } }),
    db.category.findFirstOrThrow({ where: { parentId: null }, orderBy: { id: "asc" } }),
  ]);
  const server = await ownServer(20);
  try {
    expect(warmUp(true, server.origin)).toBe("warming");
    expect(warmUp(true, server.origin)).toBe("warming");
    await until(() => warmUp(true, server.origin) === "done");
    expect(server.asked).toEqual(await warmUpPaths());
    expect(server.asked).toEqual(
      expect.arrayContaining([
        "/",
        "/products",
        `/products/${category.slug}`,
        `/product/${product.id}`,
        "/cart",
        "/login",
        IMAGE_OPTIMIZER_PATH,
      ]),
    );
    // Once a start: later checks ask for nothing more.
    warmUp(true, server.origin);
    expect(server.asked).toHaveLength((await warmUpPaths()).length);
  } finally {
    await server.close();
  }
});

it("counts a page that fails as asked: a server it cannot reach still becomes ready", async () => {
  const server = await ownServer(0);
  await server.close();
  expect(warmUp(true, server.origin)).toBe("warming");
  await until(() => warmUp(true, server.origin) === "done");
  expect(warmUp(true, server.origin)).toBe("done");
});

it("is off outside production (development, tests)", () => {
  expect(warmUp(false, "http://127.0.0.1:9")).toBe("off");
});
