import type PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { confirmationToken } from "@/lib/server/contact/newsletter";
import { db } from "@/lib/server/db";
import { startJobWorker } from "@/lib/server/jobs/worker";
import { signLinkToken, unsubscribeUrl } from "@/lib/server/security/signed-links";
import { stopJobWorker } from "@/scripts/jest/job-worker";
import { withMailCatcher } from "@/scripts/jest/mail-catcher";
import { fromAddress, jsonRequest, statusAndJson } from "@/scripts/jest/requests";
import { POST as unsubscribe } from "../unsubscribe/route";
import { POST as confirm } from "./confirm/route";
import { POST } from "./route";

jest.setTimeout(60_000);

const mailbox = withMailCatcher();
let worker: PgBoss | null = null;

afterEach(async () => {
  if (worker) await stopJobWorker(worker);
  worker = null;
});
afterAll(() => db.$disconnect());

const ANSWER = { success: true, message: "Thank you! Please check your inbox and confirm your subscription." };

let client = 0;

/** Sends `body` as JSON, a bare string too (a JSON value that is no object), each from its own address (the form is rate-limited per address). */
function subscribe(body: unknown) {
  client += 1;
  return POST(
    jsonRequest("POST", "/api/newsletter/", JSON.stringify(body), { headers: fromAddress(`203.0.113.${client}`) }),
  );
}

const confirmWith = (token: string) =>
  statusAndJson(confirm(jsonRequest("POST", "/api/newsletter/confirm/", JSON.stringify({ token }))));

function confirmationJobs(subscriberId: number) {
  return db.$queryRaw<{ data: { subscriberId: number; sentAt: string } }[]>`
    SELECT data FROM pgboss.job WHERE name = 'newsletter-confirmation' AND (data->>'subscriberId')::int = ${subscriberId}`;
}

const rowOf = (email: string) => db.newsletterSubscriber.findUniqueOrThrow({ where: { email } });

/** The token of the link the subscriber's pending request sends. */
async function linkTokenOf(email: string): Promise<string> {
  const row = await rowOf(email);
  return confirmationToken(row.id, row.confirmNonce!, row.confirmationSentAt!);
}

it("stores a new address pending, lower-cased, queues one confirmation e-mail, and answers an address already asked for as it answers a new one", async () => {
  const first = await subscribe({ email: "  Asha.Rao@Example.IN " });
  expect(first.status).toBe(201);
  expect(await first.json()).toEqual(ANSWER);
  const row = await rowOf("asha.rao@example.in");
  expect(row).toMatchObject({ status: "pending", confirmedAt: null });
  expect(row.confirmNonce).toMatch(/^[0-9a-f]{32}$/);
  expect(await confirmationJobs(row.id)).toHaveLength(1);

  // Again within 10 minutes: the same answer, no second e-mail to the same inbox.
  const again = await subscribe({ email: "ASHA.RAO@example.in" });
  expect(again.status).toBe(201);
  expect(await again.json()).toEqual(ANSWER);
  expect([...again.headers.keys()].sort()).toEqual([...first.headers.keys()].sort());
  expect(await db.newsletterSubscriber.count({ where: { email: "asha.rao@example.in" } })).toBe(1);
  expect(await confirmationJobs(row.id)).toHaveLength(1);

  // Later, a pending address gets the e-mail again, with the same link (an earlier e-mail still works).
  await db.newsletterSubscriber.update({
    where: { id: row.id },
    data: { confirmationSentAt: new Date(Date.now() - 11 * 60_000) },
  });
  await subscribe({ email: "asha.rao@example.in" });
  expect(await confirmationJobs(row.id)).toHaveLength(2);
  expect((await rowOf("asha.rao@example.in")).confirmNonce).toBe(row.confirmNonce);
});

it("e-mails the confirmation link once; following it puts the address on the list, and following it again changes nothing", async () => {
  worker = await startJobWorker({
    connectionString: env().DATABASE_URL,
    transport: mailbox.transport,
    pollingIntervalSeconds: 0.5,
    schedule: false,
  });
  await subscribe({ email: "kiran.das@example.in" });
  const mail = await mailbox.catcher.waitFor((caught) => caught.to.includes("kiran.das@example.in"));
  expect(mail.subject).toMatch(/^Confirm your subscription to /);
  const link = /http:\/\/localhost:3000\/newsletter\/confirm\?token=([\w.-]+)/.exec(mail.text);
  expect(link).not.toBeNull();
  // Not marketing: a confirmation carries no unsubscribe headers.
  expect(mail.raw).not.toMatch(/^List-Unsubscribe/im);

  const confirmed = await confirmWith(link![1]);
  expect(confirmed).toEqual({
    status: 200,
    body: { status: "confirmed", message: "Thank you for subscribing! Your subscription is confirmed." },
  });
  const row = await rowOf("kiran.das@example.in");
  expect(row.status).toBe("confirmed");

  const replay = await confirmWith(link![1]);
  expect(replay).toEqual({
    status: 200,
    body: { status: "already-confirmed", message: "Your subscription is already confirmed." },
  });
  expect((await rowOf("kiran.das@example.in")).confirmedAt).toEqual(row.confirmedAt);

  // A confirmed address subscribing again gets the same answer and no e-mail.
  expect(await (await subscribe({ email: "kiran.das@example.in" })).json()).toEqual(ANSWER);
  expect(await confirmationJobs(row.id)).toHaveLength(1);
  expect(await db.emailDelivery.count({ where: { recipient: "kiran.das@example.in" } })).toBe(1);
  expect(mailbox.catcher.messages.filter((caught) => caught.to.includes("kiran.das@example.in"))).toHaveLength(1);
});

it("refuses an expired link, a forged one, and one from before an unsubscription", async () => {
  await subscribe({ email: "meena.iyer@example.in" });
  const row = await rowOf("meena.iyer@example.in");

  const expired = confirmationToken(row.id, row.confirmNonce!, new Date(Date.now() - 49 * 3600_000));
  expect(await confirmWith(expired)).toEqual({
    status: 400,
    body: {
      error: "link_expired",
      message: "This confirmation link has expired. Please subscribe again from the shop.",
    },
  });
  const invalid = {
    status: 400,
    body: {
      error: "invalid_link",
      message: "This confirmation link is not valid. Please subscribe again from the shop.",
    },
  };
  const valid = await linkTokenOf("meena.iyer@example.in");
  const [body, signature] = valid.split(".");
  const otherNonce = confirmationToken(row.id, "0".repeat(32), new Date());
  // Signed with another key: the payload of a valid link under a signature of its own making.
  const forgedSignature = `${body}.${signature.split("").reverse().join("")}`;
  for (const token of [
    forgedSignature,
    otherNonce,
    signLinkToken("unsubscribe", `subscriber:${row.id}:${row.confirmNonce}`, null),
  ])
    expect(await confirmWith(token)).toEqual(invalid);
  expect((await confirmWith("garbage")).status).toBe(400);
  expect((await rowOf("meena.iyer@example.in")).status).toBe("pending");

  // Confirmed, then unsubscribed: the old confirmation link puts nobody back on the list.
  expect((await confirmWith(valid)).status).toBe(200);
  const url = unsubscribeUrl({ subscriberId: row.id });
  expect((await unsubscribe(jsonRequest("POST", url))).status).toBe(200);
  expect(await confirmWith(valid)).toEqual(invalid);
  expect((await rowOf("meena.iyer@example.in")).status).toBe("unsubscribed");

  // Subscribing again starts over with a new link.
  await subscribe({ email: "meena.iyer@example.in" });
  const renewed = await rowOf("meena.iyer@example.in");
  expect(renewed.status).toBe("pending");
  expect(renewed.confirmNonce).not.toBe(row.confirmNonce);
  expect(await confirmationJobs(row.id)).toHaveLength(2);
  expect((await confirmWith(await linkTokenOf("meena.iyer@example.in"))).body).toMatchObject({ status: "confirmed" });
});

it.each([[{ email: "not-an-email" }], [{}], ["garbage"]])("refuses an invalid email: %j", async (body) => {
  const response = await subscribe(body);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: "invalid_email", message: "Please enter a valid email address." });
});
