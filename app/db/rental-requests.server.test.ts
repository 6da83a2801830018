import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { acceptedQuote, handOver, quebecDay, quoteMail, RENTED_PRODUCT, STAFF_MEMBER, type SentQuoteOptions } from "../../tests/support/sent-quote.ts";
import { addDays } from "../domain/rental/rental-dates.ts";
import type { Db } from "./client.server.ts";
import { markReturned } from "./quote-fulfilment.server.ts";
import { answerExtension, answerPickup, askExtension, askPickup, openRentalRequests, rentalUnderWay } from "./rental-requests.server.ts";
import { quoteResponses, reservations } from "./rental-schema.ts";
import { emailOutbox } from "./schema.ts";
import { rentalRequests } from "./units-schema.ts";

const GRINDER = { fr: "Meuleuse planétaire Husqvarna PG 820", en: "Husqvarna PG 820 planetary grinder" };

const accepted = (db: Db, options: SentQuoteOptions = {}) => acceptedQuote(db, { fleet: 2, ...options });

/** One grinder of a fleet of two handed over, on a rental from day 10 to day 18. */
async function unitOut(db: Db) {
  const quote = await accepted(db);
  const [tag] = await handOver(db, quote);
  return { ...quote, tag: tag!, end: quebecDay(18) };
}

/** Another customer's rental of both grinders from `startInDays`, for 3 days. */
const bothGrindersFrom = (db: Db, startInDays: number) => accepted(db, { quantity: 2, startInDays, days: 3, email: "autre@example.com" });

async function mails(db: Db, submissionId: string) {
  return db
    .select({ kind: emailOutbox.kind, to: emailOutbox.toAddress, subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.submissionId, submissionId)));
}

async function endOf(db: Db, submissionId: string) {
  const rows = await db.select({ end: reservations.endDate }).from(reservations).where(eq(reservations.submissionId, submissionId));
  return rows.map((row) => row.end);
}

describeEachDatabase("a customer's requests about a rental under way", (current) => {
  it("shows the units out, the end date and the contract once handed over, and nothing before", async () => {
    const { db } = current();
    const waiting = await accepted(db, { email: "avant@example.com" });
    expect(await rentalUnderWay(db, waiting.submissionId)).toBeNull();

    const rental = await unitOut(db);
    const today = quebecDay(0);
    expect(await rentalUnderWay(db, rental.submissionId)).toMatchObject({
      reference: rental.reference,
      units: [{ tag: rental.tag, product: GRINDER }],
      endDate: rental.end,
      contracts: [{ number: `${rental.reference}-1` }],
      requests: [],
      windows: { pickup: { first: today, last: addDays(rental.end, 7) }, extend: { first: addDays(rental.end, 1), last: addDays(rental.end, 90) } },
      waiting: { pickup: false, extend: false },
    });
  });

  it("takes a pickup within its days with a note and tells staff; one at a time; staff schedule it and the customer is told", async () => {
    const { db } = current();
    const rental = await unitOut(db);
    const pickup = (date: string, note: string | null = null) => askPickup(db, { submissionId: rental.submissionId, date, note, mail: quoteMail });

    expect(await pickup(quebecDay(-1))).toEqual({ ok: false, reason: "out-of-window", window: { first: quebecDay(0), last: addDays(rental.end, 7) } });
    expect(await pickup(addDays(rental.end, 8))).toMatchObject({ ok: false, reason: "out-of-window" });
    expect(await pickup(rental.end, "x".repeat(501))).toEqual({ ok: false, reason: "invalid" });
    expect(await pickup("2026-02-30")).toEqual({ ok: false, reason: "invalid" });
    expect(await db.select().from(rentalRequests)).toEqual([]);

    const asked = await pickup(rental.end, "  Barrière au 12, rue du Chantier.\r\nAppelez Marc.  ");
    expect(asked).toMatchObject({ ok: true });
    expect(await pickup(rental.end)).toEqual({ ok: false, reason: "waiting" });
    const [staffMail] = (await mails(db, rental.submissionId)).filter((mail) => mail.kind === "rental-request-staff");
    expect(staffMail).toMatchObject({ to: quoteMail.staffNotifyEmail, subject: expect.stringContaining(`Cueillette demandée ${rental.reference}`) });
    expect(staffMail!.text).toContain("Barrière au 12, rue du Chantier.\nAppelez Marc.");
    expect(staffMail!.text).toContain(rental.tag);
    expect((await rentalUnderWay(db, rental.submissionId))?.requests).toMatchObject([
      { kind: "pickup", date: rental.end, status: "open", note: "Barrière au 12, rue du Chantier.\nAppelez Marc.", addedCents: null },
    ]);
    expect((await rentalUnderWay(db, rental.submissionId))?.waiting).toEqual({ pickup: true, extend: false });

    const id = (asked as { id: number }).id;
    // An extension's answer is not a pickup's.
    expect(await answerExtension(db, { requestId: id, confirm: true, actor: STAFF_MEMBER, mail: quoteMail })).toEqual({ ok: false, reason: "not-found" });
    expect(await answerPickup(db, { requestId: id, actor: STAFF_MEMBER, mail: quoteMail })).toEqual({ ok: true });
    expect(await answerPickup(db, { requestId: id, actor: STAFF_MEMBER, mail: quoteMail })).toEqual({ ok: false, reason: "answered" });
    expect(await db.select({ status: rentalRequests.status, by: rentalRequests.answeredBy }).from(rentalRequests)).toEqual([{ status: "confirmed", by: STAFF_MEMBER.name }]);
    const answered = (await mails(db, rental.submissionId)).filter((mail) => mail.kind === "rental-request-answered");
    expect(answered).toMatchObject([{ to: "jean@example.com", subject: expect.stringContaining("Cueillette planifiée") }]);
    // Scheduled, another may be asked.
    expect(await pickup(quebecDay(0))).toMatchObject({ ok: true });
  });

  it("checks an extension against availability without reserving, names the first day short, and staff's confirmation extends the rental", async () => {
    const { db } = current();
    const rental = await unitOut(db);
    // Both grinders are taken from day 23: with the day of turnaround, the grinder is free until day 21.
    await bothGrindersFrom(db, 23);
    const extension = (newEnd: string) => askExtension(db, { submissionId: rental.submissionId, newEnd, mail: quoteMail });

    expect(await extension(rental.end)).toMatchObject({ ok: false, reason: "out-of-window", window: { first: addDays(rental.end, 1) } });
    expect(await extension(quebecDay(22))).toEqual({ ok: false, reason: "unavailable", productId: RENTED_PRODUCT, product: GRINDER, shortOn: quebecDay(23) });
    const asked = await extension(quebecDay(21));
    expect(asked).toMatchObject({ ok: true });
    // Nothing is held before staff confirm.
    expect(await endOf(db, rental.submissionId)).toEqual([rental.end]);
    // 9 days (1 week + 2 days: 1 925 $) become 12 (2 weeks: 2 450 $): 525 $ more, before taxes.
    expect((await rentalUnderWay(db, rental.submissionId))?.requests).toMatchObject([{ kind: "extend", date: quebecDay(21), status: "open", addedCents: 52_500 }]);
    const [staffMail] = (await mails(db, rental.submissionId)).filter((mail) => mail.kind === "rental-request-staff");
    expect(staffMail?.subject).toContain(`Prolongation demandée ${rental.reference}`);
    expect(staffMail?.text).toMatch(/525,00\s\$ de plus que la soumission acceptée/);
    expect(await extension(quebecDay(20))).toEqual({ ok: false, reason: "waiting" });

    const { requests } = await openRentalRequests(db, rental.submissionId);
    expect(await answerExtension(db, { requestId: requests[0]!.id, confirm: true, actor: STAFF_MEMBER, mail: quoteMail })).toEqual({ ok: true, status: "confirmed" });
    expect(await endOf(db, rental.submissionId)).toEqual([quebecDay(21)]);
    const history = await db.select({ kind: quoteResponses.kind, reason: quoteResponses.reason }).from(quoteResponses).where(eq(quoteResponses.submissionId, rental.submissionId));
    expect(history.at(-1)).toEqual({ kind: "extended", reason: quebecDay(21) });
    expect((await rentalUnderWay(db, rental.submissionId))?.endDate).toBe(quebecDay(21));
    expect((await openRentalRequests(db, rental.submissionId)).requests).toEqual([]);
    const answered = (await mails(db, rental.submissionId)).filter((mail) => mail.kind === "rental-request-answered");
    expect(answered).toMatchObject([{ to: "jean@example.com", subject: expect.stringContaining("Location prolongée jusqu'au") }]);
  });

  it("refuses staff's confirmation when the days were taken meanwhile, changing nothing; declining tells the customer", async () => {
    const { db } = current();
    const rental = await unitOut(db);
    const asked = await askExtension(db, { submissionId: rental.submissionId, newEnd: quebecDay(21), note: "Le coffrage a pris du retard.", mail: quoteMail });
    expect(asked).toMatchObject({ ok: true });
    const requestId = (asked as { id: number }).id;
    // Nothing was held: another customer takes both grinders from day 20.
    await bothGrindersFrom(db, 20);

    expect(await answerExtension(db, { requestId, confirm: true, actor: STAFF_MEMBER, mail: quoteMail })).toEqual({ ok: false, reason: "unavailable", productId: RENTED_PRODUCT });
    expect(await endOf(db, rental.submissionId)).toEqual([rental.end]);
    expect(await db.select({ status: rentalRequests.status }).from(rentalRequests)).toEqual([{ status: "open" }]);
    expect((await mails(db, rental.submissionId)).filter((mail) => mail.kind === "rental-request-answered")).toEqual([]);

    expect(await answerExtension(db, { requestId, confirm: false, actor: STAFF_MEMBER, mail: quoteMail })).toEqual({ ok: true, status: "declined" });
    expect(await answerExtension(db, { requestId, confirm: false, actor: STAFF_MEMBER, mail: quoteMail })).toEqual({ ok: false, reason: "answered" });
    const [answered] = (await mails(db, rental.submissionId)).filter((mail) => mail.kind === "rental-request-answered");
    expect(answered?.subject).toContain("Prolongation non confirmée");
    expect(answered?.text).toContain(quoteMail.business.phone);
    expect((await rentalUnderWay(db, rental.submissionId))?.requests).toMatchObject([{ status: "declined", note: "Le coffrage a pris du retard." }]);
  });

  it("takes requests only for an accepted rental with units out", async () => {
    const { db } = current();
    const notHandedOver = await accepted(db, { email: "avant@example.com" });
    expect(await askPickup(db, { submissionId: notHandedOver.submissionId, date: quebecDay(12), mail: quoteMail })).toEqual({ ok: false, reason: "not-under-way" });
    expect(await askPickup(db, { submissionId: "00000000-0000-4000-8000-000000000000", date: quebecDay(12), mail: quoteMail })).toEqual({ ok: false, reason: "not-found" });

    const rental = await unitOut(db);
    expect(await markReturned(db, { submissionId: rental.submissionId, actor: STAFF_MEMBER })).toEqual({ ok: true });
    expect(await askExtension(db, { submissionId: rental.submissionId, newEnd: quebecDay(20), mail: quoteMail })).toEqual({ ok: false, reason: "not-under-way" });
    expect(await rentalUnderWay(db, rental.submissionId)).toBeNull();
    expect(await answerPickup(db, { requestId: 2 ** 40, actor: STAFF_MEMBER, mail: quoteMail })).toEqual({ ok: false, reason: "not-found" });
    expect(await db.select().from(rentalRequests)).toEqual([]);
  });
});
