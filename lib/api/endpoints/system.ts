import type { EndpointDefinition } from "../endpoint";

/** Endpoints no screen calls: health, metrics, webhooks, the app server's own calls, the 404 for unknown paths. */
export const systemEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
