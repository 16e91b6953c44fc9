/** Builds listing addresses: all filter, sort, search, page and view state lives in the URL. */
export type ParamChanges = Record<string, string | string[] | number | null | undefined>;

export function searchParamsOf(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw))
    for (const item of ([] as string[]).concat(value ?? [])) params.append(key, item);
  return params;
}

/** `current` with `changes` applied (null/undefined/'' removes a key); any change but the page's starts again at page 1. */
export function listingHref(pathname: string, current: URLSearchParams, changes: ParamChanges): string {
  const params = new URLSearchParams(current);
  if (!("page" in changes)) params.delete("page");
  for (const [key, value] of Object.entries(changes)) {
    params.delete(key);
    for (const item of ([] as (string | number)[]).concat(value ?? []))
      if (item !== "") params.append(key, String(item));
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
