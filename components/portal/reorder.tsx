"use client";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useCallback } from "react";
import { Button } from "@/components/ui/button";
import type { useRowAction } from "@/components/back-office/use-row-action";
import { moveOnePlace } from "@/lib/domain/ordering";
import { callApi, type ApiInput } from "@/lib/api/client";
import type { EndpointName, Endpoints } from "@/lib/api/endpoints";

type Row = { id: number; position: number; version: number };

type PositionChange = { params: { id: number }; body: { position: number; version: number } };

/** An update of a record by `:id` that takes a new `position` with the `version` shown alone. */
type MoveEndpoint = {
  [N in EndpointName]: Endpoints[N] extends { method: "PATCH"; path: `${string}/:id/` }
    ? PositionChange extends ApiInput<N>
      ? N
      : never
    : never;
}[EndpointName];

/**
 * Move up / Move down for a list in the merchant's order: the rows whose position changes are saved
 * one by one (each with the version shown, so a stale list is refused), as a row action of the
 * list's `useRowAction`. A move that fails half-way reloads the list, whatever the refusal.
 */
export function useMove<T extends Row>({
  endpoint,
  run,
  reload,
  nameOf,
}: {
  /** The update of one row, e.g. "portal.slides.update". */
  endpoint: MoveEndpoint;
  run: ReturnType<typeof useRowAction>["run"];
  reload: () => void;
  nameOf: (row: T) => string;
}) {
  return useCallback(
    (siblings: readonly T[], index: number, direction: -1 | 1) => {
      const changes = moveOnePlace(siblings, index, direction);
      if (changes.length === 0) return;
      void run(async () => {
        let saved = 0;
        try {
          for (const { item, position } of changes) {
            await callApi(endpoint, { params: { id: item.id }, body: { position, version: item.version } });
            saved += 1;
          }
        } catch (error) {
          if (saved > 0) reload();
          throw error;
        }
        return `Moved "${nameOf(siblings[index])}" ${direction < 0 ? "up" : "down"}.`;
      }, "Failed to change the order");
    },
    [endpoint, run, reload, nameOf],
  );
}

/** The two buttons of a row; each is disabled at its end of the list and while a move is saved. */
export function MoveButtons({
  name,
  index,
  count,
  moving,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  moving: boolean;
  onMove: (direction: -1 | 1) => void;
}) {
  return (
    <span className="inline-flex gap-1">
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${name} up`}
        title="Move up"
        disabled={moving || index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden className="h-4 w-4" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${name} down`}
        title="Move down"
        disabled={moving || index >= count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden className="h-4 w-4" />
      </Button>
    </span>
  );
}
