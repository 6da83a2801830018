/**
 * Building blocks of every e-mail: the HTML frame (table layout and inline
 * styles, as mail clients need), the plain-text twin, escaping, and the
 * business footer. Templates (./templates/*) compose these.
 *
 * Everything a visitor typed goes through `escapeHtml` in HTML; plain text
 * needs no escaping. Links are absolute, built from PUBLIC_URL.
 */
import { formatAddress, type Business } from "../config/business.ts";
import { BUSINESS_TIME_ZONE } from "../domain/constants.ts";
import { formatLongDate, openingHoursLines, perLang } from "../i18n/format.ts";
import { LOCALE, localizePath, translate, type Lang } from "../i18n/index.ts";

export type EmailContent = { subject: string; text: string; html: string };

/** What every template needs besides its own facts. */
export type EmailContext = { business: Business; publicUrl: string };

const COLORS = { ink: "#1c1d1f", soft: "#47453f", muted: "#5f5c56", line: "#dcd9d3", band: "#eceae6", page: "#f7f6f4", accent: "#c2410c", bar: "#e8590c" };
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

/** Multi-line text typed by a person, kept as typed, safe in HTML. */
export function htmlParagraphs(text: string): string {
  return escapeHtml(text).replace(/\n/g, "<br>");
}

/** An absolute link to a page of the site in a language. */
export function siteUrl(ctx: EmailContext, path: string, lang: Lang): string {
  return `${ctx.publicUrl}${localizePath(path, lang)}`;
}

const moneyFormat = perLang((lang) => new Intl.NumberFormat(LOCALE[lang], { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol" }));
const dateTimeFormat = perLang((lang) => new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: "long", timeStyle: "short", timeZone: BUSINESS_TIME_ZONE }));

/** "1 234,50 $" / "$1,234.50" (same output as app/i18n/format.ts formatMoney). */
export const money = (lang: Lang, amount: number) => moneyFormat(lang).format(amount);
export const longDate = (lang: Lang, iso: string) => formatLongDate(lang, iso);

/** "22 novembre 2026 à 10 h 15" / "November 22, 2026 at 10:15 a.m.", in Quebec time. */
export function dateTime(lang: Lang, date: Date): string {
  return dateTimeFormat(lang).format(date);
}

const hoursCache = new WeakMap<Business, Partial<Record<Lang, string[]>>>();

/** The opening hours, then the emergency line when there is one (the footer's and the contact acknowledgement's). */
export function hoursAndEmergencyLines(lang: Lang, business: Business): string[] {
  const cached = hoursCache.get(business)?.[lang];
  if (cached) return cached;
  const lines = openingHoursLines(lang, business);
  if (business.emergencyLine247) lines.push(translate(lang, "common.emergency247"));
  hoursCache.set(business, { ...hoursCache.get(business), [lang]: lines });
  return lines;
}

/* ------------------------------------------------------------ HTML parts */

export function heading(text: string): string {
  return `<h2 style="margin:28px 0 10px;font-size:16px;line-height:1.3;color:${COLORS.ink};text-transform:uppercase;letter-spacing:0.04em">${escapeHtml(text)}</h2>`;
}

export function paragraph(html: string): string {
  return `<p style="margin:0 0 14px;font-size:15px;line-height:1.55;color:${COLORS.ink}">${html}</p>`;
}

/** Label / value rows; values are escaped (pass `raw` for prepared HTML). */
export function facts(rows: readonly (readonly [string, string | undefined | null])[], raw = false): string {
  const cells = rows
    .filter((row): row is readonly [string, string] => typeof row[1] === "string" && row[1] !== "")
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;vertical-align:top;color:${COLORS.muted};font-size:14px;white-space:nowrap">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;vertical-align:top;font-size:14px;color:${COLORS.ink}">${raw ? value : htmlParagraphs(value)}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%">${cells}</table>`;
}

export type ItemRow = { name: string; options: string[]; detail: string; total: string };

export function itemsTable(rows: readonly ItemRow[], totals: readonly (readonly [string, string, boolean?])[]): string {
  const body = rows
    .map(
      (row) =>
        `<tr><td style="padding:10px 8px 10px 0;border-bottom:1px solid ${COLORS.line};vertical-align:top;font-size:14px;color:${COLORS.ink}">` +
        `<strong>${escapeHtml(row.name)}</strong>` +
        (row.options.length ? `<br><span style="color:${COLORS.muted};font-size:13px">${row.options.map(escapeHtml).join("<br>")}</span>` : "") +
        `<br><span style="color:${COLORS.soft};font-size:13px">${escapeHtml(row.detail)}</span></td>` +
        `<td style="padding:10px 0;border-bottom:1px solid ${COLORS.line};vertical-align:top;text-align:right;white-space:nowrap;font-size:14px;color:${COLORS.ink}">${escapeHtml(row.total)}</td></tr>`,
    )
    .join("");
  const sums = totals
    .map(
      ([label, value, strong]) =>
        `<tr><td style="padding:6px 8px 0 0;text-align:right;font-size:${strong ? 16 : 14}px;color:${strong ? COLORS.ink : COLORS.soft}">${strong ? "<strong>" : ""}${escapeHtml(label)}${strong ? "</strong>" : ""}</td>` +
        `<td style="padding:6px 0 0;text-align:right;white-space:nowrap;font-size:${strong ? 16 : 14}px;color:${COLORS.ink}">${strong ? "<strong>" : ""}${escapeHtml(value)}${strong ? "</strong>" : ""}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%">${body}${sums}</table>`;
}

export function button(href: string, label: string): string {
  return `<p style="margin:22px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:${COLORS.accent};color:#ffffff;text-decoration:none;font-weight:700;font-size:15px;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>`;
}

export function referenceBox(label: string, reference: string): string {
  return `<p style="margin:0 0 18px;padding:12px 16px;background:${COLORS.page};border-left:4px solid ${COLORS.bar};font-size:15px;color:${COLORS.ink}">${escapeHtml(label)} <strong style="font-family:ui-monospace,Menlo,Consolas,monospace;font-size:16px">${escapeHtml(reference)}</strong></p>`;
}

export function orderedList(items: readonly string[]): string {
  return `<ol style="margin:0 0 14px;padding-left:22px;font-size:15px;line-height:1.55;color:${COLORS.ink}">${items.map((item) => `<li style="margin:0 0 6px">${escapeHtml(item)}</li>`).join("")}</ol>`;
}

/** The whole document: dark band with the name and the safety-orange rule, content, business footer. */
export function htmlDocument(lang: Lang, ctx: EmailContext, options: { title: string; preheader: string; body: string }): string {
  const b = ctx.business;
  const footer = [
    `<strong>${escapeHtml(b.name)}</strong>`,
    `${escapeHtml(b.phone)} · <a href="mailto:${escapeHtml(b.email)}" style="color:${COLORS.soft}">${escapeHtml(b.email)}</a>`,
    escapeHtml(formatAddress(b)),
    hoursAndEmergencyLines(lang, b).map(escapeHtml).join("<br>"),
    `<a href="${escapeHtml(siteUrl(ctx, "/", lang))}" style="color:${COLORS.soft}">${escapeHtml(ctx.publicUrl.replace(/^https?:\/\//, ""))}</a>`,
  ].join("<br>");
  return `<!doctype html>
<html lang="${LOCALE[lang]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.page};font-family:${FONT};color:${COLORS.ink}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(options.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border:1px solid ${COLORS.line};border-radius:12px;overflow:hidden">
<tr><td style="background:${COLORS.ink};border-bottom:4px solid ${COLORS.bar};padding:18px 24px;color:#ffffff;font-size:19px;font-weight:800;font-family:${FONT}">${escapeHtml(b.name)}</td></tr>
<tr><td style="padding:24px 24px 8px;font-family:${FONT}">${options.body}</td></tr>
<tr><td style="background:${COLORS.band};padding:16px 24px;font-size:12px;line-height:1.6;color:${COLORS.soft};font-family:${FONT}">${footer}</td></tr>
</table></td></tr></table>
</body>
</html>`;
}

/* ------------------------------------------------------------ text parts */

export function textHeading(text: string): string {
  return `\n${text.toLocaleUpperCase()}\n${"-".repeat(Math.min(60, text.length))}`;
}

/** " : " in French (a space before the colon), ": " in English. */
export function colon(lang: Lang): string {
  return lang === "fr" ? " : " : ": ";
}

/** "Nom : Jean" / "Name: Jean". */
export function textFacts(lang: Lang, rows: readonly (readonly [string, string | undefined | null])[]): string {
  return rows
    .filter((row): row is readonly [string, string] => typeof row[1] === "string" && row[1] !== "")
    .map(([label, value]) => `${label}${colon(lang)}${value.replace(/\n/g, "\n  ")}`)
    .join("\n");
}

export function textFooter(lang: Lang, ctx: EmailContext): string {
  const b = ctx.business;
  return ["--", b.name, `${b.phone} · ${b.email}`, formatAddress(b), ...hoursAndEmergencyLines(lang, b), siteUrl(ctx, "/", lang)].join("\n");
}
