/**
 * Drives the local fake Shiprocket by hand (development only), as the courier would: each scan is
 * sent to the app as the tracking webhook (docs/ndr-rto.md).
 *
 *   npm run courier -- <awb> undelivered           picked up … one failed attempt (NDR)
 *   npm run courier -- <awb> delivered-after-ndr   undelivered once, then delivered
 *   npm run courier -- <awb> rto-after-ndr         undelivered twice, then RTO initiated and RTO delivered
 *   npm run courier -- <awb> rto                   RTO initiated, RTO delivered (after staff chose "return")
 *   npm run courier -- <awb> next                  one scan on (after a re-attempt: out for delivery, delivered;
 *                                                  after a return: RTO initiated, RTO delivered)
 *   npm run courier -- <awb> "UNDELIVERED" ["Customer refused to accept"]   one scan of that status (and reason)
 *
 * The fake listens on SHIPROCKET_FAKE_PORT (default 4020; `source .ports.env` in a worktree).
 */
import { LOCAL_SHIPROCKET } from "../lib/local-shiprocket";
import { FAKE_PATHS } from "./fakes/shiprocket-ndr";

async function main() {
  const [awb, what, reason] = process.argv.slice(2);
  if (!awb || !what) {
    console.error(`Usage: npm run courier -- <awb> <${FAKE_PATHS.join("|")}|next|STATUS> [reason]`);
    process.exit(2);
  }
  const base = `http://127.0.0.1:${process.env.SHIPROCKET_FAKE_PORT ?? LOCAL_SHIPROCKET.port}/__fake/shipments/${encodeURIComponent(awb)}`;
  const isPath = (FAKE_PATHS as readonly string[]).includes(what);
  const response = await fetch(isPath ? `${base}/path` : `${base}/advance`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(isPath ? { path: what } : what === "next" ? {} : { status: what, reason }),
  }).catch(() => null);
  if (!response) throw new Error(`No fake Shiprocket at ${base}: start it with npm run dev.`);
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(String(answer.message ?? `HTTP ${response.status}`));
  console.log(JSON.stringify(answer, null, 2));
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
