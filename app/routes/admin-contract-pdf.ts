/** /admin/requests/:reference/contracts/:number — a signed rental contract's PDF, as stored (staff only, never cached). */
import { data } from "react-router";
import type { Route } from "./+types/admin-contract-pdf";
import { getDb } from "../db/client.server.ts";
import { contractBytes } from "../db/handovers.server.ts";

export async function loader({ params }: Route.LoaderArgs) {
  const number = (params.number ?? "").replace(/\.pdf$/, "");
  const pdf = /^[A-Z]-\d{4}-\d{6}-\d{1,3}$/.test(number) ? await contractBytes(await getDb(), params.reference ?? "", number) : undefined;
  if (!pdf) throw data(null, { status: 404 });
  return new Response(new Uint8Array(pdf), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="contract-${number}.pdf"`, "Cache-Control": "private, no-store" },
  });
}
