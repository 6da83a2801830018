/**
 * Rentals ready to invoice, made through the data layer as the counter's screens make them: a
 * quote for two of product 1's units accepted, handed over with a 500 $ deposit in cash, then
 * both units returned two days late, one with cleaning and damage (../support/sent-quote.ts
 * makes the quote). And the mail settings of a shop that entered its tax registration numbers.
 */
import type { Db } from "../../app/db/client.server.ts";
import { recordReturn, returnPage } from "../../app/db/returns.server.ts";
import type { ReturnCharge } from "../../app/domain/rental/return-form.ts";
import { handedOverQuote, quoteMail, STAFF_MEMBER, type SentQuote } from "./sent-quote.ts";

export const TPS_NUMBER = "123456789 RT 0001";
export const TVQ_NUMBER = "1234567890 TQ 0001";

/** The mail settings of a shop whose settings hold its TPS and TVQ registration numbers. */
export const invoiceMail = { ...quoteMail, business: { ...quoteMail.business, gstNumber: TPS_NUMBER, qstNumber: TVQ_NUMBER } };

/** Two units of product 1 out on an accepted rental of 9 days starting in 10 days, 500 $ of deposit taken in cash. */
export function rentalOut(db: Db, options: { lang?: "fr" | "en" } = {}): Promise<SentQuote> {
  return handedOverQuote(db, { quantity: 2, fleet: 2, lang: options.lang });
}

/**
 * The same rental with both units back: the first two days late (700 $ at the quote's day rate),
 * 45 $ of cleaning and 120,50 $ of damage; the second with nothing to charge. The rental is
 * completed.
 */
export async function returnedRental(db: Db, options: { lang?: "fr" | "en" } = {}): Promise<SentQuote> {
  const quote = await rentalOut(db, options);
  const page = (await returnPage(db, quote.reference))!;
  const [first, second] = page.out;
  const charges: ReturnCharge[] = [
    { unitId: first!.unitId, kind: "extra-days", quantity: 2, amountCents: 70_000, note: null },
    { unitId: first!.unitId, kind: "cleaning", quantity: 1, amountCents: 4_500, note: "Garde fissurée" },
    { unitId: first!.unitId, kind: "damage", quantity: 1, amountCents: 12_050, note: "Garde fissurée" },
  ];
  const units = [first!, second!].map((unit) => ({ assignmentId: unit.assignmentId, unitId: unit.unitId, hours: null, condition: null, toMaintenance: false }));
  const back = await recordReturn(db, { submissionId: quote.submissionId, value: { units, charges } }, STAFF_MEMBER);
  if (!back.ok || !back.complete) throw new Error(`return refused: ${JSON.stringify(back)}`);
  return quote;
}
