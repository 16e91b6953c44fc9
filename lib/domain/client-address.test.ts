import { canonicalAddress, clientAddress, parseTrustedProxies } from "./client-address";

const trusting = (list: string) => parseTrustedProxies(list);
const nobody = parseTrustedProxies(undefined);

describe("clientAddress", () => {
  it("ignores X-Forwarded-For from an untrusted peer: the socket's address wins", () => {
    expect(clientAddress("203.0.113.9", "1.2.3.4", nobody)).toBe("203.0.113.9");
    expect(clientAddress("203.0.113.9", "1.2.3.4", trusting("10.0.0.0/8"))).toBe("203.0.113.9");
    expect(clientAddress("203.0.113.9", null, nobody)).toBe("203.0.113.9");
  });

  it("honours X-Forwarded-For from a trusted proxy", () => {
    expect(clientAddress("10.0.0.5", "198.51.100.7", trusting("10.0.0.0/8"))).toBe("198.51.100.7");
    expect(clientAddress("192.168.1.7", "198.51.100.7", trusting("192.168.1.7"))).toBe("198.51.100.7");
  });

  it("takes the right-most untrusted hop across several proxies; what the client wrote further left is ignored", () => {
    const chain = trusting("10.0.0.0/8, 172.16.0.0/12");
    // client forged "6.6.6.6", its real address 198.51.100.7, then two of our proxies.
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7, 172.16.4.4", chain)).toBe("198.51.100.7");
    // A hop in the middle that is not ours stops the walk there.
    expect(clientAddress("10.0.0.2", "198.51.100.7, 203.0.113.1, 172.16.4.4", chain)).toBe("203.0.113.1");
    // Every hop trusted: the left-most is the client.
    expect(clientAddress("10.0.0.2", "10.9.9.9, 172.16.4.4", chain)).toBe("10.9.9.9");
  });

  it("reads IPv6 peers, ranges and hops, and IPv4-mapped IPv6 as IPv4", () => {
    const v6 = trusting("fd00::/8, ::1");
    expect(clientAddress("::1", "2001:db8::7", v6)).toBe("2001:db8::7");
    expect(clientAddress("fd12::1", "2001:db8::1:0:0:7", v6)).toBe("2001:db8::1:0:0:7");
    expect(clientAddress("::ffff:10.0.0.5", "198.51.100.7", trusting("10.0.0.0/8"))).toBe("198.51.100.7");
    expect(clientAddress("::ffff:203.0.113.9", "198.51.100.7", trusting("10.0.0.0/8"))).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.5", "[2001:db8::7]:443", trusting("10.0.0.5"))).toBe("2001:db8::7");
    expect(clientAddress("10.0.0.5", "198.51.100.7:5123", trusting("10.0.0.5"))).toBe("198.51.100.7");
  });

  it.each([
    ["garbage", "not-an-ip"],
    ["an empty list", ""],
    ["empty hops", " , ,"],
    ["a hostname", "evil.example"],
    ["an address with junk", "1.2.3.4; drop table"],
    ["a NUL", "1.2.3.4\u0000"],
    ["a very long value", "9".repeat(10_000)],
    ["an out-of-range octet", "300.1.1.1"],
  ])("stops at the trusted proxy when the hop it passed on is %s", (_case, header) => {
    expect(clientAddress("10.0.0.5", header, trusting("10.0.0.0/8"))).toBe("10.0.0.5");
  });

  it("reads at most 32 hops of a header", () => {
    const hops = Array.from({ length: 100 }, (_, index) => `10.1.${Math.floor(index / 250)}.${index % 250}`).join(", ");
    expect(clientAddress("10.0.0.5", `198.51.100.7, ${hops}`, trusting("10.0.0.0/8"))).toBe("10.1.0.68");
  });

  it("answers null when the peer is unknown or not an address", () => {
    expect(clientAddress(null, "1.2.3.4", nobody)).toBeNull();
    expect(clientAddress("", "1.2.3.4", trusting("0.0.0.0/0"))).toBeNull();
    expect(clientAddress("nonsense", "1.2.3.4", trusting("0.0.0.0/0"))).toBeNull();
  });
});

describe("parseTrustedProxies", () => {
  it("takes addresses and CIDR ranges of both families, separated by commas or spaces", () => {
    const trusted = trusting(" 10.0.0.0/8,192.168.1.7  2001:db8::/32 ::1 ");
    const is = (text: string) => clientAddress(text, "198.51.100.7", trusted) === "198.51.100.7";
    expect(["10.200.3.4", "192.168.1.7", "2001:db8:ffff::1", "::1"].map(is)).toEqual([true, true, true, true]);
    expect(["11.0.0.1", "192.168.1.8", "2001:db9::1", "::2"].map(is)).toEqual([false, false, false, false]);
  });

  it("reads IPv4-mapped IPv6 entries as the IPv4 address or range", () => {
    expect(clientAddress("10.0.0.5", "198.51.100.7", trusting("::ffff:10.0.0.5"))).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.6", "198.51.100.7", trusting("::ffff:10.0.0.5"))).toBe("10.0.0.6");
    expect(clientAddress("10.9.0.6", "198.51.100.7", trusting("::ffff:10.0.0.0/104"))).toBe("198.51.100.7");
  });

  it("trusts nobody when unset or empty", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.7", trusting(""))).toBe("127.0.0.1");
  });

  it.each(["10.0.0.0/33", "nonsense", "10.0.0", "fd00::/129", "1.2.3.4/x"])("refuses %s, naming it", (entry) => {
    expect(() => parseTrustedProxies(`10.0.0.1, ${entry}`)).toThrow(`"${entry}" is not an IP address or CIDR range`);
  });
});

describe("canonicalAddress", () => {
  it("writes one spelling per address", () => {
    expect(canonicalAddress("::ffff:1.2.3.4")).toBe("1.2.3.4");
    expect(canonicalAddress("2001:0db8:0000::0001")).toBe("2001:db8::1");
    expect(canonicalAddress("fe80::1%eth0")).toBe("fe80::1");
    expect(canonicalAddress("x")).toBeNull();
  });
});
