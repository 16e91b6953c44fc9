"use client";
import Link from "next/link";
import { useCallback, useMemo } from "react";
import { HealthTagIcon } from "@/components/chat/health-tag-icon";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import { RecordListScreen } from "@/components/back-office/record-list";
import { useRowAction } from "@/components/back-office/use-row-action";
import { Button } from "@/components/ui/button";
import type { PortalHealthTagJson } from "@/lib/server/catalog-management/health-tags";
import { MoveButtons, useMove } from "./reorder";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";

/** How a notice names a row (stable, so the list's handlers and columns are too). */
const NAME_OF = ({ name }: { name: string }) => name;
const SHOWN_PRODUCTS = 3;

/** `/portal/health-tags`: the chat assistant's health concerns, in its order, with the products each recommends. */
export function HealthTagListScreen() {
  const list = useApiQuery("portal.healthTags.list");
  const { reload } = list;
  const { notice, dismiss, busy, run } = useRowAction(reload);
  const move = useMove<PortalHealthTagJson>({ endpoint: "portal.healthTags.update", run, reload, nameOf: NAME_OF });

  const remove = useCallback(
    (tag: PortalHealthTagJson) =>
      run(async () => {
        await callApi("portal.healthTags.delete", { params: { id: tag.id } });
        return `Deleted "${tag.name}". Its products stay in the shop.`;
      }, "Failed to delete the health tag"),
    [run],
  );

  return (
    <RecordListScreen
      noun={{ many: "Health tags", one: "health tag" }}
      newHref="/portal/health-tags/new"
      intro={
        <p>
          The chat assistant offers these concerns in this order and recommends each tag&apos;s products (on sale and in
          stock) in the order set on the tag.
        </p>
      }
      notice={notice}
      onDismiss={dismiss}
      list={list}
    >
      {(tags) => <HealthTagsTable tags={tags} busy={busy} move={move} remove={remove} />}
    </RecordListScreen>
  );
}

type TableProps = {
  tags: PortalHealthTagJson[];
  busy: boolean;
  move: (siblings: readonly PortalHealthTagJson[], index: number, direction: -1 | 1) => void;
  remove: (tag: PortalHealthTagJson) => void;
};

const column = columnsOf<PortalHealthTagJson>();

function HealthTagsTable({ tags: listed, busy, move, remove }: TableProps) {
  const tags = useMemo(() => [...listed].sort((a, b) => a.position - b.position || a.id - b.id), [listed]);
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: "name",
          header: "Name",
          cell: ({ row: { original: tag } }) => (
            <span className="inline-flex items-center gap-2">
              <HealthTagIcon name={tag.icon} className="h-4 w-4 text-brand-600" />
              <Link href={`/portal/health-tags/${tag.id}`} className="font-medium text-brand-900 hover:underline">
                {tag.name}
              </Link>
            </span>
          ),
        }),
        column.accessor("position", { header: "Position", meta: { align: "right" } }),
        column.display({
          id: "products",
          header: "Recommends",
          cell: ({ row: { original: tag } }) =>
            tag.products.length === 0 ? (
              <span className="text-stone-600">No products</span>
            ) : (
              <span className="block max-w-sm text-left text-stone-700">
                {tag.products
                  .slice(0, SHOWN_PRODUCTS)
                  .map((product, index) => `${index + 1}. ${product.name}`)
                  .join(", ")}
                {tag.products.length > SHOWN_PRODUCTS && (
                  <span className="text-stone-500"> and {tag.products.length - SHOWN_PRODUCTS} more</span>
                )}
              </span>
            ),
        }),
        column.display({
          id: "actions",
          header: "Actions",
          cell: ({ row: { original: tag, index } }) => (
            <span className="flex flex-wrap items-center justify-end gap-1 md:flex-nowrap md:justify-start">
              <MoveButtons
                name={tag.name}
                index={index}
                count={tags.length}
                moving={busy}
                onMove={(direction) => move(tags, index, direction)}
              />
              <Button size="sm" variant="secondary" asChild>
                <Link href={`/portal/health-tags/${tag.id}`}>Edit</Link>
              </Button>
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="ghost" disabled={busy}>
                    Delete
                  </Button>
                }
                title={`Delete "${tag.name}"?`}
                description="The chat assistant stops offering it. Its products stay in the shop."
                confirmLabel="Delete health tag"
                onConfirm={() => remove(tag)}
              />
            </span>
          ),
        }),
      ]),
    [tags, busy, move, remove],
  );
  return (
    <DataTable
      label="Health tags"
      rows={tags}
      columns={columns}
      getRowId={(tag) => String(tag.id)}
      rowTestId="health-tag-row"
    />
  );
}
