/**
 * GET /admin/updates?since=<ISO time>: what the open dashboard polls every
 * few seconds (docs/decisions/0008): requests created since the marker (with
 * an overlap, see LIVE_OVERLAP_MS), how many changed, and the next marker.
 * Read from the database, so it works with several instances behind any
 * proxy. Staff only, never stored: the back office's layout route
 * (routes/staff-layout.tsx) guards it before anything is read.
 */
import type { Route } from "./+types/admin-updates";
import { requestActivitySince } from "../db/admin-requests.server.ts";
import { getDb } from "../db/client.server.ts";
import type { LiveUpdate } from "../components/admin/live-updates.tsx";

const MAX_LOOKBACK_MS = 24 * 60 * 60 * 1000;

export async function loader(args: Route.LoaderArgs) {
  const since = Date.parse(args.url.searchParams.get("since") ?? "");
  const now = Date.now();
  // A missing or odd marker (a tab asleep for days) looks back a bounded time only.
  const marker = new Date(Number.isFinite(since) ? Math.max(since, now - MAX_LOOKBACK_MS) : now);
  const activity = await requestActivitySince(await getDb(), marker);
  const body: LiveUpdate = {
    checkedAt: activity.checkedAt.toISOString(),
    created: activity.created.map((request) => ({ ...request, createdAt: request.createdAt.toISOString() })),
    updated: activity.updated,
  };
  return Response.json(body);
}
