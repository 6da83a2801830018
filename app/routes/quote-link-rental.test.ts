/**
 * "Votre location" through the real route modules, on a real database: what the holder of a
 * private link sees once the equipment is out (the unit, the end date, the contract to
 * download), the two requests they make with plain form posts (errors on their fields, 4xx,
 * nothing written), staff's answers from the dashboard, and the summary in "Mes demandes".
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { ADMIN_EMAIL, callRoute, formBody, installServices, signedInCookie } from "../../tests/support/route-harness.ts";
import { acceptedQuote, handOver, quebecDay, quoteMail, sentQuote } from "../../tests/support/sent-quote.ts";
import { acceptQuote } from "../db/quote-answers.server.ts";
import type { RentalUnderWay } from "../db/rental-requests.server.ts";
import { reservations } from "../db/rental-schema.ts";
import { rentalRequests } from "../db/units-schema.ts";
import { addDays } from "../domain/rental/rental-dates.ts";
import * as admin from "./admin.tsx";
import * as profile from "./profile.tsx";
import type { QuoteLinkPage } from "./quote-link.server.ts";
import * as contractPdf from "./quote-link-contract-pdf.ts";
import * as quoteLink from "./quote-link.tsx";

type LoaderBody = { page: QuoteLinkPage; rental: RentalUnderWay | null; done: string | null };

describeEachDatabase("the rental under way on the private link", (current) => {
  let undo: () => void = () => undefined;
  beforeEach(() => {
    undo = installServices(current());
  });
  afterEach(() => undo());

  const load = (token: string, query = "") => callRoute(quoteLink.loader, { method: "GET", path: `/quotes/${token}${query}`, params: { token } });
  const post = (token: string, fields: Record<string, string>, lang: "fr" | "en" = "fr") =>
    callRoute(quoteLink.action, { path: `${lang === "en" ? "/en" : ""}/quotes/${token}`, params: { token }, body: formBody(fields) });
  const contract = (token: string, number: string) => callRoute(contractPdf.loader, { method: "GET", path: `/quotes/${token}/contracts/${number}`, params: { token, number } });

  /** A grinder of a fleet of two, accepted and handed over: its link, its reference, its tag. */
  async function handedOver(email = "jean@example.com") {
    const { db } = current();
    const quote = await acceptedQuote(db, { fleet: 2, email });
    const [tag] = await handOver(db, quote);
    return { ...quote, tag: tag!, end: quebecDay(18) };
  }

  it("shows the unit, the end date and the contract, which downloads from the link alone", async () => {
    const rental = await handedOver();
    const loaded = await load(rental.token);
    expect(loaded.status).toBe(200);
    expect((loaded.body as LoaderBody).rental).toMatchObject({ units: [{ tag: rental.tag }], endDate: rental.end, contracts: [{ number: `${rental.reference}-1` }] });

    const pdf = await contract(rental.token, `${rental.reference}-1`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect(pdf.headers.get("content-disposition")).toBe(`inline; filename="contrat-${rental.reference}-1.pdf"`);
    // Another request's contract, a number of no shape, a link of no shape: not found.
    const other = await handedOver("autre@example.com");
    expect((await contract(other.token, `${rental.reference}-1`)).status).toBe(404);
    expect((await contract(rental.token, "../../etc/passwd")).status).toBe(404);
    expect((await contract("abc", `${rental.reference}-1`)).status).toBe(404);
  });

  it("refuses a request with bad fields (400, the error beside its field, nothing written), then takes it and says so", async () => {
    const rental = await handedOver();
    const empty = await post(rental.token, { intent: "ask-extension", newEnd: "" });
    expect(empty).toMatchObject({ status: 400, body: { ok: false, intent: "ask-extension", fieldErrors: { newEnd: { key: "quoteLink.rental.errors.newEndRequired" } } } });
    const tooSoon = await post(rental.token, { intent: "ask-extension", newEnd: rental.end, note: "Deux jours de plus" });
    expect(tooSoon).toMatchObject({
      status: 400,
      body: { fieldErrors: { newEnd: { key: "quoteLink.rental.errors.newEndOutside" } }, values: { note: "Deux jours de plus" }, message: { key: "quoteLink.rental.errors.extensionWindow" } },
    });
    const longNote = await post(rental.token, { intent: "ask-pickup", date: rental.end, note: "x".repeat(501) });
    expect(longNote).toMatchObject({ status: 400, body: { fieldErrors: { note: { key: "validation.maxChars", n: 500 } } } });
    expect((await post(rental.token, { intent: "ask-pickup", date: "demain" })).body).toMatchObject({ fieldErrors: { date: { key: "quoteLink.rental.errors.invalidDate" } } });
    expect(await current().db.select().from(rentalRequests)).toEqual([]);

    const asked = await post(rental.token, { intent: "ask-extension", newEnd: addDays(rental.end, 2) }, "en");
    expect(asked).toMatchObject({ status: 302, location: `/en/quotes/${rental.token}?done=extension-asked` });
    expect((await load(rental.token, "?done=extension-asked")).body).toMatchObject({ done: "extension-asked", rental: { waiting: { extend: true }, requests: [{ kind: "extend", status: "open" }] } });
    expect(await post(rental.token, { intent: "ask-extension", newEnd: addDays(rental.end, 3) })).toMatchObject({
      status: 409,
      body: { message: { key: "quoteLink.rental.errors.extensionWaiting" } },
    });
    expect(await post(rental.token, { intent: "ask-pickup", date: rental.end, note: "Chantier fermé le soir" })).toMatchObject({ status: 302, location: `/quotes/${rental.token}?done=pickup-asked` });
  });

  it("names the product and the first day short when the equipment is not free until the new end", async () => {
    const rental = await handedOver();
    // Both grinders are taken from day 21 by another customer.
    const other = await sentQuote(current().db, { fleet: 2, quantity: 2, startInDays: 21, days: 3, email: "autre@example.com" });
    expect((await acceptQuote(current().db, { token: other.token, version: 1, fullName: "Marie Roy", ip: null, userAgent: null, mail: quoteMail })).ok).toBe(true);
    const refused = await post(rental.token, { intent: "ask-extension", newEnd: quebecDay(21) });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      fieldErrors: { newEnd: { key: "quoteLink.rental.errors.newEndUnavailable" } },
      message: { key: "quoteLink.rental.errors.unavailable", vars: { product: "Meuleuse planétaire Husqvarna PG 820" } },
    });
    expect(await current().db.select().from(rentalRequests)).toEqual([]);
  });

  it("refuses the requests before the handover, and a post of no page's intent", async () => {
    const { db } = current();
    const quote = await sentQuote(db, { fleet: 2 });
    expect((await acceptQuote(db, { token: quote.token, version: 1, fullName: "Jean Tremblay", ip: null, userAgent: null, mail: quoteMail })).ok).toBe(true);
    expect((await load(quote.token)).body).toMatchObject({ rental: null });
    expect(await post(quote.token, { intent: "ask-pickup", date: quebecDay(12) })).toMatchObject({ status: 409, body: { message: { key: "quoteLink.rental.errors.notUnderWay" } } });
    expect((await post(quote.token, { intent: "ask-everything" })).status).toBe(400);
  });

  it("lets staff confirm the extension from the request's detail; the customer's page shows the new end", async () => {
    const rental = await handedOver();
    expect((await post(rental.token, { intent: "ask-extension", newEnd: addDays(rental.end, 2) })).status).toBe(302);
    const staff = await signedInCookie(current(), ADMIN_EMAIL);
    const dashboard = (fields: Record<string, string>, cookie = staff) => callRoute(admin.action, { path: `/admin?request=${rental.reference}`, body: formBody(fields), cookie });
    const detail = await callRoute(admin.loader, { method: "GET", path: `/admin?request=${rental.reference}`, cookie: staff });
    const open = (detail.body as { quote: { rentalRequests: { requests: { id: number; kind: string }[] } } }).quote.rentalRequests.requests;
    expect(open).toMatchObject([{ kind: "extend" }]);
    const requestId = String(open[0]!.id);

    // A customer's session is not staff's.
    const customer = await signedInCookie(current(), "client@example.com");
    expect((await dashboard({ intent: "rental-extend-confirm", id: rental.submissionId, requestId }, customer)).status).toBe(302);
    expect((await dashboard({ intent: "rental-extend-confirm", id: rental.submissionId, requestId: "x" })).status).toBe(400);
    expect(await dashboard({ intent: "rental-extend-confirm", id: rental.submissionId, requestId })).toMatchObject({ status: 200, body: { message: "adminQuotes.rentalRequests.done.confirmed" } });
    expect(await dashboard({ intent: "rental-extend-decline", id: rental.submissionId, requestId })).toMatchObject({ status: 409, body: { message: "adminQuotes.rentalRequests.errors.answered" } });
    const ends = await current().db.select({ end: reservations.endDate }).from(reservations).where(eq(reservations.submissionId, rental.submissionId));
    expect(ends).toEqual([{ end: addDays(rental.end, 2) }]);
    expect((await load(rental.token)).body).toMatchObject({ rental: { endDate: addDays(rental.end, 2), requests: [{ status: "confirmed" }] } });
  });

  it("sums the rental under way up in the customer's account, leading to the link's section", async () => {
    const rental = await handedOver("marie.tremblay@example.com");
    const cookie = await signedInCookie(current(), "marie.tremblay@example.com");
    const page = await callRoute(profile.loader, { method: "GET", path: "/profile", cookie });
    expect(page.status).toBe(200);
    expect((page.body as { rentals: unknown[] }).rentals).toMatchObject([{ token: rental.token, reference: rental.reference, units: [{ tag: rental.tag }], endDate: rental.end }]);
  });
});
