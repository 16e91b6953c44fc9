import type { z } from "zod";
import type { Policy } from "@/lib/content/policies";
import type { DeliveryCheck } from "@/lib/domain/delivery";
import type { CartJson } from "@/lib/server/cart/view";
import type { ProductJson, SlideJson } from "@/lib/server/catalog/api";
import type { CompanyInfo } from "@/lib/server/catalog/content";
import type { Suggestion } from "@/lib/server/catalog/suggestions";
import type { CartChange } from "@/lib/server/cart/service";
import type { PaymentStart } from "@/lib/server/checkout/online-payment";
import type { CouponCheck, CouponLists } from "@/lib/server/coupons/service";
import type { PlacedOrderJson } from "@/lib/server/orders/create-order";
import type {
  addItemSchema,
  addItemsSchema,
  applyCouponSchema,
  cartLineQuery,
  setQuantitySchema,
} from "@/lib/validation/cart/items";
import type { listingApiParams } from "@/lib/validation/catalog/listing";
import type { searchQuery } from "@/lib/validation/catalog/search";
import type { orderCreateSchema } from "@/lib/validation/checkout/order";
import type { paymentPageQuery, paymentStartSchema, paymentVerifySchema } from "@/lib/validation/checkout/payment";
import type { contactSchema, newsletterSchema } from "@/lib/validation/contact/contact";
import type { couponValidation } from "@/lib/validation/coupons/validate";
import type { deliveryCheckQuery } from "@/lib/validation/shipping/delivery-check";
import { shape, type EndpointDefinition } from "../endpoint";

/** The storefront's endpoints: catalogue, search, cart, coupons, checkout and payment (SPEC.md section 7). */
export const shopEndpoints = {
  "products.list": {
    method: "GET",
    path: "/api/products/",
    shape: shape<{
      response: { results: ProductJson[]; count: number; page: number; page_size: number };
      query: z.input<typeof listingApiParams>;
    }>(),
  },
  "products.get": { method: "GET", path: "/api/products/:id/", shape: shape<{ response: ProductJson }>() },
  "search.suggestions": {
    method: "GET",
    path: "/api/search/suggestions/",
    shape: shape<{ response: { results: Suggestion[] }; query: z.input<typeof searchQuery> }>(),
  },
  "search.resolve": {
    method: "GET",
    path: "/api/search/resolve/",
    shape: shape<{ response: { href: string }; query: z.input<typeof searchQuery> }>(),
  },
  "delivery.check": {
    method: "GET",
    path: "/api/delivery/check/",
    shape: shape<{ response: DeliveryCheck; query: z.input<typeof deliveryCheckQuery> }>(),
  },
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
    shape: shape<{
      response: CartChange;
      body: z.input<typeof setQuantitySchema>;
      query: z.input<typeof cartLineQuery>;
    }>(),
  },
  "cart.removeItem": {
    method: "DELETE",
    path: "/api/carts/items/:productId/",
    shape: shape<{ response: CartChange; query: z.input<typeof cartLineQuery> }>(),
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
  "coupons.validate": {
    method: "POST",
    path: "/api/coupons/validate/",
    shape: shape<{ response: CouponCheck; body: z.input<typeof couponValidation> }>(),
  },
  "orders.create": {
    method: "POST",
    path: "/api/orders/",
    shape: shape<{ response: PlacedOrderJson; body: z.input<typeof orderCreateSchema> }>(),
  },
  "payments.start": {
    method: "POST",
    path: "/api/rz/orderid/",
    shape: shape<{ response: { success: true } & PaymentStart; body: z.input<typeof paymentStartSchema> }>(),
  },
  "payments.verify": {
    method: "POST",
    path: "/api/rz/verify/",
    shape: shape<{
      response: { success: true; order_id: number; order_number: string };
      body: z.input<typeof paymentVerifySchema>;
    }>(),
  },
  "payments.page": {
    method: "GET",
    path: "/api/rz/payment-page/",
    shape: shape<{ response: Blob; query: z.input<typeof paymentPageQuery> }>(),
  },
  "contact.send": {
    method: "POST",
    path: "/api/contact/",
    shape: shape<{ response: { success: true; message: string }; body: z.input<typeof contactSchema> }>(),
  },
  "newsletter.subscribe": {
    method: "POST",
    path: "/api/newsletter/",
    shape: shape<{ response: { success: true; message: string }; body: z.input<typeof newsletterSchema> }>(),
  },
  "company.get": { method: "GET", path: "/api/company/", shape: shape<{ response: CompanyInfo }>() },
  "policies.get": { method: "GET", path: "/api/policies/:key/", shape: shape<{ response: Policy }>() },
  "slides.list": { method: "GET", path: "/api/slides/", shape: shape<{ response: SlideJson[] }>() },
} as const satisfies Record<string, EndpointDefinition>;
