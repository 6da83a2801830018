/**
 * What every notification to staff has around its own facts: the title,
 * when it came in and from which language's page, the reference, and at the
 * end the dashboard link and who a reply goes to (quote and contact alike).
 */
import { formatDateTime } from "../../i18n/format-dates.ts";
import { formatMessage, type Lang } from "../../i18n/index.ts";
import type { Catalogue } from "../../i18n/types.ts";
import { button, escapeHtml, labelValue, note, paragraph, referenceBox, siteUrl, type EmailContext } from "../layout.ts";
import { enStaffNotice } from "../text/en/staff-notice.ts";
import { frStaffNotice } from "../text/fr/staff-notice.ts";

const TEXT: Record<Lang, Catalogue<typeof frStaffNotice>> = { fr: frStaffNotice, en: enStaffNotice };

export type StaffNotice = {
  title: string;
  reference: string;
  createdAt: Date;
  /** The language of the page the request was sent from. */
  pageLang: Lang;
  /** "Received {when} (page in {pageLang})." in the notice's words (a message is masculine, a request feminine in French). */
  received: string;
  replyHint: string;
};

export function staffNoticeParts(lang: Lang, ctx: EmailContext, notice: StaffNotice) {
  const t = TEXT[lang];
  const received = formatMessage(lang, notice.received, { when: formatDateTime(lang, notice.createdAt, "long"), pageLang: t.pageLang[notice.pageLang] });
  const dashboardUrl = siteUrl(ctx, "/admin", lang);
  return {
    htmlTop: [`<h1 style="margin:0 0 8px;font-size:22px">${escapeHtml(notice.title)}</h1>`, paragraph(escapeHtml(received)), referenceBox(t.reference, notice.reference)],
    htmlBottom: [button(dashboardUrl, t.dashboard), note(notice.replyHint)],
    textTop: [`${notice.title} ${notice.reference}`, received],
    textBottom: ["", `${t.reference} ${notice.reference}`, labelValue(lang, t.dashboard, dashboardUrl)],
  };
}
