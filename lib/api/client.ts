import { apiDownload, apiRequest, apiUpload } from "@/lib/ui/api-client";
import type { EndpointDefinition, InputOf, InputRequired, QueryValue } from "./endpoint";
import { endpoints, type EndpointName, type Endpoints, type ResponseOf } from "./endpoints";

/**
 * The one way the browser calls the shop's API: by endpoint name, with the input the contract
 * asks for, answering the contract's response type. Refusals are the api-client's ApiError.
 */

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

export function callApi<N extends EndpointName>(name: N, ...args: InputThen<N, CallOptions>): Promise<ResponseOf<N>> {
  const [input, options] = args as [ApiInput<N> | undefined, CallOptions | undefined];
  const definition: EndpointDefinition = endpoints[name];
  return apiRequest<ResponseOf<N>>(apiPath(name, ...([input] as InputArgs<N>)), {
    method: definition.method,
    body: (input as { body?: unknown } | undefined)?.body,
    signal: options?.signal,
    headers: options?.headers,
  });
}

/** The address of a call: path params filled in, the query's empty values left out. For links, downloads and uploads. */
export function apiPath<N extends EndpointName>(name: N, ...[input]: InputArgs<N>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string | number>; query?: object };
  const path = endpoints[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === "") throw new Error(`${name}: the path parameter ${key} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = searchOf((query ?? {}) as Record<string, QueryValue>);
  return search ? `${path}?${search}` : path;
}

function searchOf(query: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== "") search.append(key, String(item));
    }
  }
  return search.toString();
}

/** A file an endpoint streams (CSV, PDF), with the name its Content-Disposition gives. */
export function downloadApi<N extends EndpointName>(name: N, fallbackName: string, ...[input]: InputArgs<N>) {
  const body = (input as { body?: unknown } | undefined)?.body;
  return apiDownload(apiPath(name, ...([input] as InputArgs<N>)), fallbackName, {
    method: endpoints[name].method,
    body,
  });
}

/** Files sent as multipart/form-data to an upload endpoint (route `upload: true`), with progress. */
export function uploadApi<N extends EndpointName>(
  name: N,
  files: File[] | FormData,
  ...args: InputThen<N, Parameters<typeof apiUpload>[2]>
): Promise<ResponseOf<N>> {
  const [input, options] = args as [ApiInput<N> | undefined, Parameters<typeof apiUpload>[2]];
  return apiUpload<ResponseOf<N>>(apiPath(name, ...([input] as InputArgs<N>)), files, options);
}
