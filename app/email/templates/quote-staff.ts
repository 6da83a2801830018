/**
 * To STAFF_NOTIFY_EMAIL for each quote request: the summary of spec 7.9
 * (client, delivery site, project dates, delivery choice, items with options,
 * subtotal, taxes, total, reference). Staff read it in French; the English
 * version exists for a team that prefers it.
 */
import { formatAddress } from "../../config/business.ts";
import { formatPhone } from "../../domain/validation/fields.ts";
import { needsDelivery } from "../../domain/validation/quote-form.ts";
import { translate, type Lang } from "../../i18n/index.ts";
import type { QuoteEmailFacts } from "../facts.ts";
import { facts, heading, htmlDocument, htmlParagraphs, longDate, paragraph, textFacts, textHeading, type EmailContent, type EmailContext } from "../layout.ts";
import { itemsHtml, itemsText } from "./quote-items.ts";
import { staffNoticeParts } from "./staff-notice.ts";

const TEXT = {
  fr: {
    subject: (ref: string, who: string) => `Nouvelle demande de soumission ${ref} – ${who}`,
    title: "Nouvelle demande de soumission",
    received: (when: string, pageLang: string) => `Reçue le ${when} (page en ${pageLang}).`,
    client: "Client",
    name: "Nom",
    company: "Entreprise",
    email: "Courriel",
    phone: "Téléphone",
    address: "Adresse",
    site: "Lieu de livraison",
    siteName: "Nom du lieu",
    siteAddress: "Adresse",
    siteCity: "Ville",
    sitePostalCode: "Code postal",
    noSite: "Aucune livraison : le client passe au comptoir.",
    dates: "Dates du projet",
    start: "Début",
    end: "Fin",
    notGiven: "non précisée",
    delivery: "Livraison",
    items: "Articles",
    comments: "Commentaires",
    optionsNote: "Les options ne sont pas incluses dans les montants; les taxes sont calculées séparément (TPS, TVQ), comme sur la facture.",
    replyHint: "Répondre à ce courriel écrit directement au client.",
  },
  en: {
    subject: (ref: string, who: string) => `New quote request ${ref} – ${who}`,
    title: "New quote request",
    received: (when: string, pageLang: string) => `Received ${when} (page in ${pageLang}).`,
    client: "Client",
    name: "Name",
    company: "Company",
    email: "Email",
    phone: "Phone",
    address: "Address",
    site: "Delivery site",
    siteName: "Site name",
    siteAddress: "Address",
    siteCity: "City",
    sitePostalCode: "Postal code",
    noSite: "No delivery: the client comes to the counter.",
    dates: "Project dates",
    start: "Start",
    end: "End",
    notGiven: "not given",
    delivery: "Delivery",
    items: "Items",
    comments: "Comments",
    optionsNote: "Options are not included in the amounts; taxes are computed separately (GST, QST), as on the invoice.",
    replyHint: "Replying to this email writes to the client directly.",
  },
} as const;

export function quoteStaffEmail(facts_: QuoteEmailFacts, ctx: EmailContext, lang: Lang = "fr"): EmailContent {
  const t = TEXT[lang];
  const { form, quote, reference } = facts_;
  const name = `${form.firstName} ${form.lastName}`;
  const who = form.company ? `${name} (${form.company})` : name;
  const clientAddress = [form.address, [form.city, form.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const clientRows = [
    [t.name, name],
    [t.company, form.company],
    [t.email, form.email],
    [t.phone, formatPhone(form.phone)],
    [t.address, clientAddress],
  ] as const;
  const delivering = needsDelivery(form.deliveryNeeded);
  const siteRows = [
    [t.siteName, form.deliveryLocationName],
    [t.siteAddress, form.deliveryAddress],
    [t.siteCity, form.deliveryCity],
    [t.sitePostalCode, form.deliveryPostalCode],
  ] as const;
  const dateRows = [
    [t.start, form.startDate ? longDate(lang, form.startDate) : t.notGiven],
    [t.end, form.endDate ? longDate(lang, form.endDate) : t.notGiven],
  ] as const;
  const deliveryChoice = translate(lang, `quote.form.deliveryChoices.${form.deliveryNeeded}`);
  const notice = staffNoticeParts(lang, ctx, { title: t.title, reference, createdAt: facts_.createdAt, pageLang: facts_.lang, received: t.received, replyHint: t.replyHint });

  const html = htmlDocument(lang, ctx, {
    title: t.title,
    preheader: `${reference} – ${who}`,
    body: [
      ...notice.htmlTop,
      heading(t.client),
      facts(clientRows),
      heading(t.site),
      delivering ? facts(siteRows) : paragraph(t.noSite),
      heading(t.dates),
      facts(dateRows),
      heading(t.delivery),
      paragraph(htmlParagraphs(deliveryChoice)),
      heading(t.items),
      itemsHtml(lang, quote),
      paragraph(`<span style="font-size:13px;color:#5f5c56">${t.optionsNote}</span>`),
      form.comments ? heading(t.comments) + paragraph(htmlParagraphs(form.comments)) : "",
      ...notice.htmlBottom,
    ].join("\n"),
  });

  const text = [
    ...notice.textTop,
    textHeading(t.client),
    textFacts(lang, clientRows),
    textHeading(t.site),
    delivering ? textFacts(lang, siteRows) : t.noSite,
    textHeading(t.dates),
    textFacts(lang, dateRows),
    textHeading(t.delivery),
    deliveryChoice,
    textHeading(t.items),
    itemsText(lang, quote),
    "",
    t.optionsNote,
    ...(form.comments ? [textHeading(t.comments), form.comments] : []),
    ...notice.textBottom,
    "",
    `${ctx.business.name} · ${formatAddress(ctx.business)}`,
  ].join("\n");

  return { subject: t.subject(reference, who), text, html };
}
