import http from "node:http";
import type { AddressInfo } from "node:net";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { db } from "@/lib/server/db";
import { installRequestLog, noteRequest, REQUEST_ID_HEADER } from "@/lib/server/observability/request-log";
import { getRequest, jsonRequest, statusAndJson } from "@/scripts/jest/requests";
import { GET as metricsRoute } from "../metrics/route";
import { POST as razorpayWebhook } from "../razorpay/webhook/route";
import { GET as live } from "./live/route";
import { GET as ready } from "./ready/route";

afterAll(() => db.$disconnect());

afterEach(() => jest.restoreAllMocks());

/** Each readiness answer is reused for 2 s: every check below asks as if later. */
let clock = Date.now();
function askReady() {
  clock += 10_000;
  jest.spyOn(Date, "now").mockReturnValue(clock);
  return ready(getRequest("/api/health/ready"));
}

describe("health", () => {
  it("live: the process answers", async () => {
    expect(await statusAndJson(live(getRequest("/api/health/live")))).toEqual({
      status: 200,
      body: { status: "live" },
    });
  });

  it("ready: PostgreSQL answers with every migration applied; no Redis configured; a server without a worker (JOB_WORKER=off)", async () => {
    const settings = env();
    const before = settings.JOB_WORKER;
    settings.JOB_WORKER = "off";
    try {
      const answer = await askReady();
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(await statusAndJson(answer)).toEqual({
        status: 200,
        body: {
          status: "ready",
          checks: {
            database: "ok",
            migrations: "ok",
            redis: "not configured",
            jobWorker: "off",
            warmUp: "off",
            server: "serving",
          },
        },
      });
    } finally {
      settings.JOB_WORKER = before;
    }
  });

  it("not ready (503) while the job worker it should run has not started, or a migration the build expects is missing", async () => {
    expect(await statusAndJson(askReady())).toMatchObject({
      status: 503,
      body: { status: "not ready", checks: { jobWorker: "not started" } },
    });
    const settings = env();
    settings.JOB_WORKER = "off";
    process.env.STOREFRONT_SCHEMA_MIGRATION = "29990101000000_from_the_future";
    try {
      expect(await statusAndJson(askReady())).toMatchObject({
        status: 503,
        body: { checks: { migrations: "not applied: 29990101000000_from_the_future", database: "ok" } },
      });
    } finally {
      delete process.env.STOREFRONT_SCHEMA_MIGRATION;
      settings.JOB_WORKER = undefined;
    }
  });
});

describe("metrics", () => {
  const scrape = (token?: string) => metricsRoute(jsonRequest("GET", "/api/metrics", undefined, { bearer: token }));

  it("are served only with METRICS_TOKEN, to a caller who sends it", async () => {
    const settings = env();
    expect((await scrape("anything")).status).toBe(404);
    settings.METRICS_TOKEN = "scrape-token-for-the-tests-0123456789";
    try {
      expect((await scrape()).status).toBe(401);
      expect((await scrape("scrape-token-for-the-tests-012345678X")).status).toBe(401);
      // A refused webhook is counted by its sender and result.
      const refused = await razorpayWebhook(
        jsonRequest(
          "POST",
          "/api/razorpay/webhook/",
          { event: "payment.captured" },
          { headers: { "x-razorpay-signature": "forged" } },
        ),
      );
      expect(refused.status).toBe(400);
      const answer = await scrape("scrape-token-for-the-tests-0123456789");
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0.0.4/);
      const text = await answer.text();
      expect(text).toMatch(/storefront_webhook_deliveries_total\{source="razorpay",result="refused"\} [1-9]/);
      expect(text).toContain("# TYPE storefront_http_request_duration_seconds histogram");
      expect(text).toContain("storefront_process_cpu_seconds_total");
      expect(text).toContain("# TYPE storefront_jobs gauge");
    } finally {
      settings.METRICS_TOKEN = undefined;
    }
  });
});

describe("the request log", () => {
  it("gives every request an id, answers it, and writes one line with the route, status, duration and who called", async () => {
    installRequestLog();
    const lines: object[] = [];
    jest.spyOn(log, "info").mockImplementation(((line: object) => void lines.push(line)) as never);
    const server = http.createServer((request, response) => {
      noteRequest(String(request.headers[REQUEST_ID_HEADER]), { who: "customer:7" });
      response.statusCode = request.url?.startsWith("/missing") ? 404 : 200;
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const first = await fetch(`${base}/api/orders/42/?token=secret`);
      const second = await fetch(`${base}/missing/xyz`, { headers: { [REQUEST_ID_HEADER]: "from-nginx-0001" } });
      const forged = await fetch(`${base}/`, { headers: { [REQUEST_ID_HEADER]: "bad id with spaces" } });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(first.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers.get(REQUEST_ID_HEADER)).toBe("from-nginx-0001");
      expect(forged.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines).toEqual([
        {
          requestId: first.headers.get(REQUEST_ID_HEADER),
          method: "GET",
          path: "/api/orders/42/",
          route: "/api/orders/:id",
          status: 200,
          ms: expect.any(Number),
          who: "customer:7",
        },
        expect.objectContaining({
          requestId: "from-nginx-0001",
          path: "/missing/xyz",
          route: "unmatched",
          status: 404,
        }),
        expect.objectContaining({ path: "/", route: "/", status: 200 }),
      ]);
      expect(JSON.stringify(lines)).not.toContain("secret");
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
