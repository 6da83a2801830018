import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { addStaffAccount, countRows, insertQuoteRequest, MAIL, setFleet, STAFF } from "../../tests/support/rental-fixture.ts";
import { submissionStatusChanges } from "./admin-schema.ts";
import type { Db } from "./client.server.ts";
import { quoteEditor, quoteForLink, quoteTokenOf, saveQuoteDraft, sendQuote, type QuoteDraftInput } from "./quotes.server.ts";
import { quoteVersions, reservations } from "./rental-schema.ts";
import { emailOutbox, submissions } from "./schema.ts";

/** 10:00 in Quebec on 2026-11-22; the request asks for the 4th to the 12th of December (9 days). */
const NOW = new Date("2026-11-22T15:00:00Z");
const DEPOT = { latitude: 45.4167, longitude: -73.4999 };

async function editor(db: Db, reference: string, now = NOW) {
  const state = await quoteEditor(db, reference, now, { depot: DEPOT });
  if (!state) throw new Error("no editor");
  return state;
}

async function statusOf(db: Db, id: string) {
  const [row] = await db.select({ status: submissions.status, token: submissions.quoteToken }).from(submissions).where(eq(submissions.id, id));
  return row;
}

describeEachDatabase("quotes: prepare and send", (current) => {
  it("prefills a new draft from the request: quantities, dates, catalogue prices by duration, delivery estimate, handover and validity", async () => {
    const { db } = current();
    await setFleet(db, 1, 3);
    await setFleet(db, 4, 1);
    const request = await insertQuoteRequest(db, {
      deliveryChoice: "delivery",
      deliveryPostalCode: "J8Y 3Z7",
      lines: [
        { productId: 1, quantity: 2 },
        { productId: 4, quantity: 1, startDate: "2026-12-05", endDate: "2026-12-06" },
        { productId: 8, quantity: 10 },
      ],
    });
    const state = await editor(db, request.reference);
    expect(state).toMatchObject({ submissionId: request.id, reference: request.reference, status: "new", lang: "fr", saved: false, versions: [] });
    expect(state.draft).toEqual({
      lines: [
        { productId: 1, quantity: 2, startDate: "2026-12-04", endDate: "2026-12-12", unitTotalOverride: null, priceReason: null },
        { productId: 4, quantity: 1, startDate: "2026-12-05", endDate: "2026-12-06", unitTotalOverride: null, priceReason: null },
        { productId: 8, quantity: 10, startDate: null, endDate: null, unitTotalOverride: null, priceReason: null },
      ],
      extras: [],
      // Gatineau: 230 road km, 2 trips of 150 $ + 155 km × 1 $.
      deliveryFee: 610,
      discount: 0,
      deposit: 0,
      handoverDate: "2026-12-04",
      handoverTime: "07:00",
      validUntil: "2026-11-29",
      note: null,
    });
    // 9 days of the grinder = 1 week + 2 days = 1 925 $ a unit.
    expect(state.priced.lines[0]).toMatchObject({ quantity: 2, weeks: 1, days: 2, dayPrice: 350, weekPrice: 1225, unitTotal: 1925, lineTotal: 3850 });
    expect(state.priced.lines[1]).toMatchObject({ weeks: 0, days: 2, unitTotal: 290, lineTotal: 290 });
    expect(state.priced.lines[2]).toMatchObject({ startDate: null, weeks: 0, days: 0, dayPrice: null, unitTotal: 45, lineTotal: 450 });
    expect(state.priced.totals.subtotal).toBe(3850 + 290 + 450 + 610);
    expect(state.priced.handoverAt).toBe("2026-12-04T12:00:00.000Z");
    expect(state.availability.map((a) => a?.freeThroughout ?? null)).toEqual([3, 1, null]);
    expect(state.extraPrices).toEqual([
      { kind: "diamond", label: expect.any(Object), unitPrice: 39 },
      { kind: "transformer", label: expect.any(Object), unitPrice: 75 },
      { kind: "sweeper", label: expect.any(Object), unitPrice: 40 },
      { kind: "operator", label: expect.any(Object), unitPrice: 100 },
    ]);
    expect(await quoteEditor(db, "S-2026-000000", NOW, { depot: DEPOT })).toBeNull();
  });

  it("takes the request's stored delivery estimate, and gives a line of a request without dates one period", async () => {
    const { db } = current();
    const request = await insertQuoteRequest(db, { startDate: null, endDate: null, deliveryChoice: "delivery", deliveryEstimate: 300, lines: [{ productId: 1, quantity: 1, period: "week" }] });
    const state = await editor(db, request.reference);
    expect(state.draft).toMatchObject({ deliveryFee: 300, handoverDate: "2026-11-23", lines: [{ startDate: "2026-11-23", endDate: "2026-11-29" }] });
  });

  it("saves one draft per request, priced by the server, and refuses every wrong field at once", async () => {
    const { db } = current();
    await addStaffAccount(db);
    const request = await insertQuoteRequest(db);
    const state = await editor(db, request.reference);
    const draft: QuoteDraftInput = {
      ...state.draft,
      lines: [{ ...state.draft.lines[0]!, unitTotalOverride: 1800, priceReason: "Client régulier" }],
      extras: [{ kind: "diamond", label: { fr: "Disques", en: "Discs" }, quantity: 6, unitPrice: 39 }],
      deliveryFee: 300,
      discount: 100,
      deposit: 500,
      note: "  Livraison par la porte arrière.  ",
    };
    expect(await saveQuoteDraft(db, { submissionId: request.id, draft, actor: STAFF, now: NOW })).toEqual({ ok: true, version: 1 });
    expect(await saveQuoteDraft(db, { submissionId: request.id, draft: { ...draft, discount: 0 }, actor: STAFF, now: NOW })).toEqual({ ok: true, version: 1 });
    expect(await countRows(db, "quote_versions")).toBe(1);

    const saved = await editor(db, request.reference);
    expect(saved.saved).toBe(true);
    expect(saved.draft.lines[0]).toMatchObject({ unitTotalOverride: 1800, priceReason: "Client régulier" });
    // 2 × 1 800 + 6 × 39 + 300 = 4 134 $; TPS 206.70, TVQ 412.37.
    expect(saved.priced).toMatchObject({ version: 1, note: "Livraison par la porte arrière.", deposit: 500, totals: { subtotal: 4134, tps: 206.7, tvq: 412.37, total: 4753.07 } });
    expect(saved.priced.lines[0]).toMatchObject({ unitTotal: 1800, lineTotal: 3600, weeks: 1, days: 2, priceReason: "Client régulier" });

    const refused = await saveQuoteDraft(db, {
      submissionId: request.id,
      draft: {
        ...draft,
        lines: [
          { productId: 1, quantity: 0, startDate: "2026-12-10", endDate: "2026-12-04", unitTotalOverride: 10.005, priceReason: null },
          { productId: 9999, quantity: 1, startDate: null, endDate: null, unitTotalOverride: null, priceReason: null },
          { productId: 4, quantity: 1, startDate: null, endDate: "2026-02-30", unitTotalOverride: null, priceReason: null },
        ],
        extras: [{ kind: "operator", label: { fr: "Opérateur", en: " " }, quantity: 1.5, unitPrice: -1 }],
        deliveryFee: Number.NaN,
        handoverTime: "7h",
        validUntil: "2026-11-21",
      },
      actor: STAFF,
      now: NOW,
    });
    expect(refused).toEqual({
      ok: false,
      reason: "invalid",
      errors: {
        "lines.0.quantity": "quantity",
        "lines.0.endDate": "order",
        "lines.0.unitTotalOverride": "money",
        "lines.0.priceReason": "reason",
        "lines.1.productId": "product",
        "lines.2.startDate": "required",
        "lines.2.endDate": "date",
        "extras.0.label": "label",
        "extras.0.quantity": "quantity",
        "extras.0.unitPrice": "money",
        deliveryFee: "money",
        handoverTime: "time",
        validUntil: "past",
      },
    });
    expect(await saveQuoteDraft(db, { submissionId: request.id, draft: { ...draft, discount: 5000 }, actor: STAFF, now: NOW })).toEqual({
      ok: false,
      reason: "invalid",
      errors: { discount: "discount" },
    });
    expect(await saveQuoteDraft(db, { submissionId: "not-a-uuid", draft, actor: STAFF, now: NOW })).toEqual({ ok: false, reason: "not-found" });
    expect((await editor(db, request.reference)).priced.totals.total).toBe(4753.07);
  });

  it("sends the draft: immutable version, a 256-bit token kept across versions, quoted with its history, the e-mail queued", async () => {
    const { db } = current();
    await addStaffAccount(db);
    await setFleet(db, 1, 3);
    const request = await insertQuoteRequest(db, { lang: "en" });
    expect(await sendQuote(db, { submissionId: request.id, actor: STAFF, mail: MAIL, now: NOW })).toEqual({ ok: false, reason: "no-draft" });
    await saveQuoteDraft(db, { submissionId: request.id, draft: (await editor(db, request.reference)).draft, actor: STAFF, now: NOW });
    const first = await sendQuote(db, { submissionId: request.id, actor: STAFF, mail: MAIL, now: NOW });
    if (!first.ok) throw new Error(first.reason);
    expect(first.version).toBe(1);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await statusOf(db, request.id)).toEqual({ status: "quoted", token: first.token });
    expect(await quoteTokenOf(db, request.id)).toBe(first.token);
    const history = await db.select().from(submissionStatusChanges).where(eq(submissionStatusChanges.submissionId, request.id));
    expect(history).toMatchObject([{ fromStatus: "new", toStatus: "quoted", changedByKind: "staff", changedByName: STAFF.name }]);
    const emails = await db.select().from(emailOutbox).where(eq(emailOutbox.submissionId, request.id));
    expect(emails.map((e) => [e.kind, e.toAddress, e.lang])).toEqual([["quote-sent", expect.stringMatching(/@example\.com$/), "en"]]);
    expect(emails[0]!.textBody).toContain(`https://location-rive-sud.example/en/quotes/${first.token}`);

    // The editor now starts a new version from the sent one; the sent one never changes.
    const next = await editor(db, request.reference);
    expect(next).toMatchObject({ saved: false, priced: { version: 2 }, versions: [{ version: 1 }] });
    await saveQuoteDraft(db, { submissionId: request.id, draft: { ...next.draft, discount: 50 }, actor: STAFF, now: NOW });
    const second = await sendQuote(db, { submissionId: request.id, actor: STAFF, mail: MAIL, now: NOW });
    expect(second).toEqual({ ok: true, version: 2, token: first.token });
    const versions = await db.select().from(quoteVersions).where(eq(quoteVersions.submissionId, request.id)).orderBy(asc(quoteVersions.version));
    expect(versions.map((v) => [v.version, v.discount])).toEqual([
      [1, 0],
      [2, 50],
    ]);
    // quoted → quoted writes no second history row.
    expect(await countRows(db, "submission_status_changes")).toBe(1);
    const view = await quoteForLink(db, first.token, NOW);
    expect(view).toMatchObject({
      reference: request.reference,
      status: "quoted",
      current: { version: 2, discount: 50 },
      can: { accept: true, decline: true, cancel: false, requestDateChange: false },
      acceptedVersion: null,
      expired: false,
      openUntil: "2027-01-11",
    });
    expect(view?.availability.map((a) => a?.freeThroughout)).toEqual([3]);
    expect(await quoteForLink(db, "unknown-token", NOW)).toBeNull();
  });

  it("refuses to send a quote whose line is not available, or that would expire at once, and a request no longer open", async () => {
    const { db } = current();
    await addStaffAccount(db);
    await setFleet(db, 1, 1);
    const request = await insertQuoteRequest(db);
    const state = await editor(db, request.reference);
    await saveQuoteDraft(db, { submissionId: request.id, draft: state.draft, actor: STAFF, now: NOW });
    expect(await sendQuote(db, { submissionId: request.id, actor: STAFF, mail: MAIL, now: NOW })).toEqual({ ok: false, reason: "unavailable", productId: 1 });
    await setFleet(db, 1, 2);
    expect(await sendQuote(db, { submissionId: request.id, actor: STAFF, mail: MAIL, now: new Date("2026-12-04T15:00:00Z") })).toEqual({
      ok: false,
      reason: "invalid",
      errors: { validUntil: "past", "lines.0.startDate": "past" },
    });
    expect(await countRows(db, "email_outbox")).toBe(0);
    expect((await statusOf(db, request.id))?.status).toBe("new");
    await db.update(submissions).set({ status: "cancelled" }).where(eq(submissions.id, request.id));
    expect(await sendQuote(db, { submissionId: request.id, actor: STAFF, mail: MAIL, now: NOW })).toEqual({ ok: false, reason: "not-open" });
    expect(await saveQuoteDraft(db, { submissionId: request.id, draft: state.draft, actor: STAFF, now: NOW })).toEqual({ ok: false, reason: "not-open" });
    expect(await countRows(db, "reservations")).toBe(0);
    expect(await db.select().from(reservations)).toEqual([]);
  });
});
