/**
 * The quote cart's rules, pure (spec 4 "Cart", decisions.md "Catalogue and
 * cart"). A line is keyed by product id plus chosen options; it stores ids,
 * never labels or prices, so names render in the page's language and prices
 * come from the catalogue.
 */
import { normaliseQuantity, type Period, PERIODS } from "./pricing.ts";
import { MAX_LINE_QUANTITY } from "./quote/limits.ts";

export type CartOptions = { transformerType?: string; sweeperType?: string; diamondType?: string };
export const OPTION_FIELDS = ["transformerType", "sweeperType", "diamondType"] as const;

export type CartLine = { id: number; quantity: number; period: Period; options?: CartOptions };

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
 * (issue 12: a merged line of 1001 could not be sent).
 */
export function addLine(lines: readonly CartLine[], line: CartLine): AddResult {
  const wanted = normaliseQuantity(line.quantity);
  const incoming: CartLine = { ...line, quantity: lineQuantity(wanted), options: cleanOptions(line.options) };
  if (!incoming.options) delete incoming.options;
  const key = lineKey(incoming);
  const index = lines.findIndex((l) => lineKey(l) === key);
  if (index === -1) return { lines: [...lines, incoming], capped: wanted > MAX_LINE_QUANTITY };
  const merged = lines[index]!.quantity + wanted;
  return {
    lines: lines.map((l, i) => (i === index ? { ...l, quantity: lineQuantity(merged), period: incoming.period } : l)),
    capped: merged > MAX_LINE_QUANTITY,
  };
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
