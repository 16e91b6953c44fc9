import { NextRequest } from "next/server";
import { consentsOf, recordConsents } from "@/lib/server/messaging/consents";
import { db } from "@/lib/server/db";
import { marketingHeaders } from "@/lib/server/mail/marketing-mail";
import { signLinkToken, unsubscribeUrl } from "@/lib/server/security/signed-links";
import { statusAndJson } from "@/scripts/jest/requests";
import { POST } from "./route";

afterAll(() => db.$disconnect());

const DONE = {
  status: 200,
  body: { status: "unsubscribed", message: "You are unsubscribed. You will get no more of these e-mails." },
};
const INVALID = { status: 400, body: { error: "invalid_link", message: "This unsubscribe link is not valid." } };

/** What a mailbox provider sends for RFC 8058 one-click: a form POST to the header's URL, no cookie, no Origin. */
function oneClick(url: string) {
  return statusAndJson(
    POST(
      new NextRequest(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    ),
  );
}

const headerUrl = (headers: Record<string, string>) => /^<(.+)>$/.exec(headers["List-Unsubscribe"])![1];

it("a newsletter subscriber's one-click POST takes the address off the list; the same POST again changes nothing", async () => {
  const row = await db.newsletterSubscriber.create({
    data: { email: "one.click@example.in", status: "confirmed", confirmedAt: new Date(), confirmNonce: "a".repeat(32) },
  });
  const headers = marketingHeaders({ subscriberId: row.id });
  expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const url = headerUrl(headers);

  expect(await oneClick(url)).toEqual(DONE);
  const gone = await db.newsletterSubscriber.findUniqueOrThrow({ where: { id: row.id } });
  expect(gone).toMatchObject({ status: "unsubscribed", confirmNonce: null });
  expect(gone.unsubscribedAt).not.toBeNull();

  expect(await oneClick(url)).toEqual(DONE);
  expect((await db.newsletterSubscriber.findUniqueOrThrow({ where: { id: row.id } })).unsubscribedAt).toEqual(
    gone.unsubscribedAt,
  );
});

it("a customer's link withdraws their consent to marketing e-mail once, recorded as given by the link", async () => {
  const customer = await db.customer.create({ data: { phone: "+919811100001", email: "rohit@example.in" } });
  await recordConsents(customer.id, { marketing_email: true, marketing_whatsapp: true }, "preferences");
  const url = unsubscribeUrl({ customerId: customer.id });

  expect(await oneClick(url)).toEqual(DONE);
  expect(await consentsOf(customer.id)).toMatchObject({ marketing_email: false, marketing_whatsapp: true });
  expect(await oneClick(url)).toEqual(DONE);
  const rows = await db.consent.findMany({ where: { customerId: customer.id, purpose: "marketing_email" } });
  expect(rows.map((row) => [row.granted, row.source])).toEqual([
    [true, "preferences"],
    [false, "unsubscribe_link"],
  ]);
});

it("the unsubscribe page's button posts the same URL as JSON with no body", async () => {
  const row = await db.newsletterSubscriber.create({ data: { email: "button@example.in", status: "confirmed" } });
  const response = await POST(new NextRequest(unsubscribeUrl({ subscriberId: row.id }), { method: "POST" }));
  expect(await statusAndJson(response)).toEqual(DONE);
});

it("refuses a forged, altered or other token, and one for another subscriber's id", async () => {
  const row = await db.newsletterSubscriber.create({ data: { email: "kept@example.in", status: "confirmed" } });
  const url = new URL(unsubscribeUrl({ subscriberId: row.id }));
  const token = url.searchParams.get("token")!;
  const [, signature] = token.split(".");
  const otherBody = Buffer.from(JSON.stringify({ p: "unsubscribe", s: `subscriber:${row.id + 1}`, x: null })).toString(
    "base64url",
  );
  const forged = [
    `${otherBody}.${signature}`,
    `${token.slice(0, -3)}abc`,
    signLinkToken("newsletter-confirm", `subscriber:${row.id}`, null),
    signLinkToken("cart-restore", `subscriber:${row.id}`, null),
  ];
  for (const bad of forged) {
    url.searchParams.set("token", bad);
    expect(await oneClick(url.toString())).toEqual(INVALID);
  }
  url.searchParams.delete("token");
  expect((await oneClick(url.toString())).status).toBe(400);
  expect((await db.newsletterSubscriber.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("confirmed");
});
