/**
 * The CSV export of the dashboard's filtered requests (GET /admin/export.csv,
 * ./admin-export.ts): UTF-8 with a BOM so spreadsheets keep French accents,
 * formulas neutralised. The caller has checked the admin role.
 */
import { asc, desc, inArray } from "drizzle-orm";
import { filterConditions, itemDetail, type RequestItemDetail } from "../db/admin-requests.server.ts";
import type { Db } from "../db/client.server.ts";
import { submissionItems, submissions } from "../db/schema.ts";
import { BUSINESS_TIME_ZONE } from "../domain/constants.ts";
import type { RequestFilters } from "../domain/request-filters.ts";
import { isRequestStatus } from "../domain/request-status.ts";
import { formatPhone } from "../domain/validation/fields.ts";
import { translate, type Lang } from "../i18n/index.ts";

/** A bound on one export, so a mistaken click cannot build a file the size of the database. */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * A spreadsheet must not run what a customer typed: a cell starting with
 * = + - @ (or a tab / carriage return, which some spreadsheets skip before
 * reading a formula) gets a leading apostrophe (decisions.md, OWASP "CSV injection").
 * So does one whose first visible character is such a sign behind spaces or
 * invisible format characters (a zero-width space, a BOM), which some spreadsheets
 * also skip, or written full-width (＝ ＋ － ＠), which some read as the ASCII sign.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\p{Cf}]*[=+\-@＝＋－＠])/u;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: string): string {
  return `"${neutraliseFormula(value).replace(/"/g, '""')}"`;
}

/**
 * A CSV document Excel opens correctly: UTF-8 with a byte-order mark (French
 * accents), CRLF line ends, every field quoted. French uses ';' between fields
 * and a decimal comma, as Excel does with French (Canada) regional settings;
 * English uses ','.
 */
export function csvDocument(rows: readonly (readonly string[])[], lang: Lang): string {
  const separator = lang === "fr" ? ";" : ",";
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(separator)).join("\r\n")}\r\n`;
}

function csvMoney(lang: Lang, amount: number | null): string {
  if (amount === null) return "";
  const fixed = amount.toFixed(2);
  return lang === "fr" ? fixed.replace(".", ",") : fixed;
}

/** "2026-05-14 09:32", Quebec time: sortable, and read as a date by spreadsheets. */
export function csvDateTime(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

const PERIOD_SHORT: Record<Lang, Record<RequestItemDetail["period"], string>> = {
  fr: { day: "jour", week: "semaine", fixed: "prix fixe" },
  en: { day: "day", week: "week", fixed: "fixed price" },
};

/** The requests matching the filters (all pages, newest first), as CSV rows with a header in the page's language. */
export async function exportRequestRows(db: Db, filters: RequestFilters, lang: Lang): Promise<string[][]> {
  const where = filterConditions(filters);
  const rows = await db.select().from(submissions).where(where).orderBy(desc(submissions.createdAt), desc(submissions.reference)).limit(EXPORT_MAX_ROWS);
  const ids = rows.map((row) => row.id);
  const items = ids.length ? await db.select().from(submissionItems).where(inArray(submissionItems.submissionId, ids)).orderBy(asc(submissionItems.submissionId), asc(submissionItems.position)) : [];
  const itemsOf = new Map<string, string[]>();
  for (const item of items) {
    const detail = itemDetail(item, lang);
    const options = detail.options.length ? ` (+ ${detail.options.join(", ")})` : "";
    const line = `${detail.quantity} × ${detail.name} / ${PERIOD_SHORT[lang][detail.period]}${options}`;
    itemsOf.set(item.submissionId, [...(itemsOf.get(item.submissionId) ?? []), line]);
  }
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  const header = [
    t("admin.csv.reference"),
    t("admin.csv.type"),
    t("admin.csv.status"),
    t("admin.csv.date"),
    t("admin.csv.name"),
    t("admin.csv.email"),
    t("admin.csv.phone"),
    t("admin.csv.company"),
    t("admin.csv.subject"),
    t("admin.csv.message"),
    t("admin.csv.startDate"),
    t("admin.csv.endDate"),
    t("admin.csv.delivery"),
    t("admin.csv.deliverySite"),
    t("admin.csv.items"),
    t("admin.csv.subtotal"),
    t("admin.csv.tps"),
    t("admin.csv.tvq"),
    t("admin.csv.total"),
    t("admin.csv.language"),
  ];
  const body = rows.map((row) => [
    row.reference,
    translate(lang, `admin.type.${row.type}`),
    isRequestStatus(row.status) ? translate(lang, `admin.status.${row.status}`) : translate(lang, "admin.status.unknown"),
    csvDateTime(row.createdAt),
    row.name,
    row.email,
    row.phone ? formatPhone(row.phone) : "",
    row.company ?? "",
    row.subject ? translate(lang, `quote.contact.subjects.${row.subject}` as Parameters<typeof translate>[1]) : "",
    row.message ?? "",
    row.startDate ?? "",
    row.endDate ?? "",
    row.deliveryChoice ? translate(lang, `quote.form.deliveryChoices.${row.deliveryChoice}`) : "",
    [row.deliveryLocationName, row.deliveryAddress, [row.deliveryCity, row.deliveryPostalCode].filter(Boolean).join(" ")].filter(Boolean).join(", "),
    (itemsOf.get(row.id) ?? []).join("\n"),
    csvMoney(lang, row.subtotal),
    csvMoney(lang, row.tps),
    csvMoney(lang, row.tvq),
    csvMoney(lang, row.totalAmount),
    translate(lang, `admin.detail.languages.${row.lang}`),
  ]);
  return [header, ...body];
}
