import { apiDownload, apiRequest, apiUpload } from "@/lib/ui/api-client";
import type { EndpointDefinition, InputOf, InputRequired } from "./endpoint";
import type { EndpointName, Endpoints, ResponseOf } from "./endpoints";
import { accountEndpoints } from "./endpoints/account";
import { shopEndpoints } from "./endpoints/shop";
import { pathOf } from "./path";

/**
 * The one way the browser calls the shop's API: by endpoint name, with the input the contract
 * asks for, answering the contract's response type. Refusals are the api-client's ApiError.
 *
 * Only the storefront's and the account's entries (lib/api/endpoints/shop.ts, account.ts) are in
 * every page's script: the rest of the map (the back office's, about 2.5 KiB gzip) is its own chunk,
 * loaded by the first call that names one of its entries. The types are the whole map's, so every
 * name still compiles everywhere; `apiPath` (a link, synchronous) is lib/api/links.ts's.
 */

const storefront: Partial<Record<string, EndpointDefinition>> = { ...shopEndpoints, ...accountEndpoints };
let wholeMap: Promise<Record<string, EndpointDefinition>> | null = null;

/** The entry of `name`: at once for the storefront's, after loading the whole map for the others. */
export async function definitionOf(name: EndpointName): Promise<EndpointDefinition> {
  const known = storefront[name];
  if (known) return known;
  wholeMap ??= import("./endpoints").then((module) => module.endpoints);
  const definition = (await wholeMap)[name];
  if (!definition) throw new Error(`${name} is no endpoint of the map`);
  return definition;
}

export type ApiInput<N extends EndpointName> = InputOf<Endpoints[N]>;

/** The input, required only when the endpoint has path params or a body. */
export type InputArgs<N extends EndpointName> =
  InputRequired<Endpoints[N]> extends true ? [input: ApiInput<N>] : [input?: ApiInput<N>];

/** The input, then options of the caller's own. */
export type InputThen<N extends EndpointName, Options> =
  InputRequired<Endpoints[N]> extends true
    ? [input: ApiInput<N>, options?: Options]
    : [input?: ApiInput<N>, options?: Options];

type CallOptions = {
  signal?: AbortSignal;
  /** Request headers of the call's own (e.g. the checkout's Idempotency-Key). */
  headers?: Record<string, string>;
};

export async function callApi<N extends EndpointName>(
  name: N,
  ...args: InputThen<N, CallOptions>
): Promise<ResponseOf<N>> {
  const [input, options] = args as [ApiInput<N> | undefined, CallOptions | undefined];
  const definition = await definitionOf(name);
  return apiRequest<ResponseOf<N>>(pathOf(name, definition, input), {
    method: definition.method,
    body: (input as { body?: unknown } | undefined)?.body,
    signal: options?.signal,
    headers: options?.headers,
  });
}

/** A file an endpoint streams (CSV, PDF), with the name its Content-Disposition gives. */
export async function downloadApi<N extends EndpointName>(name: N, fallbackName: string, ...[input]: InputArgs<N>) {
  const body = (input as { body?: unknown } | undefined)?.body;
  const definition = await definitionOf(name);
  return apiDownload(pathOf(name, definition, input), fallbackName, { method: definition.method, body });
}

/** Files sent as multipart/form-data to an upload endpoint (route `upload: true`), with progress. */
export async function uploadApi<N extends EndpointName>(
  name: N,
  files: File[] | FormData,
  ...args: InputThen<N, Parameters<typeof apiUpload>[2]>
): Promise<ResponseOf<N>> {
  const [input, options] = args as [ApiInput<N> | undefined, Parameters<typeof apiUpload>[2]];
  return apiUpload<ResponseOf<N>>(pathOf(name, await definitionOf(name), input), files, options);
}
