/**
 * A quote request with a version sent by staff, made through the data layer as the staff
 * screen makes it (app/db/quotes.server.ts): the request and its lines, a staff member, the
 * draft, then the send, which makes the private link's token. The dates are counted from the
 * real clock, since the pages act at "now": the rental starts `startInDays` days from today
 * (Quebec) and the equipment is handed over `handoverInHours` from now (by default 07:00 on
 * the start date).
 */
import { listProductUnits, resizeFleet } from "../../app/db/rental-units.server.ts";
import { recordHandover, type HandoverInput } from "../../app/db/handovers.server.ts";
import { acceptQuote } from "../../app/db/quote-answers.server.ts";
import { eq } from "drizzle-orm";
import { user } from "../../app/db/auth-schema.ts";
import { catalogueProducts } from "../../app/db/catalogue-schema.ts";
import type { Db } from "../../app/db/client.server.ts";
import { saveQuoteDraft, sendQuote, type QuoteDraftInput } from "../../app/db/quotes.server.ts";
import { submissionItems, submissions } from "../../app/db/schema.ts";
import { businessDateTime } from "../../app/domain/business-clock.ts";
import { addDays } from "../../app/domain/rental/rental-dates.ts";
import { testEnv } from "./route-harness.ts";

export const STAFF_MEMBER = { userId: "staff-quote-sender", name: "Sophie Gagnon" };

/** The product the quotes rent (a grinder of the seeded catalogue) and how many units its fleet has. */
export const RENTED_PRODUCT = 1;

export const quoteMail = {
  business: testEnv.settingsDefaults.business,
  staffNotifyEmail: testEnv.settingsDefaults.staffNotifyEmail,
  publicUrl: testEnv.publicUrl,
  messageIdDomain: "location-rive-sud.example",
};

let counter = 0;

export type SentQuote = { submissionId: string; reference: string; token: string };

export type SentQuoteOptions = { lang?: "fr" | "en"; quantity?: number; startInDays?: number; days?: number; handoverInHours?: number; fleet?: number; email?: string };

/** Today's date in Quebec, and the date `n` days later. */
export function quebecDay(n = 0): string {
  return addDays(businessDateTime(new Date()).date, n);
}

export async function addStaffMember(db: Db): Promise<void> {
  await db.insert(user).values({ id: STAFF_MEMBER.userId, name: STAFF_MEMBER.name, email: "sophie@location-rive-sud.example", emailVerified: true }).onConflictDoNothing();
}

/** The request as the quote form stores it, with one rented line. */
async function addRequest(db: Db, options: Required<Pick<SentQuoteOptions, "lang" | "quantity">> & { start: string; end: string; email: string }) {
  counter += 1;
  const [row] = await db
    .insert(submissions)
    .values({
      reference: `S-2026-${String(900_000 + counter).padStart(6, "0")}`,
      type: "quote",
      status: "new",
      lang: options.lang,
      name: "Jean Tremblay",
      firstName: "Jean",
      lastName: "Tremblay",
      email: options.email,
      phone: "+15141234567",
      company: "Béton Tremblay inc.",
      startDate: options.start,
      endDate: options.end,
      deliveryChoice: "pickup",
      deliveryNeeded: false,
      subtotal: 700,
      tps: 35,
      tvq: 69.83,
      totalAmount: 804.83,
    })
    .returning({ id: submissions.id, reference: submissions.reference });
  await db.insert(submissionItems).values({
    submissionId: row!.id,
    position: 0,
    productId: RENTED_PRODUCT,
    productName: "Meuleuse à béton",
    productNameEn: "Concrete grinder",
    quantity: options.quantity,
    period: "day",
    unitPrice: 350,
    lineTotal: 700,
    startDate: options.start,
    endDate: options.end,
  });
  return row!;
}

/** The draft staff would save for this request. */
export function draftFor(options: { quantity: number; start: string; end: string; handover: { date: string; time: string }; validUntil: string }): QuoteDraftInput {
  return {
    lines: [{ productId: RENTED_PRODUCT, quantity: options.quantity, startDate: options.start, endDate: options.end, unitTotalOverride: null, priceReason: null }],
    extras: [],
    deliveryFee: 0,
    discount: 0,
    deposit: 500,
    handoverDate: options.handover.date,
    handoverTime: options.handover.time,
    validUntil: options.validUntil,
    note: "Disques diamantés inclus.",
  };
}

/** Saves the draft and sends it; returns the link's token. */
export async function sendVersion(db: Db, submissionId: string, draft: QuoteDraftInput): Promise<string> {
  const saved = await saveQuoteDraft(db, { submissionId, draft, actor: STAFF_MEMBER });
  if (!saved.ok) throw new Error(`draft refused: ${saved.reason} ${JSON.stringify(saved.errors ?? {})}`);
  const sent = await sendQuote(db, { submissionId, actor: STAFF_MEMBER, mail: quoteMail });
  if (!sent.ok) throw new Error(`send refused: ${sent.reason}`);
  return sent.token;
}

export async function sentQuote(db: Db, options: SentQuoteOptions = {}): Promise<SentQuote> {
  const { lang = "fr", quantity = 1, startInDays = 10, days = 9, fleet = 2, email = "jean@example.com" } = options;
  await addStaffMember(db);
  // The fleet as the product form makes it: that many tagged units (the count follows them).
  await db.update(catalogueProducts).set({ unavailableUntil: null }).where(eq(catalogueProducts.id, RENTED_PRODUCT));
  await db.transaction((tx) => resizeFleet(tx, RENTED_PRODUCT, fleet, STAFF_MEMBER));
  const handover = options.handoverInHours === undefined ? null : businessDateTime(new Date(Date.now() + options.handoverInHours * 3_600_000));
  const start = handover?.date ?? quebecDay(startInDays);
  const end = addDays(start, days - 1);
  const request = await addRequest(db, { lang, quantity, start, end, email });
  const token = await sendVersion(db, request.id, draftFor({ quantity, start, end, handover: handover ?? { date: start, time: "07:00" }, validUntil: quebecDay(7) }));
  return { submissionId: request.id, reference: request.reference, token };
}

/** A sent quote accepted online by the customer (its units reserved). */
export async function acceptedQuote(db: Db, options: SentQuoteOptions = {}): Promise<SentQuote> {
  const quote = await sentQuote(db, options);
  const accepted = await acceptQuote(db, { token: quote.token, version: 1, fullName: "Jean Tremblay", ip: null, userAgent: null, mail: quoteMail });
  if (!accepted.ok) throw new Error(`acceptance refused: ${JSON.stringify(accepted)}`);
  return quote;
}

/**
 * The counter's handover of an accepted quote, as its screen records it: the tags given (by
 * default the product's first available units, as many as `units`), a driver's licence ending in 4821, a
 * 500 $ deposit in cash, the typed name as the signature.
 */
export async function handOver(db: Db, quote: SentQuote, options: { units?: number; tags?: string[]; at?: Date; input?: Partial<HandoverInput> } = {}): Promise<string[]> {
  const free = (await listProductUnits(db, RENTED_PRODUCT)).filter((unit) => unit.state === "available");
  const tags = options.tags ?? free.map((unit) => unit.tag).slice(0, options.units ?? 1);
  const handed = await recordHandover(
    db,
    {
      submissionId: quote.submissionId,
      units: tags.map((tag) => ({ tag, hours: null, condition: null })),
      idKind: "drivers-licence",
      idLast4: "4821",
      depositCents: 50_000,
      depositMethod: "cash",
      depositReference: null,
      takenBy: "Jean Tremblay",
      signerName: "Jean Tremblay",
      signaturePng: null,
      ...options.input,
    },
    STAFF_MEMBER,
    quoteMail,
    options.at,
  );
  if (!handed.ok) throw new Error(`handover refused: ${JSON.stringify(handed)}`);
  return tags;
}

/** A quote accepted and all its units handed over: the quote and the tags out. */
export async function handedOverQuote(db: Db, options: SentQuoteOptions = {}): Promise<SentQuote & { tags: string[] }> {
  const quote = await acceptedQuote(db, options);
  return { ...quote, tags: await handOver(db, quote, { units: options.quantity ?? 1 }) };
}
