"use client";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { FormSection, RecordFormFooter, recordField, useCreateOrEditSave } from "@/components/forms/record-form";
import { useZodForm } from "@/components/forms/use-zod-form";
import { categorySlug, HOME_CATEGORY_COUNT } from "@/lib/domain/catalog";
import type { PortalCategoryJson } from "@/lib/server/catalog-management/categories";
import { categoryForms, type CategoryDraft } from "@/lib/validation/catalog-management/storefront-content";
import { ImageField } from "./image-field";
import { Textarea } from "@/components/ui/textarea";
import { Select } from "@/components/ui/select";
import { Input, NumberInput } from "@/components/ui/input";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";

const EMPTY: CategoryDraft = {
  name: "",
  title: "",
  description: "",
  parent: "",
  image: "",
  position: "",
  version: null,
};

function draftOf(category: PortalCategoryJson): CategoryDraft {
  return {
    name: category.name,
    title: category.title,
    description: category.description,
    parent: category.parent === null ? "" : String(category.parent),
    image: category.image ?? "",
    position: String(category.position),
    version: category.version,
  };
}

type Props =
  | { category?: undefined; onSaved?: undefined; onReload?: undefined }
  /** Editing: `onSaved` after a save, `onReload` fetches the latest version (after a conflict). */
  | { category: PortalCategoryJson; onSaved: () => void; onReload: () => void };

/** Creates a category or sub-category, or edits one on the version it was opened at. */
export function CategoryForm({ category, onSaved, onReload }: Props) {
  const editing = category !== undefined;
  const [defaults] = useState(() => (editing ? draftOf(category) : EMPTY));
  const form = useZodForm(editing ? categoryForms.edit : categoryForms.create, defaults);
  const all = useApiQuery("portal.categories.list");
  const { save, conflict } = useCreateOrEditSave(form, {
    update: editing
      ? (fields) => callApi("portal.categories.update", { params: { id: category.id }, body: fields })
      : undefined,
    onSaved,
    create: async (fields) => (await callApi("portal.categories.create", { body: fields })).id,
    recordsHref: "/portal/categories",
    failure: editing ? "Failed to save the category" : "Failed to create the category",
  });

  const field = recordField(form, "category");
  const name = form.watch("name");
  const parentId = form.watch("parent");
  const newSlug = categorySlug(name);
  // Only a top-level category other than this one can be a parent.
  const parents = (all.data?.results ?? []).filter((other) => other.parent === null && other.id !== category?.id);
  const parent = parents.find((other) => String(other.id) === parentId);
  const pathOf = (slug: string) => `/products/${parent ? `${parent.slug}/` : ""}${slug}`;
  const renamed = editing && newSlug !== "" && newSlug !== category.slug;

  return (
    <form noValidate onSubmit={save} aria-label={editing ? "Edit category" : "New category"} className="space-y-6">
      <FormSection title="Category">
        {field(
          "name",
          "Name",
          (props) => (
            <Input {...props} />
          ),
          {
            className: "sm:col-span-2",
            hint: newSlug
              ? `Its address: ${pathOf(newSlug)} (the name in lower case, spaces as dashes).`
              : "The address is the name in lower case, spaces as dashes.",
          },
        )}
        {renamed && (
          <p
            role="status"
            className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2"
          >
            Renaming changes the address from <span className="font-mono">{pathOf(category.slug)}</span> to{" "}
            <span className="font-mono">{pathOf(newSlug)}</span>. Old links keep working: they redirect to the new
            address.
          </p>
        )}
        {field(
          "title",
          "Title",
          (props) => (
            <Input {...props} />
          ),
          {
            className: "sm:col-span-2",
            hint: "A line under the listing's heading, and the page's title in search results (empty: the name).",
          },
        )}
        {field(
          "description",
          "Description",
          (props) => (
            <Textarea {...props} rows={3} />
          ),
          { className: "sm:col-span-2", hint: "Shown under the heading of the category's listing." },
        )}
        {field(
          "parent",
          "Parent",
          (props) => (
            <Select {...props}>
              <option value="">None: a top-level category</option>
              {!(editing && category.subcategory_count > 0) &&
                parents.map((other) => (
                  <option key={other.id} value={other.id}>
                    {other.name}
                  </option>
                ))}
            </Select>
          ),
          {
            hint:
              editing && category.subcategory_count > 0
                ? "It has sub-categories, so it stays top-level."
                : "A sub-category shows under its parent in the menus and filters.",
          },
        )}
        {field(
          "position",
          "Position",
          (props) => (
            <NumberInput {...props} min={0} step="1" />
          ),
          {
            hint: `Lowest first; empty puts a new category last. The home page shows the first ${HOME_CATEGORY_COUNT} top-level categories with an image and products in the shop. The list's arrows change it too.`,
          },
        )}
        <Controller
          control={form.control}
          name="image"
          render={({ field: image, fieldState }) => (
            <div className="sm:col-span-2">
              <ImageField
                id="category-image"
                label="Image"
                kind="category"
                value={image.value || null}
                onChange={(path) => image.onChange(path ?? "")}
                error={fieldState.error?.message}
              />
            </div>
          )}
        />
      </FormSection>
      <RecordFormFooter
        form={form}
        conflict={conflict}
        onReload={onReload}
        submitLabel={editing ? "Save changes" : "Create category"}
        cancelHref="/portal/categories"
      />
    </form>
  );
}
