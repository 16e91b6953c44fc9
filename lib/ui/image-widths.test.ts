import { getImageProps } from "next/image";
import { keepImageWidths } from "./image-widths";

const props = (sizes?: string) =>
  getImageProps({
    src: "/images/products/tulsi drops-1.webp",
    alt: "Tulsi",
    ...(sizes ? { fill: true, sizes } : { width: 300, height: 300 }),
  }).props;

const widthsOf = (srcSet?: string) => (srcSet ?? "").split(", ").map((candidate) => candidate.split(" ")[1]);

describe("keepImageWidths", () => {
  const full = props("(min-width: 1280px) 304px, calc(50vw - 28px)");
  const all = widthsOf(full.srcSet);

  it("drops the candidates wider than the cap and makes src the widest kept, keeping every other attribute in place", () => {
    expect(all).toEqual(expect.arrayContaining(["640w", "828w", "1080w"]));
    const capped = keepImageWidths(full, { max: 828 });
    const kept = all.filter((width) => Number.parseInt(width, 10) <= 828);
    expect(widthsOf(capped.srcSet)).toEqual(kept);
    expect(kept.at(-1)).toBe("828w");
    expect(capped.srcSet).toBe(full.srcSet!.split(", ").slice(0, kept.length).join(", "));
    expect(capped.src).toBe("/_next/image?url=%2Fimages%2Fproducts%2Ftulsi%20drops-1.webp&w=828&q=75");
    expect(Object.keys(capped)).toEqual(Object.keys(full));
    expect({ ...capped, srcSet: full.srcSet, src: full.src }).toEqual(full);
  });

  it("drops the candidates narrower than the image is ever drawn", () => {
    const kept = keepImageWidths(full, { min: 132, max: 828 });
    expect(widthsOf(kept.srcSet)).toEqual(
      all.filter((width) => Number.parseInt(width, 10) >= 132 && Number.parseInt(width, 10) <= 828),
    );
    expect(widthsOf(kept.srcSet)[0]).toBe("256w");
  });

  it("keeps the smallest candidate when every one is wider than the cap", () => {
    const capped = keepImageWidths(full, { max: 1 });
    expect(widthsOf(capped.srcSet)).toEqual([all[0]]);
    expect(capped.src).toContain(`w=${Number.parseInt(all[0], 10)}&`);
  });

  it("leaves a list already under the cap, and a density list, as they are", () => {
    expect(keepImageWidths(full, { max: Number.MAX_SAFE_INTEGER })).toBe(full);
    const fixed = props();
    expect(widthsOf(fixed.srcSet)).toEqual(["1x", "2x"]);
    expect(keepImageWidths(fixed, { max: 1 })).toBe(fixed);
  });
});
