/**
 * The warning to an account's owner that its password is being guessed
 *: the account now makes each try wait, and a link to choose a new
 * password. Goes to a confirmed address, in the language stored at sign-up;
 * app/auth/account.server.ts decides when (at most once a day).
 */
import { formatMessage, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import { button, COMMON_TEXT, emailTitle, escapeHtml, finePrint, htmlDocument, paragraph, siteUrl, textFooter, type EmailContent, type EmailContext } from "../layout.ts";
import { enSignInWarning } from "../text/en/sign-in-warning.ts";
import { frSignInWarning } from "../text/fr/sign-in-warning.ts";

const TEXT: Record<Lang, Catalogue<typeof frSignInWarning>> = { fr: frSignInWarning, en: enSignInWarning };

export type SignInWarningFacts = { lang: Lang; name: string };

export function signInWarningEmail(facts: SignInWarningFacts, ctx: EmailContext): EmailContent {
  const { lang } = facts;
  const t = TEXT[lang];
  const hello = formatMessage(lang, COMMON_TEXT[lang].hello, { name: facts.name });
  // The forgotten-password form of the account page.
  const url = `${siteUrl(ctx, "/account", lang)}?tab=forgot`;
  const html = htmlDocument(lang, ctx, {
    title: t.title,
    preheader: t.lead,
    body: [
      emailTitle(t.title),
      paragraph(escapeHtml(hello)),
      paragraph(escapeHtml(t.lead)),
      paragraph(escapeHtml(t.ifYou)),
      button(url, t.button),
      paragraph(escapeHtml(t.ifNotYou)),
      finePrint(t.oncePerDay),
    ].join("\n"),
  });
  const text = [hello, "", t.lead, "", t.ifYou, url, "", t.ifNotYou, "", t.oncePerDay, "", textFooter(lang, ctx)].join("\n");
  return { subject: formatMessage(lang, t.mailSubject, { business: ctx.business.name }), text, html };
}
