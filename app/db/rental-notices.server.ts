/**
 * The e-mails a rental's dates send on their own (decisions.md, third round): a reminder the
 * working day before the end date, and a notice once the rental is overdue (end date past,
 * units not back); each once per end date, so an extension makes a new reminder due. A rental
 * under way is an accepted quote with units out; its end date, the latest of its reservations
 * in force. A rental returned, or never handed over, gets nothing.
 *
 * Safe on several instances, as the quote expiry job (./quote-expiry.server.ts): the rentals
 * are claimed with FOR UPDATE SKIP LOCKED, read again under the lock, and each notice is a row
 * of `rental_notices` (its primary key is the "once") inserted in the transaction that enqueues
 * its e-mail, only when the insert took. The SQL finds the candidates; `dueNotice` decides.
 */
import { and, asc, eq, isNull, max, sql } from "drizzle-orm";
import { weeklyHoursOf } from "../domain/business-settings.ts";
import { addDays } from "../domain/rental/rental-dates.ts";
import { DAYS_IN_WEEK, dueNotice, type RentalNoticeKind } from "../domain/rental/rental-notices.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import { rentalEndReminderEmails, rentalOverdueEmails } from "../email/quote-emails.server.ts";
import { catalogueProducts } from "./catalogue-schema.ts";
import type { Db } from "./client.server.ts";
import { enqueueEmails, type DbOrTx } from "./outbox.server.ts";
import { acceptedVersionOf, responsesOf } from "./quote-link.server.ts";
import { documentOf, instanceMail, lockRequest, mailFacts, sentVersions, type QuoteMail } from "./quote-records.server.ts";
import { reservations } from "./rental-schema.ts";
import { rentalHandovers, rentalNotices, rentalUnits, unitAssignments } from "./units-schema.ts";

/** Rentals claimed per transaction. */
const BATCH = 20;

/** The rental's end date (its reservations in force) and the units not back, with their tags and products' names (the customer's requests show them too). */
export async function rentalOut(tx: DbOrTx, submissionId: string): Promise<{ endDate: string | null; units: { product: { fr: string; en: string }; tag: string }[] }> {
  const [[end], units] = await Promise.all([
    tx
      .select({ endDate: max(reservations.endDate) })
      .from(reservations)
      .where(and(eq(reservations.submissionId, submissionId), isNull(reservations.releasedAt))),
    tx
      .select({ tag: rentalUnits.tag, name: catalogueProducts.name })
      .from(unitAssignments)
      .innerJoin(rentalHandovers, eq(rentalHandovers.id, unitAssignments.handoverId))
      .innerJoin(rentalUnits, eq(rentalUnits.id, unitAssignments.unitId))
      .innerJoin(catalogueProducts, eq(catalogueProducts.id, unitAssignments.productId))
      .where(and(eq(rentalHandovers.submissionId, submissionId), isNull(unitAssignments.returnedAt)))
      .orderBy(asc(rentalUnits.tag)),
  ]);
  return { endDate: end?.endDate ?? null, units: units.map((unit) => ({ product: unit.name, tag: unit.tag })) };
}

/**
 * Sends the reminders and overdue notices due at `now`; answers how many of each. `mail`: what
 * the e-mails are rendered with, whose business hours tell the opening days (by default the
 * running instance's settings).
 */
export async function sendRentalNotices(db: Db, now: Date = new Date(), mail?: QuoteMail): Promise<Record<RentalNoticeKind, number>> {
  const today = todayInBusinessZone(now);
  const settings = mail ?? (await instanceMail(db));
  const hours = weeklyHoursOf(settings.business.openingHours);
  const sent: Record<RentalNoticeKind, number> = { "end-reminder": 0, overdue: 0 };
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      // Accepted requests with units out, ending within a week or past, without the notice of their end date yet.
      const due = (await tx.execute(sql`
        select s.id from submissions s
        join lateral (
          select max(r.end_date) as end_date from reservations r where r.submission_id = s.id and r.released_at is null
        ) rental on true
        where s.type = 'quote' and s.status = 'accepted' and s.id > ${after}::uuid
          and rental.end_date <= ${addDays(today, DAYS_IN_WEEK)}::date
          and exists (
            select 1 from unit_assignments a join rental_handovers h on h.id = a.handover_id
            where h.submission_id = s.id and a.returned_at is null)
          and not exists (
            select 1 from rental_notices n
            where n.submission_id = s.id and n.end_date = rental.end_date
              and n.kind = case when rental.end_date < ${today}::date then 'overdue' else 'end-reminder' end)
        order by s.id
        limit ${BATCH}
        for update of s skip locked
      `)) as unknown as { rows: { id: string }[] };
      for (const { id } of due.rows) {
        const request = await lockRequest(tx, { id });
        if (!request || request.status !== "accepted") continue;
        const out = await rentalOut(tx, id);
        if (out.endDate === null || out.units.length === 0) continue;
        const kind = dueNotice(out.endDate, today, hours);
        if (!kind) continue;
        const [versions, responses] = await Promise.all([sentVersions(tx, id), responsesOf(tx, id)]);
        const version = acceptedVersionOf(versions, responses) ?? versions[0];
        if (!version) continue;
        const inserted = await tx.insert(rentalNotices).values({ submissionId: id, kind, endDate: out.endDate, sentAt: now }).onConflictDoNothing().returning({ kind: rentalNotices.kind });
        if (inserted.length === 0) continue;
        const units = out.units.map((unit) => ({ product: unit.product[request.lang] || unit.product.fr, tag: unit.tag }));
        const facts = { ...mailFacts(request, documentOf(version), settings.publicUrl), endDate: out.endDate, units };
        const emails = kind === "end-reminder" ? rentalEndReminderEmails(facts, settings) : rentalOverdueEmails(facts, settings);
        await enqueueEmails(tx, id, emails, settings.messageIdDomain);
        sent[kind] += 1;
      }
      return due.rows.map((row) => row.id);
    });
    if (claimed.length < BATCH) return sent;
    after = claimed.at(-1)!;
  }
}
