/**
 * To STAFF_NOTIFY_EMAIL for each quote request: the summary of spec 7.9
 * (client, delivery site, project dates, delivery choice, items with options,
 * subtotal, taxes, total, reference). Staff read it in French; the English
 * version exists for a team that prefers it.
 */
import { formatAddress } from "../../config/business.ts";
import { formatPhone } from "../../domain/validation/fields.ts";
import { needsDelivery } from "../../domain/validation/quote-form.ts";
import { formatMoney } from "../../i18n/format.ts";
import { formatLongDate } from "../../i18n/format-dates.ts";
import { formatMessage, translate, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import type { QuoteEmailFacts } from "../facts.ts";
import { escapeHtml, facts, heading, htmlDocument, htmlParagraphs, note, paragraph, textFacts, textHeading, type EmailContent, type EmailContext } from "../layout.ts";
import { enQuoteStaff } from "../text/en/quote-staff.ts";
import { frQuoteStaff } from "../text/fr/quote-staff.ts";
import { itemsHtml, itemsText } from "./quote-items.ts";
import { staffNoticeParts } from "./staff-notice.ts";

const TEXT: Record<Lang, Catalogue<typeof frQuoteStaff>> = { fr: frQuoteStaff, en: enQuoteStaff };

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
    [t.start, form.startDate ? formatLongDate(lang, form.startDate) : t.notGiven],
    [t.end, form.endDate ? formatLongDate(lang, form.endDate) : t.notGiven],
  ] as const;
  const estimate = quote.delivery;
  const deliveryNote =
    estimate.kind === "estimate"
      ? formatMessage(lang, t.deliveryEstimate, { trips: estimate.trips, km: estimate.roadKm, fee: formatMoney(lang, estimate.feeCents / 100) })
      : estimate.kind === "unknown"
        ? t.deliveryUnknown
        : null;
  const deliveryChoice = [translate(lang, `quote.form.deliveryChoices.${form.deliveryNeeded}`), deliveryNote].filter(Boolean).join("\n");
  const notice = staffNoticeParts(lang, ctx, { title: t.title, reference, createdAt: facts_.createdAt, pageLang: facts_.lang, received: t.received, replyHint: t.replyHint });

  const html = htmlDocument(lang, ctx, {
    title: t.title,
    preheader: `${reference} – ${who}`,
    body: [
      ...notice.htmlTop,
      heading(t.client),
      facts(clientRows),
      heading(t.site),
      delivering ? facts(siteRows) : paragraph(escapeHtml(t.noSite)),
      heading(t.dates),
      facts(dateRows),
      heading(t.delivery),
      paragraph(htmlParagraphs(deliveryChoice)),
      heading(t.items),
      itemsHtml(lang, quote, facts_.createdAt),
      note(t.optionsNote),
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
    itemsText(lang, quote, facts_.createdAt),
    "",
    t.optionsNote,
    ...(form.comments ? [textHeading(t.comments), form.comments] : []),
    ...notice.textBottom,
    "",
    `${ctx.business.name} · ${formatAddress(ctx.business)}`,
  ].join("\n");

  return { subject: formatMessage(lang, t.mailSubject, { reference, client: who }), text, html };
}
