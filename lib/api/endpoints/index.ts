import type { EndpointDefinition } from "../endpoint";
import { accountEndpoints } from "./account";
import { adminEndpoints } from "./admin";
import { gstReturnEndpoints } from "./gst-returns";
import { messagingEndpoints } from "./messaging";
import { ndrRtoEndpoints } from "./ndr-rto";
import { orderEditEndpoints } from "./order-edits";
import { orderOperationsEndpoints } from "./order-operations";
import { portalEndpoints } from "./portal";
import { refundEndpoints } from "./refunds";
import { returnEndpoints } from "./returns";
import { shopEndpoints } from "./shop";
import { systemEndpoints } from "./system";

/**
 * Every endpoint of the shop's API by name: the one contract the route handlers implement
 * (`route({ endpoint })`) and the browser calls (`callApi`, `useApiQuery`). Plain data and types
 * only, so a client component may import it without zod or server code.
 */
export const endpoints = {
  ...shopEndpoints,
  ...accountEndpoints,
  ...adminEndpoints,
  ...orderOperationsEndpoints,
  ...orderEditEndpoints,
  ...portalEndpoints,
  ...refundEndpoints,
  ...returnEndpoints,
  ...systemEndpoints,
  ...messagingEndpoints,
  ...gstReturnEndpoints,
  ...ndrRtoEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type ResponseOf<N extends EndpointName> = Endpoints[N]["shape"]["response"];
