/**
 * To the customer after a quote request, in the language of the page they
 * used: the reference, the items as priced by the server, what happens next.
 */
import { REPLY_WITHIN_HOURS } from "../../domain/constants.ts";
import { formatPhone } from "../../domain/validation/fields.ts";
import { needsDelivery } from "../../domain/validation/quote-form.ts";
import { translate, type Lang } from "../../i18n/index.ts";
import type { QuoteEmailFacts } from "../facts.ts";
import {
  button,
  colon,
  facts,
  heading,
  htmlDocument,
  longDate,
  orderedList,
  paragraph,
  referenceBox,
  siteUrl,
  textFacts,
  textFooter,
  textHeading,
  escapeHtml,
  type EmailContent,
  type EmailContext,
} from "../layout.ts";
import { itemsHtml, itemsText } from "./quote-items.ts";

const TEXT = {
  fr: {
    subject: (ref: string, business: string) => `Votre demande de soumission ${ref} – ${business}`,
    title: "Demande de soumission reçue",
    hello: (name: string) => `Bonjour ${name},`,
    thanks: "Merci! Nous avons bien reçu votre demande de soumission. Voici ce que vous nous avez demandé.",
    reference: "Votre référence :",
    items: "Vos articles",
    estimate: "Ces montants sont une estimation avant livraison.",
    details: "Votre projet",
    start: "Début",
    end: "Fin",
    delivery: "Livraison",
    site: "Lieu de livraison",
    phone: "Téléphone",
    question: (phone: string) => `Une question? Appelez-nous au ${phone} en mentionnant votre référence, ou répondez simplement à ce courriel.`,
    browse: "Voir le catalogue",
    ignore: "Vous n'avez pas fait cette demande? Vous pouvez ignorer ce courriel.",
  },
  en: {
    subject: (ref: string, business: string) => `Your quote request ${ref} – ${business}`,
    title: "Quote request received",
    hello: (name: string) => `Hello ${name},`,
    thanks: "Thank you! We have received your quote request. Here is what you asked for.",
    reference: "Your reference:",
    items: "Your items",
    estimate: "These amounts are an estimate before delivery.",
    details: "Your project",
    start: "Start",
    end: "End",
    delivery: "Delivery",
    site: "Delivery site",
    phone: "Phone",
    question: (phone: string) => `A question? Call us at ${phone} and mention your reference, or simply reply to this email.`,
    browse: "Browse the catalogue",
    ignore: "Didn’t make this request? You can safely ignore this email.",
  },
} as const;

export function quoteCustomerEmail(facts_: QuoteEmailFacts, ctx: EmailContext): EmailContent {
  const lang: Lang = facts_.lang;
  const t = TEXT[lang];
  const { form, quote, reference } = facts_;
  const hours = { hours: REPLY_WITHIN_HOURS };
  const steps = [translate(lang, "quote.nextSteps.step1", hours), translate(lang, "quote.nextSteps.step2"), translate(lang, "quote.nextSteps.step3")];
  const site = needsDelivery(form.deliveryNeeded)
    ? [form.deliveryLocationName, form.deliveryAddress, [form.deliveryCity, form.deliveryPostalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ")
    : undefined;
  const detailRows = [
    [t.start, form.startDate ? longDate(lang, form.startDate) : undefined],
    [t.end, form.endDate ? longDate(lang, form.endDate) : undefined],
    [t.delivery, translate(lang, `quote.form.deliveryChoices.${form.deliveryNeeded}`)],
    [t.site, site],
    [t.phone, formatPhone(form.phone)],
  ] as const;
  const notes = [translate(lang, "quote.summary.optionsNote"), translate(lang, "quote.summary.deliveryNote")];

  const html = htmlDocument(lang, ctx, {
    title: t.title,
    preheader: `${t.reference} ${reference}`,
    body: [
      `<h1 style="margin:0 0 14px;font-size:22px">${escapeHtml(t.title)}</h1>`,
      paragraph(escapeHtml(t.hello(form.firstName))),
      paragraph(escapeHtml(t.thanks)),
      referenceBox(t.reference, reference),
      heading(t.items),
      itemsHtml(lang, quote),
      paragraph(`<span style="font-size:13px;color:#5f5c56">${escapeHtml(`${t.estimate} ${notes.join(" ")}`)}</span>`),
      heading(t.details),
      facts(detailRows),
      heading(translate(lang, "quote.nextSteps.title")),
      orderedList(steps),
      paragraph(escapeHtml(t.question(ctx.business.phone))),
      button(siteUrl(ctx, "/categories", lang), t.browse),
      paragraph(`<span style="font-size:12px;color:#5f5c56">${escapeHtml(t.ignore)}</span>`),
    ].join("\n"),
  });

  const text = [
    t.hello(form.firstName),
    "",
    t.thanks,
    "",
    `${t.reference} ${reference}`,
    textHeading(t.items),
    itemsText(lang, quote),
    "",
    `${t.estimate} ${notes.join(" ")}`,
    textHeading(t.details),
    textFacts(lang, detailRows),
    textHeading(translate(lang, "quote.nextSteps.title")),
    steps.map((step, i) => `${i + 1}. ${step}`).join("\n"),
    "",
    t.question(ctx.business.phone),
    `${t.browse}${colon(lang)}${siteUrl(ctx, "/categories", lang)}`,
    "",
    t.ignore,
    "",
    textFooter(lang, ctx),
  ].join("\n");

  return { subject: t.subject(reference, ctx.business.name), text, html };
}
