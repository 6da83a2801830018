/**
 * What the private link (/quotes/{token}) shows and offers at a moment. Whoever
 * holds the token may act on it: it is the only key. The link shows the latest sent version;
 * while the quote is open (quoted, not expired) it offers to accept or decline; once accepted,
 * to request other dates or cancel (with the fee it would cost now); expired, declined,
 * cancelled or completed: read-only. Until ACCEPTED_LINK_DAYS_AFTER_END after the rental's
 * end, whatever the status; after that the link answers not found.
 */
import { asc, eq } from "drizzle-orm";
import { cancellationFee } from "../domain/rental/cancellation-fee.ts";
import { toCents } from "../domain/pricing.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import type { Db } from "./client.server.ts";
import type { DbOrTx } from "./outbox.server.ts";
import { documentOf, isExpiredAt, linkOpenUntil, sentVersions, type VersionRow } from "./quote-records.server.ts";
import type { QuoteLinkView, QuoteResponseView } from "./quote-types.ts";
import { quoteResponses, quoteVersions } from "./rental-schema.ts";
import { availabilityByLine } from "./reservations.server.ts";
import { submissions } from "./schema.ts";

/** The request's answers, oldest first, each with the version it concerns. */
export async function responsesOf(db: DbOrTx, submissionId: string): Promise<(QuoteResponseView & { versionId: string })[]> {
  const rows = await db
    .select({ response: quoteResponses, version: quoteVersions.version })
    .from(quoteResponses)
    .innerJoin(quoteVersions, eq(quoteVersions.id, quoteResponses.quoteVersionId))
    .where(eq(quoteResponses.submissionId, submissionId))
    .orderBy(asc(quoteResponses.createdAt), asc(quoteResponses.id));
  return rows.map(({ response, version }) => ({
    kind: response.kind,
    actor: response.actor,
    actorName: response.actorName,
    version,
    versionId: response.quoteVersionId,
    at: response.createdAt,
    reason: response.reason,
    feePercent: response.feePercent,
    feeAmount: response.feeAmount,
    feeWaived: response.feeWaived,
  }));
}

/** The version the customer accepted (the last acceptance), among the sent ones. */
export function acceptedVersionOf(versions: readonly VersionRow[], responses: readonly { kind: string; versionId: string }[]): VersionRow | undefined {
  const accepted = responses.filter((response) => response.kind === "accepted").at(-1);
  return accepted ? versions.find((version) => version.id === accepted.versionId) : undefined;
}

/** The link's view at `now`; null for an unknown token, a request never sent, or a link past its last day. */
export async function quoteForLink(db: Db, token: string, now: Date = new Date()): Promise<QuoteLinkView | null> {
  if (token === "") return null;
  const [request] = await db.select().from(submissions).where(eq(submissions.quoteToken, token));
  if (!request) return null;
  const [versions, responses] = await Promise.all([sentVersions(db, request.id), responsesOf(db, request.id)]);
  const current = versions[0];
  if (!current) return null;
  const today = todayInBusinessZone(now);
  const openUntil = linkOpenUntil(current);
  if (today > openUntil) return null;

  const accepted = request.status === "accepted" ? (acceptedVersionOf(versions, responses) ?? current) : undefined;
  const expired = isExpiredAt(current, now);
  const open = request.status === "quoted" && !expired;
  const rented = current.lines.map((line) => (open && line.startDate && line.endDate ? { productId: line.productId, start: line.startDate, end: line.endDate, units: line.quantity } : null));
  const answers = await availabilityByLine(
    db,
    rented.map((query) => query ?? { productId: 0, start: "", end: "", units: 0 }),
  );
  return {
    submissionId: request.id,
    reference: request.reference,
    lang: request.lang,
    status: request.status,
    customerName: request.name,
    current: documentOf(current),
    availability: answers.map((answer) => (answer && answer.fleet !== null ? answer : null)),
    responses: responses.map(({ versionId: _versionId, ...response }) => response),
    can: { accept: open, decline: open, cancel: accepted !== undefined, requestDateChange: accepted !== undefined },
    cancellationPreview: accepted ? cancellationFee({ totalCents: toCents(accepted.total), handoverAt: accepted.handoverAt, now }) : null,
    acceptedVersion: acceptedVersionOf(versions, responses)?.version ?? null,
    expired,
    openUntil,
  };
}
