/**
 * The staff side of the quote loop through its real route modules: the editor
 * (/admin/requests/:reference/quote: preview, rows, save, send), the quote's acts from the
 * dashboard's detail (acceptance by phone, extension, return, cancellation with a waiver), the
 * manual status control, and a product's calendar with its maintenance blocks. What a caller
 * observes: the status, the answer, and what the database holds afterwards.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { insertQuoteRequest, setFleet } from "../../tests/support/rental-fixture.ts";
import { ADMIN_EMAIL, callRoute, formBody, installServices, signedInCookie } from "../../tests/support/route-harness.ts";
import { submissionStatusChanges } from "../db/admin-schema.ts";
import { quoteResponses, quoteVersions, reservations, unitBlocks } from "../db/rental-schema.ts";
import { emailOutbox, submissions } from "../db/schema.ts";
import { addDays } from "../domain/rental/rental-dates.ts";
import { todayInBusinessZone } from "../domain/validation/dates.ts";
import type { EditorAnswer } from "../components/admin/quote-editor/quote-editor-page.tsx";
import type { EditorView } from "./admin-quote.server.ts";
import { exportRequestRows } from "./admin-export.server.ts";
import * as calendar from "./admin-product-calendar.tsx";
import * as editor from "./admin-quote.tsx";
import * as admin from "./admin.tsx";

/** The editor's form as the page posts it, from the view it shows, with some fields changed. */
function editorForm(view: EditorView, changes: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  view.values.lines.forEach((line, i) => {
    for (const [name, value] of Object.entries(line)) fields[`lines[${i}].${name}`] = value;
  });
  view.values.extras.forEach((extra, i) => {
    for (const [name, value] of Object.entries(extra)) fields[`extras[${i}].${name}`] = value;
  });
  for (const name of ["deliveryFee", "discount", "deposit", "handoverDate", "handoverTime", "validUntil", "note"] as const) fields[name] = view.values[name];
  return { ...fields, ...changes };
}

describeEachDatabase("the staff side of the quote loop", (current) => {
  let undo: () => void = () => undefined;
  let staff = "";
  const start = addDays(todayInBusinessZone(), 10);
  const end = addDays(start, 8);
  beforeEach(async () => {
    undo = installServices(current());
    staff = await signedInCookie(current(), ADMIN_EMAIL);
  });
  afterEach(() => undo());

  const path = (reference: string) => `/admin/requests/${reference}/quote`;
  const load = async (reference: string, cookie = staff) => callRoute(editor.loader, { method: "GET", path: path(reference), params: { reference }, cookie });
  const viewOf = async (reference: string) => ((await load(reference)).body as { view: EditorView }).view;
  const post = (reference: string, fields: Record<string, string>, options: { cookie?: string; headers?: Record<string, string> } = {}) =>
    callRoute(editor.action, { path: path(reference), params: { reference }, body: formBody(fields), cookie: options.cookie ?? staff, headers: options.headers });
  const dashboard = (reference: string, fields: Record<string, string>) => callRoute(admin.action, { path: `/admin?request=${reference}`, body: formBody(fields), cookie: staff });
  const statusOf = async (id: string) => (await current().db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id)))[0]?.status;

  /** A request for 2 grinders (350 $/day, 1 225 $/week) for 9 days, delivered (300 $ estimated), in a fleet of 3. */
  async function request(fleet = 3) {
    await setFleet(current().db, 1, fleet);
    return insertQuoteRequest(current().db, { startDate: start, endDate: end, deliveryChoice: "delivery", deliveryEstimate: 300, lines: [{ productId: 1, quantity: 2 }] });
  }

  /** Saves and sends the prefilled quote; answers the sent answer. */
  async function sendPrefilled(reference: string) {
    const sent = await post(reference, { ...editorForm(await viewOf(reference)), intent: "send" });
    expect(sent.status).toBe(200);
    return sent.body as EditorAnswer;
  }

  it("lets staff only in, and refuses a post from another site before anything is read", async () => {
    const { reference } = await request();
    expect((await load(reference, "")).status).toBe(302);
    const customer = await signedInCookie(current(), "client@example.com");
    expect((await load(reference, customer)).status).toBe(302);
    expect((await post(reference, { intent: "save" }, { cookie: customer })).status).toBe(302);
    expect((await post(reference, { intent: "save" }, { headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await load("S-2026-999999")).status).toBe(404);
    expect((await load("C-2026-000001")).status).toBe(404);
    expect((await load("../../etc")).status).toBe(404);
    expect(await current().db.select().from(quoteVersions)).toEqual([]);
  });

  it("prefills the lines priced by their dates and the delivery estimate; a preview reprices and checks without saving", async () => {
    const { reference } = await request();
    const view = await viewOf(reference);
    expect(view.values.lines[0]).toMatchObject({ productId: "1", quantity: "2", startDate: start, endDate: end, unitPrice: "1925,00", overridden: "" });
    expect(view.catalogue[0]).toEqual({ unitTotal: 1925, weeks: 1, days: 2 });
    expect(view.values).toMatchObject({ deliveryFee: "300,00", handoverDate: start, handoverTime: "07:00", validUntil: addDays(todayInBusinessZone(), 7) });
    expect(view.availability[0]).toMatchObject({ fleet: 3, freeThroughout: 3 });
    expect(view.saved).toBe(false);

    // One more day: 1 week + 3 days; 4 units asked of 3.
    const preview = await post(reference, { ...editorForm(view, { "lines[0].endDate": addDays(end, 1), "lines[0].quantity": "4" }), intent: "preview" });
    expect(preview.status).toBe(200);
    const shown = (preview.body as EditorAnswer).view!;
    expect(shown.values.lines[0]).toMatchObject({ unitPrice: "2275,00", shownPrice: "2275,00", overridden: "" });
    expect(shown.priced.lines[0]).toMatchObject({ weeks: 1, days: 3, unitTotal: 2275, lineTotal: 9100 });
    expect(shown.availability[0]).toMatchObject({ freeThroughout: 3 });
    expect(shown.unsaved).toBe(true);
    expect(await current().db.select().from(quoteVersions)).toEqual([]);
  });

  it("wants a reason for a changed price, then saves the draft with it and the delivery fee", async () => {
    const { reference } = await request();
    const view = await viewOf(reference);
    const refused = await post(reference, { ...editorForm(view, { "lines[0].unitPrice": "1800" }), intent: "save" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ok: false, errors: { "lines[0].priceReason": { key: "adminQuotes.errors.reasonRequired" } } });
    expect(await current().db.select().from(quoteVersions)).toEqual([]);

    const saved = await post(reference, { ...editorForm(view, { "lines[0].unitPrice": "1800", "lines[0].priceReason": "Client régulier", deliveryFee: "350", deposit: "500" }), intent: "save" });
    expect(saved).toMatchObject({ status: 200, body: { ok: true, message: "adminQuotes.editor.saved" } });
    const [draft] = await current().db.select().from(quoteVersions);
    expect(draft).toMatchObject({ version: 1, sentAt: null, deliveryFee: 350, deposit: 500 });
    expect(draft?.lines[0]).toMatchObject({ unitTotal: 1800, lineTotal: 3600, priceReason: "Client régulier" });
    const again = await viewOf(reference);
    expect(again.saved).toBe(true);
    expect(again.values.lines[0]).toMatchObject({ unitPrice: "1800,00", overridden: "1", priceReason: "Client régulier" });
  });

  it("adds an option at its suggested price and removes it, without saving", async () => {
    const { reference } = await request();
    const added = await post(reference, { ...editorForm(await viewOf(reference)), intent: "add-extra:diamond" });
    expect(added.status).toBe(200);
    const view = (added.body as EditorAnswer).view!;
    expect(view.values.extras).toEqual([expect.objectContaining({ kind: "diamond", quantity: "1", unitPrice: "39,00" })]);
    expect(view.priced.extras[0]?.lineTotal).toBe(39);
    const removed = await post(reference, { ...editorForm(view), intent: "remove-extra:0" });
    expect((removed.body as EditorAnswer).view?.values.extras).toEqual([]);
    expect(await current().db.select().from(quoteVersions)).toEqual([]);
    expect((await post(reference, { ...editorForm(view), intent: "drop-table" })).status).toBe(400);
  });

  it("sends the quote: the request is quoted, the customer's e-mail queued; a second send needs a new draft", async () => {
    const { id, reference } = await request();
    const sent = await sendPrefilled(reference);
    expect(sent).toMatchObject({ ok: true, message: "adminQuotes.editor.sent", vars: { version: 1 } });
    expect(sent.view?.versions.map((version) => version.version)).toEqual([1]);
    expect(sent.view?.link).toMatch(/^\/quotes\/[\w-]{40,}$/);
    expect(await statusOf(id)).toBe("quoted");
    const mails = await current().db.select().from(emailOutbox).where(eq(emailOutbox.submissionId, id));
    expect(mails.map((mail) => mail.kind)).toContain("quote-sent");
    const [change] = await current().db.select().from(submissionStatusChanges).where(eq(submissionStatusChanges.submissionId, id));
    expect(change).toMatchObject({ fromStatus: "new", toStatus: "quoted", changedByKind: "staff", changedByName: "Marie Tremblay" });

    // The CSV export names the new status.
    const csv = await exportRequestRows(current().db, { page: 1 }, "fr");
    expect(csv.find((row) => row[0] === reference)?.[2]).toBe("Soumission envoyée");

    // The dashboard shows it, with the customer's link.
    const page = await callRoute(admin.loader, { method: "GET", path: `/admin?request=${reference}`, cookie: staff });
    expect(page.body).toMatchObject({ quote: { link: sent.view?.link, sent: { current: { version: 1 }, can: { accept: true } } } });
  });

  it("refuses to send a line that is not available, and says which; nothing is sent", async () => {
    const { id, reference } = await request(1);
    const refused = await post(reference, { ...editorForm(await viewOf(reference)), intent: "send" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ ok: false, message: "adminQuotes.errors.unavailable", vars: { product: "Meuleuse planétaire Husqvarna PG 820" } });
    expect(await statusOf(id)).toBe("new");
    expect(await current().db.select().from(emailOutbox).where(eq(emailOutbox.kind, "quote-sent"))).toEqual([]);
  });

  it("records an acceptance given by phone as the staff member's, then extends, and the return completes the request", async () => {
    const { id, reference } = await request();
    await sendPrefilled(reference);
    expect((await dashboard(reference, { intent: "quote-accept", id, version: "1", fullName: "", conditionsAccepted: "on" })).status).toBe(400);
    expect((await dashboard(reference, { intent: "quote-accept", id, version: "1", fullName: "Jean Tremblay" })).status).toBe(400);
    // A new version sent meanwhile: the one staff read to the customer is superseded.
    const second = await sendPrefilled(reference);
    expect(second.view?.versions.map((version) => version.version)).toEqual([2, 1]);
    expect(await dashboard(reference, { intent: "quote-accept", id, version: "1", fullName: "Jean Tremblay", conditionsAccepted: "on" })).toMatchObject({
      status: 409,
      body: { message: "adminQuotes.errors.superseded" },
    });
    expect(await statusOf(id)).toBe("quoted");

    const accepted = await dashboard(reference, { intent: "quote-accept", id, version: "2", fullName: "Jean Tremblay", conditionsAccepted: "on" });
    expect(accepted).toMatchObject({ status: 200, body: { ok: true, message: "adminQuotes.actions.accepted" } });
    expect(await statusOf(id)).toBe("accepted");
    const [response] = await current().db.select().from(quoteResponses).where(eq(quoteResponses.submissionId, id));
    expect(response).toMatchObject({ kind: "accepted", actor: "staff" });
    expect(await current().db.select().from(reservations).where(eq(reservations.submissionId, id))).toHaveLength(1);

    // While units are reserved, the status is not set by hand.
    expect((await dashboard(reference, { intent: "status", id, status: "completed" })).status).toBe(409);
    expect((await dashboard(reference, { intent: "quote-extend", id, newEnd: "demain" })).status).toBe(400);
    expect(await dashboard(reference, { intent: "quote-extend", id, newEnd: addDays(end, 2) })).toMatchObject({ status: 200, body: { message: "adminQuotes.actions.extended" } });
    expect((await current().db.select().from(reservations).where(eq(reservations.submissionId, id)))[0]?.endDate).toBe(addDays(end, 2));

    expect(await dashboard(reference, { intent: "quote-returned", id })).toMatchObject({ status: 200, body: { message: "adminQuotes.actions.returned" } });
    expect(await statusOf(id)).toBe("completed");
    expect((await dashboard(reference, { intent: "quote-returned", id })).status).toBe(409);
  });

  it("cancels a reservation with the fee waived only for a policy exception with its details", async () => {
    const { id, reference } = await request();
    await sendPrefilled(reference);
    await dashboard(reference, { intent: "quote-accept", id, version: "1", fullName: "Jean Tremblay", conditionsAccepted: "on" });
    expect((await dashboard(reference, { intent: "quote-cancel", id })).status).toBe(400);
    expect((await dashboard(reference, { intent: "quote-cancel", id, confirm: "on", waiver: "tired", waiverDetails: "x" })).status).toBe(400);
    expect((await dashboard(reference, { intent: "quote-cancel", id, confirm: "on", waiver: "extreme-weather", waiverDetails: "" })).status).toBe(400);
    expect(await statusOf(id)).toBe("accepted");

    const cancelled = await dashboard(reference, { intent: "quote-cancel", id, confirm: "on", waiver: "extreme-weather", waiverDetails: "Tempête de verglas annoncée" });
    expect(cancelled).toMatchObject({ status: 200, body: { ok: true, message: "adminQuotes.actions.cancelledWaived" } });
    expect(await statusOf(id)).toBe("cancelled");
    const [response] = await current().db.select().from(quoteResponses).where(eq(quoteResponses.kind, "cancelled"));
    expect(response).toMatchObject({ actor: "staff", feeAmount: 0, feeWaived: "Conditions météo extrêmes — Tempête de verglas annoncée" });
    expect((await current().db.select().from(reservations).where(eq(reservations.submissionId, id)))[0]?.releasedAt).not.toBeNull();
  });

  it("answers input no page sends with a 4xx, never a 5xx, and changes nothing", async () => {
    const { id, reference } = await request();
    const view = await viewOf(reference);
    const json = await callRoute(editor.action, {
      path: path(reference),
      params: { reference },
      body: JSON.stringify({ intent: "send" }),
      headers: { "content-type": "application/json" },
      cookie: staff,
    });
    expect(json.status).toBe(415);
    const hostile: Record<string, string>[] = [
      { "lines[0].unitPrice": "1800", "lines[0].priceReason": "a\u0000b" },
      { note: "\u0000" },
      { "lines[0].startDate": "2026-02-30\u0000" },
      { "lines[0].productId": "1; drop table" },
      { "extras[0].kind": "diamond\u0000", "extras[0].label": "x", "extras[0].quantity": "1", "extras[0].unitPrice": "1" },
    ];
    for (const changes of hostile) {
      const answer = await post(reference, { ...editorForm(view, changes), intent: "save" });
      expect(answer.status, JSON.stringify(changes)).toBe(400);
    }
    const hostileAccept = await dashboard(reference, { intent: "quote-accept", id, version: "1", fullName: "Jean\u0000", conditionsAccepted: "on" });
    expect(hostileAccept.status).toBe(400);
    const block = await callRoute(calendar.action, {
      path: "/admin/products/1/calendar",
      params: { id: "1" },
      body: formBody({ intent: "add-block", units: "1", start, end: start, reason: "\u0000" }),
      cookie: staff,
    });
    expect(block.status).toBe(400);
    expect((await callRoute(calendar.loader, { method: "GET", path: "/admin/products/1/calendar?month=2026-12%00", params: { id: "1" }, cookie: staff })).status).toBe(400);
    expect(await current().db.select().from(quoteVersions)).toEqual([]);
    expect(await current().db.select().from(unitBlocks)).toEqual([]);
    expect(await statusOf(id)).toBe("new");
  });

  it("shows a product's calendar and blocks units for maintenance, never reserved ones", async () => {
    const { id, reference } = await request(3);
    await sendPrefilled(reference);
    await dashboard(reference, { intent: "quote-accept", id, version: "1", fullName: "Jean Tremblay", conditionsAccepted: "on" });
    const calendarPath = `/admin/products/1/calendar?month=${start.slice(0, 7)}`;
    const month = await callRoute(calendar.loader, { method: "GET", path: calendarPath, params: { id: "1" }, cookie: staff });
    expect(month.status).toBe(200);
    const day = (month.body as { days: { date: string; reserved: number; free: number; holders: { reference: string }[] }[] }).days.find((d) => d.date === start);
    expect(day).toMatchObject({ reserved: 2, free: 1, holders: [{ reference }] });

    const block = (fields: Record<string, string>) =>
      callRoute(calendar.action, { path: "/admin/products/1/calendar", params: { id: "1" }, body: formBody({ intent: "add-block", ...fields }), cookie: staff });
    const refused = await block({ units: "2", start, end: start, reason: "Courroies" });
    expect(refused).toMatchObject({ status: 409, body: { ok: false, message: "adminQuotes.errors.blockReserved", vars: { free: 1 } } });
    expect((await block({ units: "1", start: end, end: start, reason: "" })).status).toBe(400);
    expect(await current().db.select().from(unitBlocks)).toEqual([]);
    expect(await block({ units: "1", start, end: start, reason: "Courroies" })).toMatchObject({ status: 200, body: { ok: true } });
    const [stored] = await current().db.select().from(unitBlocks);
    expect(stored).toMatchObject({ productId: 1, units: 1, startDate: start, reason: "Courroies", createdByName: "Marie Tremblay" });

    const remove = (blockId: string, productId = "1") =>
      callRoute(calendar.action, { path: `/admin/products/${productId}/calendar`, params: { id: productId }, body: formBody({ intent: "remove-block", blockId }), cookie: staff });
    expect((await remove(String(stored!.id), "4")).status).toBe(404);
    expect((await remove(String(stored!.id))).status).toBe(200);
    expect((await remove(String(stored!.id))).status).toBe(404);
    expect((await callRoute(calendar.loader, { method: "GET", path: "/admin/products/999999/calendar", params: { id: "999999" }, cookie: staff })).status).toBe(404);
  });
});
