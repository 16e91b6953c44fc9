/**
 * The shape of one endpoint of the shop's API, as data the browser can carry: its method, its path
 * (`:name` marks a dynamic segment) and, in types only, what it takes and answers. Nothing here
 * runs zod or reaches lib/server: an endpoint file imports their types with `import type`.
 */

export type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** What an endpoint takes and answers; `body` and `query` are left out when it takes none. */
export type Shape = { response: unknown; body?: unknown; query?: object };

export type EndpointDefinition = { readonly method: Method; readonly path: `/api/${string}`; readonly shape: Shape };

/** The types of an endpoint, carried by its definition without a value (the browser never reads `shape`). */
export function shape<S extends Shape>(): S {
  return undefined as unknown as S;
}

/** `{ productId: string | number }` for "/api/carts/items/:productId/". */
export type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : unknown;

/** A query string is text: the keys are the endpoint's own, the values whatever the address carries. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryOf<Q> = { [K in keyof Q]?: QueryValue };

type HasParams<Path extends string> = Path extends `${string}:${string}` ? true : false;

/** The input of a call: `params` for a path with `:segments`, `body` and `query` as the endpoint takes them. */
export type InputOf<E extends EndpointDefinition> = (HasParams<E["path"]> extends true
  ? { params: ParamsOf<E["path"]> }
  : { params?: never }) &
  (E["shape"] extends { body: infer B } ? { body: B } : { body?: never }) &
  (E["shape"] extends { query: infer Q } ? { query?: QueryOf<Q> } : { query?: never });

/** Whether a call must give an input (path params or a body). */
export type InputRequired<E extends EndpointDefinition> =
  HasParams<E["path"]> extends true ? true : E["shape"] extends { body: unknown } ? true : false;
