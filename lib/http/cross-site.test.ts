import { isCrossSiteWrite, isJsonOrEmptyBody, ownOrigins } from "./cross-site";

const headers = (values: Record<string, string>) => new Headers(values);
const OWN = ["https://shop.example.in"];

describe("isCrossSiteWrite", () => {
  it.each([
    ["a GET from anywhere", "GET", { origin: "https://evil.example" }, false],
    ["a POST from the shop's origin", "POST", { origin: "https://shop.example.in" }, false],
    ["the origin in capitals", "PATCH", { origin: "HTTPS://SHOP.EXAMPLE.IN" }, false],
    ["a POST from another site", "POST", { origin: "https://evil.example" }, true],
    ["a sibling subdomain", "DELETE", { origin: "https://mail.shop.example.in" }, true],
    ["the shop over plain http", "PUT", { origin: "http://shop.example.in" }, true],
    ["Origin: null", "POST", { origin: "null" }, true],
    ["no Origin, Sec-Fetch-Site cross-site", "POST", { "sec-fetch-site": "cross-site" }, true],
    ["no Origin, Sec-Fetch-Site same-site", "POST", { "sec-fetch-site": "same-site" }, true],
    ["no Origin, Sec-Fetch-Site same-origin", "POST", { "sec-fetch-site": "same-origin" }, false],
    ["no Origin, Sec-Fetch-Site none", "POST", { "sec-fetch-site": "none" }, false],
    ["no browser headers at all (a webhook, a script)", "POST", {}, false],
    [
      "a bearer token from another origin",
      "POST",
      { origin: "https://evil.example", authorization: "Bearer abc.def" },
      false,
    ],
    [
      "a Basic credential from another origin",
      "POST",
      { origin: "https://evil.example", authorization: "Basic abc" },
      true,
    ],
    ["an empty bearer from another origin", "POST", { origin: "https://evil.example", authorization: "Bearer " }, true],
  ])("%s -> %s", (_case, method, sent, refused) => {
    expect(isCrossSiteWrite(method, headers(sent), OWN)).toBe(refused);
  });
});

describe("ownOrigins", () => {
  it("is APP_URL's origin alone in production, and also the addressed host elsewhere", () => {
    expect(ownOrigins("https://shop.example.in/", "shop.example.in", true)).toEqual(["https://shop.example.in"]);
    expect(ownOrigins("http://localhost:3000", "127.0.0.1:3100", false)).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3100",
      "https://127.0.0.1:3100",
    ]);
    expect(ownOrigins("http://localhost:3000", null, false)).toEqual(["http://localhost:3000"]);
  });
});

describe("isJsonOrEmptyBody", () => {
  it.each([
    [{ "content-type": "application/json" }, true],
    [{ "content-type": "application/json; charset=utf-8" }, true],
    [{ "content-type": "application/merge-patch+json" }, true],
    [{ "content-type": "text/plain;charset=UTF-8" }, false],
    [{ "content-type": "application/x-www-form-urlencoded" }, false],
    [{ "content-type": "multipart/form-data; boundary=x" }, false],
    [{ "content-type": "application/jsonp" }, false],
    [{}, true],
    [{ "content-length": "0" }, true],
    [{ "content-length": "12" }, false],
    [{ "transfer-encoding": "chunked" }, false],
  ])("%j -> %s", (sent, accepted) => {
    expect(isJsonOrEmptyBody(headers(sent))).toBe(accepted);
  });
});
