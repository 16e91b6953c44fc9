"use client";
import { HealthTagIcon } from "@/components/chat/health-tag-icon";
import { EditRecordScreen, NewRecordScreen } from "@/components/back-office/record-screen";
import type { PortalHealthTagJson } from "@/lib/server/catalog-management/health-tags";
import { HealthTagForm } from "./health-tag-form";
import { counted } from "@/lib/domain/plural";

const SCREEN = { listHref: "/portal/health-tags", noun: { one: "Health tag", many: "Health tags" } };

/** `/portal/health-tags/new`. */
export function NewHealthTagScreen() {
  return (
    <NewRecordScreen {...SCREEN}>
      <HealthTagForm />
    </NewRecordScreen>
  );
}

/** `/portal/health-tags/{id}`. */
export function EditHealthTagScreen() {
  return (
    <EditRecordScreen
      {...SCREEN}
      endpoint="portal.healthTags.get"
      savedNote="The chat assistant follows as it is next opened."
      header={HealthTagHeader}
    >
      {/* A new version (a save, or the latest after a conflict) opens the form afresh on it. */}
      {({ record, onSaved, onReload }) => (
        <div className="max-w-3xl">
          <HealthTagForm key={record.version} tag={record} onSaved={onSaved} onReload={onReload} />
        </div>
      )}
    </EditRecordScreen>
  );
}

function HealthTagHeader(current: PortalHealthTagJson) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50">
        <HealthTagIcon name={current.icon} className="h-6 w-6 text-brand-600" />
      </span>
      <div>
        <h1 className="font-serif text-3xl text-brand-900">{current.name}</h1>
        <p className="mt-1 text-sm text-stone-600">
          Position {current.position} · {counted(current.products.length, "product")}
        </p>
      </div>
    </div>
  );
}
