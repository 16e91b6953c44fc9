import ipaddr from "ipaddr.js";

/**
 * The client address behind the per-address limits (DESIGN.md section 6): the address of the
 * socket the request came in on, or, when that peer is a proxy the deployment trusts
 * (TRUSTED_PROXIES), the right-most address of `X-Forwarded-For` that is not a trusted proxy.
 * Everything left of that hop was written by the client and is ignored.
 */

/** Tells whether an address is one of the trusted proxies. */
export type TrustedProxies = (address: ipaddr.IPv4 | ipaddr.IPv6) => boolean;

/** The longest forwarding chain we read; a longer header is a client's invention. */
const MAX_HOPS = 32;

/** An address in its canonical text (IPv4-mapped IPv6 as IPv4, zone dropped), or null when it is none. */
export function canonicalAddress(text: string): string | null {
  const address = parseAddress(text);
  return address ? address.toString() : null;
}

function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  let value = text.trim();
  // "[::1]:443" and "1.2.3.4:80" are how some proxies write a hop with its port.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  value = value.replace(/%[\w.-]+$/, "");
  return value.length > 0 && value.length <= 64 ? strictAddress(value) : null;
}

/** Dotted-quad IPv4 or IPv6 only (ipaddr.js also takes "10.1", hex and octal forms, which no proxy writes). */
function strictAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (!ipaddr.IPv6.isValid(text)) return null;
  try {
    return ipaddr.process(text);
  } catch {
    return null;
  }
}

/**
 * Parses TRUSTED_PROXIES: addresses or CIDR ranges, IPv4 or IPv6, separated by commas or spaces
 * ("10.0.0.0/8, 192.168.1.7, fd00::/8"). Throws on anything else, naming the entry.
 */
export function parseTrustedProxies(text: string | undefined): TrustedProxies {
  const ranges = (text ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry): [ipaddr.IPv4 | ipaddr.IPv6, number] => {
      const [text, bitsText, extra] = entry.split("/");
      const address = strictAddress(text);
      // An IPv4-mapped IPv6 entry (::ffff:10.0.0.0/104) becomes the IPv4 range, as addresses do.
      const mapped = text.includes(":") && address?.kind() === "ipv4";
      const max = address?.kind() === "ipv4" && !mapped ? 32 : 128;
      const bits = bitsText === undefined ? max : /^\d{1,3}$/.test(bitsText) ? Number(bitsText) : NaN;
      if (!address || extra !== undefined || !(bits >= 0 && bits <= max))
        throw new Error(`"${entry}" is not an IP address or CIDR range`);
      return [address, mapped ? Math.max(0, bits - 96) : bits];
    });
  return (address) => ranges.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
}

/**
 * The client address for a request that came from `peer` (the socket's address) carrying
 * `forwardedFor` (the X-Forwarded-For header, if any). A hop that is not an address (garbage) ends
 * the walk at the trusted hop that passed it on; only the right-most 32 hops are read. Null when the
 * peer is unknown or not an address.
 */
export function clientAddress(
  peer: string | null | undefined,
  forwardedFor: string | null | undefined,
  trusted: TrustedProxies,
): string | null {
  let current = peer ? parseAddress(peer) : null;
  if (!current) return null;
  const hops = (forwardedFor ?? "").split(",").slice(-MAX_HOPS);
  while (trusted(current) && hops.length > 0) {
    const previous = parseAddress(hops.pop()!);
    if (!previous) break;
    current = previous;
  }
  return current.toString();
}
