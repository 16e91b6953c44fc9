import type { EndpointDefinition } from "../endpoint";

/** The staff portal's endpoints under /api/portal/ (catalogue, content, coupons, staff). */
export const portalEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
