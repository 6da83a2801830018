import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { addStaffAccount, countRows, insertQuoteRequest, MAIL, setFleet, STAFF } from "../../tests/support/rental-fixture.ts";
import { getRequestDetail } from "./admin-requests.server.ts";
import { submissionStatusChanges } from "./admin-schema.ts";
import { listCustomerQuoteRequests } from "./customer-requests.server.ts";
import type { Db } from "./client.server.ts";
import { acceptQuote, cancelReservation, declineQuote, extendReservation, markReturned, quoteEditor, quoteForLink, requestDateChange, saveQuoteDraft, sendQuote } from "./quotes.server.ts";
import { quoteResponses, reservations } from "./rental-schema.ts";
import { emailOutbox, submissions } from "./schema.ts";

/** 10:00 in Quebec on 2026-11-22; the request asks for the 4th to the 12th of December, handover 07:00 on the 4th (12:00 UTC). */
const NOW = new Date("2026-11-22T15:00:00Z");
const DEPOT = { latitude: 45.4167, longitude: -73.4999 };
const BROWSER = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (test)" };

/** A request for 2 grinders, priced from the catalogue and sent; its token. */
async function sentQuote(db: Db, options: { fleet?: number; now?: Date } = {}) {
  await setFleet(db, 1, options.fleet ?? 2);
  const request = await insertQuoteRequest(db);
  const state = await quoteEditor(db, request.reference, NOW, { depot: DEPOT });
  await saveQuoteDraft(db, { submissionId: request.id, draft: state!.draft, actor: STAFF, now: NOW });
  const sent = await sendQuote(db, { submissionId: request.id, actor: STAFF, mail: MAIL, now: options.now ?? NOW });
  if (!sent.ok) throw new Error(`not sent: ${sent.reason}`);
  return { ...request, token: sent.token };
}

const accept = (db: Db, token: string, overrides: Partial<Parameters<typeof acceptQuote>[1]> = {}) =>
  acceptQuote(db, { token, version: 1, fullName: "Jean Tremblay", ...BROWSER, mail: MAIL, now: NOW, ...overrides });

async function historyOf(db: Db, id: string) {
  const rows = await db.select().from(submissionStatusChanges).where(eq(submissionStatusChanges.submissionId, id)).orderBy(asc(submissionStatusChanges.id));
  return rows.map((row) => [row.fromStatus, row.toStatus, row.changedByKind, row.changedByName]);
}

async function emailKinds(db: Db, id: string) {
  const rows = await db
    .select({ kind: emailOutbox.kind, to: emailOutbox.toAddress })
    .from(emailOutbox)
    .where(eq(emailOutbox.submissionId, id))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.kind));
  return rows.map((row) => [row.kind, row.to]);
}

describeEachDatabase("quotes: the customer's answers", (current) => {
  it("accepts the latest version: reserves the units, records version, time, IP, browser and name, and tells both sides", async () => {
    const { db } = current();
    await addStaffAccount(db);
    const quote = await sentQuote(db);
    expect(await accept(db, quote.token, { fullName: "   " })).toEqual({ ok: false, reason: "invalid" });
    expect(await accept(db, quote.token, { version: 7 })).toEqual({ ok: false, reason: "not-found" });
    expect(await accept(db, "nope")).toEqual({ ok: false, reason: "not-found" });
    expect(await accept(db, quote.token, { fullName: " Jean Tremblay " })).toEqual({ ok: true });

    const [response] = await db.select().from(quoteResponses).where(eq(quoteResponses.submissionId, quote.id));
    expect(response).toMatchObject({ kind: "accepted", actor: "customer", actorName: "Jean Tremblay", ip: BROWSER.ip, userAgent: BROWSER.userAgent, createdAt: NOW });
    expect(await db.select({ units: reservations.units, start: reservations.startDate, end: reservations.endDate, hold: reservations.holdUntil }).from(reservations)).toEqual([
      { units: 2, start: "2026-12-04", end: "2026-12-12", hold: "2026-12-13" },
    ]);
    expect(await historyOf(db, quote.id)).toEqual([
      ["new", "quoted", "staff", STAFF.name],
      ["quoted", "accepted", "customer", "Jean Tremblay"],
    ]);
    expect((await emailKinds(db, quote.id)).map(([kind]) => kind)).toEqual(["quote-sent", "quote-accepted-customer", "quote-accepted-staff"]);
    expect((await emailKinds(db, quote.id)).at(-1)).toEqual(["quote-accepted-staff", MAIL.staffNotifyEmail]);

    // Once accepted: no second acceptance; the link offers cancellation, with the fee it would cost now.
    expect(await accept(db, quote.token)).toEqual({ ok: false, reason: "not-open" });
    const view = await quoteForLink(db, quote.token, NOW);
    expect(view).toMatchObject({
      status: "accepted",
      acceptedVersion: 1,
      can: { accept: false, decline: false, cancel: true, requestDateChange: true },
      cancellationPreview: { band: "free", percent: 0, feeCents: 0 },
    });
    expect(view?.responses).toMatchObject([{ kind: "accepted", actor: "customer", actorName: "Jean Tremblay", version: 1, feePercent: null }]);
    expect(view?.availability).toEqual([null]);
  });

  it("refuses a superseded version, an expired quote and units already taken, writing nothing", async () => {
    const { db } = current();
    await addStaffAccount(db);
    const quote = await sentQuote(db, { fleet: 2 });
    const state = await quoteEditor(db, quote.reference, NOW, { depot: DEPOT });
    await saveQuoteDraft(db, { submissionId: quote.id, draft: { ...state!.draft, discount: 10 }, actor: STAFF, now: NOW });
    await sendQuote(db, { submissionId: quote.id, actor: STAFF, mail: MAIL, now: NOW });
    const counts = async () => ({
      responses: await countRows(db, "quote_responses"),
      emails: await countRows(db, "email_outbox"),
      history: await countRows(db, "submission_status_changes"),
      reservations: await countRows(db, "reservations"),
    });
    const before = await counts();
    expect(await accept(db, quote.token, { version: 1 })).toEqual({ ok: false, reason: "superseded" });
    // Valid until the 29th, to the end of that day in Quebec: at 00:30 on the 30th it is too late.
    expect(await quoteForLink(db, quote.token, new Date("2026-11-30T04:30:00Z"))).toMatchObject({ expired: false, can: { accept: true } });
    const late = new Date("2026-11-30T05:30:00Z");
    expect(await accept(db, quote.token, { version: 2, now: late })).toEqual({ ok: false, reason: "expired" });
    expect(await declineQuote(db, { token: quote.token, version: 2, reason: null, mail: MAIL, now: late })).toEqual({ ok: false, reason: "expired" });
    expect(await quoteForLink(db, quote.token, late)).toMatchObject({ expired: true, can: { accept: false, decline: false } });
    expect(await counts()).toEqual(before);

    // Another request takes one of the two grinders on overlapping dates, and is accepted first.
    const other = await insertQuoteRequest(db, { startDate: "2026-12-10", endDate: "2026-12-20", lines: [{ productId: 1, quantity: 1 }] });
    const otherState = await quoteEditor(db, other.reference, NOW, { depot: DEPOT });
    await saveQuoteDraft(db, { submissionId: other.id, draft: otherState!.draft, actor: STAFF, now: NOW });
    const otherSent = await sendQuote(db, { submissionId: other.id, actor: STAFF, mail: MAIL, now: NOW });
    expect(await accept(db, otherSent.ok ? otherSent.token : "")).toEqual({ ok: true });
    const afterOther = await counts();
    expect(await accept(db, quote.token, { version: 2 })).toEqual({ ok: false, reason: "unavailable", productId: 1 });
    expect(await counts()).toEqual(afterOther);
    const [row] = await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, quote.id));
    expect(row?.status).toBe("quoted");
  });

  it("records an acceptance given by phone as the staff member's", async () => {
    const { db } = current();
    await addStaffAccount(db);
    const quote = await sentQuote(db);
    expect(await accept(db, quote.token, { fullName: "", staff: STAFF, ip: null, userAgent: null })).toEqual({ ok: true });
    const [response] = await db.select().from(quoteResponses);
    expect(response).toMatchObject({ actor: "staff", actorName: STAFF.name, actorUserId: STAFF.userId, reason: null });
    expect((await historyOf(db, quote.id)).at(-1)).toEqual(["quoted", "accepted", "staff", STAFF.name]);
  });

  it("declines with an optional reason; staff are told; the link becomes read-only", async () => {
    const { db } = current();
    await addStaffAccount(db);
    const quote = await sentQuote(db);
    expect(await declineQuote(db, { token: quote.token, version: 1, reason: " Trop cher ", mail: MAIL, now: NOW })).toEqual({ ok: true });
    expect(await declineQuote(db, { token: quote.token, version: 1, reason: null, mail: MAIL, now: NOW })).toEqual({ ok: false, reason: "not-open" });
    const [response] = await db.select().from(quoteResponses);
    expect(response).toMatchObject({ kind: "declined", actor: "customer", actorName: "Jean Tremblay", reason: "Trop cher" });
    expect((await historyOf(db, quote.id)).at(-1)).toEqual(["quoted", "declined", "customer", "Jean Tremblay"]);
    expect((await emailKinds(db, quote.id)).at(-1)).toEqual(["quote-declined-staff", MAIL.staffNotifyEmail]);
    expect(await quoteForLink(db, quote.token, NOW)).toMatchObject({ status: "declined", can: { accept: false, decline: false, cancel: false, requestDateChange: false }, cancellationPreview: null });
    expect(await accept(db, quote.token)).toEqual({ ok: false, reason: "not-open" });
  });

  it("cancels 30 h before the handover for 25 % of the accepted total, frees the units and tells both sides", async () => {
    const { db } = current();
    await addStaffAccount(db);
    const quote = await sentQuote(db, { fleet: 2 });
    await accept(db, quote.token);
    const total = (await quoteForLink(db, quote.token, NOW))!.current.totals.total;
    // The handover is at 07:00 on the 4th (12:00 UTC): 30 hours before is 06:00 UTC on the 3rd.
    const at = new Date("2026-12-03T06:00:00Z");
    expect((await quoteForLink(db, quote.token, at))?.cancellationPreview).toEqual({ band: "24-48", percent: 25, feeCents: Math.round(total * 100 * 0.25) });
    expect(await declineQuote(db, { token: quote.token, version: 1, reason: null, mail: MAIL, now: at })).toEqual({ ok: false, reason: "not-open" });
    const cancelled = await cancelReservation(db, { token: quote.token, mail: MAIL, now: at });
    expect(cancelled).toEqual({ ok: true, fee: { band: "24-48", percent: 25, feeCents: Math.round(total * 100 * 0.25) } });
    const [response] = await db.select().from(quoteResponses).where(eq(quoteResponses.kind, "cancelled"));
    expect(response).toMatchObject({ actor: "customer", feePercent: 25, feeAmount: Math.round(total * 25) / 100, feeWaived: null });
    expect(await db.select({ released: reservations.releasedAt }).from(reservations)).toEqual([{ released: at }]);
    expect((await historyOf(db, quote.id)).at(-1)).toEqual(["accepted", "cancelled", "customer", "Jean Tremblay"]);
    expect((await emailKinds(db, quote.id)).slice(-2).map(([kind]) => kind)).toEqual(["reservation-cancelled-customer", "reservation-cancelled-staff"]);
    expect(await cancelReservation(db, { token: quote.token, mail: MAIL, now: at })).toEqual({ ok: false, reason: "not-open" });
    expect(await quoteForLink(db, quote.token, at)).toMatchObject({ status: "cancelled", can: { cancel: false, requestDateChange: false } });
  });

  it("lets staff waive the fee with a reason, recorded with the policy's band", async () => {
    const { db } = current();
    await addStaffAccount(db);
    const quote = await sentQuote(db);
    await accept(db, quote.token);
    const at = new Date("2026-12-04T10:00:00Z");
    expect(await cancelReservation(db, { token: quote.token, staff: STAFF, waiverReason: "Tempête de verglas", mail: MAIL, now: at })).toEqual({
      ok: true,
      fee: { band: "under-24", percent: 50, feeCents: 0 },
    });
    const [response] = await db.select().from(quoteResponses).where(eq(quoteResponses.kind, "cancelled"));
    expect(response).toMatchObject({ actor: "staff", actorName: STAFF.name, feePercent: 50, feeAmount: 0, feeWaived: "Tempête de verglas" });
  });

  it("takes a date-change request, free more than 24 h before the handover; the status stays accepted", async () => {
    const { db } = current();
    await addStaffAccount(db);
    const quote = await sentQuote(db);
    expect(await requestDateChange(db, { token: quote.token, message: "Le 8 plutôt", mail: MAIL, now: NOW })).toEqual({ ok: false, reason: "not-open" });
    await accept(db, quote.token);
    expect(await requestDateChange(db, { token: quote.token, message: "  ", mail: MAIL, now: NOW })).toEqual({ ok: false, reason: "invalid" });
    expect(await requestDateChange(db, { token: quote.token, message: "Le 8 plutôt", mail: MAIL, now: new Date("2026-12-03T11:00:00Z") })).toEqual({ ok: true, free: true });
    expect(await requestDateChange(db, { token: quote.token, message: "Le 9 alors", mail: MAIL, now: new Date("2026-12-03T13:00:00Z") })).toEqual({ ok: true, free: false });
    expect((await emailKinds(db, quote.id)).at(-1)).toEqual(["date-change-staff", MAIL.staffNotifyEmail]);
    expect((await quoteForLink(db, quote.token, NOW))?.responses.map((r) => [r.kind, r.reason])).toEqual([
      ["accepted", null],
      ["date-change", "Le 8 plutôt"],
      ["date-change", "Le 9 alors"],
    ]);
    expect((await quoteForLink(db, quote.token, NOW))?.status).toBe("accepted");
  });

  it("extends an accepted reservation when the days are free, then completes it on return", async () => {
    const { db } = current();
    await addStaffAccount(db);
    const quote = await sentQuote(db, { fleet: 2 });
    expect(await extendReservation(db, { submissionId: quote.id, newEnd: "2026-12-15", actor: STAFF, now: NOW })).toEqual({ ok: false, reason: "not-accepted" });
    await accept(db, quote.token);
    expect(await extendReservation(db, { submissionId: quote.id, newEnd: "2026-12-10", actor: STAFF, now: NOW })).toEqual({ ok: false, reason: "invalid" });
    expect(await extendReservation(db, { submissionId: quote.id, newEnd: "2026-12-15", actor: STAFF, now: NOW })).toEqual({ ok: true });
    expect(await db.select({ end: reservations.endDate, hold: reservations.holdUntil }).from(reservations)).toEqual([{ end: "2026-12-15", hold: "2026-12-16" }]);
    expect(await markReturned(db, { submissionId: quote.id, actor: STAFF, now: new Date("2026-12-14T20:00:00Z") })).toEqual({ ok: true });
    expect(await db.select({ end: reservations.endDate, hold: reservations.holdUntil }).from(reservations)).toEqual([{ end: "2026-12-14", hold: "2026-12-15" }]);
    expect((await historyOf(db, quote.id)).at(-1)).toEqual(["accepted", "completed", "staff", STAFF.name]);
    expect((await quoteForLink(db, quote.token, NOW))?.responses.map((r) => [r.kind, r.actor, r.reason])).toEqual([
      ["accepted", "customer", null],
      ["extended", "staff", "2026-12-15"],
      ["returned", "staff", null],
    ]);
    expect(await markReturned(db, { submissionId: quote.id, actor: STAFF })).toEqual({ ok: false, reason: "not-accepted" });
  });

  it("keeps an accepted quote's link until 30 days after the end, then answers not found", async () => {
    const { db } = current();
    await addStaffAccount(db);
    const quote = await sentQuote(db);
    await accept(db, quote.token);
    expect(await quoteForLink(db, quote.token, new Date("2027-01-11T15:00:00Z"))).toMatchObject({ openUntil: "2027-01-11", can: { cancel: true } });
    const late = new Date("2027-01-12T15:00:00Z");
    expect(await quoteForLink(db, quote.token, late)).toBeNull();
    expect(await cancelReservation(db, { token: quote.token, mail: MAIL, now: late })).toEqual({ ok: false, reason: "too-late" });
  });

  it("shows who or what moved the request in the staff's history and in the customer's", async () => {
    const { db } = current();
    await addStaffAccount(db);
    const quote = await sentQuote(db);
    await accept(db, quote.token);
    const [row] = await db.select({ email: submissions.email }).from(submissions).where(eq(submissions.id, quote.id));
    await cancelReservation(db, { token: quote.token, staff: STAFF, mail: MAIL, now: NOW });
    const detail = await getRequestDetail(db, quote.reference, "fr");
    expect(detail?.history.map((change) => [change.from, change.to, change.byKind, change.byName])).toEqual([
      ["new", "quoted", "staff", STAFF.name],
      ["quoted", "accepted", "customer", "Jean Tremblay"],
      ["accepted", "cancelled", "staff", STAFF.name],
    ]);
    const [mine] = await listCustomerQuoteRequests(db, { userId: "nobody", email: row!.email, emailVerified: true }, "fr");
    expect(mine).toMatchObject({ reference: quote.reference, status: "cancelled", startDate: "2026-12-04", endDate: "2026-12-12", quoteToken: quote.token });
    expect(mine?.history.map((change) => [change.from, change.to, change.by])).toEqual([
      ["new", "quoted", "staff"],
      ["quoted", "accepted", "customer"],
      ["accepted", "cancelled", "staff"],
    ]);
  });
});
