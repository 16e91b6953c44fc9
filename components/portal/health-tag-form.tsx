"use client";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { FormSection, RecordFormFooter, recordField, useCreateOrEditSave } from "@/components/forms/record-form";
import { useZodForm } from "@/components/forms/use-zod-form";
import { HEALTH_TAG_ICONS, HealthTagIcon } from "@/components/chat/health-tag-icon";
import type { PortalHealthTagJson } from "@/lib/server/catalog-management/health-tags";
import { healthTagForms, type HealthTagDraft } from "@/lib/validation/catalog-management/storefront-content";
import { ProductPicker, type PickedProduct } from "./product-picker";
import { Select } from "@/components/ui/select";
import { Input, NumberInput } from "@/components/ui/input";
import { callApi } from "@/lib/api/client";

const EMPTY: HealthTagDraft = { name: "", icon: "leaf", position: "0", product_ids: [], version: null };

function draftOf(tag: PortalHealthTagJson): HealthTagDraft {
  return {
    name: tag.name,
    icon: tag.icon,
    position: String(tag.position),
    product_ids: tag.product_ids,
    version: tag.version,
  };
}

type Props =
  | { tag?: undefined; onSaved?: undefined; onReload?: undefined }
  /** Editing: `onSaved` after a save, `onReload` fetches the latest version (after a conflict). */
  | { tag: PortalHealthTagJson; onSaved: () => void; onReload: () => void };

/** Creates a health tag with the products it recommends in order, or edits one on the version it was opened at. */
export function HealthTagForm({ tag, onSaved, onReload }: Props) {
  const editing = tag !== undefined;
  const [defaults] = useState(() => (editing ? draftOf(tag) : EMPTY));
  // The names of the chosen products, for the list; the form itself holds their ids in order.
  const [known, setKnown] = useState(() => new Map((tag?.products ?? []).map((product) => [product.id, product])));
  const form = useZodForm(editing ? healthTagForms.edit : healthTagForms.create, defaults);
  const { save, conflict } = useCreateOrEditSave(form, {
    update: editing
      ? (fields) => callApi("portal.healthTags.update", { params: { id: tag.id }, body: fields })
      : undefined,
    onSaved,
    create: async (fields) => (await callApi("portal.healthTags.create", { body: fields })).id,
    recordsHref: "/portal/health-tags",
    failure: editing ? "Failed to save the health tag" : "Failed to create the health tag",
  });
  const field = recordField(form, "tag");
  const icon = form.watch("icon");
  // An icon the assistant does not draw (set through the API) stays choosable; it shows as a leaf.
  const icons = HEALTH_TAG_ICONS.includes(defaults.icon) ? HEALTH_TAG_ICONS : [defaults.icon, ...HEALTH_TAG_ICONS];

  return (
    <form noValidate onSubmit={save} aria-label={editing ? "Edit health tag" : "New health tag"} className="space-y-6">
      <FormSection
        title="Health tag"
        hint="The chat assistant offers the tags in this order; a shopper picks concerns and gets the products they recommend."
      >
        {field(
          "name",
          "Name",
          (props) => (
            <Input {...props} />
          ),
          { className: "sm:col-span-2" },
        )}
        {field("icon", "Icon", (props) => (
          <div className="flex items-center gap-3">
            <Select {...props}>
              {icons.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
            <HealthTagIcon name={icon} className="h-6 w-6 shrink-0 text-brand-600" />
          </div>
        ))}
        {field(
          "position",
          "Position",
          (props) => (
            <NumberInput {...props} min={0} step="1" />
          ),
          { hint: "Lowest first. The list's arrows change it too." },
        )}
      </FormSection>
      <FormSection
        title="Recommended products"
        hint="In the order the assistant should prefer them; it recommends only products on sale and in stock."
      >
        <div className="min-w-0 sm:col-span-2">
          <Controller
            control={form.control}
            name="product_ids"
            render={({ field: ids, fieldState }) => (
              <ProductPicker
                id="tag-products"
                value={ids.value.map((id) => known.get(id) ?? { id, name: `Product ${id}`, sku: "" })}
                onChange={(next: PickedProduct[]) => {
                  setKnown(
                    (previous) => new Map([...previous, ...next.map((product) => [product.id, product] as const)]),
                  );
                  ids.onChange(next.map((product) => product.id));
                }}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
      </FormSection>
      <RecordFormFooter
        form={form}
        conflict={conflict}
        onReload={onReload}
        submitLabel={editing ? "Save changes" : "Create health tag"}
        cancelHref="/portal/health-tags"
      />
    </form>
  );
}
