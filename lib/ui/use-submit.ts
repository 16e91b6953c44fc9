"use client";
import { useCallback, useRef, useState } from "react";

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
