import { unconvertedCallSites, unmappedRoutes } from "./contract-audit";

/** `npm run contract:report`: what phase 2 of issue #27 has left to convert (docs/client-api.md). */
const routes = unmappedRoutes();
const sites = unconvertedCallSites();
console.log(
  `Route methods not in lib/api/endpoints: ${routes.length} (in ${new Set(routes.map((r) => r.file)).size} files)`,
);
for (const { method, path, file } of routes) console.log(`  ${method.padEnd(6)} ${path}  (${file})`);
console.log(
  `\nBrowser lines still calling the API the old way: ${sites.length} (in ${new Set(sites.map((s) => s.file)).size} files)`,
);
for (const { file, line, problem, text } of sites) console.log(`  ${file}:${line}  ${problem}\n      ${text}`);
