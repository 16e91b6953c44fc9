"use client";
import { useCallback, useEffect, useState } from "react";
import { apiGet, ApiError } from "./api-client";

export type Resource<T> = {
  data: T | null;
  /** True while the current `path` (or a reload) is being fetched; the last data stays shown meanwhile. */
  loading: boolean;
  error: ApiError | null;
  /** The server answered 404. */
  notFound: boolean;
  reload: () => void;
};

type Settled<T> = { key: string; data: T | null; error: ApiError | null };

/** Loads `path` with the API client, again whenever `path` changes or on `reload`. */
export function useResource<T>(path: string): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ key: "", data: null, error: null });
  const key = `${attempt}:${path}`;
  useEffect(() => {
    const controller = new AbortController();
    apiGet<T>(path, controller.signal).then(
      (data) => !controller.signal.aborted && setSettled({ key, data, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiError ? error : new ApiError(0, "unreadable", String(error), false);
        setSettled((previous) => ({ key, data: previous.data, error: failure }));
      },
    );
    return () => controller.abort();
  }, [key, path]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const loading = settled.key !== key;
  const error = loading ? null : settled.error;
  return { data: error ? null : settled.data, loading, error, notFound: error?.status === 404, reload };
}
