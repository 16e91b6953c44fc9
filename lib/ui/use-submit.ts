"use client";
import { useCallback, useRef, useState } from "react";
import { messageOf } from "./api-client";

/**
 * A form's or a button's one request at a time: `submit(task, onError)` marks `busy` while `task`
 * runs (the control shows "Saving..." and is disabled), ignores a second submit meanwhile, and
 * hands a failure to `onError` (without it, the task handles its own failures).
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const submit = useCallback(async (task: () => Promise<void>, onError?: (error: unknown) => void) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } catch (error) {
      if (!onError) throw error;
      onError(error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, submit };
}

/**
 * `useSubmit` for a one-button action with its failure shown beside it: `run(task)` clears the last
 * error, runs `task` one at a time, and keeps the server's message (or `fallback`) in `error`.
 */
export function useAction(fallback: string) {
  const { busy, submit } = useSubmit();
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    (task: () => Promise<void>) =>
      submit(
        async () => {
          setError(null);
          await task();
        },
        (failure) => setError(messageOf(failure, fallback)),
      ),
    [submit, fallback],
  );
  return { busy, error, run };
}
