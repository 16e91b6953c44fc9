"use client";

import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { MediaView, type Media } from "./product-media";

type Props = { name: string; media: Media[]; current: number; step: (delta: number) => void; onClose: () => void };

/** The gallery's full-screen view: previous and next wrap around, arrow keys step, Escape closes. */
export function ProductLightbox({ name, media, current, step, onClose }: Props) {
  const selected = media[current];
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex items-center justify-center p-4 focus:outline-none"
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") step(1);
            if (event.key === "ArrowLeft") step(-1);
          }}
        >
          <Dialog.Title className="sr-only">{name}</Dialog.Title>
          <Dialog.Description className="sr-only">
            {selected.kind === "video" ? "Video" : "Image"} {current + 1} of {media.length}
          </Dialog.Description>
          <div className="relative h-[80vh] w-full max-w-5xl">
            <MediaView key={selected.url} media={selected} sizes="100vw" />
          </div>
          <p className="absolute bottom-6 text-sm text-white/80" aria-hidden>
            {current + 1} / {media.length}
          </p>
          {media.length > 1 && (
            <>
              <button
                type="button"
                onClick={() => step(-1)}
                aria-label="Previous image"
                className="absolute left-4 rounded-full bg-white/10 p-3 text-white hover:bg-white/20"
              >
                <ChevronLeft aria-hidden className="h-6 w-6" />
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                aria-label="Next image"
                className="absolute right-4 rounded-full bg-white/10 p-3 text-white hover:bg-white/20"
              >
                <ChevronRight aria-hidden className="h-6 w-6" />
              </button>
            </>
          )}
          <Dialog.Close
            aria-label="Close"
            className="absolute right-4 top-4 rounded-full bg-white/10 p-3 text-white hover:bg-white/20"
          >
            <X aria-hidden className="h-6 w-6" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
