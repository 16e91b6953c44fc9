import { endpoints } from "@/lib/api/endpoints";
import {
  pathOfRouteFile,
  routeMethods,
  unconvertedCallSites,
  unmappedRoutes,
  unreadableEndpointDeclarations,
} from "@/scripts/contract-audit";

/** The endpoint map (lib/api/endpoints) and the route files under app/api describe the same API. */
describe("the API contract", () => {
  it("reads a route file's address as the map writes it", () => {
    expect(pathOfRouteFile("app/api/carts/items/[productId]/route.ts")).toBe("/api/carts/items/:productId/");
    expect(pathOfRouteFile("app/api/carts/route.ts")).toBe("/api/carts/");
  });

  it("has a route file exporting each endpoint's method at its path, declared with its name", () => {
    const declared = new Map(routeMethods().map((route) => [`${route.method} ${route.path}`, route.endpoint]));
    const wrong = Object.entries(endpoints)
      .filter(([name, { method, path }]) => declared.get(`${method} ${path}`) !== name)
      .map(([name, { method, path }]) => `${name}: ${method} ${path}`);
    expect(wrong).toEqual([]);
  });

  it("has each route that names an endpoint at that endpoint's path and method", () => {
    const misplaced = routeMethods()
      .filter(({ endpoint }) => endpoint !== undefined)
      .filter(({ endpoint, method, path }) => {
        const definition = endpoints[endpoint as keyof typeof endpoints];
        return definition?.method !== method || definition.path !== path;
      })
      .map(({ file, method, endpoint }) => `${file} ${method} names ${endpoint}`);
    expect(misplaced).toEqual([]);
  });

  it("finds every endpoint a route file names (written `export const METHOD = route({ endpoint: ...`)", () => {
    expect(unreadableEndpointDeclarations()).toEqual([]);
  });

  // Issue #27 phase 2 converts the rest (docs/client-api.md); the lead turns these on when it ends.
  // Until then `npm run contract:report` lists what is left.
  it.skip("describes every route file's methods (on after phase 2 of issue #27)", () => {
    expect(unmappedRoutes()).toEqual([]);
  });

  it.skip("leaves no /api/ path, response cast or old reader in the browser's code (on after phase 2 of issue #27)", () => {
    expect(unconvertedCallSites()).toEqual([]);
  });
});
