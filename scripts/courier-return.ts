/**
 * Drives the local fake Shiprocket's reverse pickup of a return by hand (development):
 *
 *   npm run courier:return -- <AWB>             the courier picks the parcel up at the shopper's
 *   npm run courier:return -- <AWB> delivered   ...and delivers it back to the shop
 *
 * The AWB is on the admin's return page. The fake POSTs each scan to the shop's tracking webhook
 * with `is_return: 1`, as Shiprocket does (docs/returns.md). Needs `npm run dev` running.
 */
import { LOCAL_SHIPROCKET } from "../lib/local-shiprocket";

const STEPS: Record<string, string | undefined> = { "picked-up": undefined, pickup: undefined, delivered: "DELIVERED" };

async function main() {
  const [awb, step = "picked-up"] = process.argv.slice(2);
  if (!awb || !(step in STEPS)) {
    console.error("Usage: npm run courier:return -- <AWB> [picked-up|delivered]");
    process.exit(2);
  }
  const port = process.env.SHIPROCKET_FAKE_PORT ?? LOCAL_SHIPROCKET.port;
  const status = STEPS[step];
  const response = await fetch(`http://127.0.0.1:${port}/__fake/shipments/${encodeURIComponent(awb)}/advance`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(status ? { status } : {}),
  });
  const answer = (await response.json()) as { status?: string; message?: string; webhooks?: { status: number }[] };
  if (!response.ok) {
    console.error(`The fake courier refused: ${answer.message ?? response.status}`);
    process.exit(1);
  }
  console.log(
    `AWB ${awb}: ${answer.status}; the shop answered the webhook with HTTP ${answer.webhooks?.at(-1)?.status}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
