import "server-only";
import { env } from "@/lib/env";
import { clientAddress, parseTrustedProxies, type TrustedProxies } from "@/lib/domain/client-address";
import { PEER_ADDRESS_HEADER } from "./peer-address";

let trusted: { text: string | undefined; matcher: TrustedProxies } | undefined;

function trustedProxies(): TrustedProxies {
  const text = env().TRUSTED_PROXIES;
  if (!trusted || trusted.text !== text) trusted = { text, matcher: parseTrustedProxies(text) };
  return trusted.matcher;
}

/**
 * The one client address of every per-address limit: the socket's (stamped by peer-address.ts), or
 * the right-most untrusted hop of X-Forwarded-For when the socket is a proxy listed in
 * TRUSTED_PROXIES. "unknown" when the server could not tell (every such request shares one count).
 */
export function clientIp(headers: Headers): string {
  return clientAddress(headers.get(PEER_ADDRESS_HEADER), headers.get("x-forwarded-for"), trustedProxies()) ?? "unknown";
}
