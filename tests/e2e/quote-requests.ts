/**
 * A quote request sent as a browser without JavaScript sends it (a plain form post to /quote
 * from its own loopback address), for the staff screens' browser tests: the request's reference.
 */
import { expect, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";
import { postForm } from "../reliability/http.ts";
import { QUOTE_REQUEST, quoteFormFields } from "../support/quote-fixture.ts";
import { clientAddress, ORIGIN } from "./accounts.ts";
import { en } from "./routes.ts";
import { toast } from "./support.ts";

/** A date `n` days from today in Quebec (YYYY-MM-DD). */
export function quebecDateIn(n: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + n * 86_400_000));
}

/** The date `n` days after `date` (YYYY-MM-DD). */
export function daysAfter(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A rental from `n` days from today lasting `days` days (start and end included), moved to the
 * next day when the start would fall on a Sunday: the shop is closed then and a rental may only
 * start on an opening day (the e2e server keeps the default hours).
 */
export function rentalDatesIn(n: number, days: number): [string, string] {
  let offset = n;
  while (new Date(`${quebecDateIn(offset)}T12:00:00Z`).getUTCDay() === 0) offset++;
  return [quebecDateIn(offset), quebecDateIn(offset + days - 1)];
}

export async function sendQuoteRequest(request: { email: string; lang?: "fr" | "en"; productId: number; quantity: number; start: string; end: string; firstName?: string }): Promise<string> {
  const fields = quoteFormFields({
    ...QUOTE_REQUEST,
    firstName: request.firstName ?? QUOTE_REQUEST.firstName,
    email: request.email,
    startDate: request.start,
    endDate: request.end,
    comments: "",
    items: [{ id: String(request.productId), quantity: String(request.quantity), period: "day" }],
  });
  const answer = await postForm(`${BASE_URL}${request.lang === "en" ? "/en" : ""}/quote`, fields, { headers: ORIGIN, localAddress: clientAddress() });
  expect(answer.status, "quote request").toBe(200);
  const reference = /S-\d{4}-\d{6}/.exec(answer.body)?.[0];
  expect(reference, "reference of the quote request").toBeTruthy();
  return reference!;
}

const ACCEPT_TEXT = {
  fr: {
    start: "Début",
    end: "Fin",
    handoverDate: "Date de remise",
    save: "Enregistrer le brouillon",
    saved: "Brouillon enregistré",
    send: "Envoyer la soumission",
    sent: "Soumission envoyée (version 1)",
    fullName: "Nom complet du client",
    conditions: /Le client accepte les conditions de location/,
    accept: "Enregistrer l'acceptation",
    done: "Remettre l'équipement",
  },
  en: {
    start: "Start",
    end: "End",
    handoverDate: "Handover date",
    save: "Save draft",
    saved: "Draft saved",
    send: "Send the quote",
    sent: "Quote sent (version 1)",
    fullName: "Customer's full name",
    conditions: /The customer accepts the rental terms/,
    accept: "Record the acceptance",
    done: "Hand over the equipment",
  },
} as const;

/**
 * A request for `quantity` units of a product in 25 days for 5 days, quoted by staff at the
 * catalogue's prices (or for the one day `quotedFor`) and accepted by phone, in a staff member's
 * page: its reference.
 */
export async function acceptedRequest(page: Page, lang: "fr" | "en", request: { email: string; productId: number; quantity: number; quotedFor?: string }): Promise<string> {
  const t = ACCEPT_TEXT[lang];
  const at = (path: string) => (lang === "en" ? en(path) : path);
  const [start, end] = rentalDatesIn(25, 5);
  const reference = await sendQuoteRequest({ ...request, lang, start, end });
  await page.goto(at(`/admin/requests/${reference}/quote`));
  if (request.quotedFor) {
    // Staff agreed on the phone on one day, sooner than the notice the online form asks.
    await page.getByLabel(t.start).fill(request.quotedFor);
    await page.getByLabel(t.end).fill(request.quotedFor);
    await page.getByLabel(t.handoverDate).fill(request.quotedFor);
    await page.getByRole("button", { name: t.save }).click();
    await expect(toast(page, t.saved)).toBeVisible();
  }
  await page.getByRole("button", { name: t.send }).click();
  // Sent before the next page is opened: a navigation started earlier would cancel the post.
  await expect(toast(page, t.sent)).toBeVisible();
  await page.goto(`${at("/admin")}?request=${reference}`);
  await page.getByLabel(t.fullName).fill("Jean Tremblay");
  await page.getByRole("checkbox", { name: t.conditions }).check();
  await page.getByRole("button", { name: t.accept }).click();
  await expect(page.getByRole("link", { name: t.done })).toBeVisible();
  return reference;
}
