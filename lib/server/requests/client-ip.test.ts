import http from "node:http";
import type { AddressInfo } from "node:net";
import { POST as staffLogin } from "@/app/api/admin/token/route";
import { db } from "@/lib/server/db";
import { fromAddress, jsonRequest } from "@/scripts/jest/requests";
import { clientIp } from "./client-ip";
import { installPeerAddressHeader, PEER_ADDRESS_HEADER } from "./peer-address";

jest.mock("@/lib/env", () => {
  const actual = jest.requireActual("@/lib/env");
  const parsed = actual.parseEnv({ ...process.env, TRUSTED_PROXIES: "10.20.0.0/16, fd00::/8" });
  return { ...actual, env: () => parsed };
});

afterAll(() => db.$disconnect());

const headersOf = (values: Record<string, string>) => new Headers(values);

describe("clientIp", () => {
  it("is the socket's address; X-Forwarded-For from an untrusted peer is ignored", () => {
    expect(clientIp(headersOf(fromAddress("203.0.113.9")))).toBe("203.0.113.9");
    expect(clientIp(headersOf(fromAddress("203.0.113.9", "1.2.3.4")))).toBe("203.0.113.9");
    expect(clientIp(headersOf(fromAddress("::ffff:203.0.113.9", "1.2.3.4")))).toBe("203.0.113.9");
  });

  it("honours X-Forwarded-For from a proxy in TRUSTED_PROXIES, right-most untrusted hop first", () => {
    expect(clientIp(headersOf(fromAddress("10.20.1.1", "198.51.100.7")))).toBe("198.51.100.7");
    expect(clientIp(headersOf(fromAddress("fd00::1", "6.6.6.6, 198.51.100.7, 10.20.3.3")))).toBe("198.51.100.7");
    expect(clientIp(headersOf(fromAddress("10.20.1.1", "garbage")))).toBe("10.20.1.1");
  });

  it("is 'unknown' when no socket address was stamped, whatever X-Forwarded-For says", () => {
    expect(clientIp(headersOf({ "x-forwarded-for": "1.2.3.4" }))).toBe("unknown");
  });
});

describe("the socket address stamp", () => {
  it("stamps every request of a real HTTP server with its socket's address, overwriting a client's own header", async () => {
    installPeerAddressHeader();
    installPeerAddressHeader();
    const seen: string[] = [];
    const server = http.createServer((request, response) => {
      seen.push(clientIp(new Headers(request.headers as Record<string, string>)));
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const sent = { "x-forwarded-for": "1.2.3.4", [PEER_ADDRESS_HEADER]: "10.20.0.1" };
      const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: sent });
      expect(await answer.text()).toBe("ok");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(seen).toEqual(["127.0.0.1"]);
  });
});

describe("a per-address limit (staff login failures, 20 per address)", () => {
  const fail = (headers: Record<string, string>) =>
    staffLogin(
      jsonRequest("POST", "/api/admin/token/", { username: `nobody${Math.random()}`, password: "wrong" }, { headers }),
    );

  it("cannot be stepped around by rotating X-Forwarded-For from an untrusted peer", async () => {
    for (let attempt = 0; attempt < 20; attempt++)
      expect((await fail(fromAddress("203.0.113.50", `1.1.1.${attempt}`))).status).toBe(401);
    expect((await fail(fromAddress("203.0.113.50", "9.9.9.9"))).status).toBe(429);
  }, 60_000);

  it("counts each client behind a trusted proxy apart", async () => {
    for (let attempt = 0; attempt < 20; attempt++)
      expect((await fail(fromAddress("10.20.0.9", "198.51.100.50"))).status).toBe(401);
    expect((await fail(fromAddress("10.20.0.9", "198.51.100.50"))).status).toBe(429);
    expect((await fail(fromAddress("10.20.0.9", "198.51.100.51"))).status).toBe(401);
  }, 60_000);
});
