import { connection } from "next/server";
import { Suspense } from "react";

async function RequestTimeMarker() {
  await connection();
  return null;
}

/**
 * Keeps a page partly rendered per request. Next.js 16.4 rebuilds a fully static `[param]` page at
 * run time (once a cache tag or life it shows expires) as a shell whose params are still pending,
 * then serves that shell to client navigations, which fail with 'Connection closed' (React error
 * 412). With this empty per-request hole, navigations are rendered afresh from the cached data.
 */
export function RequestTimeBoundary() {
  return (
    <Suspense fallback={null}>
      <RequestTimeMarker />
    </Suspense>
  );
}
