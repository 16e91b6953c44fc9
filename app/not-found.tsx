import { PageNotFound } from "@/components/layout/page-not-found";
import { ShopFrame } from "@/components/layout/shop-frame";

/** An address no route serves: the not-found page in the shop's frame. */
export default function NotFound() {
  return (
    <ShopFrame>
      <PageNotFound />
    </ShopFrame>
  );
}
