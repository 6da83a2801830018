/**
 * The e-mails each request triggers, rendered and addressed, ready for the
 * outbox (they are stored in the request's transaction). The one place that
 * decides who gets what: staff get the French summary, the customer a
 * confirmation in the language of the page they used. The customer's address
 * is only typed, never proven: their e-mail shows nothing typed but the name,
 * cut (./layout.ts UNPROVEN_NAME_MAX), down to the To: header; staff's reply
 * goes to the sender under the whole name.
 */
import type { Business } from "../config/business.ts";
import type { OutboxMessageInput } from "../db/outbox.server.ts";
import { loadAllCatalogues } from "../i18n/load-all.ts";
import type { ContactEmailFacts, QuoteEmailFacts } from "./facts.ts";
import { nameForUnprovenAddress, type EmailContext } from "./layout.ts";
import { contactCustomerEmail } from "./templates/contact-customer.ts";
import { contactStaffEmail } from "./templates/contact-staff.ts";
import { quoteCustomerEmail } from "./templates/quote-customer.ts";
import { quoteStaffEmail } from "./templates/quote-staff.ts";

/** The business and the staff's address as the settings give them when the request arrives (app/db/business-settings.server.ts). */
export type MailSettings = { business: Business; staffNotifyEmail: string; publicUrl: string };

// Templates translate shared labels (delivery choices, subjects, next steps): both languages in memory.
loadAllCatalogues();

/** Staff read French (decisions.md: the French summary of spec 7.9). */
const STAFF_LANG = "fr";

function context(settings: MailSettings): EmailContext {
  return { business: settings.business, publicUrl: settings.publicUrl };
}

export function quoteRequestEmails(facts: QuoteEmailFacts, settings: MailSettings): OutboxMessageInput[] {
  const ctx = context(settings);
  const customer = { address: facts.form.email, name: `${facts.form.firstName} ${facts.form.lastName}` };
  return [
    { kind: "quote-staff", lang: STAFF_LANG, to: { address: settings.staffNotifyEmail }, replyTo: customer, ...quoteStaffEmail(facts, ctx, STAFF_LANG) },
    {
      kind: "quote-customer",
      lang: facts.lang,
      to: { ...customer, name: nameForUnprovenAddress(customer.name) },
      replyTo: { address: settings.business.email, name: settings.business.name },
      ...quoteCustomerEmail(facts, ctx),
    },
  ];
}

export function contactMessageEmails(facts: ContactEmailFacts, settings: MailSettings): OutboxMessageInput[] {
  const ctx = context(settings);
  const sender = { address: facts.form.email, name: facts.form.name };
  return [
    { kind: "contact-staff", lang: STAFF_LANG, to: { address: settings.staffNotifyEmail }, replyTo: sender, ...contactStaffEmail(facts, ctx, STAFF_LANG) },
    {
      kind: "contact-customer",
      lang: facts.lang,
      to: { ...sender, name: nameForUnprovenAddress(sender.name) },
      replyTo: { address: settings.business.email, name: settings.business.name },
      ...contactCustomerEmail(facts, ctx),
    },
  ];
}
