import { getImageProps } from "next/image";
import {
  CARD_IMAGE_TOKEN,
  cardImageAttributes,
  cardImageOf,
  fillCardImage,
  placedByClass,
  sameAttributes,
  type CardImgAttributes,
} from "./card-image";

const input = {
  fill: true,
  sizes: "(min-width: 1280px) 25vw, 50vw",
  className: "object-cover",
};

function attributesOf(src: string, alt: string, priority = false): CardImgAttributes {
  return getImageProps({ ...input, priority, src, alt }).props;
}

const template = attributesOf(CARD_IMAGE_TOKEN, "");

describe("card image template", () => {
  it("rebuilds next/image's attributes of a card from its source alone, in next/image's order", () => {
    const src = "/images/products/amla & bhringraj (1).webp";
    const real = attributesOf(src, "Amla Bhringraj");
    const filled = fillCardImage(template, src, "Amla Bhringraj");
    expect(filled).toEqual(real);
    expect(Object.keys(filled)).toEqual(Object.keys(real));
    expect(String(filled.srcSet)).toContain(encodeURIComponent(src));
    expect(String(filled.srcSet)).not.toContain(encodeURIComponent(CARD_IMAGE_TOKEN));
  });

  it("sends only the source, and the alt only when it is not the product's name", () => {
    const src = "/images/products/tulsi-1.webp";
    expect(cardImageOf(attributesOf(src, "Tulsi Drops"), template, src, "Tulsi Drops")).toEqual({ src });
    expect(cardImageOf(attributesOf(src, "A bottle of drops"), template, src, "Tulsi Drops")).toEqual({
      src,
      alt: "A bottle of drops",
    });
  });

  it("sends a card's own attributes when the template does not rebuild them (a priority image)", () => {
    const src = "/images/products/tulsi-1.webp";
    const real = attributesOf(src, "Tulsi Drops", true);
    const image = cardImageOf(real, template, src, "Tulsi Drops");
    expect(image).toEqual({ attributes: real });
    expect(cardImageAttributes(image, template, "Tulsi Drops")).toBe(real);
  });

  it("renders what the server computed, either way", () => {
    const src = "/images/products/neem-1.webp";
    for (const alt of ["Neem Capsules", "Neem leaves"]) {
      const real = attributesOf(src, alt);
      expect(cardImageAttributes(cardImageOf(real, template, src, "Neem Capsules"), template, "Neem Capsules")).toEqual(
        real,
      );
    }
  });

  it("compares attributes in any order, nested style included, ignoring undefined ones", () => {
    expect(sameAttributes({ a: 1, style: { x: 1, y: 2 } }, { style: { y: 2, x: 1 }, a: 1, b: undefined })).toBe(true);
    expect(sameAttributes({ a: 1, style: { x: 1 } }, { a: 1, style: { x: 2 } })).toBe(false);
    expect(sameAttributes({ a: 1 }, { a: 1, loading: "lazy" })).toBe(false);
  });

  it("rebuilds a fixed-size image's attributes too (the cart line's, 112 px, its srcset by density)", () => {
    const fixed = { width: 112, height: 112, className: "h-20 w-20 object-cover sm:h-28 sm:w-28" };
    const lineTemplate = getImageProps({ ...fixed, src: CARD_IMAGE_TOKEN, alt: "" }).props;
    const src = "/images/products/triphala churna.webp";
    const real = getImageProps({ ...fixed, src, alt: "Triphala Churna" }).props;
    expect(real.srcSet).toMatch(/ 1x/);
    expect(fillCardImage(lineTemplate, src, "Triphala Churna")).toEqual(real);
  });

  it("leaves next/image's fill style to the card's class, and nothing else", () => {
    const real = attributesOf("/images/products/neem-1.webp", "Neem Capsules");
    expect(real.style).toEqual(expect.objectContaining({ position: "absolute", height: "100%", width: "100%" }));
    const placed = placedByClass(real);
    expect(placed).not.toHaveProperty("style");
    expect(placed).toEqual(Object.fromEntries(Object.entries(real).filter(([name]) => name !== "style")));
  });
});
