/**
 * The e-mails of the quote lifecycle, rendered and addressed, ready for the outbox
 * (stored in the same transaction as the act that triggers them): the one place that decides
 * who gets what. The customer gets theirs in the request's language, under their name cut as on
 * any address they typed themselves (./layout.ts nameForUnprovenAddress), with replies going to
 * the business; staff get French notices at the settings' staffNotifyEmail, replies going to the
 * customer. The sent quote carries its PDF; both confirmations of an acceptance carry the
 * reservation's .ics; the rental contract signed at the handover carries its PDF. Templates:
 * ./templates/quote-*.ts, reservation-cancelled.ts, date-change.ts, rental-contract.ts,
 * rental-end-reminder.ts, rental-overdue.ts, rental-request-staff.ts, rental-request-answered.ts.
 */
import { contractFileName } from "../documents/contract-pdf.server.ts";
import { quotePdf } from "../documents/quote-pdf.server.ts";
import { quotePdfFileName, rentalEndDate } from "../documents/quote-text.ts";
import { rentalIcs, rentalIcsFileName } from "../documents/rental-ics.ts";
import type { Mailbox, OutboxMessageInput } from "../db/outbox.server.ts";
import type { OutboxAttachment } from "../db/schema.ts";
import type { CancellationFee } from "../domain/rental/cancellation-fee.ts";
import type { Lang } from "../i18n/index.ts";
import type { QuoteMailFacts } from "./facts.ts";
import { nameForUnprovenAddress, type EmailContext } from "./layout.ts";
import type { MailSettings } from "./messages.server.ts";
import { dateChangeStaffEmail } from "./templates/date-change.ts";
import { quoteAcceptedCustomerEmail, quoteAcceptedStaffEmail } from "./templates/quote-accepted.ts";
import { quoteDeclinedStaffEmail } from "./templates/quote-declined.ts";
import { quoteExpiredCustomerEmail } from "./templates/quote-expired.ts";
import { quoteSentEmail } from "./templates/quote-sent.ts";
import { rentalContractCustomerEmail } from "./templates/rental-contract.ts";
import { rentalEndReminderEmail, type RentalNoticeFacts } from "./templates/rental-end-reminder.ts";
import { rentalOverdueEmail } from "./templates/rental-overdue.ts";
import { rentalRequestAnsweredEmail, type RentalRequestAnswer } from "./templates/rental-request-answered.ts";
import { rentalRequestStaffEmail, type RentalRequestFacts } from "./templates/rental-request-staff.ts";
import { reservationCancelledCustomerEmail, reservationCancelledStaffEmail } from "./templates/reservation-cancelled.ts";

export type { QuoteMailFacts } from "./facts.ts";
export type { RentalNoticeFacts } from "./templates/rental-end-reminder.ts";

/** Staff read French (decisions.md: the French summary of spec 7.9). */
const STAFF_LANG: Lang = "fr";

function context(settings: MailSettings): EmailContext {
  return { business: settings.business, publicUrl: settings.publicUrl };
}

/** The customer as the To: header shows them (cut), replies going to the business. */
function toCustomer(facts: QuoteMailFacts, settings: MailSettings): { to: Mailbox; replyTo: Mailbox } {
  return {
    to: { address: facts.customer.email, name: nameForUnprovenAddress(facts.customer.name) },
    replyTo: { address: settings.business.email, name: settings.business.name },
  };
}

/** Staff, replies going to the customer under their whole name. */
function toStaff(facts: QuoteMailFacts, settings: MailSettings): { to: Mailbox; replyTo: Mailbox } {
  return { to: { address: settings.staffNotifyEmail }, replyTo: { address: facts.customer.email, name: facts.customer.name } };
}

function attachment(filename: string, contentType: string, bytes: Uint8Array | string): OutboxAttachment {
  return { filename, contentType, contentBase64: Buffer.from(bytes).toString("base64") };
}

/** The reservation's .ics in a language (the stamp: the acceptance). */
function calendarAttachment(facts: QuoteMailFacts, settings: MailSettings, lang: Lang, stamp: Date): OutboxAttachment {
  const ics = rentalIcs({ reference: facts.reference, lang, document: facts.document, business: settings.business, stamp });
  return attachment(rentalIcsFileName(lang, facts.reference), "text/calendar", ics);
}

/** To the customer: the quote is ready, with the link and the PDF. */
export async function quoteSentEmails(facts: QuoteMailFacts, settings: MailSettings): Promise<OutboxMessageInput[]> {
  const fileName = quotePdfFileName(facts.lang, facts.reference, facts.document.version);
  const pdf = await quotePdf({
    reference: facts.reference,
    lang: facts.lang,
    document: facts.document,
    // The PDF is the customer's own document: their name whole, as staff quoted it.
    customer: { name: facts.customer.name, email: facts.customer.email, company: facts.customer.company, phone: null },
    business: settings.business,
  });
  return [
    {
      kind: "quote-sent",
      lang: facts.lang,
      ...toCustomer(facts, settings),
      ...quoteSentEmail(facts, context(settings), fileName),
      attachments: [attachment(fileName, "application/pdf", pdf)],
    },
  ];
}

/** To the customer and to staff: the reservation is confirmed, each with an .ics of the handover and the return. */
export async function quoteAcceptedEmails(facts: QuoteMailFacts & { acceptedName: string; acceptedAt: Date; byStaff: boolean }, settings: MailSettings): Promise<OutboxMessageInput[]> {
  const ctx = context(settings);
  const customerIcs = calendarAttachment(facts, settings, facts.lang, facts.acceptedAt);
  const staffIcs = calendarAttachment(facts, settings, STAFF_LANG, facts.acceptedAt);
  return [
    {
      kind: "quote-accepted-customer",
      lang: facts.lang,
      ...toCustomer(facts, settings),
      ...quoteAcceptedCustomerEmail(facts, ctx, customerIcs.filename),
      attachments: [customerIcs],
    },
    {
      kind: "quote-accepted-staff",
      lang: STAFF_LANG,
      ...toStaff(facts, settings),
      ...quoteAcceptedStaffEmail(facts, ctx, staffIcs.filename, STAFF_LANG),
      attachments: [staffIcs],
    },
  ];
}

/** To staff: the customer declined (with the optional reason). */
export function quoteDeclinedEmails(facts: QuoteMailFacts & { reason: string | null; at: Date }, settings: MailSettings): OutboxMessageInput[] {
  return [{ kind: "quote-declined-staff", lang: STAFF_LANG, ...toStaff(facts, settings), ...quoteDeclinedStaffEmail(facts, context(settings), STAFF_LANG) }];
}

/** To the customer and to staff: the reservation is cancelled, with the fee (or its waiver). */
export function reservationCancelledEmails(facts: QuoteMailFacts & { fee: CancellationFee; feeWaived: string | null; at: Date; byStaff: boolean }, settings: MailSettings): OutboxMessageInput[] {
  const ctx = context(settings);
  return [
    { kind: "reservation-cancelled-customer", lang: facts.lang, ...toCustomer(facts, settings), ...reservationCancelledCustomerEmail(facts, ctx) },
    { kind: "reservation-cancelled-staff", lang: STAFF_LANG, ...toStaff(facts, settings), ...reservationCancelledStaffEmail(facts, ctx, STAFF_LANG) },
  ];
}

/** To staff: the customer asks for other dates (free when more than 24 h before the handover). */
export function dateChangeRequestedEmails(facts: QuoteMailFacts & { message: string; free: boolean; at: Date }, settings: MailSettings): OutboxMessageInput[] {
  return [{ kind: "date-change-staff", lang: STAFF_LANG, ...toStaff(facts, settings), ...dateChangeStaffEmail(facts, context(settings), STAFF_LANG) }];
}

/**
 * To the customer: the quote expired unanswered. CONTRACT CHANGE: the settings are needed (the
 * footer's business identity, the site's address), as for every other e-mail here.
 */
export function quoteExpiredEmails(facts: QuoteMailFacts, settings: MailSettings): OutboxMessageInput[] {
  return [{ kind: "quote-expired-customer", lang: facts.lang, ...toCustomer(facts, settings), ...quoteExpiredCustomerEmail(facts, context(settings)) }];
}

/** To the customer after the handover: the contract they signed, its PDF attached. */
export function rentalContractEmails(facts: QuoteMailFacts & { number: string; signedAt: Date; pdf: Uint8Array }, settings: MailSettings): OutboxMessageInput[] {
  const fileName = contractFileName(facts.lang, facts.number);
  return [
    {
      kind: "rental-contract",
      lang: facts.lang,
      ...toCustomer(facts, settings),
      ...rentalContractCustomerEmail({ ...facts, endDate: rentalEndDate(facts.document) }, context(settings)),
      attachments: [attachment(fileName, "application/pdf", facts.pdf)],
    },
  ];
}

/** To the customer the working day before the rental's end date: the units out and how to bring them back. */
export function rentalEndReminderEmails(facts: RentalNoticeFacts, settings: MailSettings): OutboxMessageInput[] {
  return [{ kind: "rental-end-reminder", lang: facts.lang, ...toCustomer(facts, settings), ...rentalEndReminderEmail(facts, context(settings)) }];
}

/** To the customer once the end date has passed with units still out. */
export function rentalOverdueEmails(facts: RentalNoticeFacts, settings: MailSettings): OutboxMessageInput[] {
  return [{ kind: "rental-overdue", lang: facts.lang, ...toCustomer(facts, settings), ...rentalOverdueEmail(facts, context(settings)) }];
}

/** To staff: the customer asks for a pickup or an extension of their rental under way. */
export function rentalRequestStaffEmails(facts: RentalRequestFacts, settings: MailSettings): OutboxMessageInput[] {
  return [{ kind: "rental-request-staff", lang: STAFF_LANG, ...toStaff(facts, settings), ...rentalRequestStaffEmail(facts, context(settings), STAFF_LANG) }];
}

/** To the customer: staff confirmed or declined their extension, or scheduled their pickup. */
export function rentalRequestAnsweredEmails(facts: QuoteMailFacts & { answer: RentalRequestAnswer; date: string; endDate: string }, settings: MailSettings): OutboxMessageInput[] {
  return [{ kind: "rental-request-answered", lang: facts.lang, ...toCustomer(facts, settings), ...rentalRequestAnsweredEmail(facts, context(settings)) }];
}
