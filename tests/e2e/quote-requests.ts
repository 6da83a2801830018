/**
 * A quote request sent as a browser without JavaScript sends it (a plain form post to /quote
 * from its own loopback address), for the staff screens' browser tests: the request's reference.
 */
import { expect } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";
import { postForm } from "../reliability/http.ts";
import { QUOTE_REQUEST, quoteFormFields } from "../support/quote-fixture.ts";
import { clientAddress, ORIGIN } from "./accounts.ts";

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
