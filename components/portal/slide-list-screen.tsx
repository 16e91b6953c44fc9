"use client";
import Link from "next/link";
import { useMemo } from "react";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import { RecordListScreen } from "@/components/back-office/record-list";
import { useRowAction } from "@/components/back-office/use-row-action";
import { StatusBadge } from "@/components/ui/status-badge";
import { Button } from "@/components/ui/button";
import type { PortalSlideJson } from "@/lib/server/catalog-management/slides";
import { MoveButtons, useMove } from "./reorder";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";

/** How a notice names a row (stable, so the list's handlers and columns are too). */
const NAME_OF = ({ headline }: { headline: string }) => headline;

/** `/portal/slides`: the home page's hero slides in their order, active or not. */
export function SlideListScreen() {
  const list = useApiQuery("portal.slides.list");
  const { reload } = list;
  const { notice, dismiss, busy, run } = useRowAction(reload);
  const move = useMove<PortalSlideJson>({ endpoint: "portal.slides.update", run, reload, nameOf: NAME_OF });

  const actions: Actions = useMemo(
    () => ({
      busy,
      move,
      setActive: (slide, active) =>
        run(
          async () => {
            await callApi("portal.slides.update", {
              params: { id: slide.id },
              body: { active, version: slide.version },
            });
            return active
              ? `Activated "${slide.headline}": the home page shows it as it is next visited.`
              : `Deactivated "${slide.headline}": the home page drops it as it is next visited.`;
          },
          active ? "Failed to activate the slide" : "Failed to deactivate the slide",
        ),
      remove: (slide) =>
        run(async () => {
          await callApi("portal.slides.delete", { params: { id: slide.id } });
          return `Deleted "${slide.headline}".`;
        }, "Failed to delete the slide"),
    }),
    [run, busy, move],
  );

  return (
    <RecordListScreen
      noun={{ many: "Hero slides", one: "slide" }}
      newHref="/portal/slides/new"
      intro={<p>The home page&apos;s banner shows the active slides in this order, each for 6 seconds.</p>}
      notice={notice}
      onDismiss={dismiss}
      list={list}
    >
      {(slides) => <SlidesTable slides={slides} actions={actions} />}
    </RecordListScreen>
  );
}

type Actions = {
  busy: boolean;
  move: (siblings: readonly PortalSlideJson[], index: number, direction: -1 | 1) => void;
  setActive: (slide: PortalSlideJson, active: boolean) => void;
  remove: (slide: PortalSlideJson) => void;
};

const column = columnsOf<PortalSlideJson>();

/** A preview of a slide's image, or the shop's fallback (SPEC.md: a fallback image when missing). */
export function SlidePreview({ image }: { image: string | null }) {
  return (
    // Any path on this site; next/image would refuse paths it cannot optimise.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={image ?? "/images/placeholder.webp"}
      alt=""
      className="h-14 w-24 rounded-md border border-stone-200 bg-stone-100 object-cover"
    />
  );
}

function SlidesTable({ slides: listed, actions }: { slides: PortalSlideJson[]; actions: Actions }) {
  const slides = useMemo(() => [...listed].sort((a, b) => a.position - b.position || a.id - b.id), [listed]);
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: "image",
          header: "Image",
          cell: ({ row: { original: slide } }) => <SlidePreview image={slide.image} />,
        }),
        column.display({
          id: "headline",
          header: "Headline",
          cell: ({ row: { original: slide } }) => (
            <span className="block max-w-xs text-left">
              <Link href={`/portal/slides/${slide.id}`} className="font-medium text-brand-900 hover:underline">
                {slide.headline}
              </Link>
              {slide.tagline && <span className="block text-xs text-stone-500">{slide.tagline}</span>}
              <span className="block text-xs text-stone-500">
                {slide.button_text} → <span className="font-mono">{slide.link}</span>
              </span>
            </span>
          ),
        }),
        column.accessor("position", { header: "Position", meta: { align: "right" } }),
        column.display({
          id: "status",
          header: "Status",
          cell: ({ row: { original: slide } }) => <StatusBadge status={slide.active ? "active" : "inactive"} />,
        }),
        column.display({
          id: "actions",
          header: "Actions",
          cell: ({ row: { original: slide, index } }) => (
            <span className="flex flex-wrap items-center justify-end gap-1 md:flex-nowrap md:justify-start">
              <MoveButtons
                name={slide.headline}
                index={index}
                count={slides.length}
                moving={actions.busy}
                onMove={(direction) => actions.move(slides, index, direction)}
              />
              <Button size="sm" variant="secondary" asChild>
                <Link href={`/portal/slides/${slide.id}`}>Edit</Link>
              </Button>
              {slide.active ? (
                <ConfirmDialog
                  trigger={
                    <Button size="sm" variant="ghost" disabled={actions.busy}>
                      Deactivate
                    </Button>
                  }
                  title={`Deactivate "${slide.headline}"?`}
                  description="The home page stops showing it. It stays here, and you can activate it again."
                  confirmLabel="Deactivate slide"
                  onConfirm={() => actions.setActive(slide, false)}
                />
              ) : (
                <ConfirmDialog
                  trigger={
                    <Button size="sm" variant="ghost" disabled={actions.busy}>
                      Activate
                    </Button>
                  }
                  title={`Activate "${slide.headline}"?`}
                  description="The home page shows it, in its place in this order."
                  confirmLabel="Activate slide"
                  tone="primary"
                  onConfirm={() => actions.setActive(slide, true)}
                />
              )}
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="ghost" disabled={actions.busy}>
                    Delete
                  </Button>
                }
                title={`Delete "${slide.headline}"?`}
                description="It leaves the home page and this list for good. To take it off the home page only, deactivate it."
                confirmLabel="Delete slide"
                onConfirm={() => actions.remove(slide)}
              />
            </span>
          ),
        }),
      ]),
    [slides, actions],
  );
  return (
    <DataTable
      label="Hero slides"
      rows={slides}
      columns={columns}
      getRowId={(slide) => String(slide.id)}
      rowTestId="slide-row"
    />
  );
}
