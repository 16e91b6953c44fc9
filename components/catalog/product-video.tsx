/** A product's video, filling its frame (the gallery's main view and the lightbox). */
export function ProductVideo({ url, label }: { url: string; label: string }) {
  return <video src={url} controls playsInline className="h-full w-full bg-black object-contain" aria-label={label} />;
}
