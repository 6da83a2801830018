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
import { button, escapeHtml, htmlDocument, paragraph, textFooter, type EmailContext } from "../email/layout.ts";
import { notifyOutbox } from "../email/outbox-signal.ts";
import type { Lang } from "../i18n/index.ts";

export type AccountMailKind = "account-confirmation" | "account-password-reset";
export type AccountMail = { kind: AccountMailKind; lang: Lang; to: string; toName: string; subject: string; text: string; html: string };
export type AccountMailer = (mail: AccountMail) => Promise<void>;

type LinkMail = { lang: Lang; name: string; email: string; url: string };

type Copy = { subject: string; hello: string; lead: string; button: string; ignore: string };

function render(kind: AccountMailKind, mail: LinkMail, ctx: EmailContext, copy: Copy): AccountMail {
  const html = htmlDocument(mail.lang, ctx, {
    title: copy.subject,
    preheader: copy.lead,
    body: [
      paragraph(escapeHtml(copy.hello)),
      paragraph(escapeHtml(copy.lead)),
      button(mail.url, copy.button),
      paragraph(`<span style="font-size:13px;color:#5f5c56;word-break:break-all">${escapeHtml(mail.url)}</span>`),
      paragraph(`<span style="font-size:14px;color:#47453f">${escapeHtml(copy.ignore)}</span>`),
    ].join(""),
  });
  const text = [copy.hello, "", copy.lead, "", mail.url, "", copy.ignore, "", textFooter(mail.lang, ctx)].join("\n");
  return { kind, lang: mail.lang, to: mail.email, toName: mail.name, subject: copy.subject, text, html };
}

export function confirmationMail(mail: LinkMail, ctx: EmailContext): AccountMail {
  const name = ctx.business.name;
  const copy: Copy =
    mail.lang === "fr"
      ? {
          subject: `Confirmez votre adresse courriel – ${name}`,
          hello: `Bonjour ${mail.name},`,
          lead: `Merci d'avoir créé votre compte client chez ${name}. Pour l'activer, confirmez votre adresse courriel avec le lien ci-dessous. Il est valide 24 heures et ne sert qu'une fois.`,
          button: "Confirmer mon adresse courriel",
          ignore: "Si vous n'avez pas créé de compte, ignorez ce message : aucun compte ne sera activé.",
        }
      : {
          subject: `Confirm your email address – ${name}`,
          hello: `Hello ${mail.name},`,
          lead: `Thank you for creating your customer account with ${name}. To activate it, confirm your email address with the link below. It is valid for 24 hours and works once.`,
          button: "Confirm my email address",
          ignore: "If you did not create an account, ignore this message: no account will be activated.",
        };
  return render("account-confirmation", mail, ctx, copy);
}

export function resetPasswordMail(mail: LinkMail, ctx: EmailContext): AccountMail {
  const copy: Copy =
    mail.lang === "fr"
      ? {
          subject: `Réinitialisation de votre mot de passe – ${ctx.business.name}`,
          hello: `Bonjour ${mail.name},`,
          lead: "Vous avez demandé à réinitialiser le mot de passe de votre compte client. Choisissez-en un nouveau avec le lien ci-dessous. Il est valide 1 heure et ne sert qu'une fois.",
          button: "Choisir un nouveau mot de passe",
          ignore: "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe actuel reste valide.",
        }
      : {
          subject: `Reset your password – ${ctx.business.name}`,
          hello: `Hello ${mail.name},`,
          lead: "You asked to reset the password of your customer account. Choose a new one with the link below. It is valid for 1 hour and works once.",
          button: "Choose a new password",
          ignore: "If you did not ask for this, ignore this message: your current password stays valid.",
        };
  return render("account-password-reset", mail, ctx, copy);
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
