/**
 * To STAFF_NOTIFY_EMAIL for each contact message (spec 7.9): name, e-mail,
 * phone, subject, message, and the reference. Replying writes to the sender.
 */
import { formatPhone } from "../../domain/validation/fields.ts";
import { translate, type Lang } from "../../i18n/index.ts";
import type { ContactEmailFacts } from "../facts.ts";
import {
  button,
  colon,
  dateTime,
  facts,
  heading,
  htmlDocument,
  htmlParagraphs,
  paragraph,
  referenceBox,
  textFacts,
  textHeading,
  escapeHtml,
  type EmailContent,
  type EmailContext,
} from "../layout.ts";

const TEXT = {
  fr: {
    mailSubject: (ref: string, subject: string, name: string) => `Nouveau message ${ref} – ${subject} – ${name}`,
    title: "Nouveau message du formulaire de contact",
    received: (when: string, pageLang: string) => `Reçu le ${when} (page en ${pageLang}).`,
    pageLang: { fr: "français", en: "anglais" },
    reference: "Référence :",
    sender: "Expéditeur",
    name: "Nom",
    email: "Courriel",
    phone: "Téléphone",
    subject: "Sujet",
    noSubject: "Non précisé",
    message: "Message",
    replyHint: "Répondre à ce courriel écrit directement à l'expéditeur.",
    dashboard: "Ouvrir le tableau de bord",
  },
  en: {
    mailSubject: (ref: string, subject: string, name: string) => `New message ${ref} – ${subject} – ${name}`,
    title: "New message from the contact form",
    received: (when: string, pageLang: string) => `Received ${when} (page in ${pageLang}).`,
    pageLang: { fr: "French", en: "English" },
    reference: "Reference:",
    sender: "Sender",
    name: "Name",
    email: "Email",
    phone: "Phone",
    subject: "Subject",
    noSubject: "Not given",
    message: "Message",
    replyHint: "Replying to this email writes to the sender directly.",
    dashboard: "Open the dashboard",
  },
} as const;

export function contactStaffEmail(facts_: ContactEmailFacts, ctx: EmailContext, lang: Lang = "fr"): EmailContent {
  const t = TEXT[lang];
  const { form, reference } = facts_;
  const subjectLabel = form.subject ? translate(lang, `quote.contact.subjects.${form.subject}`) : t.noSubject;
  const rows = [
    [t.name, form.name],
    [t.email, form.email],
    [t.phone, form.phone ? formatPhone(form.phone) : undefined],
    [t.subject, subjectLabel],
  ] as const;
  const received = t.received(dateTime(lang, facts_.createdAt), t.pageLang[facts_.lang]);
  const dashboardUrl = `${ctx.publicUrl}${lang === "en" ? "/en" : ""}/admin`;

  const html = htmlDocument(lang, ctx, {
    title: t.title,
    preheader: `${reference} – ${subjectLabel}`,
    body: [
      `<h1 style="margin:0 0 8px;font-size:22px">${escapeHtml(t.title)}</h1>`,
      paragraph(escapeHtml(received)),
      referenceBox(t.reference, reference),
      heading(t.sender),
      facts(rows),
      heading(t.message),
      paragraph(htmlParagraphs(form.message)),
      button(dashboardUrl, t.dashboard),
      paragraph(`<span style="font-size:13px;color:#5f5c56">${escapeHtml(t.replyHint)}</span>`),
    ].join("\n"),
  });

  const text = [
    `${t.title} ${reference}`,
    received,
    textHeading(t.sender),
    textFacts(lang, rows),
    textHeading(t.message),
    form.message,
    "",
    `${t.reference} ${reference}`,
    `${t.dashboard}${colon(lang)}${dashboardUrl}`,
  ].join("\n");

  return { subject: t.mailSubject(reference, subjectLabel, form.name), text, html };
}
