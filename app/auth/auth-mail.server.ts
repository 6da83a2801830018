/**
 * The two e-mails of customer accounts — address confirmation (link valid
 * 24 h) and password reset (1 h) — in the language of the page the person
 * used, with links built from PUBLIC_URL, in the same frame as every other
 * e-mail of the site (app/email/layout.ts).
 *
 * They go through the e-mail outbox (app/db/outbox.server.ts): stored first,
 * then sent and retried by the background worker, so a mail server that is
 * down loses nothing. `AccountMailer` is the seam tests replace.
 */
import type { Env } from "../config/env.server.ts";
import type { Db } from "../db/client.server.ts";
import { enqueueEmails, messageIdDomain } from "../db/outbox.server.ts";
import { button, COMMON_TEXT, escapeHtml, htmlDocument, nameForUnprovenAddress, paragraph, textFooter, type EmailContext } from "../email/layout.ts";
import { notifyOutbox } from "../email/outbox-signal.ts";
import { enAccountMail } from "../email/text/en/account-mail.ts";
import { frAccountMail } from "../email/text/fr/account-mail.ts";
import { formatMessage, type Lang } from "../i18n/index.ts";
import type { Catalogue } from "../i18n/types.ts";

export type AccountMailKind = "account-confirmation" | "account-password-reset" | "account-sign-in-warning";
export type AccountMail = { kind: AccountMailKind; lang: Lang; to: string; toName: string; subject: string; text: string; html: string };
export type AccountMailer = (mail: AccountMail) => Promise<void>;

type LinkMail = { lang: Lang; name: string; email: string; url: string };

const TEXT: Record<Lang, Catalogue<typeof frAccountMail>> = { fr: frAccountMail, en: enAccountMail };

type Copy = Catalogue<typeof frAccountMail>["confirmation"];

/**
 * Both go to an address typed on a form (a sign-up is not proven until the
 * link is followed), so the only typed text they carry is the name, cut
 * (app/email/layout.ts UNPROVEN_NAME_MAX), greeting and To: header alike.
 */
function render(kind: AccountMailKind, mail: LinkMail, ctx: EmailContext, copy: Copy): AccountMail {
  const name = nameForUnprovenAddress(mail.name);
  const vars = { business: ctx.business.name };
  const subject = formatMessage(mail.lang, copy.mailSubject, vars);
  const hello = formatMessage(mail.lang, COMMON_TEXT[mail.lang].hello, { name });
  const lead = formatMessage(mail.lang, copy.lead, vars);
  const html = htmlDocument(mail.lang, ctx, {
    title: subject,
    preheader: lead,
    body: [
      paragraph(escapeHtml(hello)),
      paragraph(escapeHtml(lead)),
      button(mail.url, copy.button),
      paragraph(`<span style="font-size:13px;color:#5f5c56;word-break:break-all">${escapeHtml(mail.url)}</span>`),
      paragraph(`<span style="font-size:14px;color:#47453f">${escapeHtml(copy.ignore)}</span>`),
    ].join(""),
  });
  const text = [hello, "", lead, "", mail.url, "", copy.ignore, "", textFooter(mail.lang, ctx)].join("\n");
  return { kind, lang: mail.lang, to: mail.email, toName: name, subject, text, html };
}

export function confirmationMail(mail: LinkMail, ctx: EmailContext): AccountMail {
  return render("account-confirmation", mail, ctx, TEXT[mail.lang].confirmation);
}

export function resetPasswordMail(mail: LinkMail, ctx: EmailContext): AccountMail {
  return render("account-password-reset", mail, ctx, TEXT[mail.lang].passwordReset);
}

/** Stores the e-mail in the outbox; the background worker sends it (or logs it without SMTP_URL). */
export function outboxAccountMailer(db: Db, env: Pick<Env, "mailFrom">): AccountMailer {
  const domain = messageIdDomain(env.mailFrom);
  return async (mail) => {
    await enqueueEmails(db, null, [{ kind: mail.kind, lang: mail.lang, to: { address: mail.to, name: mail.toName }, subject: mail.subject, text: mail.text, html: mail.html }], domain);
    // Wake the worker: the person is waiting for this one.
    notifyOutbox();
  };
}
