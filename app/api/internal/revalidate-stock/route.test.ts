import { randomBytes } from "node:crypto";
import { db } from "@/lib/server/db";
import { OWN_SERVER_HEADER, OWN_SERVER_ROUTES, ownServerHeaders } from "@/lib/server/requests/own-server";
import { revalidatedTags } from "@/scripts/jest/next-cache";
import { accessToken, jsonRequest, seededStaff, statusAndJson } from "@/scripts/jest/requests";
import { POST } from "./route";

afterAll(() => db.$disconnect());
beforeEach(() => revalidatedTags.splice(0));

const MOVES = { moved: [3, 7, 3], availabilityChanged: [7] };
const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(jsonRequest("POST", OWN_SERVER_ROUTES.revalidateStock, body, { headers }));
const FORBIDDEN = { error: "forbidden", message: "Only the app server itself may call this address." };

describe("POST /api/internal/revalidate-stock/", () => {
  it("revalidates, by the rule of requests, the stock its own process sends", async () => {
    expect(await statusAndJson(post(MOVES, ownServerHeaders()))).toEqual({ status: 200, body: { revalidated: 3 } });
    // A product that came back in stock changes listings; every moved product's page shows its count.
    expect(revalidatedTags).toEqual(["products", "product:3", "product:7"]);
  });

  it("refuses anyone else before reading the body, and revalidates nothing", async () => {
    const admin = await accessToken(await seededStaff("admin"));
    const strangers: [string, Record<string, string>][] = [
      ["no secret", {}],
      ["a guessed secret", { [OWN_SERVER_HEADER]: randomBytes(32).toString("base64url") }],
      ["a secret of the wrong length", { [OWN_SERVER_HEADER]: "abc" }],
      ["an admin's token", { authorization: `Bearer ${admin}` }],
    ];
    for (const [who, headers] of strangers) {
      expect({ who, ...(await statusAndJson(post(MOVES, headers))) }).toEqual({ who, status: 403, body: FORBIDDEN });
      expect({ who, ...(await statusAndJson(post("{not json", headers))) }).toEqual({
        who,
        status: 403,
        body: FORBIDDEN,
      });
    }
    expect(revalidatedTags).toEqual([]);
  });

  it("answers a malformed body from its own process with a 400, never a 500", async () => {
    expect((await statusAndJson(post({ moved: [0], availabilityChanged: [] }, ownServerHeaders()))).status).toBe(400);
    expect((await statusAndJson(post("{not json", ownServerHeaders()))).body).toMatchObject({ error: "invalid_json" });
    expect(revalidatedTags).toEqual([]);
  });
});
