"use client";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { FormSection, RecordFormFooter, recordField, useCreateOrEditSave } from "@/components/forms/record-form";
import { useZodForm } from "@/components/forms/use-zod-form";
import type { PortalSlideJson } from "@/lib/server/catalog-management/slides";
import { slideForms, type SlideDraft } from "@/lib/validation/catalog-management/storefront-content";
import { ImageField } from "./image-field";
import { Input, NumberInput } from "@/components/ui/input";
import { Checkbox } from "@/components/ui/checkbox";
import { callApi } from "@/lib/api/client";

const EMPTY: SlideDraft = {
  headline: "",
  tagline: "",
  button_text: "Shop Now",
  link: "/products",
  image: "",
  position: "0",
  active: true,
  version: null,
};

function draftOf(slide: PortalSlideJson): SlideDraft {
  return {
    headline: slide.headline,
    tagline: slide.tagline,
    button_text: slide.button_text,
    link: slide.link,
    image: slide.image ?? "",
    position: String(slide.position),
    active: slide.active,
    version: slide.version,
  };
}

type Props =
  | { slide?: undefined; onSaved?: undefined; onReload?: undefined }
  /** Editing: `onSaved` after a save, `onReload` fetches the latest version (after a conflict). */
  | { slide: PortalSlideJson; onSaved: () => void; onReload: () => void };

/** Creates a hero slide, or edits one on the version it was opened at. */
export function SlideForm({ slide, onSaved, onReload }: Props) {
  const editing = slide !== undefined;
  const [defaults] = useState(() => (editing ? draftOf(slide) : EMPTY));
  const form = useZodForm(editing ? slideForms.edit : slideForms.create, defaults);
  const { save, conflict } = useCreateOrEditSave(form, {
    update: editing
      ? (fields) => callApi("portal.slides.update", { params: { id: slide.id }, body: fields })
      : undefined,
    onSaved,
    create: async (fields) => (await callApi("portal.slides.create", { body: fields })).id,
    recordsHref: "/portal/slides",
    failure: editing ? "Failed to save the slide" : "Failed to create the slide",
  });
  const field = recordField(form, "slide");

  return (
    <form noValidate onSubmit={save} aria-label={editing ? "Edit slide" : "New slide"} className="space-y-6">
      <FormSection
        title="Slide"
        hint="The banner shows the headline, the tagline under it and a button leading to the link."
      >
        {field(
          "headline",
          "Headline",
          (props) => (
            <Input {...props} />
          ),
          { className: "sm:col-span-2" },
        )}
        {field(
          "tagline",
          "Tagline",
          (props) => (
            <Input {...props} />
          ),
          { className: "sm:col-span-2" },
        )}
        {field("button_text", "Button text", (props) => (
          <Input {...props} />
        ))}
        {field(
          "link",
          "Button link",
          (props) => (
            <Input {...props} placeholder="/products" className="font-mono text-sm" />
          ),
          { hint: "A path on this site, such as /products/wellness-teas." },
        )}
        <Controller
          control={form.control}
          name="image"
          render={({ field: image, fieldState }) => (
            <div className="sm:col-span-2">
              <ImageField
                id="slide-image"
                label="Image"
                kind="slide"
                value={image.value || null}
                onChange={(path) => image.onChange(path ?? "")}
                error={fieldState.error?.message}
              />
            </div>
          )}
        />
        {field(
          "position",
          "Position",
          (props) => (
            <NumberInput {...props} min={0} step="1" />
          ),
          { hint: "Lowest first. The list's arrows change it too." },
        )}
        <label className="flex items-center gap-2 self-center text-sm font-medium text-stone-700">
          <Checkbox {...form.register("active")} />
          Active: the home page shows it
        </label>
      </FormSection>
      <RecordFormFooter
        form={form}
        conflict={conflict}
        onReload={onReload}
        submitLabel={editing ? "Save changes" : "Create slide"}
        cancelHref="/portal/slides"
      />
    </form>
  );
}
