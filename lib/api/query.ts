"use client";
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { callApi, type ApiInput, type InputThen } from "./client";
import type { EndpointName, ResponseOf } from "./endpoints";
import { ApiError } from "@/lib/ui/api-client";
import { answersInOrder } from "@/lib/ui/answers-in-order";

/**
 * The one way the browser reads from the API and keeps what it read: each query (an endpoint and
 * its input) is one cache entry, shared by every component that shows it. Its answers are applied
 * in the order they were asked for (answers-in-order.ts), so a slow old answer never paints over a
 * newer one. A change re-reads what it made stale (`invalidate`) or shows its own answer as the
 * query's new state (`showAnswer`, for a change that answers the whole resource, as the cart's do).
 */

export type Resource<T> = {
  /** The last answer shown; it stays while a re-read is on its way. */
  data: T | null;
  /** True while a read is on its way. */
  loading: boolean;
  /** The newest read failed (then `data` is null). */
  error: ApiError | null;
  /** The server answered 404. */
  notFound: boolean;
  /** Reads again. */
  reload: () => void;
};

type Snapshot = { data: unknown; error: ApiError | null; loading: boolean };

type Entry = {
  name: EndpointName;
  snapshot: Snapshot;
  listeners: Set<() => void>;
  answers: ReturnType<typeof answersInOrder<unknown>>;
  /** The newest read, so only it ends `loading`. */
  readId: number;
};

const entries = new Map<string, Entry>();
const NOTHING_YET: Snapshot = { data: null, error: null, loading: true };

function keyOf(name: EndpointName, input: unknown): string {
  return `${name} ${JSON.stringify(input ?? {})}`;
}

function entryOf(name: EndpointName, input: unknown): Entry {
  const key = keyOf(name, input);
  const existing = entries.get(key);
  if (existing) return existing;
  const entry: Entry = {
    name,
    snapshot: NOTHING_YET,
    listeners: new Set(),
    readId: 0,
    answers: answersInOrder<unknown>({
      // A read is not cancelled when a newer one starts: its answer is dropped (answers-in-order.ts), and the
      // request itself completes, as each component that shows the query asked for it.
      fetch: () => (callApi as CallAny)(name, input),
      show: (data) => update(entry, { data, error: null }),
      fail: (error) => update(entry, { data: null, error: asApiError(error) }),
    }),
  };
  entries.set(key, entry);
  return entry;
}

type CallAny = (name: EndpointName, input: unknown) => Promise<unknown>;

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, "unreadable", String(error), false);
}

function update(entry: Entry, change: Partial<Snapshot>) {
  entry.snapshot = { ...entry.snapshot, ...change };
  for (const listener of entry.listeners) listener();
}

function read(entry: Entry): void {
  const id = ++entry.readId;
  if (!entry.snapshot.loading) update(entry, { loading: true });
  void entry.answers.read().then(() => {
    if (entry.readId === id) update(entry, { loading: false });
  });
}

type QueryOptions<T = unknown> = {
  /** False while the query cannot be asked yet (e.g. a pincode not fully typed): nothing is read, nothing shown. */
  enabled?: boolean;
  /**
   * The answer the server already read while rendering the page (e.g. the visitor's cart): shown from
   * the first paint, also in the server's HTML, and not read again on mount, so nothing moves when the
   * script runs. Ignored when the browser already holds an answer of the query (that one is re-read).
   */
  initialData?: T;
};

const IDLE: Snapshot = { data: null, error: null, loading: false };

/**
 * Reads `name` with `input` when the component mounts or the input changes (the cached answer is
 * shown meanwhile), and again after `invalidate(name)` or `reload()`.
 */
export function useApiQuery<N extends EndpointName>(
  name: N,
  ...args: InputThen<N, QueryOptions<ResponseOf<N>>>
): Resource<ResponseOf<N>> {
  const [input, options] = args as [ApiInput<N> | undefined, QueryOptions<ResponseOf<N>> | undefined];
  const enabled = options?.enabled ?? true;
  const initialData = options?.initialData;
  const entry = entryOf(name, input);
  // The browser's cache takes the server's answer when it has none of its own. Never on the server:
  // its entries are shared by every request, and one visitor's answer must not reach another's page.
  if (initialData !== undefined && typeof window !== "undefined" && entry.snapshot === NOTHING_YET)
    entry.snapshot = { data: initialData, error: null, loading: false };
  const serverSnapshot = useMemo<Snapshot>(
    () => (initialData === undefined ? NOTHING_YET : { data: initialData, error: null, loading: false }),
    [initialData],
  );
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [entry],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => entry.snapshot,
    () => serverSnapshot,
  );
  useEffect(() => {
    // A query showing the server's answer is already fresh: it is read again on `reload` or `invalidate`.
    if (enabled && (initialData === undefined || entry.snapshot.data !== initialData)) read(entry);
  }, [entry, enabled, initialData]);
  const reload = useCallback(() => read(entry), [entry]);
  const { data, error, loading } = enabled ? snapshot : IDLE;
  return { data: data as ResponseOf<N> | null, loading, error, notFound: error?.status === 404, reload };
}

/** Reads again every query of these endpoints that a component shows; the others show "loading" when next shown. */
export function invalidate(...names: EndpointName[]): void {
  for (const entry of entries.values()) {
    if (!names.includes(entry.name)) continue;
    if (entry.listeners.size > 0) read(entry);
    else entry.snapshot = NOTHING_YET;
  }
}

/**
 * Sends `change` (never aborted: it must reach the server) and shows its answer as the state of the
 * query `name` with `input`, unless a newer answer was shown meanwhile (then the query reads again).
 */
export function showAnswer<N extends EndpointName, R extends ResponseOf<N>>(
  query: { name: N; input?: ApiInput<N> },
  change: () => Promise<R>,
): Promise<R> {
  return entryOf(query.name, query.input).answers.write(change);
}
