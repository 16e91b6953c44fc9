import type { EndpointDefinition, QueryValue } from "./endpoint";

/** `definition`'s path for `input`: its `:params` filled in (escaped), then the query. */
export function pathOf(name: string, definition: EndpointDefinition, input: unknown): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string | number>; query?: object };
  const path = definition.path.replace(/:(\w+)/g, (_, key: string) => {
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
