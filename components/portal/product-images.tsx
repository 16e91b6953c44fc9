"use client";
import { ArrowDown, ArrowUp, GripVertical, ImagePlus, Trash2, X } from "lucide-react";
import Image from "next/image";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { ConfirmDialog } from "@/components/back-office/confirm-dialog";
import { EmptyState } from "@/components/back-office/states";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatBytes, MAX_IMAGE_BYTES } from "@/lib/domain/images";
import type { PortalProductJson } from "@/lib/server/catalog-management/products";
import { callApi, uploadApi } from "@/lib/api/client";
import { invalidate } from "@/lib/api/query";
import { messageOf } from "@/lib/ui/api-client";
import { cx } from "@/lib/ui/cx";
import { ALT_MAX } from "@/lib/validation/media/product-images";
import { FileInput, Input } from "@/components/ui/input";

type StoredImage = PortalProductJson["images"][number];
type Upload = { id: string; file: File; preview: string; progress: number; error: string | null };

/** What the file picker offers; the server judges each file by its content anyway. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/** A file the browser can already tell will be refused, with the reason to show at it (the server checks again). */
export function precheck(file: File): string | null {
  if (file.size > MAX_IMAGE_BYTES)
    return `${file.name} is larger than ${formatBytes(MAX_IMAGE_BYTES)}. Choose a smaller image.`;
  return null;
}

/** Moves `list[from]` to `to`, the others closing up, as the server does. */
function moved<T>(list: T[], from: number, to: number): T[] {
  const rest = list.filter((_, index) => index !== from);
  return [...rest.slice(0, to), list[from], ...rest.slice(to)];
}

/**
 * The product's images on its edit page: drop several files (or choose them with the button), each
 * uploaded on its own with its progress and its own error; thumbnails in the shop's order, moved by
 * dragging or with the arrow buttons; alt text; delete after a confirmation.
 */
export function ProductImages({
  product,
  onVersionMoved,
}: {
  product: PortalProductJson;
  /** A delete changed the variants (one showed the image), so the product's version moved on: read it again. */
  onVersionMoved?: () => void;
}) {
  const [images, setImages] = useState<StoredImage[]>(product.images);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  /** The files of the latest choice stored so far, each announced as it lands. */
  const [added, setAdded] = useState<string[]>([]);
  const [busy, setBusy] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const dragged = useRef<number | null>(null);

  // Object URLs of finished or dismissed uploads are released when they leave the list.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const live = new Set(uploads.map((upload) => upload.preview));
    for (const url of previews.current) if (!live.has(url)) URL.revokeObjectURL(url);
    previews.current = live;
  }, [uploads]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const patchUpload = (id: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  async function send(upload: Upload) {
    const early = precheck(upload.file);
    if (early) return patchUpload(upload.id, { error: early });
    patchUpload(upload.id, { error: null, progress: 0 });
    try {
      const { images: stored } = await uploadApi(
        "portal.products.addImages",
        [upload.file],
        { params: { id: product.id } },
        { onProgress: (progress) => patchUpload(upload.id, { progress }) },
      );
      setImages((list) => [...list, ...stored]);
      invalidate("portal.products.variants");
      setUploads((list) => list.filter((item) => item.id !== upload.id));
      setAdded((names) => [...names, upload.file.name]);
    } catch (failure) {
      patchUpload(upload.id, { error: messageOf(failure, `${upload.file.name} could not be uploaded. Try again.`) });
    }
  }

  // One request per file, each with its own progress and refusal, sent one after another in the order
  // chosen: the server puts each after the last, so requests sent together stored them in the order
  // they happened to arrive (issue 26).
  const queue = useRef<Promise<void>>(Promise.resolve());
  const enqueue = (upload: Upload) => {
    queue.current = queue.current.then(() => send(upload));
  };

  function addFiles(files: FileList | File[]) {
    const chosen = Array.from(files).map((file) => ({
      id: crypto.randomUUID(),
      file,
      preview: URL.createObjectURL(file),
      progress: 0,
      error: null,
    }));
    if (chosen.length === 0) return;
    setNotice(null);
    setAdded([]);
    setUploads((list) => [...list, ...chosen]);
    chosen.forEach(enqueue);
  }

  async function move(image: StoredImage, to: number) {
    const from = images.findIndex((item) => item.id === image.id);
    if (from === to || to < 0 || to >= images.length) return;
    const before = images;
    setImages(moved(images, from, to).map((item, position) => ({ ...item, position })));
    setBusy(image.id);
    try {
      await callApi("portal.products.updateImage", {
        params: { id: product.id, imageId: image.id },
        body: { position: to },
      });
      setNotice({ tone: "success", text: `Moved to place ${to + 1}.` });
      invalidate("portal.products.variants");
    } catch (failure) {
      setImages(before);
      setNotice({ tone: "error", text: messageOf(failure, "Could not move the image. Try again.") });
    } finally {
      setBusy(null);
    }
  }

  async function saveAlt(image: StoredImage, alt: string) {
    setBusy(image.id);
    try {
      const saved = await callApi("portal.products.updateImage", {
        params: { id: product.id, imageId: image.id },
        body: { alt },
      });
      setImages((list) => list.map((item) => (item.id === image.id ? { ...item, alt: saved.alt } : item)));
      setNotice({ tone: "success", text: "Alt text saved." });
    } catch (failure) {
      setNotice({ tone: "error", text: messageOf(failure, "Could not save the alt text. Try again.") });
    } finally {
      setBusy(null);
    }
  }

  async function remove(image: StoredImage) {
    setBusy(image.id);
    try {
      const { images: left, version } = await callApi("portal.products.removeImage", {
        params: { id: product.id, imageId: image.id },
      });
      setImages(left);
      if (version !== product.version) onVersionMoved?.();
      setNotice({ tone: "success", text: "Image deleted." });
      // The variants grid offers the images left (a variant that showed this one shows the product's again).
      invalidate("portal.products.variants");
    } catch (failure) {
      setNotice({ tone: "error", text: messageOf(failure, "Could not delete the image. Try again.") });
    } finally {
      setBusy(null);
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) addFiles(event.dataTransfer.files);
  };

  return (
    <section aria-label="Images" className="space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div>
        <h2 className="font-serif text-xl text-brand-900">Images</h2>
        <p className="mt-1 text-sm text-stone-600">
          The first image is the one listings show. JPEG, PNG, WebP or AVIF, up to {formatBytes(MAX_IMAGE_BYTES)} each.
        </p>
      </div>

      <div
        data-testid="image-drop-zone"
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes("Files")) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cx(
          "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors",
          dragging ? "border-brand-600 bg-brand-50" : "border-stone-300 bg-stone-50",
        )}
      >
        <ImagePlus aria-hidden className="h-8 w-8 text-brand-700" />
        <p className="text-sm text-stone-700">Drop images here, several at once, or</p>
        <Button type="button" variant="secondary" size="sm" onClick={() => picker.current?.click()}>
          Choose images
        </Button>
        <FileInput
          ref={picker}
          multiple
          accept={IMAGE_ACCEPT}
          aria-label="Choose images to upload"
          visuallyHidden
          tabIndex={-1}
          onChange={(event) => {
            if (event.target.files) addFiles(event.target.files);
            event.target.value = "";
          }}
        />
      </div>

      {/* Always in the page, so that a screen reader hears each file as it is added. */}
      <div
        role="status"
        aria-label="Added images"
        className={added.length > 0 ? "rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900" : undefined}
      >
        {added.length > 0 && (
          <>
            <ul>
              {added.map((name, index) => (
                <li key={`${index}-${name}`}>{name} added.</li>
              ))}
            </ul>
            <p>The shop shows new images on its next visit.</p>
          </>
        )}
      </div>

      {notice && (
        <p
          role={notice.tone === "error" ? "alert" : "status"}
          className={
            notice.tone === "error"
              ? "rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700"
              : "rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900"
          }
        >
          {notice.text}
        </p>
      )}

      {uploads.length > 0 && (
        <ul aria-label="Uploads" className="space-y-2">
          {uploads.map((upload) => (
            <li
              key={upload.id}
              className={cx(
                "flex items-center gap-3 rounded-lg border p-2",
                upload.error ? "border-red-200 bg-red-50" : "border-stone-200",
              )}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) that next/image cannot load */}
              <img src={upload.preview} alt="" className="h-14 w-14 shrink-0 rounded-md bg-stone-100 object-cover" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-stone-800">{upload.file.name}</p>
                {upload.error ? (
                  <p role="alert" className="text-sm text-red-700">
                    {upload.error}
                  </p>
                ) : (
                  <div className="mt-1 flex items-center gap-2">
                    <progress
                      aria-label={`Uploading ${upload.file.name}`}
                      value={Math.round(upload.progress * 100)}
                      max={100}
                      className="h-2 w-full overflow-hidden rounded-full accent-brand-600"
                    />
                    <span className="w-10 text-right text-xs text-stone-600">{Math.round(upload.progress * 100)}%</span>
                  </div>
                )}
              </div>
              {upload.error && (
                <div className="flex shrink-0 gap-1">
                  {!precheck(upload.file) && (
                    <Button type="button" variant="ghost" size="sm" onClick={() => enqueue(upload)}>
                      Retry
                    </Button>
                  )}
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Dismiss ${upload.file.name}`}
                    onClick={() => setUploads((list) => list.filter((item) => item.id !== upload.id))}
                  >
                    <X aria-hidden className="h-4 w-4" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      {images.length === 0 ? (
        <EmptyState title="No images yet">
          <p className="text-sm text-stone-600">The shop shows a placeholder until you add one.</p>
        </EmptyState>
      ) : (
        <ol aria-label="Product images" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-1">
          {images.map((image, index) => (
            <li
              key={image.id}
              aria-label={`Image ${index + 1} of ${images.length}`}
              draggable
              onDragStart={(event) => {
                dragged.current = index;
                event.dataTransfer.effectAllowed = "move";
              }}
              onDragOver={(event) => {
                if (dragged.current !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                if (dragged.current === null) return;
                event.preventDefault();
                event.stopPropagation();
                const from = dragged.current;
                dragged.current = null;
                void move(images[from], index);
              }}
              onDragEnd={() => (dragged.current = null)}
              className="flex min-w-0 gap-3 rounded-lg border border-stone-200 bg-white p-2"
            >
              <div className="flex flex-col items-center justify-between">
                <GripVertical aria-hidden className="h-4 w-4 cursor-grab text-stone-400" />
                <span className="text-xs font-semibold text-stone-600">{index + 1}</span>
              </div>
              <div className="relative h-20 w-20 shrink-0 overflow-hidden rounded-md bg-stone-100 sm:h-24 sm:w-24">
                <Image src={image.image} alt={image.alt} fill sizes="96px" className="object-cover" />
                {busy === image.id && (
                  <span className="absolute inset-0 flex items-center justify-center bg-white/60">
                    <Spinner label="Saving..." />
                  </span>
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <AltText image={image} disabled={busy === image.id} onSave={(alt) => void saveAlt(image, alt)} />
                <div className="flex flex-wrap gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Move image ${index + 1} earlier`}
                    disabled={index === 0 || busy !== null}
                    onClick={() => void move(image, index - 1)}
                  >
                    <ArrowUp aria-hidden className="h-4 w-4" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Move image ${index + 1} later`}
                    disabled={index === images.length - 1 || busy !== null}
                    onClick={() => void move(image, index + 1)}
                  >
                    <ArrowDown aria-hidden className="h-4 w-4" />
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete image ${index + 1}`}
                        disabled={busy !== null}
                      >
                        <Trash2 aria-hidden className="h-4 w-4 text-red-600" />
                      </Button>
                    }
                    title="Delete this image?"
                    description="The shop stops showing it at once. This cannot be undone."
                    confirmLabel="Delete image"
                    onConfirm={() => void remove(image)}
                  />
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function AltText({
  image,
  disabled,
  onSave,
}: {
  image: StoredImage;
  disabled: boolean;
  onSave: (alt: string) => void;
}) {
  const [alt, setAlt] = useState(image.alt);
  const id = `image-alt-${image.id}`;
  const changed = alt.trim() !== image.alt;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) onSave(alt);
      }}
    >
      <div className="min-w-40 flex-1">
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-stone-700">
          Alt text
        </label>
        <Input id={id} size="sm" value={alt} maxLength={ALT_MAX} onChange={(event) => setAlt(event.target.value)} />
      </div>
      <Button type="submit" variant="secondary" size="sm" disabled={disabled || !changed}>
        Save
      </Button>
    </form>
  );
}
