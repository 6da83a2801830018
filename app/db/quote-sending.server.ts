/**
 * Sending a quote: the draft becomes the version the customer may accept (never
 * changed again), the request gets its private link's token (once: it stays across versions),
 * becomes `quoted` with its history row, and the e-mail with the link and the PDF goes to the
 * outbox, all in one transaction. A new version may be sent while the quote is open (new, in
 * progress or quoted); the customer then sees the latest.
 *
 * Refused: a line not available on its dates now (the customer would accept in vain), a
 * validity date already past or a rental whose first day has come (the quote would be expired
 * at once): the draft stays a draft.
 */
import { and, eq, isNull } from "drizzle-orm";
import { isUuid } from "../domain/request-filters.ts";
import { OPEN_QUOTE_STATUSES } from "../domain/request-status.ts";
import type { DraftErrors } from "../domain/quote/quote-draft.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import { quoteSentEmails } from "../email/quote-emails.server.ts";
import type { Db } from "./client.server.ts";
import { enqueueEmails } from "./outbox.server.ts";
import { documentOf, lockRequest, mailFacts, newQuoteToken, recordStatus, type QuoteMail } from "./quote-records.server.ts";
import { quoteVersions } from "./rental-schema.ts";
import type { StaffMember } from "./request-status.server.ts";
import { availabilityByLine } from "./reservations.server.ts";
import { submissions } from "./schema.ts";

export type SendOutcome =
  { ok: true; version: number; token: string } | { ok: false; reason: "not-found" | "no-draft" | "not-open" | "unavailable" | "invalid"; productId?: number; errors?: DraftErrors };

export async function sendQuote(db: Db, input: { submissionId: string; actor: StaffMember; mail: QuoteMail; now?: Date }): Promise<SendOutcome> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<SendOutcome> => {
    const request = await lockRequest(tx, { id: input.submissionId });
    if (!request) return { ok: false, reason: "not-found" };
    if (!(OPEN_QUOTE_STATUSES as readonly string[]).includes(request.status)) return { ok: false, reason: "not-open" };
    const [draft] = await tx
      .select()
      .from(quoteVersions)
      .where(and(eq(quoteVersions.submissionId, request.id), isNull(quoteVersions.sentAt)));
    if (!draft) return { ok: false, reason: "no-draft" };

    const today = todayInBusinessZone(now);
    const errors: DraftErrors = {};
    if (draft.validUntil < today) errors.validUntil = "past";
    draft.lines.forEach((line, i) => {
      if (line.startDate !== null && line.startDate <= today) errors[`lines.${i}.startDate`] = "past";
    });
    if (Object.keys(errors).length > 0) return { ok: false, reason: "invalid", errors };

    const rented = draft.lines.filter((line) => line.startDate !== null && line.endDate !== null);
    const availability = await availabilityByLine(
      tx,
      rented.map((line) => ({ productId: line.productId, start: line.startDate!, end: line.endDate!, units: line.quantity })),
    );
    const missing = availability.findIndex((answer, i) => answer !== null && answer.fleet !== null && answer.freeThroughout < rented[i]!.quantity);
    if (missing !== -1) return { ok: false, reason: "unavailable", productId: rented[missing]!.productId };

    const token = request.quoteToken ?? newQuoteToken();
    const [sent] = await tx.update(quoteVersions).set({ sentAt: now, updatedAt: now }).where(eq(quoteVersions.id, draft.id)).returning();
    if (!request.quoteToken) await tx.update(submissions).set({ quoteToken: token }).where(eq(submissions.id, request.id));
    await recordStatus(tx, request, "quoted", { kind: "staff", name: input.actor.name, userId: input.actor.userId }, input.now);
    const emails = await quoteSentEmails(mailFacts({ ...request, quoteToken: token }, documentOf(sent!), input.mail.publicUrl), input.mail);
    await enqueueEmails(tx, request.id, emails, input.mail.messageIdDomain);
    return { ok: true, version: sent!.version, token };
  });
}

/** The link's token of a request (staff: to open the customer's view, or the profile page); null before the first version is sent. */
export async function quoteTokenOf(db: Db, submissionId: string): Promise<string | null> {
  if (!isUuid(submissionId)) return null;
  const [row] = await db.select({ token: submissions.quoteToken }).from(submissions).where(eq(submissions.id, submissionId));
  return row?.token ?? null;
}
