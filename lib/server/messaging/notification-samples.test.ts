import { GET as listRoute } from "@/app/api/admin/notifications/route";
import { POST as testRoute } from "@/app/api/admin/notifications/test/route";
import { env } from "@/lib/env";
import { fakeWhatsAppEnv } from "@/lib/local-whatsapp";
import { WHATSAPP_TEMPLATES } from "@/lib/domain/whatsapp-templates";
import { db } from "@/lib/server/db";
import { ORDER_EVENTS } from "@/lib/validation/queue/queues";
import { withFakeWhatsApp } from "@/scripts/jest/fake-whatsapp";
import { withMailCatcher } from "@/scripts/jest/mail-catcher";
import { accessToken, bearerRequest, seededStaff, statusAndJson } from "@/scripts/jest/requests";
import { recordConsents } from "./consents";
import { sendTestNotification } from "./notification-samples";

jest.setTimeout(60_000);

const cloud = withFakeWhatsApp();
const mailbox = withMailCatcher();
beforeAll(() => void Object.assign(env(), fakeWhatsAppEnv(cloud.fake.url)));
afterAll(() => db.$disconnect());

const admin = () => seededStaff("admin");
const actorOf = async (name: string) => {
  const staff = await db.staffUser.create({
    data: { username: name, passwordHash: "x", role: "admin", name },
  });
  return { staffId: staff.id, name };
};

it("renders every e-mail and WhatsApp template with sample data, for admins only", async () => {
  const token = await accessToken(await admin());
  const { status, body } = await statusAndJson(listRoute(bearerRequest("/api/admin/notifications/", { token })));
  expect(status).toBe(200);
  const templates = body.email.map((mail: { template: string }) => mail.template);
  expect(templates).toEqual(
    expect.arrayContaining([...ORDER_EVENTS, "new-order", "newsletter-confirm", "cart-reminder", "back-in-stock"]),
  );
  for (const mail of body.email) {
    expect(mail.html).toContain("<html");
    expect(mail.subject.length).toBeGreaterThan(5);
  }
  const shipped = body.email.find((mail: { template: string }) => mail.template === "order-shipped");
  expect(shipped.text).toContain("ORD-SAMPLE-0001");
  expect(shipped.text).toContain("Delhivery Surface");
  expect(body.whatsapp.map((template: { name: string }) => template.name)).toEqual(
    Object.values(WHATSAPP_TEMPLATES).map((template) => template.name),
  );
  for (const template of body.whatsapp) expect(template.text).not.toMatch(/\{\{\d+\}\}/);
  expect(body.whatsapp_on).toBe(true);

  const editor = await accessToken(await seededStaff("editor"));
  expect((await listRoute(bearerRequest("/api/admin/notifications/", { token: editor }))).status).toBe(403);
  expect(
    (
      await testRoute(
        bearerRequest("/api/admin/notifications/test/", {
          method: "POST",
          token: editor,
          body: { channel: "email", template: "order-placed", to: "a@example.in" },
        }),
      )
    ).status,
  ).toBe(403);
});

it("sends a test e-mail to the catcher and a test WhatsApp message to the fake, refused for a number that has not opted in", async () => {
  const actor = await actorOf("tester-one");
  const sent = await sendTestNotification(
    actor,
    { channel: "email", template: "order-shipped", to: "owner@example.in" },
    mailbox.transport,
  );
  expect(sent.message).toContain("owner@example.in");
  const mail = await mailbox.catcher.waitFor((caught) => caught.to.includes("owner@example.in"));
  expect(mail.subject).toBe("[Test] Order ORD-SAMPLE-0001 has shipped");

  const customer = await db.customer.create({ data: { phone: "+919811100001" } });
  await recordConsents(customer.id, { order_updates_whatsapp: true }, "preferences");
  const accepted = await sendTestNotification(actor, {
    channel: "whatsapp",
    template: "order_shipped",
    to: "+919811100001",
  });
  expect(accepted.message).toContain("accepted order_shipped");
  expect(cloud.fake.messages.filter((message) => message.to === "919811100001")).toHaveLength(1);

  await expect(
    sendTestNotification(actor, { channel: "whatsapp", template: "order_shipped", to: "+919811100002" }),
  ).rejects.toMatchObject({ status: 422, code: "whatsapp_refused" });
  await expect(
    sendTestNotification(actor, { channel: "email", template: "no-such", to: "owner@example.in" }, mailbox.transport),
  ).rejects.toMatchObject({ status: 400, code: "unknown_template" });
  const audit = await db.auditEntry.count({ where: { action: "notification.test_sent", staffId: actor.staffId } });
  expect(audit).toBe(2);
});

it("refuses a bad address and allows 10 tests in 10 minutes per admin", async () => {
  const token = await accessToken(await admin());
  const post = (body: unknown) =>
    statusAndJson(testRoute(bearerRequest("/api/admin/notifications/test/", { method: "POST", token, body })));
  expect((await post({ channel: "email", template: "order-placed", to: "not-an-address" })).status).toBe(400);
  expect((await post({ channel: "whatsapp", template: "order_placed", to: "12" })).status).toBe(400);
  const actor = await actorOf("tester-two");
  for (let index = 0; index < 10; index += 1)
    await sendTestNotification(
      actor,
      { channel: "email", template: "order-delivered", to: "limit@example.in" },
      mailbox.transport,
    );
  await expect(
    sendTestNotification(
      actor,
      { channel: "email", template: "order-delivered", to: "limit@example.in" },
      mailbox.transport,
    ),
  ).rejects.toMatchObject({ status: 429 });
});
