/**
 * The private quote link (/quotes/:token) through its real route modules, on a real database:
 * what a customer holding the link sees and may do, what is refused (and that nothing changes
 * then), and what the answers carry (no cache, no index, no referrer).
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { callRoute, formBody, installServicesForEachTest, PUBLIC_URL } from "../../tests/support/route-harness.ts";
import { draftFor, quebecDay, sendVersion, sentQuote } from "../../tests/support/sent-quote.ts";
import { quoteResponses, reservations } from "../db/rental-schema.ts";
import { emailOutbox, submissions } from "../db/schema.ts";
import { expireQuotes } from "../db/quotes.server.ts";
import { addDays } from "../domain/rental/rental-dates.ts";
import { RATE_LIMITS } from "../platform/rate-limit-rules.ts";
import { requestInfoContext } from "../platform/request-context.ts";
import type { QuoteLinkAnswer, QuoteLinkPage } from "./quote-link.server.ts";
import * as quoteLinkPdf from "./quote-link-pdf.ts";
import * as quoteLink from "./quote-link.tsx";

type LoaderBody = { page: QuoteLinkPage; token: string; done: string | null };

const MALFORMED = ["abc", "x".repeat(42), "x".repeat(44), `${"a".repeat(42)}=`, `${"a".repeat(42)}/`, "%00".repeat(15)];
const UNKNOWN = "Zm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9";

describeEachDatabase("the private quote link", (current) => {
  installServicesForEachTest(current);

  const path = (token: string, lang: "fr" | "en" = "fr") => `${lang === "en" ? "/en" : ""}/quotes/${token}`;
  const load = (token: string, lang: "fr" | "en" = "fr", query = "") => callRoute(quoteLink.loader, { method: "GET", path: `${path(token, lang)}${query}`, params: { token } });
  const post = (token: string, fields: Record<string, string>, options: { lang?: "fr" | "en"; headers?: Record<string, string>; clientIp?: string } = {}) =>
    callRoute(quoteLink.action, {
      path: path(token, options.lang),
      params: { token },
      body: formBody(fields),
      headers: { "user-agent": "Mozilla/5.0 (Chantier)", ...options.headers },
      clientIp: options.clientIp,
    });
  const pageOf = async (token: string) => ((await load(token)).body as LoaderBody).page;
  const statusOf = async (submissionId: string) => (await current().db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, submissionId)))[0]!.status;
  const answersOf = async (submissionId: string) => current().db.select().from(quoteResponses).where(eq(quoteResponses.submissionId, submissionId));
  const accept = (token: string, version = "1", fullName = "Jean Tremblay") => post(token, { intent: "accept", version, fullName, conditionsAccepted: "on" });

  it("answers a malformed or unknown token with the not-found page (404), for the page, a post and the PDF", async () => {
    for (const token of [...MALFORMED, UNKNOWN]) {
      expect((await load(token)).status, token).toBe(404);
      expect((await post(token, { intent: "decline", version: "1" })).status, token).toBe(404);
      expect((await callRoute(quoteLinkPdf.loader, { method: "GET", path: `${path(token)}/pdf`, params: { token } })).status, token).toBe(404);
    }
  });

  it("is never cached by a shared cache, never indexed and never sent to another site in a Referer", () => {
    const headers = new Headers(quoteLink.headers({} as never) as HeadersInit);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(headers.get("x-robots-tag")).toContain("noindex");
    expect(headers.get("referrer-policy")).toBe("same-origin");
  });

  it("shows the latest version sent, with its lines, amounts and what the customer may do", async () => {
    const quote = await sentQuote(current().db, { quantity: 2 });
    const loaded = await load(quote.token);
    expect(loaded.status).toBe(200);
    const { page } = loaded.body as LoaderBody;
    expect(page).toMatchObject({ reference: quote.reference, status: "quoted", customerName: "Jean Tremblay", can: { accept: true, decline: true, cancel: false } });
    expect(page).not.toHaveProperty("submissionId");
    expect(page.current).toMatchObject({ version: 1, deposit: 500, note: "Disques diamantés inclus.", lines: [{ productId: 1, quantity: 2, weeks: 1, days: 2 }] });
    expect(page.availability[0]).toMatchObject({ freeThroughout: 2 });
  });

  it("accepts with the typed name: recorded with the version, the IP and the browser, units reserved, e-mails queued, then the page says so", async () => {
    const quote = await sentQuote(current().db);
    const accepted = await accept(quote.token);
    expect(accepted.status).toBe(302);
    expect(accepted.location).toBe(`/quotes/${quote.token}?done=accepted`);
    expect(await statusOf(quote.submissionId)).toBe("accepted");
    const [answer] = await answersOf(quote.submissionId);
    expect(answer).toMatchObject({ kind: "accepted", actor: "customer", actorName: "Jean Tremblay", ip: "203.0.113.7", userAgent: "Mozilla/5.0 (Chantier)" });
    expect(await current().db.select().from(reservations).where(eq(reservations.submissionId, quote.submissionId))).toHaveLength(1);
    expect((await current().db.select().from(emailOutbox).where(eq(emailOutbox.submissionId, quote.submissionId))).length).toBeGreaterThanOrEqual(2);

    const after = await load(quote.token, "fr", "?done=accepted");
    expect(after.body).toMatchObject({ done: "accepted", page: { status: "accepted", can: { accept: false, cancel: true, requestDateChange: true } } });
  });

  it("refuses an acceptance without the name or the box (400, translated errors, what was typed kept) and changes nothing", async () => {
    const quote = await sentQuote(current().db);
    const noName = await post(quote.token, { intent: "accept", version: "1", fullName: "  ", conditionsAccepted: "on" });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ ok: false, intent: "accept", fieldErrors: { fullName: { key: "quoteLink.errors.fullNameRequired" } } });
    const noBox = await post(quote.token, { intent: "accept", version: "1", fullName: "Jean Tremblay" });
    expect(noBox.status).toBe(400);
    expect(noBox.body).toMatchObject({ fieldErrors: { conditionsAccepted: { key: "quoteLink.errors.conditionsRequired" } }, values: { fullName: "Jean Tremblay" } });
    // A version no page sends is a refused request, not a server error.
    expect((await post(quote.token, { intent: "accept", version: "x", fullName: "Jean Tremblay", conditionsAccepted: "on" })).status).toBe(400);
    expect((await post(quote.token, { intent: "delete-everything" })).status).toBe(400);
    expect(await statusOf(quote.submissionId)).toBe("quoted");
    expect(await answersOf(quote.submissionId)).toEqual([]);
  });

  it("refuses a superseded version, saying so, and shows the latest", async () => {
    const quote = await sentQuote(current().db);
    const start = quebecDay(12);
    await sendVersion(current().db, quote.submissionId, draftFor({ quantity: 1, start, end: addDays(start, 2), handover: { date: start, time: "08:00" }, validUntil: quebecDay(7) }));
    const stale = await accept(quote.token, "1");
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ ok: false, intent: "accept", message: { key: "quoteLink.errors.superseded", vars: { version: 2 } } });
    expect(await statusOf(quote.submissionId)).toBe("quoted");
    expect((await pageOf(quote.token)).current.version).toBe(2);
    expect((await accept(quote.token, "2")).status).toBe(302);
  });

  it("refuses an answer to an expired quote and shows it read-only", async () => {
    const quote = await sentQuote(current().db);
    await expireQuotes(current().db, new Date(Date.now() + 30 * 86_400_000));
    const late = await accept(quote.token);
    expect(late.status).toBe(409);
    expect((late.body as QuoteLinkAnswer & { ok: false }).message.key).toMatch(/^quoteLink\.errors\.(expired|notOpen)$/);
    expect(await pageOf(quote.token)).toMatchObject({ status: "expired", can: { accept: false, decline: false, cancel: false, requestDateChange: false } });
  });

  it("names the product that is gone when the last unit was taken meanwhile", async () => {
    const first = await sentQuote(current().db, { fleet: 1 });
    const second = await sentQuote(current().db, { fleet: 1, email: "other@example.com" });
    expect((await accept(first.token)).status).toBe(302);
    const refused = await accept(second.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: { key: "quoteLink.errors.unavailable", vars: { product: "Meuleuse planétaire Husqvarna PG 820" } } });
    expect(await statusOf(second.submissionId)).toBe("quoted");
  });

  it("declines with an optional reason, in English too", async () => {
    const quote = await sentQuote(current().db, { lang: "en" });
    const declined = await post(quote.token, { intent: "decline", version: "1", reason: "Project postponed" }, { lang: "en" });
    expect(declined).toMatchObject({ status: 302, location: `/en/quotes/${quote.token}?done=declined` });
    expect(await statusOf(quote.submissionId)).toBe("declined");
    expect((await answersOf(quote.submissionId))[0]).toMatchObject({ kind: "declined", reason: "Project postponed" });
    expect(await pageOf(quote.token)).toMatchObject({ status: "declined", can: { accept: false, decline: false } });
  });

  it("cancels in two steps: the fee computed now, then confirmed (computed again), recorded and the units freed", async () => {
    const quote = await sentQuote(current().db, { handoverInHours: 30 });
    expect((await accept(quote.token)).status).toBe(302);
    const total = (await pageOf(quote.token)).current.totals.total;

    const asked = await post(quote.token, { intent: "cancel", amount: "0" });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ ok: true, intent: "cancel", fee: { percent: 25, amount: Math.round(total * 25) / 100 } });
    expect(await statusOf(quote.submissionId)).toBe("accepted");

    // Whatever the page posts with it, the fee is the server's.
    const confirmed = await post(quote.token, { intent: "confirm-cancel", amount: "0", percent: "0" });
    expect(confirmed).toMatchObject({ status: 302, location: `/quotes/${quote.token}?done=cancelled` });
    expect(await statusOf(quote.submissionId)).toBe("cancelled");
    const cancelled = (await answersOf(quote.submissionId)).find((a) => a.kind === "cancelled");
    expect(cancelled).toMatchObject({ feePercent: 25, feeAmount: Math.round(total * 25) / 100 });
    const held = await current().db.select().from(reservations).where(eq(reservations.submissionId, quote.submissionId));
    expect(held.every((r) => r.releasedAt !== null)).toBe(true);
    // A second confirmation changes nothing.
    expect((await post(quote.token, { intent: "confirm-cancel" })).status).toBe(409);
  });

  it("takes a date-change request on an accepted quote, and refuses one without the dates wanted", async () => {
    const quote = await sentQuote(current().db);
    expect((await accept(quote.token)).status).toBe(302);
    const empty = await post(quote.token, { intent: "date-change", message: "" });
    expect(empty).toMatchObject({ status: 400, body: { fieldErrors: { message: { key: "quoteLink.errors.messageRequired" } } } });
    const asked = await post(quote.token, { intent: "date-change", message: "Une semaine plus tard, SVP" });
    expect(asked).toMatchObject({ status: 302, location: `/quotes/${quote.token}?done=date-change` });
    expect((await answersOf(quote.submissionId)).map((a) => a.kind)).toContain("date-change");
  });

  it("refuses a post from another site before anything is read, and counts every post per network", async () => {
    const quote = await sentQuote(current().db);
    expect((await post(quote.token, { intent: "accept", version: "1", fullName: "Jean", conditionsAccepted: "on" }, { headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect(await statusOf(quote.submissionId)).toBe("quoted");
    const from = "198.51.100.9";
    for (let i = 0; i < RATE_LIMITS.quoteAnswer.limit; i++) expect((await post(quote.token, { intent: "accept", version: "1", fullName: "" }, { clientIp: from })).status).toBe(400);
    const limited = await post(quote.token, { intent: "accept", version: "1", fullName: "Jean Tremblay", conditionsAccepted: "on" }, { clientIp: from });
    expect(limited).toMatchObject({ status: 429, body: { message: { key: "quoteLink.errors.rateLimited" } } });
    expect(await statusOf(quote.submissionId)).toBe("quoted");
  });

  it("answers hostile forms with 4xx, never 5xx, and a refused one changes nothing", async () => {
    const quote = await sentQuote(current().db);
    const hostile = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.constantFrom("", " ", "\u0000", "\uD800", "a".repeat(5_000), "1e309", "-1", "0", "2", "__proto__", "'; drop table submissions; --", "on", "Jean\r\nBcc: x@example.com"),
    );
    const intent = fc.oneof(fc.constantFrom("accept", "decline", "cancel", "confirm-cancel", "date-change"), hostile);
    const form = fc.record(
      { intent, version: fc.oneof(fc.constant("1"), hostile), fullName: hostile, conditionsAccepted: fc.oneof(fc.constant("on"), hostile), reason: hostile, message: hostile },
      { requiredKeys: ["intent"] },
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(form, async (fields) => {
        n += 1;
        const before = { status: await statusOf(quote.submissionId), answers: (await answersOf(quote.submissionId)).length };
        const answer = await post(quote.token, fields as Record<string, string>, { clientIp: `198.18.${Math.floor(n / 250)}.${n % 250}` });
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expect({ status: await statusOf(quote.submissionId), answers: (await answersOf(quote.submissionId)).length }).toEqual(before);
      }),
      { numRuns: 150 },
    );
  });

  it("serves the PDF inline, named after the reference and the version, private", async () => {
    const quote = await sentQuote(current().db);
    // Called directly rather than through callRoute: the answer's headers are what is tested.
    const request = new Request(`${PUBLIC_URL}/quotes/${quote.token}/pdf`);
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { nonce: "", clientIp: "203.0.113.7", requestId: "test0001" });
    const response = await quoteLinkPdf.loader({ request, url: new URL(request.url), params: { token: quote.token }, context, pattern: "/quotes/:token/pdf" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="soumission-${quote.reference}-v1.pdf"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });
});
