"use client";
import { useCallback, useState } from "react";
import { ApiError, messageOf } from "@/lib/ui/api-client";
import type { Notice } from "./record-list";
import { useSubmit } from "@/lib/ui/use-submit";

/** What an action reports when it worked: the notice's text, or a whole notice (e.g. with a link). */
export type RowActionDone = string | Notice;

/** Refusals after which the row on screen is out of date: someone else changed (409) or removed (404) the record. */
const STALE_ROW = new Set([404, 409]);

/**
 * The row actions of a back-office list (pause, archive, delete, move, retry...): one at a time
 * (`busy` disables the rows' buttons meanwhile), the outcome shown as the screen's notice (the
 * server's refusal in its own words, else `failure`), and the list reloaded when the action changed
 * something or was refused because the row shown was stale.
 */
export function useRowAction(reload: () => void) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const { busy, submit } = useSubmit();

  const run = useCallback(
    (action: () => Promise<RowActionDone>, failure: string) =>
      submit(
        async () => {
          setNotice(null);
          const done = await action();
          setNotice(typeof done === "string" ? { tone: "success", text: done } : done);
          reload();
        },
        (error) => {
          setNotice({ tone: "error", text: messageOf(error, failure) });
          if (error instanceof ApiError && STALE_ROW.has(error.status)) reload();
        },
      ),
    [reload, submit],
  );

  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, setNotice, dismiss, busy, run };
}
