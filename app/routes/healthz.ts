import { getDb, pingDatabase } from "../db/client.server.ts";

/** Liveness for a load balancer: 200 when the database answers. */
export async function loader() {
  const ok = await pingDatabase(await getDb()).catch(() => false);
  return Response.json({ ok }, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
