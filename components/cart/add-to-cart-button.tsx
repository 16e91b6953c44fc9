"use client";

import { notify } from "@/lib/ui/toast";
import { Button, type ButtonProps } from "@/components/ui/button";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { announceCartChanged } from "@/lib/ui/cart-events";
import { cartRequest } from "./cart-api";
import { useSubmit } from "@/lib/ui/use-submit";

type Props = Omit<ButtonProps, "onClick"> & {
  productId: number;
  productName: string;
  quantity?: number;
  onAdded?: () => void;
};

/** Adds a product to the server-side cart (POST /api/carts/items/), then announces the change; refusals show the API's message. */
export function AddToCartButton({
  productId,
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
        const change = await cartRequest("items/", { method: "POST", body: { product: productId, quantity } });
        announceCartChanged();
        notify.success(`${productName} added to cart`);
        const droppedCoupon = change.couponRemoved ? change.removedCouponCode : null;
        // Rare, and its message comes with the coupon rules: their code loads only when a coupon was dropped.
        if (droppedCoupon)
          void import("./discounts-removed").then((module) => module.notifyDiscountsRemoved(droppedCoupon));
        onAdded?.();
      },
      (error) => {
        notify.error(error instanceof Error ? error.message : "Could not add to cart. Please try again.");
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
