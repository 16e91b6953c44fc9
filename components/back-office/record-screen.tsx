"use client";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useParams, useSearchParams } from "next/navigation";
import { useState, type ReactNode } from "react";
import { endpoints, type EndpointName, type Endpoints, type ResponseOf } from "@/lib/api/endpoints";
import type { ApiInput } from "@/lib/api/client";
import { useApiQuery, type Resource } from "@/lib/api/query";
import { EmptyState, ResourceView } from "./states";

type Noun = { one: string; many: string };

function BackLink({ href, noun }: { href: string; noun: Noun }) {
  return (
    <Link href={href} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
      <ArrowLeft aria-hidden className="h-4 w-4" /> {noun.many}
    </Link>
  );
}

/** `/{list}/new`: the back link, the title and the record's form. */
export function NewRecordScreen({ listHref, noun, children }: { listHref: string; noun: Noun; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink href={listHref} noun={noun} />
      <h1 className="font-serif text-3xl text-brand-900">New {noun.one.toLowerCase()}</h1>
      {children}
    </div>
  );
}

export type RecordEditing<T> = {
  record: T;
  /** After a save: say so and load the new version (the form then opens afresh on it). */
  onSaved: () => void;
  /** After a conflict: load the latest version. */
  onReload: () => void;
  reload: () => void;
};

/** An endpoint that reads one versioned record by the one parameter at the end of its path (e.g. `portal.slides.get`). */
type RecordEndpoint = {
  [N in EndpointName]: Endpoints[N] extends { method: "GET"; path: `${string}/:${string}/` }
    ? ResponseOf<N> extends { version: number }
      ? N
      : never
    : never;
}[EndpointName];

/** Reads the record the screen's `[id]` names, as the endpoint's one path parameter. */
function useRecordQuery<N extends RecordEndpoint>(endpoint: N, id: string): Resource<ResponseOf<N>> {
  const name: RecordEndpoint = endpoint;
  const param = /:(\w+)\/$/.exec(endpoints[name].path)?.[1] ?? "id";
  // RecordEndpoint guarantees that one parameter; TypeScript cannot follow N's answer through the union.
  const params = { [param]: id } as ApiInput<RecordEndpoint>["params"];
  return useApiQuery(name, { params }) as Resource<ResponseOf<N>>;
}

/**
 * `/{list}/{id}`: loads the record named by the path with `endpoint` with every state (loading,
 * error with Retry, not found), shows a saved message (also after a create, `?created=1`), and
 * renders `header` and `children` with the record.
 */
export function EditRecordScreen<N extends RecordEndpoint>({
  listHref,
  endpoint,
  noun,
  savedNote = "",
  header,
  children,
}: {
  listHref: string;
  endpoint: N;
  noun: Noun;
  /** Added to the saved message, e.g. when the shop follows the change later. */
  savedNote?: string;
  header: (record: ResponseOf<N>) => ReactNode;
  children: (editing: RecordEditing<ResponseOf<N>>) => ReactNode;
}) {
  const { id } = useParams<{ id: string }>();
  const resource = useRecordQuery(endpoint, id);
  const [saved, setSaved] = useState<string | null>(useSearchParams().get("created") ? `${noun.one} created.` : null);
  const back = <BackLink href={listHref} noun={noun} />;
  if (resource.notFound) {
    return (
      <div className="space-y-6">
        {back}
        <EmptyState title={`${noun.one} not found`}>
          <Link href={listHref} className="text-sm text-brand-700 underline">
            Back to the {noun.many.toLowerCase()}
          </Link>
        </EmptyState>
      </div>
    );
  }
  const noun1 = noun.one.toLowerCase();
  return (
    <div className="space-y-6">
      {back}
      <ResourceView
        resource={resource}
        failure={`Failed to load the ${noun1}`}
        loadingLabel={`Loading the ${noun1}...`}
      >
        {(record) => (
          <div className="space-y-6">
            {header(record)}
            {saved && (
              <div
                role="status"
                className="flex items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-brand-900"
              >
                <p className="font-medium">{savedNote ? `${saved} ${savedNote}` : saved}</p>
                <button type="button" onClick={() => setSaved(null)} className="text-sm underline">
                  Dismiss
                </button>
              </div>
            )}
            {children({
              record,
              onSaved: () => {
                setSaved("Changes saved.");
                resource.reload();
              },
              onReload: () => {
                setSaved(null);
                resource.reload();
              },
              reload: resource.reload,
            })}
          </div>
        )}
      </ResourceView>
    </div>
  );
}
