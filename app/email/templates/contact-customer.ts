/**
 * Acknowledgement to the person who wrote through the contact form, in the
 * language of the page: the reference, a copy of the message, when we answer.
 */
import { translate, type Lang } from "../../i18n/index.ts";
import type { ContactEmailFacts } from "../facts.ts";
import {
  colon,
  escapeHtml,
  heading,
  htmlDocument,
  hoursAndEmergencyLines,
  htmlParagraphs,
  paragraph,
  referenceBox,
  textFooter,
  textHeading,
  type EmailContent,
  type EmailContext,
} from "../layout.ts";

const TEXT = {
  fr: {
    mailSubject: (ref: string, business: string) => `Nous avons bien reçu votre message ${ref} – ${business}`,
    title: "Message reçu",
    hello: (name: string) => `Bonjour ${name},`,
    thanks: "Merci de nous avoir écrit. Nous avons bien reçu votre message et nous vous répondrons pendant nos heures d'ouverture :",
    reference: "Votre référence :",
    copy: "Votre message",
    subject: "Sujet",
    urgent: (phone: string) => `Pour une demande urgente, appelez-nous au ${phone} en mentionnant votre référence.`,
    ignore: "Vous n'avez pas écrit ce message? Vous pouvez ignorer ce courriel.",
  },
  en: {
    mailSubject: (ref: string, business: string) => `We received your message ${ref} – ${business}`,
    title: "Message received",
    hello: (name: string) => `Hello ${name},`,
    thanks: "Thank you for writing to us. We have received your message and will answer during business hours:",
    reference: "Your reference:",
    copy: "Your message",
    subject: "Subject",
    urgent: (phone: string) => `For an urgent request, call us at ${phone} and mention your reference.`,
    ignore: "Didn’t send us this message? You can safely ignore this email.",
  },
} as const;

export function contactCustomerEmail(facts_: ContactEmailFacts, ctx: EmailContext): EmailContent {
  const lang: Lang = facts_.lang;
  const t = TEXT[lang];
  const { form, reference } = facts_;
  const hours = hoursAndEmergencyLines(lang, ctx.business);
  const subjectLine = form.subject ? `${t.subject}${colon(lang)}${translate(lang, `quote.contact.subjects.${form.subject}`)}` : undefined;

  const html = htmlDocument(lang, ctx, {
    title: t.title,
    preheader: `${t.reference} ${reference}`,
    body: [
      `<h1 style="margin:0 0 14px;font-size:22px">${escapeHtml(t.title)}</h1>`,
      paragraph(escapeHtml(t.hello(form.name))),
      paragraph(escapeHtml(t.thanks)),
      paragraph(hours.map(escapeHtml).join("<br>")),
      referenceBox(t.reference, reference),
      heading(t.copy),
      subjectLine ? paragraph(`<em>${escapeHtml(subjectLine)}</em>`) : "",
      paragraph(htmlParagraphs(form.message)),
      paragraph(escapeHtml(t.urgent(ctx.business.phone))),
      paragraph(`<span style="font-size:12px;color:#5f5c56">${escapeHtml(t.ignore)}</span>`),
    ].join("\n"),
  });

  const text = [
    t.hello(form.name),
    "",
    t.thanks,
    ...hours,
    "",
    `${t.reference} ${reference}`,
    textHeading(t.copy),
    ...(subjectLine ? [subjectLine] : []),
    form.message,
    "",
    t.urgent(ctx.business.phone),
    "",
    t.ignore,
    "",
    textFooter(lang, ctx),
  ].join("\n");

  return { subject: t.mailSubject(reference, ctx.business.name), text, html };
}
