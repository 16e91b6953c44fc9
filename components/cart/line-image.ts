import { getImageProps } from "next/image";
import { CARD_IMAGE_TOKEN, type CardImgAttributes } from "@/lib/ui/card-image";

/**
 * A cart line's image attributes, computed on the server by next/image for the token's source and filled in by each
 * line (`fillCardImage`): the cart ships none of next/image's client code (about 5 KiB of gzipped JavaScript).
 */
export function cartLineImage(): CardImgAttributes {
  return getImageProps({
    src: CARD_IMAGE_TOKEN,
    alt: "",
    width: 112,
    height: 112,
    className: "h-20 w-20 object-cover sm:h-28 sm:w-28",
  }).props;
}
