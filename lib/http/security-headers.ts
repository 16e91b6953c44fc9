import { type BuildEnvironment, isProductionDeployment } from "../domain/deployment";

/** Headers every response carries (set in next.config.ts, so cached pages get them without the proxy). */
export const SECURITY_HEADERS: { key: string; value: string }[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

/** HTTPS only, for two years, subdomains included: sent by production deployments alone (development and the end-to-end build run on plain http). */
export const STRICT_TRANSPORT_SECURITY = {
  key: "Strict-Transport-Security",
  value: "max-age=63072000; includeSubDomains",
};

/** The headers of every response for a server built with `environment` (next.config.ts reads it at build time). */
export function securityHeaders(environment: BuildEnvironment): { key: string; value: string }[] {
  return isProductionDeployment(environment) ? [...SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY] : SECURITY_HEADERS;
}
