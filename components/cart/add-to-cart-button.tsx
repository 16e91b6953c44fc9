"use client";

import { notify } from "@/lib/ui/toast";
import { Button, type ButtonProps } from "@/components/ui/button";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { callApi } from "@/lib/api/client";
import { messageOf } from "@/lib/ui/api-client";
import { showAnswer } from "@/lib/api/query";
import { announceCartChanged } from "@/lib/ui/cart-events";
import { useSubmit } from "@/lib/ui/use-submit";
import { CART_UPDATE_FAILED } from "./cart-messages";

type Props = Omit<ButtonProps, "onClick"> & {
  productId: number;
  /** The chosen variant (a product page's size picker); without it the cart takes the product's default variant. */
  variantId?: number;
  productName: string;
  quantity?: number;
  onAdded?: () => void;
};

/** Adds a product to the server-side cart (POST /api/carts/items/), then announces the change; refusals show the API's message. */
export function AddToCartButton({
  productId,
  variantId,
  productName,
  quantity = 1,
  onAdded,
  disabled,
  children,
  ...props
}: Props) {
  const { busy, submit } = useSubmit();

  async function add() {
    await submit(
      async () => {
        const change = await showAnswer({ name: "cart.get" }, () =>
          callApi("cart.addItem", {
            body: { product: productId, quantity, ...(variantId === undefined ? {} : { variant_id: variantId }) },
          }),
        );
        announceCartChanged();
        notify.success(`${productName} added to cart`);
        const droppedCoupon = change.couponRemoved ? change.removedCouponCode : null;
        // Rare, and its message comes with the coupon rules: their code loads only when a coupon was dropped.
        if (droppedCoupon)
          void import("./discounts-removed").then((module) => module.notifyDiscountsRemoved(droppedCoupon));
        onAdded?.();
      },
      (error) => {
        notify.error(messageOf(error, CART_UPDATE_FAILED));
      },
    );
  }

  return (
    <Button onClick={add} disabled={disabled || busy} aria-busy={busy} {...props}>
      <SpriteIcon name="cart" className="h-4 w-4" />
      {children ?? "Add to Cart"}
    </Button>
  );
}
