import type { AuditPage } from "@/lib/server/audit/audit";
import type { CategoryJson, SlideJson } from "@/lib/server/catalog/api";
import type { HealthTagSummary, Recommendation } from "@/lib/server/catalog/health-assistant";
import type { PortalCategoryJson } from "@/lib/server/catalog-management/categories";
import type { PortalHealthTagJson } from "@/lib/server/catalog-management/health-tags";
import type { ProductImportPreview, ProductImportResult } from "@/lib/server/catalog-management/product-csv";
import type {
  LowStockPage,
  PortalProductCounts,
  PortalProductJson,
  PortalProductPage,
} from "@/lib/server/catalog-management/products";
import type { PortalReviewJson, PortalReviewPage } from "@/lib/server/catalog-management/reviews";
import type { PortalSlideJson } from "@/lib/server/catalog-management/slides";
import type { StockAdjustmentJson, StockHistoryPage } from "@/lib/server/catalog-management/stock";
import type { ProductVariantsJson } from "@/lib/server/catalog-management/variants";
import type { PortalMessageJson, PortalMessagePage } from "@/lib/server/contact/contact-inbox";
import type { SubscriberPage } from "@/lib/server/contact/newsletter";
import type {
  CouponRemoval,
  PortalCouponJson,
  PortalCouponPage,
  RedemptionPage,
} from "@/lib/server/coupons/management";
import type { ProductImageJson, ProductImagesJson, RemovedProductImageJson } from "@/lib/server/media/product-images";
import type { UploadedImage } from "@/lib/server/media/uploads";
import type {
  PincodeDeletion,
  PincodeImportResult,
  PincodeJson,
  PincodePage,
} from "@/lib/server/shipping/pincode-list";
import type { StaffJson, StaffPage } from "@/lib/server/staff/management";
import type { AuditQuery } from "@/lib/validation/audit/query";
import type { recommendationRequest } from "@/lib/validation/catalog/health-assistant";
import type { productImportApply } from "@/lib/validation/catalog-management/product-csv";
import type { productVariantsSave, variantsReprice } from "@/lib/validation/catalog-management/variants";
import type {
  lowStockQuery,
  portalProductFilters,
  portalProductQuery,
  productCreate,
  productPatch,
  stockAdjustment,
  stockHistoryQuery,
} from "@/lib/validation/catalog-management/products";
import type {
  MessageQuery,
  ReviewQuery,
  categoryCreate,
  categoryDeleteQuery,
  categoryPatch,
  healthTagCreate,
  healthTagPatch,
  messagePatch,
  reviewPatch,
  slideCreate,
  slidePatch,
} from "@/lib/validation/catalog-management/storefront-content";
import type { NewsletterQuery, newsletterExportQuery } from "@/lib/validation/contact/newsletter";
import type { CouponQuery, RedemptionQuery, couponCreate, couponPatch } from "@/lib/validation/coupons/management";
import type { productImagePatch, uploadQuery } from "@/lib/validation/media/product-images";
import type { PincodeQuery, pincodeCreate, pincodeImport, pincodePatch } from "@/lib/validation/shipping/pincodes";
import type { StaffQuery, staffCreate, staffPatch } from "@/lib/validation/staff/management";
import type { z } from "zod";
import { shape, type EndpointDefinition } from "../endpoint";

/**
 * The staff portal's endpoints under /api/portal/ (catalogue, content, coupons, staff), and the
 * public reads of what the portal edits: the category tree, the slideshow, the chat assistant's concerns.
 */
export const portalEndpoints = {
  "categories.list": { method: "GET", path: "/api/categories/", shape: shape<{ response: CategoryJson[] }>() },
  "slideshows.list": { method: "GET", path: "/api/slideshows/", shape: shape<{ response: SlideJson[] }>() },
  "assistant.healthTags": {
    method: "GET",
    path: "/api/dashboard/ai/health-tags/",
    shape: shape<{ response: { success: true; tags: HealthTagSummary[]; message: string } }>(),
  },
  "assistant.recommendations": {
    method: "POST",
    path: "/api/dashboard/ai/recommendations/",
    shape: shape<{
      response: { success: true; products: Recommendation[] };
      body: z.input<typeof recommendationRequest>;
    }>(),
  },
  "portal.audit.list": {
    method: "GET",
    path: "/api/portal/audit/",
    shape: shape<{ response: AuditPage; query: AuditQuery }>(),
  },
  "portal.categories.list": {
    method: "GET",
    path: "/api/portal/categories/",
    shape: shape<{ response: { results: PortalCategoryJson[]; home_category_ids: number[] } }>(),
  },
  "portal.categories.create": {
    method: "POST",
    path: "/api/portal/categories/",
    shape: shape<{ response: PortalCategoryJson; body: z.input<typeof categoryCreate> }>(),
  },
  "portal.categories.get": {
    method: "GET",
    path: "/api/portal/categories/:id/",
    shape: shape<{ response: PortalCategoryJson }>(),
  },
  "portal.categories.update": {
    method: "PATCH",
    path: "/api/portal/categories/:id/",
    shape: shape<{ response: PortalCategoryJson; body: z.input<typeof categoryPatch> }>(),
  },
  "portal.categories.delete": {
    method: "DELETE",
    path: "/api/portal/categories/:id/",
    shape: shape<{ response: null; query: z.input<typeof categoryDeleteQuery> }>(),
  },
  "portal.coupons.list": {
    method: "GET",
    path: "/api/portal/coupons/",
    shape: shape<{ response: PortalCouponPage; query: CouponQuery }>(),
  },
  "portal.coupons.create": {
    method: "POST",
    path: "/api/portal/coupons/",
    shape: shape<{ response: PortalCouponJson; body: z.input<typeof couponCreate> }>(),
  },
  "portal.coupons.get": {
    method: "GET",
    path: "/api/portal/coupons/:id/",
    shape: shape<{ response: PortalCouponJson }>(),
  },
  "portal.coupons.update": {
    method: "PATCH",
    path: "/api/portal/coupons/:id/",
    shape: shape<{ response: PortalCouponJson; body: z.input<typeof couponPatch> }>(),
  },
  "portal.coupons.remove": {
    method: "DELETE",
    path: "/api/portal/coupons/:id/",
    shape: shape<{ response: CouponRemoval }>(),
  },
  "portal.coupons.redemptions": {
    method: "GET",
    path: "/api/portal/coupons/:id/redemptions/",
    shape: shape<{ response: RedemptionPage; query: RedemptionQuery }>(),
  },
  "portal.healthTags.list": {
    method: "GET",
    path: "/api/portal/health-tags/",
    shape: shape<{ response: { results: PortalHealthTagJson[] } }>(),
  },
  "portal.healthTags.create": {
    method: "POST",
    path: "/api/portal/health-tags/",
    shape: shape<{ response: PortalHealthTagJson; body: z.input<typeof healthTagCreate> }>(),
  },
  "portal.healthTags.get": {
    method: "GET",
    path: "/api/portal/health-tags/:id/",
    shape: shape<{ response: PortalHealthTagJson }>(),
  },
  "portal.healthTags.update": {
    method: "PATCH",
    path: "/api/portal/health-tags/:id/",
    shape: shape<{ response: PortalHealthTagJson; body: z.input<typeof healthTagPatch> }>(),
  },
  "portal.healthTags.delete": {
    method: "DELETE",
    path: "/api/portal/health-tags/:id/",
    shape: shape<{ response: null }>(),
  },
  "portal.messages.list": {
    method: "GET",
    path: "/api/portal/messages/",
    shape: shape<{ response: PortalMessagePage; query: MessageQuery }>(),
  },
  "portal.messages.setHandled": {
    method: "PATCH",
    path: "/api/portal/messages/:id/",
    shape: shape<{ response: PortalMessageJson; body: z.input<typeof messagePatch> }>(),
  },
  "portal.newsletter.list": {
    method: "GET",
    path: "/api/portal/newsletter/",
    shape: shape<{ response: SubscriberPage; query: NewsletterQuery }>(),
  },
  "portal.newsletter.export": {
    method: "GET",
    path: "/api/portal/newsletter/export/",
    shape: shape<{ response: Blob; query: z.input<typeof newsletterExportQuery> }>(),
  },
  "portal.pincodes.list": {
    method: "GET",
    path: "/api/portal/pincodes/",
    shape: shape<{ response: PincodePage; query: PincodeQuery }>(),
  },
  "portal.pincodes.create": {
    method: "POST",
    path: "/api/portal/pincodes/",
    shape: shape<{ response: PincodeJson; body: z.input<typeof pincodeCreate> }>(),
  },
  "portal.pincodes.get": {
    method: "GET",
    path: "/api/portal/pincodes/:pincode/",
    shape: shape<{ response: PincodeJson }>(),
  },
  "portal.pincodes.update": {
    method: "PATCH",
    path: "/api/portal/pincodes/:pincode/",
    shape: shape<{ response: PincodeJson; body: z.input<typeof pincodePatch> }>(),
  },
  "portal.pincodes.delete": {
    method: "DELETE",
    path: "/api/portal/pincodes/:pincode/",
    shape: shape<{ response: PincodeDeletion }>(),
  },
  "portal.pincodes.import": {
    method: "POST",
    path: "/api/portal/pincodes/import/",
    shape: shape<{ response: PincodeImportResult; body: z.input<typeof pincodeImport> }>(),
  },
  "portal.products.list": {
    method: "GET",
    path: "/api/portal/products/",
    shape: shape<{ response: PortalProductPage; query: z.input<typeof portalProductQuery> }>(),
  },
  "portal.products.create": {
    method: "POST",
    path: "/api/portal/products/",
    shape: shape<{ response: PortalProductJson; body: z.input<typeof productCreate> }>(),
  },
  "portal.products.get": {
    method: "GET",
    path: "/api/portal/products/:id/",
    shape: shape<{ response: PortalProductJson }>(),
  },
  "portal.products.update": {
    method: "PATCH",
    path: "/api/portal/products/:id/",
    shape: shape<{ response: PortalProductJson; body: z.input<typeof productPatch> }>(),
  },
  "portal.products.archive": {
    method: "DELETE",
    path: "/api/portal/products/:id/",
    shape: shape<{ response: PortalProductJson }>(),
  },
  "portal.products.duplicate": {
    method: "POST",
    path: "/api/portal/products/:id/duplicate/",
    shape: shape<{ response: PortalProductJson }>(),
  },
  "portal.products.counts": {
    method: "GET",
    path: "/api/portal/products/counts/",
    shape: shape<{ response: PortalProductCounts }>(),
  },
  "portal.products.lowStock": {
    method: "GET",
    path: "/api/portal/products/low-stock/",
    shape: shape<{ response: LowStockPage; query: z.input<typeof lowStockQuery> }>(),
  },
  "portal.products.export": {
    method: "GET",
    path: "/api/portal/products/export/",
    shape: shape<{ response: Blob; query: z.input<typeof portalProductFilters> }>(),
  },
  "portal.products.importPreview": {
    method: "POST",
    path: "/api/portal/products/import/",
    shape: shape<{ response: ProductImportPreview }>(),
  },
  "portal.products.importApply": {
    method: "POST",
    path: "/api/portal/products/import/:id/apply/",
    shape: shape<{ response: ProductImportResult; body: z.input<typeof productImportApply> }>(),
  },
  "portal.products.importReport": {
    method: "GET",
    path: "/api/portal/products/import/:id/report.csv/",
    shape: shape<{ response: Blob }>(),
  },
  "portal.products.addImages": {
    method: "POST",
    path: "/api/portal/products/:id/images/",
    shape: shape<{ response: ProductImagesJson }>(),
  },
  "portal.products.updateImage": {
    method: "PATCH",
    path: "/api/portal/products/:id/images/:imageId/",
    shape: shape<{ response: ProductImageJson; body: z.input<typeof productImagePatch> }>(),
  },
  "portal.products.removeImage": {
    method: "DELETE",
    path: "/api/portal/products/:id/images/:imageId/",
    shape: shape<{ response: RemovedProductImageJson }>(),
  },
  "portal.products.stockHistory": {
    method: "GET",
    path: "/api/portal/products/:id/stock-adjustments/",
    shape: shape<{ response: StockHistoryPage; query: z.input<typeof stockHistoryQuery> }>(),
  },
  "portal.products.adjustStock": {
    method: "POST",
    path: "/api/portal/products/:id/stock-adjustments/",
    shape: shape<{ response: StockAdjustmentJson; body: z.input<typeof stockAdjustment> }>(),
  },
  "portal.products.variants": {
    method: "GET",
    path: "/api/portal/products/:id/variants/",
    shape: shape<{ response: ProductVariantsJson }>(),
  },
  "portal.products.saveVariants": {
    method: "PUT",
    path: "/api/portal/products/:id/variants/",
    shape: shape<{ response: ProductVariantsJson; body: z.input<typeof productVariantsSave> }>(),
  },
  "portal.products.repriceVariants": {
    method: "POST",
    path: "/api/portal/products/:id/variants/reprice/",
    shape: shape<{ response: ProductVariantsJson; body: z.input<typeof variantsReprice> }>(),
  },
  "portal.reviews.list": {
    method: "GET",
    path: "/api/portal/reviews/",
    shape: shape<{ response: PortalReviewPage; query: ReviewQuery }>(),
  },
  "portal.reviews.setHidden": {
    method: "PATCH",
    path: "/api/portal/reviews/:id/",
    shape: shape<{ response: PortalReviewJson; body: z.input<typeof reviewPatch> }>(),
  },
  "portal.slides.list": {
    method: "GET",
    path: "/api/portal/slides/",
    shape: shape<{ response: { results: PortalSlideJson[] } }>(),
  },
  "portal.slides.create": {
    method: "POST",
    path: "/api/portal/slides/",
    shape: shape<{ response: PortalSlideJson; body: z.input<typeof slideCreate> }>(),
  },
  "portal.slides.get": {
    method: "GET",
    path: "/api/portal/slides/:id/",
    shape: shape<{ response: PortalSlideJson }>(),
  },
  "portal.slides.update": {
    method: "PATCH",
    path: "/api/portal/slides/:id/",
    shape: shape<{ response: PortalSlideJson; body: z.input<typeof slidePatch> }>(),
  },
  "portal.slides.delete": {
    method: "DELETE",
    path: "/api/portal/slides/:id/",
    shape: shape<{ response: null }>(),
  },
  "portal.staff.list": {
    method: "GET",
    path: "/api/portal/staff/",
    shape: shape<{ response: StaffPage; query: StaffQuery }>(),
  },
  "portal.staff.create": {
    method: "POST",
    path: "/api/portal/staff/",
    shape: shape<{ response: StaffJson; body: z.input<typeof staffCreate> }>(),
  },
  "portal.staff.get": {
    method: "GET",
    path: "/api/portal/staff/:id/",
    shape: shape<{ response: StaffJson }>(),
  },
  "portal.staff.update": {
    method: "PATCH",
    path: "/api/portal/staff/:id/",
    shape: shape<{ response: StaffJson; body: z.input<typeof staffPatch> }>(),
  },
  "portal.uploads.create": {
    method: "POST",
    path: "/api/portal/uploads/",
    shape: shape<{ response: UploadedImage; query: z.input<typeof uploadQuery> }>(),
  },
} as const satisfies Record<string, EndpointDefinition>;
