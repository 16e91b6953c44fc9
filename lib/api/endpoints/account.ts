import type { EndpointDefinition } from "../endpoint";

/** Sign-in, the customer's account and orders: /api/auth/, /api/token/, /api/customer/, /api/my-orders/. */
export const accountEndpoints = {} as const satisfies Record<string, EndpointDefinition>;
