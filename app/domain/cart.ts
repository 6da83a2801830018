/**
 * The quote cart's rules, pure (spec 4 "Cart", decisions.md "Catalogue and
 * cart"). A line is keyed by product id plus chosen options; it stores ids,
 * never labels or prices, so names render in the page's language and prices
 * come from the catalogue.
 *
 * Dates: the project's dates are kept beside the lines; a line keeps
 * its own dates only when the tool is needed for part of the project. Either
 * date may be missing while the customer types; a line is priced by dates only
 * when both are there (./quote/line-price.ts).
 */
import { normaliseQuantity, type Period, PERIODS } from "./pricing.ts";
import { MAX_LINE_QUANTITY } from "./quote/limits.ts";
import { isIsoDate } from "./validation/dates.ts";

export type CartOptions = { transformerType?: string; sweeperType?: string; diamondType?: string };
export const OPTION_FIELDS = ["transformerType", "sweeperType", "diamondType"] as const;

/** A rental's first and last day (YYYY-MM-DD, both included), as far as the customer has typed them. */
export type DateRange = { start?: string; end?: string };

export type CartLine = {
  id: number;
  quantity: number;
  period: Period;
  options?: CartOptions;
  /** The line's own dates, when they differ from the project's (default: the project's). */
  startDate?: string;
  endDate?: string;
};

export function lineKey(line: Pick<CartLine, "id" | "options">): string {
  const o = line.options ?? {};
  return [line.id, o.transformerType ?? "", o.sweeperType ?? "", o.diamondType ?? ""].join("|");
}

function cleanOptions(options: CartOptions | undefined): CartOptions | undefined {
  if (!options) return undefined;
  const cleaned: CartOptions = {};
  for (const field of OPTION_FIELDS) {
    const value = options[field];
    if (typeof value === "string" && value) cleaned[field] = value;
  }
  return Object.keys(cleaned).length > 0 ? cleaned : undefined;
}

/** A line's quantity as the cart keeps it: a whole number from 1 to MAX_LINE_QUANTITY (non-numeric → 1). */
function lineQuantity(value: unknown): number {
  return Math.min(MAX_LINE_QUANTITY, normaliseQuantity(value));
}

/** The cart after an add, and whether the line hit MAX_LINE_QUANTITY (the visitor is told so). */
export type AddResult = { lines: CartLine[]; capped: boolean };

/**
 * Add merges quantity into the line with the same product and options, else
 * appends. A line never exceeds MAX_LINE_QUANTITY, the most the server accepts
 * (a merged line of 1001 could not be sent).
 */
export function addLine(lines: readonly CartLine[], line: CartLine, datesChosen = false): AddResult {
  const wanted = normaliseQuantity(line.quantity);
  const incoming: CartLine = withDates({ ...line, quantity: lineQuantity(wanted), options: cleanOptions(line.options) }, { start: line.startDate, end: line.endDate });
  if (!incoming.options) delete incoming.options;
  const key = lineKey(incoming);
  const index = lines.findIndex((l) => lineKey(l) === key);
  if (index === -1) return { lines: [...lines, incoming], capped: wanted > MAX_LINE_QUANTITY };
  const merged = lines[index]!.quantity + wanted;
  return {
    lines: lines.map((l, i) => {
      if (i !== index) return l;
      const updated = { ...l, quantity: lineQuantity(merged), period: incoming.period };
      // Dates chosen on the product page are the latest intention; otherwise the line keeps its own.
      return datesChosen ? withDates(updated, { start: incoming.startDate, end: incoming.endDate }) : updated;
    }),
    capped: merged > MAX_LINE_QUANTITY,
  };
}

/** The line with these own dates (none: it follows the project's). */
function withDates(line: CartLine, dates: DateRange | null): CartLine {
  const out: CartLine = { ...line };
  delete out.startDate;
  delete out.endDate;
  if (dates?.start) out.startDate = dates.start;
  if (dates?.end) out.endDate = dates.end;
  return out;
}

export type DatedCart = { lines: CartLine[]; dates: DateRange };

/**
 * Adding from the product page with the dates chosen there: they become the
 * project's dates when the cart has none, else the line's own dates when they differ from
 * the project's. Without chosen dates the line follows the project's.
 */
export function addLineWithDates(cart: { lines: readonly CartLine[]; dates: DateRange }, line: CartLine, chosen: { start: string; end: string } | null): AddResult & { dates: DateRange } {
  const bare = withDates(line, null);
  if (!chosen) return { ...addLine(cart.lines, bare), dates: cart.dates };
  const projectHasDates = Boolean(cart.dates.start || cart.dates.end);
  if (!projectHasDates) return { ...addLine(cart.lines, bare, true), dates: { start: chosen.start, end: chosen.end } };
  const same = cart.dates.start === chosen.start && cart.dates.end === chosen.end;
  return { ...addLine(cart.lines, same ? bare : withDates(bare, chosen), true), dates: cart.dates };
}

/** Set (or, with null, clear) a line's own dates. */
export function setLineDates(lines: readonly CartLine[], key: string, dates: DateRange | null): CartLine[] {
  return lines.map((l) => (lineKey(l) === key ? withDates(l, dates) : l));
}

export function removeLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((l) => lineKey(l) !== key);
}

export function setQuantity(lines: readonly CartLine[], key: string, quantity: unknown): CartLine[] {
  return lines.map((l) => (lineKey(l) === key ? { ...l, quantity: lineQuantity(quantity) } : l));
}

/** Change the period; a period the product does not allow is refused (sold items stay fixed). */
export function setPeriod(lines: readonly CartLine[], key: string, period: Period, allowed: readonly Period[]): CartLine[] {
  if (!allowed.includes(period)) return [...lines];
  return lines.map((l) => (lineKey(l) === key ? { ...l, period } : l));
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  if (!Number.isInteger(v.id) || (v.id as number) <= 0) return false;
  if (!Number.isInteger(v.quantity) || (v.quantity as number) < 1) return false;
  if (!PERIODS.includes(v.period as Period)) return false;
  for (const date of [v.startDate, v.endDate]) if (date !== undefined && (typeof date !== "string" || !isIsoDate(date))) return false;
  if (v.options !== undefined) {
    if (typeof v.options !== "object" || v.options === null) return false;
    for (const [field, option] of Object.entries(v.options)) {
      if (!(OPTION_FIELDS as readonly string[]).includes(field) || typeof option !== "string") return false;
    }
  }
  return true;
}

export type ParsedCart = { lines: CartLine[]; corrupt: boolean };

/** Read the stored value; anything malformed is reported corrupt and treated as empty (spec 8). */
export function parseCart(raw: string | null): ParsedCart {
  if (raw === null || raw === "") return { lines: [], corrupt: false };
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value) && value.every(isCartLine)) return { lines: value, corrupt: false };
  } catch {
    // fall through
  }
  return { lines: [], corrupt: true };
}

/** null means "remove the key": an empty cart is removed from storage (spec 4). */
export function serialiseCart(lines: readonly CartLine[]): string | null {
  return lines.length === 0 ? null : JSON.stringify(lines);
}

/** The project's dates as stored; anything malformed is read as no dates. */
export function parseDateRange(raw: string | null): DateRange {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return {};
    const { start, end } = value as Record<string, unknown>;
    const out: DateRange = {};
    if (typeof start === "string" && isIsoDate(start)) out.start = start;
    if (typeof end === "string" && isIsoDate(end)) out.end = end;
    return out;
  } catch {
    return {};
  }
}

/** null means "remove the key": no dates are not stored. */
export function serialiseDateRange(dates: DateRange): string | null {
  return dates.start || dates.end ? JSON.stringify({ start: dates.start, end: dates.end }) : null;
}

/**
 * The line of the product page's "add to quote" form when it was sent as a plain form (before the
 * page's scripts, or without them): `/quote?add=ID&quantity=&period=&start=&end=` and the options'
 * fields. The quote page shows it and sends it with the request; with scripts it joins the stored
 * cart. Anything malformed is dropped (no line, or no dates); the request's action checks the rest.
 */
export function lineFromAddress(params: URLSearchParams): { line: CartLine; chosen: { start: string; end: string } | null } | null {
  const id = Number(params.get("add"));
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const period = params.get("period");
  const options: CartOptions = {};
  for (const field of OPTION_FIELDS) {
    const value = params.get(field);
    if (value) options[field] = value.slice(0, 100);
  }
  const line: CartLine = {
    id,
    quantity: lineQuantity(params.get("quantity") ?? 1),
    period: PERIODS.includes(period as Period) ? (period as Period) : "day",
    ...(Object.keys(options).length > 0 ? { options } : {}),
  };
  const start = params.get("start") ?? "";
  const end = params.get("end") ?? "";
  return { line, chosen: isIsoDate(start) && isIsoDate(end) ? { start, end } : null };
}
