"use client";
import { ImagePlus, RotateCw, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FileInput } from "@/components/ui/input";
import { uploadApi } from "@/lib/api/client";
import { formatBytes, MAX_IMAGE_BYTES, MAX_RETURN_PHOTOS } from "@/lib/domain/images";
import { messageOf } from "@/lib/ui/api-client";
import { cx } from "@/lib/ui/cx";

/** What the file picker offers; the server judges each file by its content anyway (docs/images.md). */
const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/** One chosen photo: its local preview, its upload's progress, then the stored path or the server's refusal. */
export type ReturnPhotoItem = {
  id: string;
  file: File;
  preview: string;
  progress: number;
  error: string | null;
  /** The path the upload answered, which the request sends in `photos`. */
  photo: string | null;
};

/** The stored photos' paths, in the order chosen. */
export const uploadedPhotos = (items: ReturnPhotoItem[]) => items.flatMap((item) => (item.photo ? [item.photo] : []));

/** True while a chosen photo is still being uploaded. */
export const photosUploading = (items: ReturnPhotoItem[]) => items.some((item) => !item.photo && !item.error);

/**
 * "Add photos" on the shopper's Return items form (docs/returns.md): up to three, each uploaded at once
 * (`account.returns.photos.upload`) with its progress, a thumbnail, the server's refusal per file with
 * Retry, and Remove. The form sends the stored paths; a removed or abandoned upload is cleaned up by the
 * hourly job. Controlled: the form holds the list.
 */
export function ReturnPhotoPicker({
  orderId,
  items,
  onChange,
  disabled = false,
}: {
  orderId: number;
  items: ReturnPhotoItem[];
  onChange: (update: (items: ReturnPhotoItem[]) => ReturnPhotoItem[]) => void;
  disabled?: boolean;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [announced, setAnnounced] = useState("");

  // Object URLs are released when their photo leaves the list, and all of them when the form goes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const live = new Set(items.map((item) => item.preview));
    for (const url of previews.current) if (!live.has(url)) URL.revokeObjectURL(url);
    previews.current = live;
  }, [items]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const patch = (id: string, change: Partial<ReturnPhotoItem>) =>
    onChange((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  async function send(item: ReturnPhotoItem) {
    if (item.file.size > MAX_IMAGE_BYTES)
      return patch(item.id, {
        error: `${item.file.name} is larger than ${formatBytes(MAX_IMAGE_BYTES)}. Choose a smaller photo.`,
      });
    patch(item.id, { error: null, progress: 0 });
    try {
      const { photo } = await uploadApi(
        "account.returns.photos.upload",
        [item.file],
        { params: { orderId } },
        { onProgress: (progress) => patch(item.id, { progress }) },
      );
      patch(item.id, { photo, progress: 1 });
      setAnnounced(`${item.file.name} added.`);
    } catch (failure) {
      patch(item.id, { error: messageOf(failure, `${item.file.name} could not be uploaded. Try again.`) });
    }
  }

  function addFiles(files: FileList) {
    const room = MAX_RETURN_PHOTOS - items.length;
    const chosen = Array.from(files);
    setNotice(
      chosen.length > room
        ? `You can attach at most ${MAX_RETURN_PHOTOS} photos${room > 0 ? `: the first ${room} chosen were added` : ""}.`
        : null,
    );
    const added = chosen.slice(0, Math.max(room, 0)).map((file) => ({
      id: crypto.randomUUID(),
      file,
      preview: URL.createObjectURL(file),
      progress: 0,
      error: null,
      photo: null,
    }));
    if (added.length === 0) return;
    onChange((list) => [...list, ...added]);
    added.forEach((item) => void send(item));
  }

  const full = items.length >= MAX_RETURN_PHOTOS;
  return (
    <div role="group" aria-labelledby="return-photos-label" aria-describedby="return-photos-hint">
      <p id="return-photos-label" className="text-sm font-medium text-stone-700">
        Photos (optional)
      </p>
      <p id="return-photos-hint" className="text-xs text-stone-500">
        Up to {MAX_RETURN_PHOTOS} photos of the items or the parcel: JPEG, PNG, WebP or AVIF, up to{" "}
        {formatBytes(MAX_IMAGE_BYTES)} each. Only you and our staff can see them.
      </p>
      {items.length > 0 && (
        <ul aria-label="Chosen photos" className="mt-2 space-y-2">
          {items.map((item, index) => (
            <li
              key={item.id}
              data-testid="return-photo-item"
              className={cx(
                "flex items-center gap-3 rounded-lg border bg-white p-2",
                item.error ? "border-red-200 bg-red-50" : "border-stone-200",
              )}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) that next/image cannot load */}
              <img
                src={item.preview}
                alt={`Photo ${index + 1}: ${item.file.name}`}
                className="h-14 w-14 shrink-0 rounded-md bg-stone-100 object-cover"
              />
              <div className="min-w-0 flex-1 text-sm">
                <p className="truncate font-medium text-stone-800">{item.file.name}</p>
                {item.error ? (
                  <p role="alert" className="text-red-700">
                    {item.error}
                  </p>
                ) : item.photo ? (
                  <p className="text-stone-600">Uploaded</p>
                ) : (
                  <progress
                    aria-label={`Uploading ${item.file.name}`}
                    value={Math.round(item.progress * 100)}
                    max={100}
                    className="mt-1 h-2 w-full overflow-hidden rounded-full accent-brand-600"
                  />
                )}
              </div>
              {item.error && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={disabled}
                  aria-label={`Retry ${item.file.name}`}
                  onClick={() => void send(item)}
                >
                  <RotateCw aria-hidden className="h-4 w-4" /> Retry
                </Button>
              )}
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={disabled || (!item.photo && !item.error)}
                aria-label={`Remove ${item.file.name}`}
                onClick={() => {
                  setNotice(null);
                  setAnnounced(`${item.file.name} removed.`);
                  onChange((list) => list.filter((other) => other.id !== item.id));
                }}
              >
                <Trash2 aria-hidden className="h-4 w-4" /> Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="mt-2"
        disabled={disabled || full}
        onClick={() => picker.current?.click()}
      >
        <ImagePlus aria-hidden className="h-4 w-4" /> {full ? `${MAX_RETURN_PHOTOS} photos added` : "Add photos"}
      </Button>
      <FileInput
        ref={picker}
        multiple
        accept={IMAGE_ACCEPT}
        aria-label="Choose photos of the return"
        data-testid="return-photo-input"
        visuallyHidden
        tabIndex={-1}
        onChange={(event) => {
          if (event.target.files) addFiles(event.target.files);
          event.target.value = "";
        }}
      />
      {notice && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {notice}
        </p>
      )}
      {/* Always in the page, so a screen reader hears each photo added or removed. */}
      <p role="status" className="sr-only">
        {announced}
      </p>
    </div>
  );
}
