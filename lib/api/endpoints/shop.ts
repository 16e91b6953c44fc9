import type { z } from "zod";
import type { Policy } from "@/lib/content/policies";
import type { CartJson } from "@/lib/server/cart/view";
import type { SlideJson } from "@/lib/server/catalog/api";
import type { CompanyInfo } from "@/lib/server/catalog/content";
import type { CartChange } from "@/lib/server/cart/service";
import type { CouponCheck, CouponLists } from "@/lib/server/coupons/service";
import type { addItemSchema, addItemsSchema, applyCouponSchema, setQuantitySchema } from "@/lib/validation/cart/items";
import { shape, type EndpointDefinition } from "../endpoint";

/** The storefront's endpoints: catalogue, cart, coupons, checkout (SPEC.md section 7). */
export const shopEndpoints = {
  "cart.get": { method: "GET", path: "/api/carts/", shape: shape<{ response: CartJson }>() },
  "cart.addItems": {
    method: "POST",
    path: "/api/carts/",
    shape: shape<{ response: CartChange; body: z.input<typeof addItemsSchema> }>(),
  },
  "cart.clear": { method: "DELETE", path: "/api/carts/", shape: shape<{ response: CartChange }>() },
  "cart.addItem": {
    method: "POST",
    path: "/api/carts/items/",
    shape: shape<{ response: CartChange; body: z.input<typeof addItemSchema> }>(),
  },
  "cart.setQuantity": {
    method: "PATCH",
    path: "/api/carts/items/:productId/",
    shape: shape<{ response: CartChange; body: z.input<typeof setQuantitySchema> }>(),
  },
  "cart.removeItem": {
    method: "DELETE",
    path: "/api/carts/items/:productId/",
    shape: shape<{ response: CartChange }>(),
  },
  "cart.applyCoupon": {
    method: "POST",
    path: "/api/carts/coupon/",
    shape: shape<{ response: CouponCheck; body: z.input<typeof applyCouponSchema> }>(),
  },
  "cart.removeCoupon": {
    method: "DELETE",
    path: "/api/carts/coupon/",
    shape: shape<{ response: { success: true } }>(),
  },
  "coupons.list": { method: "GET", path: "/api/coupons/", shape: shape<{ response: CouponLists }>() },
  "company.get": { method: "GET", path: "/api/company/", shape: shape<{ response: CompanyInfo }>() },
  "policies.get": { method: "GET", path: "/api/policies/:key/", shape: shape<{ response: Policy }>() },
  "slides.list": { method: "GET", path: "/api/slides/", shape: shape<{ response: SlideJson[] }>() },
} as const satisfies Record<string, EndpointDefinition>;
