"use client";
import { EditRecordScreen, NewRecordScreen } from "@/components/back-office/record-screen";
import { StatusBadge } from "@/components/ui/status-badge";
import type { PortalSlideJson } from "@/lib/server/catalog-management/slides";
import { SlideForm } from "./slide-form";
import { SlidePreview } from "./slide-list-screen";

const SCREEN = { listHref: "/portal/slides", noun: { one: "Slide", many: "Hero slides" } };

/** `/portal/slides/new`. */
export function NewSlideScreen() {
  return (
    <NewRecordScreen {...SCREEN}>
      <SlideForm />
    </NewRecordScreen>
  );
}

/** `/portal/slides/{id}`. */
export function EditSlideScreen() {
  return (
    <EditRecordScreen
      {...SCREEN}
      endpoint="portal.slides.get"
      savedNote="The home page shows the change as it is next visited."
      header={SlideHeader}
    >
      {/* A new version (a save, or the latest after a conflict) opens the form afresh on it. */}
      {({ record, onSaved, onReload }) => (
        <div className="max-w-3xl">
          <SlideForm key={record.version} slide={record} onSaved={onSaved} onReload={onReload} />
        </div>
      )}
    </EditRecordScreen>
  );
}

function SlideHeader(current: PortalSlideJson) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <SlidePreview image={current.image} />
      <div>
        <h1 className="font-serif text-3xl text-brand-900">{current.headline}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-3 text-sm text-stone-600">
          <StatusBadge status={current.active ? "active" : "inactive"} />
          <span>Position {current.position}</span>
        </p>
      </div>
    </div>
  );
}
