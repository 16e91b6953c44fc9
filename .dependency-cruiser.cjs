/**
 * The layers of lib/server (docs/architecture.md), checked by `npm run lint`. A folder imports only
 * from its own layer and the layers below it, and no two folders import each other, directly or
 * through others. Tests may import from any layer: they are not checked.
 *
 * The files at the root of lib/server (db.ts, errors.ts, shutdown.ts) are the foundation every layer
 * stands on; ESLint keeps them from importing its folders. They are left out here: dependency-cruiser
 * counts an import of a root file as an import of all of lib/server, so any lib folder that lib/server
 * uses and that uses one lib/server folder (lib/api) would look like a cycle.
 */
const LAYERS = [
  {
    name: "adapters",
    folders: [
      "audit",
      "cache",
      "observability",
      "payments",
      "pdf",
      "queue",
      "requests",
      "security",
      "shipping",
      "storage",
      "webhooks",
      "whatsapp-cloud",
    ],
  },
  {
    name: "services",
    folders: [
      "auth",
      "cart",
      "catalog",
      "catalog-management",
      "contact",
      "coupons",
      "customers",
      "invoices",
      "mail",
      "messaging",
      "media",
      "orders",
      "reports",
      "settings",
      "staff",
    ],
  },
  { name: "workflows", folders: ["checkout", "courier-tracking", "data-rights", "returns", "sign-in"] },
  { name: "entry points", folders: ["health", "jobs", "route-handler", "routing"] },
];

const inFolders = (folders) => `^lib/server/(${folders.join("|")})/`;

const upward = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `${layer.name}-import-upward`,
  comment: `A folder of the ${layer.name} layer imports only from its own layer and those below it.`,
  severity: "error",
  from: { path: inFolders(layer.folders) },
  to: { path: inFolders(LAYERS.slice(index + 1).flatMap((above) => above.folders)) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "folder-in-no-layer",
      comment: "Every folder of lib/server belongs to one layer: add a new one to LAYERS in .dependency-cruiser.cjs.",
      severity: "error",
      from: { path: "^lib/server/[^/]+/", pathNot: inFolders(LAYERS.flatMap((layer) => layer.folders)) },
      to: {},
    },
    ...upward,
    {
      name: "no-folder-cycle",
      comment: "Two folders never depend on each other, directly or through other folders.",
      severity: "error",
      scope: "folder",
      from: { path: "^lib/" },
      to: { circular: true },
    },
    {
      name: "lower-lib-imports-server",
      comment:
        "lib/domain, lib/content, lib/http, lib/firebase and the files at the root of lib run anywhere: no lib/server.",
      severity: "error",
      from: { path: "^lib/(domain/|content/|http/|firebase/|[^/]+$)" },
      to: { path: "^lib/server/" },
    },
    {
      name: "lib-imports-app",
      comment: "lib/ is below the pages, route handlers and components that use it.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(app|components)/" },
    },
  ],
  options: {
    exclude: { path: ["\\.test\\.tsx?$", "^lib/server/[^/]+\\.ts$"] },
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
