import { db } from "@/lib/server/db";
import { POST } from "./route";
import { jsonRequest } from "@/scripts/jest/requests";

afterAll(() => db.$disconnect());

function send(body: unknown) {
  return POST(jsonRequest("POST", "/api/contact/", body));
}

it("stores a valid message, subject optional", async () => {
  const response = await send({ name: " Ravi Kumar ", email: "ravi@example.in", message: "Do you ship to Pune?" });
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ success: true, message: "Message Sent!" });
  const stored = await db.contactMessage.findFirstOrThrow({ where: { email: "ravi@example.in" } });
  expect(stored).toMatchObject({ name: "Ravi Kumar", subject: null, message: "Do you ship to Pune?" });
});

it.each([
  [{ email: "ravi@example.in", message: "Hello" }, "name"],
  [{ name: "Ravi", email: "not-an-email", message: "Hello" }, "email"],
  [{ name: "Ravi", email: "ravi@example.in", message: "   " }, "message"],
])("refuses %j (missing or invalid %s)", async (body, field) => {
  const before = await db.contactMessage.count();
  const response = await send(body);
  expect(response.status).toBe(400);
  const answer = await response.json();
  expect(answer.error).toBe("invalid_contact_message");
  expect(answer.fields[field]).toBeDefined();
  expect(await db.contactMessage.count()).toBe(before);
});
