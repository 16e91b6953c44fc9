/**
 * The per-address limits of the public forms and lookups (docs/security.md, "Abuse limits"): the request past
 * a limit is a 429 with the spec's text and `Retry-After`; another address is still served.
 */
import { db } from "@/lib/server/db";
import { LIMITS, type Limit } from "@/lib/server/security/rate-limit";
import { fromAddress, jsonRequest } from "@/scripts/jest/requests";
import { POST as contact } from "./contact/route";
import { POST as recommendations } from "./dashboard/ai/recommendations/route";
import { GET as deliveryCheck } from "./delivery/check/route";
import { POST as newsletter } from "./newsletter/route";
import { GET as suggestions } from "./search/suggestions/route";

afterAll(() => db.$disconnect());

type Call = (address: string, n: number) => Promise<Response>;

const cases: [string, Limit, Call][] = [
  [
    "POST /api/contact/",
    LIMITS.contactPerIp,
    (address, n) =>
      contact(
        jsonRequest(
          "POST",
          "/api/contact/",
          { name: "Ravi", email: `ravi${n}@example.in`, message: "Do you ship to Pune?" },
          { headers: fromAddress(address) },
        ),
      ),
  ],
  [
    "POST /api/newsletter/",
    LIMITS.newsletterPerIp,
    (address, n) =>
      newsletter(
        jsonRequest("POST", "/api/newsletter/", { email: `reader${n}@example.in` }, { headers: fromAddress(address) }),
      ),
  ],
  [
    "GET /api/delivery/check/",
    LIMITS.deliveryCheckPerIp,
    (address) =>
      deliveryCheck(
        jsonRequest("GET", "/api/delivery/check/?pincode=411001", undefined, { headers: fromAddress(address) }),
      ),
  ],
  [
    "GET /api/search/suggestions/",
    LIMITS.searchSuggestionsPerIp,
    (address) =>
      suggestions(jsonRequest("GET", "/api/search/suggestions/?q=tea", undefined, { headers: fromAddress(address) })),
  ],
  [
    "POST /api/dashboard/ai/recommendations/",
    LIMITS.chatRecommendationsPerIp,
    async (address) => {
      const { id } = await db.healthTag.findUniqueOrThrow({ where: { name: "Immunity" } });
      return recommendations(
        jsonRequest("POST", "/api/dashboard/ai/recommendations/", { tag_ids: [id] }, { headers: fromAddress(address) }),
      );
    },
  ],
];

let addresses = 0;

it.each(cases)(
  "%s serves an address its limit, then answers 429 with Retry-After; another address is still served",
  async (_, limit, call) => {
    const address = `10.20.0.${++addresses}`;
    for (let n = 0; n < limit.max; n++) expect((await call(address, n)).status).toBeLessThan(300);
    const refused = await call(address, limit.max);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: "rate_limited",
      message: "Too many attempts. Please try again later.",
    });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(limit.windowSeconds);
    expect((await call(`10.21.0.${addresses}`, limit.max + 1)).status).toBeLessThan(300);
  },
  120_000,
);

it("does nothing for a refused request: no message is stored", async () => {
  const before = await db.contactMessage.count();
  for (let n = 0; n <= LIMITS.contactPerIp.max; n++) await cases[0][2]("10.22.0.1", n);
  expect(await db.contactMessage.count()).toBe(before + LIMITS.contactPerIp.max);
});
