import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { endpoints } from "@/lib/api/endpoints";
import type { Method } from "@/lib/api/endpoint";

/**
 * Compares the route files under app/api with the endpoint map (lib/api/endpoints) and finds the
 * browser code that still calls the API around it. docs/client-api.md explains the conversion.
 */

const ROOT = path.resolve(__dirname, "..");
const METHODS: readonly Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** Route files that are no endpoint of the shop: the library's own protocol, and the 404 for addresses nobody answers. */
export const NOT_ENDPOINTS: Record<string, string> = {
  "app/api/auth/[...nextauth]/route.ts": "NextAuth's own handlers, called by next-auth's client",
  "app/api/[...path]/route.ts": "the JSON 404 for any /api/ address no route answers",
};

export type RouteMethod = {
  file: string;
  path: string;
  method: Method;
  /** The endpoint its `route({ endpoint })` names, if it does. */
  endpoint?: string;
};

function filesUnder(directory: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, directory), { recursive: true, encoding: "utf8" })
    .map((file) => path.join(directory, file).split(path.sep).join("/"))
    .filter(keep)
    .sort();
}

/** "app/api/carts/items/[productId]/route.ts" -> "/api/carts/items/:productId/". */
export function pathOfRouteFile(file: string): string {
  const segments = file
    .replace(/^app/, "")
    .replace(/\/route\.ts$/, "")
    .split("/");
  return `${segments.map((segment) => segment.replace(/^\[(\w+)\]$/, ":$1")).join("/")}/`;
}

function exportsMethod(source: string, method: Method): boolean {
  return (
    new RegExp(`export\\s+(const|async\\s+function|function)\\s+${method}\\b`).test(source) ||
    new RegExp(`export\\s+(const\\s+)?\\{[^}]*\\b${method}\\b[^}]*\\}`).test(source)
  );
}

/** Every method every route file exports. */
export function routeMethods(): RouteMethod[] {
  return filesUnder("app/api", (file) => file.endsWith("/route.ts") && !(file in NOT_ENDPOINTS)).flatMap((file) => {
    const source = readFileSync(path.join(ROOT, file), "utf8");
    return METHODS.filter((method) => exportsMethod(source, method)).map((method) => {
      const declared = new RegExp(`export const ${method} = route\\(\\s*\\{\\s*endpoint: "([\\w.]+)"`).exec(source);
      return { file, path: pathOfRouteFile(file), method, endpoint: declared?.[1] };
    });
  });
}

/** Route files whose `endpoint:` is not written as `export const METHOD = route({ endpoint: "…", …`, which the checks read. */
export function unreadableEndpointDeclarations(): string[] {
  const methods = routeMethods();
  return [...new Set(methods.map(({ file }) => file))].filter((file) => {
    const declared = (readFileSync(path.join(ROOT, file), "utf8").match(/endpoint: "/g) ?? []).length;
    return declared !== methods.filter((route) => route.file === file && route.endpoint).length;
  });
}

/** Route methods no entry of the map describes (phase 2 converts them). */
export function unmappedRoutes(): RouteMethod[] {
  const mapped = new Set(Object.values(endpoints).map(({ method, path }) => `${method} ${path}`));
  return routeMethods().filter(({ method, path }) => !mapped.has(`${method} ${path}`));
}

export type CallSite = { file: string; line: number; text: string; problem: string };

/** What a converted browser file no longer holds: the API's addresses, response casts, and the old ways to read. */
const OLD_WAYS: readonly { pattern: RegExp; problem: string }[] = [
  { pattern: /["'`]\/api\//, problem: "an /api/ path literal (use callApi, apiPath or useApiQuery)" },
  { pattern: /\b(apiGet|apiRequest|apiUpload|useResource)</, problem: "a response cast (the endpoint map types it)" },
  { pattern: /\b(useResource|apiGet|answersInOrder)\(/, problem: "an old way to read (use useApiQuery)" },
];

/** The lines of components/** and app/** (not app/api, not tests) that still call the API the old way. */
export function unconvertedCallSites(): CallSite[] {
  const browserFile = (file: string) =>
    /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("app/api/");
  return [...filesUnder("components", browserFile), ...filesUnder("app", browserFile)].flatMap((file) =>
    readFileSync(path.join(ROOT, file), "utf8")
      .split("\n")
      .flatMap((text, index) =>
        OLD_WAYS.filter(({ pattern }) => pattern.test(text)).map(({ problem }) => ({
          file,
          line: index + 1,
          text: text.trim(),
          problem,
        })),
      ),
  );
}
