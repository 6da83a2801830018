/**
 * Building blocks of every e-mail: the HTML frame (table layout and inline
 * styles, as mail clients need), the plain-text twin, escaping, and the
 * business footer. Templates (./templates/*) compose these; their texts are
 * in the catalogues of ./text/{fr,en}/, amounts and dates come from
 * app/i18n/format.ts.
 *
 * Everything a visitor typed goes through `escapeHtml` in HTML; plain text
 * needs no escaping. Links are absolute, built from PUBLIC_URL.
 */
import { formatAddress, type Business } from "../config/business.ts";
import { openingHoursLines } from "../i18n/format-hours.ts";
import { formatMessage, LOCALE, localizePath, type Lang } from "../i18n/index.ts";
import type { Catalogue } from "../i18n/types.ts";
import { enEmailCommon } from "./text/en/common.ts";
import { frEmailCommon } from "./text/fr/common.ts";

export type EmailContent = { subject: string; text: string; html: string };

/** What every template needs besides its own facts. */
export type EmailContext = { business: Business; publicUrl: string };

/** The texts several e-mails share (greeting, reference, question line). */
export const COMMON_TEXT: Record<Lang, Catalogue<typeof frEmailCommon>> = { fr: frEmailCommon, en: enEmailCommon };

/**
 * No spam relay: an e-mail to an address nobody has
 * proven yet (the contact and quote acknowledgements, the sign-up
 * confirmation, a status change, a password reset) carries no text the
 * visitor typed beyond their name, cut to this length. Otherwise anyone could
 * type a victim's address and make the business's domain deliver their text.
 * Staff e-mails keep everything.
 */
export const UNPROVEN_NAME_MAX = 50;

/** The name a visitor typed, as an e-mail to an address not yet proven may show it (greeting, To: header). */
export function nameForUnprovenAddress(name: string): string {
  // Code points, not UTF-16 units: a cut never splits an accented letter written as a surrogate pair.
  return Array.from(name).slice(0, UNPROVEN_NAME_MAX).join("").trimEnd();
}

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

const hoursCache = new WeakMap<Business, Partial<Record<Lang, string[]>>>();

/** The opening hours, then the emergency line when there is one (the footer's and the contact acknowledgement's). */
export function hoursAndEmergencyLines(lang: Lang, business: Business): string[] {
  const cached = hoursCache.get(business)?.[lang];
  if (cached) return cached;
  const lines = openingHoursLines(lang, business);
  if (business.emergencyLine) lines.push(business.emergencyLine[lang]);
  hoursCache.set(business, { ...hoursCache.get(business), [lang]: lines });
  return lines;
}

/* ------------------------------------------------------------ HTML parts */

/** The e-mail's title, at the top of its body. */
export function emailTitle(text: string): string {
  return `<h1 style="margin:0 0 14px;font-size:22px">${escapeHtml(text)}</h1>`;
}

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

/** A side note in smaller, muted type (a date of update, what an estimate includes). */
export function note(text: string): string {
  return paragraph(`<span style="font-size:13px;color:${COLORS.muted}">${escapeHtml(text)}</span>`);
}

/** The smallest print, at the end (why this e-mail came, what to do if it was not for you). */
export function finePrint(text: string): string {
  return paragraph(`<span style="font-size:12px;color:${COLORS.muted}">${escapeHtml(text)}</span>`);
}

export function referenceBox(label: string, reference: string): string {
  return `<p style="margin:0 0 18px;padding:12px 16px;background:${COLORS.page};border-left:4px solid ${COLORS.bar};font-size:15px;color:${COLORS.ink}">${escapeHtml(label)} <strong style="font-family:ui-monospace,Menlo,Consolas,monospace;font-size:16px">${escapeHtml(reference)}</strong></p>`;
}

export function orderedList(items: readonly string[]): string {
  return `<ol style="margin:0 0 14px;padding-left:22px;font-size:15px;line-height:1.55;color:${COLORS.ink}">${items.map((item) => `<li style="margin:0 0 6px">${escapeHtml(item)}</li>`).join("")}</ol>`;
}

/** A list without order (conditions, points to keep in mind). */
export function bulletList(items: readonly string[]): string {
  return `<ul style="margin:0 0 14px;padding-left:22px;font-size:14px;line-height:1.5;color:${COLORS.ink}">${items.map((item) => `<li style="margin:0 0 6px">${escapeHtml(item)}</li>`).join("")}</ul>`;
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

/** One line of plain text: "Nom : Jean" / "Name: Jean". */
export function labelValue(lang: Lang, label: string, value: string): string {
  return formatMessage(lang, COMMON_TEXT[lang].labelValue, { label, value });
}

/** Label / value lines; a value on several lines goes on indented. */
export function textFacts(lang: Lang, rows: readonly (readonly [string, string | undefined | null])[]): string {
  return rows
    .filter((row): row is readonly [string, string] => typeof row[1] === "string" && row[1] !== "")
    .map(([label, value]) => labelValue(lang, label, value.replace(/\n/g, "\n  ")))
    .join("\n");
}

export function textFooter(lang: Lang, ctx: EmailContext): string {
  const b = ctx.business;
  return ["--", b.name, `${b.phone} · ${b.email}`, formatAddress(b), ...hoursAndEmergencyLines(lang, b), siteUrl(ctx, "/", lang)].join("\n");
}

/* ------------------------------------------------------------ to the person who sent a request */

/** Part of an e-mail written twice: HTML blocks, and the plain-text lines that say the same. */
export type EmailParts = { html: readonly string[]; text: readonly string[] };

/**
 * The frame of every e-mail to the person who sent a request (the quote and
 * contact acknowledgements, a status change): the title, the greeting by the
 * name they typed (cut: the address is not proven), the `lead`, their
 * reference (also the preheader), then the e-mail's own `rest` and the footer.
 */
export function requestEmail(lang: Lang, ctx: EmailContext, email: { title: string; name: string; reference: string; lead: EmailParts; rest: EmailParts }): Pick<EmailContent, "html" | "text"> {
  const common = COMMON_TEXT[lang];
  const hello = formatMessage(lang, common.hello, { name: nameForUnprovenAddress(email.name) });
  const referenceLine = `${common.yourReference} ${email.reference}`;
  const html = htmlDocument(lang, ctx, {
    title: email.title,
    preheader: referenceLine,
    body: [emailTitle(email.title), paragraph(escapeHtml(hello)), ...email.lead.html, referenceBox(common.yourReference, email.reference), ...email.rest.html].join("\n"),
  });
  const text = [hello, "", ...email.lead.text, "", referenceLine, ...email.rest.text, "", textFooter(lang, ctx)].join("\n");
  return { html, text };
}
