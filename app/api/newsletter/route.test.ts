import { db } from "@/lib/server/db";
import { POST } from "./route";
import { jsonRequest } from "@/scripts/jest/requests";

afterAll(() => db.$disconnect());

/** Sends `body` as JSON, a bare string too (a JSON value that is no object). */
function subscribe(body: unknown) {
  return POST(jsonRequest("POST", "/api/newsletter/", JSON.stringify(body)));
}

it("subscribes an address once, stored lower-cased, and answers an address already on the list as it answers a new one", async () => {
  const first = await subscribe({ email: "  Asha.Rao@Example.IN " });
  expect(first.status).toBe(201);
  expect(await first.json()).toEqual({ success: true, message: "Thank you for subscribing!" });
  expect(await db.newsletterSubscriber.findUnique({ where: { email: "asha.rao@example.in" } })).not.toBeNull();

  const again = await subscribe({ email: "ASHA.RAO@example.in" });
  expect(again.status).toBe(201);
  expect(await again.json()).toEqual({ success: true, message: "Thank you for subscribing!" });
  expect([...again.headers.keys()].sort()).toEqual([...first.headers.keys()].sort());
  expect(await db.newsletterSubscriber.count({ where: { email: "asha.rao@example.in" } })).toBe(1);
});

it.each([[{ email: "not-an-email" }], [{}], ["garbage"]])("refuses an invalid email: %j", async (body) => {
  const response = await subscribe(body);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: "invalid_email", message: "Please enter a valid email address." });
});
