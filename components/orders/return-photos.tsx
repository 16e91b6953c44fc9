import Image from "next/image";

/**
 * The shopper's photos of a return (docs/returns.md), each a link to the full picture; nothing when
 * there are none. They are private (app/return-photos checks the viewer's session), so the browser
 * fetches them itself: `unoptimized`, as the image optimizer would ask without the viewer's cookies.
 */
export function ReturnPhotos({ photos, label = "Photos" }: { photos: string[]; label?: string }) {
  if (photos.length === 0) return null;
  return (
    <div className="mt-2">
      <p className="text-sm text-stone-600">{label}</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo}>
            <a href={photo} target="_blank" rel="noreferrer" className="block rounded focus-visible:outline-2">
              <Image
                src={photo}
                alt={`Return photo ${index + 1} of ${photos.length}`}
                width={96}
                height={96}
                sizes="96px"
                unoptimized
                className="h-24 w-24 rounded border border-stone-200 object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
