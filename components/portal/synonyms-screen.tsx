"use client";
import { X } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import { columnsOf, DataTable } from "@/components/back-office/data-table";
import type { FilterField } from "@/components/back-office/filter-bar";
import { RecordListScreen } from "@/components/back-office/record-list";
import { useRowAction } from "@/components/back-office/use-row-action";
import { useUrlFilters } from "@/components/back-office/use-url-filters";
import { FormAlert, FormField, invalidProps } from "@/components/forms/form-field";
import { fieldError } from "@/components/forms/record-form";
import { showRefusal, useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { counted } from "@/lib/domain/plural";
import type { PortalProductJson } from "@/lib/server/catalog-management/products";
import { ApiError } from "@/lib/ui/api-client";
import { portalProductQuery, synonymsForm } from "@/lib/validation/catalog-management/products";
import { ProductNameCell } from "./product-badges";
import { Textarea } from "@/components/ui/textarea";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";

type Filter = "search" | "synonyms";
const FILTER_DEFAULTS: Record<Filter, string> = { search: "", synonyms: "with" };
const PAGE_SIZE = portalProductQuery.shape.page_size.parse(undefined);

const FIELDS: readonly FilterField<Filter>[] = [
  { name: "search", label: "Search", type: "search", placeholder: "Name, SKU or synonym" },
  {
    name: "synonyms",
    label: "Synonyms",
    type: "select",
    options: [
      { value: "with", label: "Products with synonyms" },
      { value: "without", label: "Products without synonyms" },
      { value: "all", label: "All products" },
    ],
  },
];

const saveSynonyms = (product: PortalProductJson, synonyms: string[]) =>
  callApi("portal.products.update", {
    params: { id: product.id },
    body: { search_synonyms: synonyms, version: product.version },
  });

/**
 * `/portal/search-synonyms`: the other names shoppers type for products (Hindi/Devanagari names,
 * other spellings), kept with each product; search and suggestions use them from the next request.
 */
export function SynonymsScreen() {
  const filters = useUrlFilters(FILTER_DEFAULTS);
  const list = useApiQuery("portal.products.list", { query: filters.query });
  const { reload } = list;
  const { notice, setNotice, dismiss, busy, run } = useRowAction(reload);
  const [editing, setEditing] = useState<PortalProductJson | null>(null);

  const remove = useCallback(
    (product: PortalProductJson, synonym: string) =>
      run(async () => {
        await saveSynonyms(
          product,
          product.search_synonyms.filter((entry) => entry !== synonym),
        );
        return `Removed "${synonym}" from ${product.name}: search no longer finds it by that name.`;
      }, `Failed to remove "${synonym}"`),
    [run],
  );

  const saved = useCallback(
    (product: PortalProductJson) => {
      setEditing(null);
      setNotice({
        tone: "success",
        text: `Saved ${counted(product.search_synonyms.length, "search synonym")} for ${product.name}: search uses them from now on.`,
      });
      reload();
    },
    [reload, setNotice],
  );

  // Someone else saved the product meanwhile: say so and show the list as it is now.
  const conflict = useCallback(
    (text: string) => {
      setEditing(null);
      setNotice({ tone: "error", text });
      reload();
    },
    [reload, setNotice],
  );

  return (
    <>
      <RecordListScreen
        title="Search synonyms"
        noun={{ many: "Products", one: "product" }}
        intro={
          <p>
            Other names shoppers type for a product, such as its Hindi name in Devanagari (तुलसी) or another spelling
            (tulasi). Search, suggestions and typo matching find the product by them as soon as they are saved.
          </p>
        }
        filtering={{ fields: FIELDS, defaults: FILTER_DEFAULTS, filters, pageSize: PAGE_SIZE }}
        notice={notice}
        onDismiss={dismiss}
        list={list}
        emptyHint="Choose 'Products without synonyms' to add some."
      >
        {(products) => (
          <SynonymsTable products={products} busy={busy || list.loading} onEdit={setEditing} onRemove={remove} />
        )}
      </RecordListScreen>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <SynonymsDialog
            key={`${editing.id}:${editing.version}`}
            product={editing}
            onSaved={saved}
            onConflict={conflict}
          />
        )}
      </Dialog>
    </>
  );
}

const column = columnsOf<PortalProductJson>();

function SynonymsTable({
  products,
  busy,
  onEdit,
  onRemove,
}: {
  products: PortalProductJson[];
  busy: boolean;
  onEdit: (product: PortalProductJson) => void;
  onRemove: (product: PortalProductJson, synonym: string) => void;
}) {
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: "product",
          header: "Product",
          cell: ({ row: { original: product } }) => <ProductNameCell product={product} />,
        }),
        column.display({
          id: "synonyms",
          header: "Search synonyms",
          cell: ({ row: { original: product } }) =>
            product.search_synonyms.length === 0 ? (
              <span className="text-stone-500">None yet</span>
            ) : (
              <ul className="flex flex-wrap gap-1.5" aria-label={`Search synonyms of ${product.name}`}>
                {product.search_synonyms.map((synonym) => (
                  <li
                    key={synonym}
                    className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm text-brand-900"
                  >
                    {synonym}
                    <ConfirmDialog
                      trigger={
                        <button
                          type="button"
                          disabled={busy}
                          aria-label={`Remove ${synonym} from ${product.name}`}
                          className="rounded-full p-0.5 text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
                        >
                          <X aria-hidden className="h-3.5 w-3.5" />
                        </button>
                      }
                      title={`Remove "${synonym}"?`}
                      description={`Search will no longer find ${product.name} by this name.`}
                      confirmLabel="Remove synonym"
                      onConfirm={() => onRemove(product, synonym)}
                    />
                  </li>
                ))}
              </ul>
            ),
        }),
        column.display({
          id: "actions",
          header: "Actions",
          cell: ({ row: { original: product } }) => (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => onEdit(product)}
              aria-label={`${product.search_synonyms.length ? "Edit" : "Add"} the search synonyms of ${product.name}`}
            >
              {product.search_synonyms.length ? "Edit" : "Add"}
            </Button>
          ),
        }),
      ]),
    [busy, onEdit, onRemove],
  );
  return (
    <DataTable
      label="Search synonyms"
      rows={products}
      columns={columns}
      getRowId={(product) => String(product.id)}
      rowTestId="synonym-row"
    />
  );
}

/** Adds, edits and removes a product's synonyms as text, one a line; the API's own rules check them. */
function SynonymsDialog({
  product,
  onSaved,
  onConflict,
}: {
  product: PortalProductJson;
  onSaved: (product: PortalProductJson) => void;
  onConflict: (message: string) => void;
}) {
  const form = useZodForm(synonymsForm, { search_synonyms: product.search_synonyms.join("\n") });
  const error = fieldError(form.formState.errors.search_synonyms);
  const save = form.handleSubmit(async ({ search_synonyms }) => {
    try {
      onSaved(await saveSynonyms(product, search_synonyms));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === "edit_conflict") onConflict(failure.message);
      else showRefusal(form, failure, "Failed to save the search synonyms");
    }
  });
  return (
    <DialogContent className="overflow-y-auto p-6">
      <DialogTitle className="pr-10">Search synonyms of {product.name}</DialogTitle>
      <DialogDescription>
        One a line: Hindi or other Indian-language names, other spellings. At most 20, each up to 60 characters.
      </DialogDescription>
      <form onSubmit={save} noValidate className="mt-4 space-y-4">
        <FormField id="synonyms-text" label="Search synonyms" error={error}>
          <Textarea
            {...form.register("search_synonyms")}
            {...invalidProps("synonyms-text", error)}
            rows={6}
            placeholder={"तुलसी\ntulasi"}
          />
        </FormField>
        <FormAlert
          message={form.formState.errors.root?.server?.message}
          className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700"
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Saving..." : "Save synonyms"}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
