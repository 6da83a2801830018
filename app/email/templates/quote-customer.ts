/**
 * To the customer after a quote request, in the language of the page they
 * used: the reference, the items as priced by the server, what happens next.
 * It goes to an address nobody has proven, so it repeats nothing typed but
 * the first name, cut (no delivery site, phone or comments;
 * ../layout.ts UNPROVEN_NAME_MAX). Staff get everything (./quote-staff.ts).
 */
import { REPLY_WITHIN_HOURS } from "../../domain/constants.ts";
import { formatLongDate } from "../../i18n/format-dates.ts";
import { formatMessage, translate, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import type { QuoteEmailFacts } from "../facts.ts";
import {
  button,
  COMMON_TEXT,
  escapeHtml,
  facts,
  finePrint,
  heading,
  labelValue,
  note,
  orderedList,
  paragraph,
  requestEmail,
  siteUrl,
  textFacts,
  textHeading,
  type EmailContent,
  type EmailContext,
} from "../layout.ts";
import { enQuoteCustomer } from "../text/en/quote-customer.ts";
import { frQuoteCustomer } from "../text/fr/quote-customer.ts";
import { itemsHtml, itemsText } from "./quote-items.ts";

const TEXT: Record<Lang, Catalogue<typeof frQuoteCustomer>> = { fr: frQuoteCustomer, en: enQuoteCustomer };

export function quoteCustomerEmail(facts_: QuoteEmailFacts, ctx: EmailContext): EmailContent {
  const lang: Lang = facts_.lang;
  const t = TEXT[lang];
  const { form, quote, reference } = facts_;
  const steps = [translate(lang, "quote.nextSteps.step1", { hours: REPLY_WITHIN_HOURS }), translate(lang, "quote.nextSteps.step2"), translate(lang, "quote.nextSteps.step3")];
  // Dates checked as calendar dates and a delivery choice from a list: nothing a stranger could write in.
  const detailRows = [
    [t.start, form.startDate ? formatLongDate(lang, form.startDate) : undefined],
    [t.end, form.endDate ? formatLongDate(lang, form.endDate) : undefined],
    [t.delivery, translate(lang, `quote.form.deliveryChoices.${form.deliveryNeeded}`)],
  ] as const;
  const notes = [translate(lang, "quote.summary.optionsNote"), translate(lang, "quote.summary.deliveryNote")];
  const estimate = `${t.estimate} ${notes.join(" ")}`;
  const nextSteps = translate(lang, "quote.nextSteps.title");
  const question = formatMessage(lang, COMMON_TEXT[lang].question, { phone: ctx.business.phone });
  const catalogueUrl = siteUrl(ctx, "/categories", lang);

  const { html, text } = requestEmail(lang, ctx, {
    title: t.title,
    name: form.firstName,
    reference,
    lead: { html: [paragraph(escapeHtml(t.thanks))], text: [t.thanks] },
    rest: {
      html: [
        heading(t.items),
        itemsHtml(lang, quote, facts_.createdAt),
        note(estimate),
        heading(t.details),
        facts(detailRows),
        heading(nextSteps),
        orderedList(steps),
        paragraph(escapeHtml(question)),
        button(catalogueUrl, t.browse),
        finePrint(t.ignore),
      ],
      text: [
        textHeading(t.items),
        itemsText(lang, quote, facts_.createdAt),
        "",
        estimate,
        textHeading(t.details),
        textFacts(lang, detailRows),
        textHeading(nextSteps),
        steps.map((step, i) => `${i + 1}. ${step}`).join("\n"),
        "",
        question,
        labelValue(lang, t.browse, catalogueUrl),
        "",
        t.ignore,
      ],
    },
  });

  return { subject: formatMessage(lang, t.mailSubject, { reference, business: ctx.business.name }), text, html };
}
