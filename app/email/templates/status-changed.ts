/**
 * To the customer when staff change the status of their request (issue 6), in
 * the language of the page the request came from. Says what the new status
 * means for them in a sentence rather than with a bare label: the customer's
 * labels ('En cours' for both new and in progress, spec 4) would not tell a
 * request set back to "new" from one being handled.
 */
import type { SubmissionType } from "../../domain/quote/reference.ts";
import type { RequestStatus } from "../../domain/request-status.ts";
import type { Lang } from "../../i18n/index.ts";
import { dateTime, escapeHtml, htmlDocument, paragraph, referenceBox, textFooter, type EmailContent, type EmailContext } from "../layout.ts";

export type StatusChangedFacts = {
  reference: string;
  type: SubmissionType;
  lang: Lang;
  /** How to greet the customer (a quote's first name, or the contact message's name). */
  greetingName: string;
  to: RequestStatus;
  changedAt: Date;
};

const TEXT = {
  fr: {
    subject: { new: "est en attente de traitement", in_progress: "est en cours de traitement", completed: "est complétée" },
    title: { new: "Demande en attente", in_progress: "Demande en cours de traitement", completed: "Demande complétée" },
    what: { quote: "demande de soumission", contact: "message" },
    hello: (name: string) => `Bonjour ${name},`,
    lead: {
      quote: {
        new: "Votre demande de soumission est de nouveau en attente de traitement. Notre équipe la reprendra sous peu.",
        in_progress: "Notre équipe a pris en charge votre demande de soumission et la traite en ce moment. Nous vous contacterons sous peu.",
        completed: "Le traitement de votre demande de soumission est terminé. Merci de votre confiance!",
      },
      contact: {
        new: "Votre message est de nouveau en attente de traitement. Notre équipe le reprendra sous peu.",
        in_progress: "Notre équipe a pris en charge votre message et le traite en ce moment. Nous vous répondrons sous peu.",
        completed: "Le traitement de votre message est terminé. Merci de nous avoir écrit!",
      },
    },
    when: (date: string) => `Mise à jour le ${date}.`,
    reference: "Votre référence :",
    question: (phone: string) => `Une question? Appelez-nous au ${phone} en mentionnant votre référence, ou répondez simplement à ce courriel.`,
  },
  en: {
    subject: { new: "is waiting to be handled", in_progress: "is being handled", completed: "is completed" },
    title: { new: "Request waiting", in_progress: "Request being handled", completed: "Request completed" },
    what: { quote: "quote request", contact: "message" },
    hello: (name: string) => `Hello ${name},`,
    lead: {
      quote: {
        new: "Your quote request is waiting to be handled again. Our team will pick it up shortly.",
        in_progress: "Our team has taken charge of your quote request and is handling it now. We will contact you shortly.",
        completed: "We have finished handling your quote request. Thank you for your trust!",
      },
      contact: {
        new: "Your message is waiting to be handled again. Our team will pick it up shortly.",
        in_progress: "Our team has taken charge of your message and is handling it now. We will answer you shortly.",
        completed: "We have finished handling your message. Thank you for writing to us!",
      },
    },
    when: (date: string) => `Updated on ${date}.`,
    reference: "Your reference:",
    question: (phone: string) => `A question? Call us at ${phone} and mention your reference, or simply reply to this email.`,
  },
} as const;

export function statusChangedEmail(facts: StatusChangedFacts, ctx: EmailContext): EmailContent {
  const t = TEXT[facts.lang];
  const what = t.what[facts.type];
  const lead = t.lead[facts.type][facts.to];
  const when = t.when(dateTime(facts.lang, facts.changedAt));
  const subject =
    facts.lang === "fr"
      ? `Votre ${what} ${facts.reference} ${t.subject[facts.to]} – ${ctx.business.name}`
      : `Your ${what} ${facts.reference} ${t.subject[facts.to]} – ${ctx.business.name}`;

  const html = htmlDocument(facts.lang, ctx, {
    title: t.title[facts.to],
    preheader: `${t.reference} ${facts.reference}`,
    body: [
      `<h1 style="margin:0 0 14px;font-size:22px">${escapeHtml(t.title[facts.to])}</h1>`,
      paragraph(escapeHtml(t.hello(facts.greetingName))),
      paragraph(escapeHtml(lead)),
      referenceBox(t.reference, facts.reference),
      paragraph(`<span style="font-size:13px;color:#5f5c56">${escapeHtml(when)}</span>`),
      paragraph(escapeHtml(t.question(ctx.business.phone))),
    ].join("\n"),
  });

  const text = [t.hello(facts.greetingName), "", lead, "", `${t.reference} ${facts.reference}`, when, "", t.question(ctx.business.phone), "", textFooter(facts.lang, ctx)].join("\n");

  return { subject, text, html };
}
