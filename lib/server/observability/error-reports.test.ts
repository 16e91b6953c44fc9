import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { route } from "@/lib/server/route-handler/route";
import { getRequest } from "@/scripts/jest/requests";
import { closeErrorReports, flushErrorReports } from "./error-reports";

afterAll(async () => {
  await closeErrorReports();
  // The SDK's global carrier, which Jest would otherwise carry over to the next test file.
  delete (globalThis as { __SENTRY__?: unknown }).__SENTRY__;
});

/** A stand-in for the tracker's ingest: Sentry's envelope endpoint, recording what it is sent. */
async function fakeTracker() {
  const envelopes: { path: string; body: string }[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    envelopes.push({
      path: request.url ?? "",
      body: (request.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8"),
    });
    response.writeHead(200, { "content-type": "application/json" });
    response.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    envelopes,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

it("sends nothing without SENTRY_DSN, and an unforeseen route error with its request's place when it is set", async () => {
  jest.spyOn(log, "error").mockImplementation(() => undefined);
  const tracker = await fakeTracker();
  const broken = route({}, async () => {
    throw new TypeError("the stock ledger is on fire");
  });
  try {
    expect((await broken(getRequest("/api/broken/"))).status).toBe(500);
    await flushErrorReports();
    expect(tracker.envelopes).toEqual([]);

    env().SENTRY_DSN = `http://publickey@127.0.0.1:${tracker.port}/42`;
    const answer = await broken(
      getRequest("/api/broken/?secret=1", { headers: { "x-request-id": "req-abc-123456", cookie: "session=hidden" } }),
    );
    expect(answer.status).toBe(500);
    for (let waited = 0; tracker.envelopes.length === 0 && waited < 5_000; waited += 100) {
      await flushErrorReports();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(tracker.envelopes).toHaveLength(1);
    const [envelope] = tracker.envelopes;
    expect(envelope.path).toMatch(/^\/api\/42\/envelope\//);
    expect(envelope.body).toContain("the stock ledger is on fire");
    expect(envelope.body).toContain("req-abc-123456");
    expect(envelope.body).toContain("/api/broken/");
    expect(envelope.body).not.toContain("hidden");
    expect(envelope.body).not.toContain("secret=1");
  } finally {
    env().SENTRY_DSN = undefined;
    jest.restoreAllMocks();
    await tracker.close();
  }
});
