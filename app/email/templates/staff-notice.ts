/**
 * What every notification to staff has around its own facts: the title,
 * when it came in and from which language's page, the reference, and at the
 * end the dashboard link and who a reply goes to (quote and contact alike).
 */
import type { Lang } from "../../i18n/index.ts";
import { button, colon, dateTime, escapeHtml, paragraph, referenceBox, type EmailContext } from "../layout.ts";

const TEXT = {
  fr: { pageLang: { fr: "français", en: "anglais" }, reference: "Référence :", dashboard: "Ouvrir le tableau de bord" },
  en: { pageLang: { fr: "French", en: "English" }, reference: "Reference:", dashboard: "Open the dashboard" },
} as const;

export type StaffNotice = {
  title: string;
  reference: string;
  createdAt: Date;
  /** The language of the page the request was sent from. */
  pageLang: Lang;
  /** "Received {when} (page in {language})." in the notice's words (a message is masculine, a request feminine in French). */
  received: (when: string, pageLanguage: string) => string;
  replyHint: string;
};

export function staffNoticeParts(lang: Lang, ctx: EmailContext, notice: StaffNotice) {
  const t = TEXT[lang];
  const received = notice.received(dateTime(lang, notice.createdAt), t.pageLang[notice.pageLang]);
  const dashboardUrl = `${ctx.publicUrl}${lang === "en" ? "/en" : ""}/admin`;
  return {
    htmlTop: [
      `<h1 style="margin:0 0 8px;font-size:22px">${escapeHtml(notice.title)}</h1>`,
      paragraph(escapeHtml(received)),
      referenceBox(t.reference, notice.reference),
    ],
    htmlBottom: [button(dashboardUrl, t.dashboard), paragraph(`<span style="font-size:13px;color:#5f5c56">${escapeHtml(notice.replyHint)}</span>`)],
    textTop: [`${notice.title} ${notice.reference}`, received],
    textBottom: ["", `${t.reference} ${notice.reference}`, `${t.dashboard}${colon(lang)}${dashboardUrl}`],
  };
}
