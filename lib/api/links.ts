import { endpoints, type EndpointName } from "./endpoints";
import type { InputArgs } from "./client";
import { pathOf } from "./path";

/**
 * The address of a call, for a link (`<a href>`): path params filled in, the query's empty values left out.
 * It reads the whole endpoint map, so a component that imports it carries the map (about 2.5 KiB gzip):
 * the storefront's pages call with `callApi`/`useApiQuery` (lib/api/client.ts), which carry only their own entries.
 */
export function apiPath<N extends EndpointName>(name: N, ...[input]: InputArgs<N>): string {
  return pathOf(name, endpoints[name], input);
}
