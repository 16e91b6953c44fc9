import type { AuditPage } from "@/lib/server/audit/audit";
import type { PortalReviewJson, PortalReviewPage } from "@/lib/server/catalog-management/reviews";
import type { PortalMessageJson, PortalMessagePage } from "@/lib/server/contact/contact-inbox";
import type { SubscriberPage } from "@/lib/server/contact/newsletter";
import type { StaffJson, StaffPage } from "@/lib/server/staff/management";
import type { AuditQuery } from "@/lib/validation/audit/query";
import type {
  MessageQuery,
  ReviewQuery,
  messagePatch,
  reviewPatch,
} from "@/lib/validation/catalog-management/storefront-content";
import type { NewsletterQuery, newsletterExportQuery } from "@/lib/validation/contact/newsletter";
import type { StaffQuery, staffCreate, staffPatch } from "@/lib/validation/staff/management";
import type { z } from "zod";
import { shape, type EndpointDefinition } from "../endpoint";

/** The staff portal's endpoints under /api/portal/ (catalogue, content, coupons, staff). */
export const portalEndpoints = {
  "portal.audit.list": {
    method: "GET",
    path: "/api/portal/audit/",
    shape: shape<{ response: AuditPage; query: AuditQuery }>(),
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
} as const satisfies Record<string, EndpointDefinition>;
