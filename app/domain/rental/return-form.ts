/**
 * The return form as staff filled it (app/routes/admin-return.tsx): for each unit out, whether it
 * is back now, its meter and condition, whether it goes to the shop (maintenance), and what it
 * costs beyond the quote: extra days past the end date, cleaning, fuel and damage (amounts staff
 * enter, with the reason), diamond discs used and the pump operator's hours. The charges are
 * priced here from the accepted quote's rates, in integer cents (decisions.md, third round).
 */
import { parseDollars } from "../catalogue/product-form.ts";
import { DIAMOND_DISC_PRICE, PUMP_OPERATOR_HOURLY } from "../constants.ts";
import type { FieldErrors } from "../validation/errors.ts";
import { hasControlCharacter } from "../validation/fields.ts";
import { durationPrice, type RentalRates } from "./duration-pricing.ts";
import { UNIT_NOTES_MAX } from "./unit-form.ts";

export const RETURN_CHARGE_KINDS = ["extra-days", "cleaning", "fuel", "damage", "consumables", "operator"] as const;
export type ReturnChargeKind = (typeof RETURN_CHARGE_KINDS)[number];

/** What the screen needs to price one unit out: the rates the customer accepted for its product. */
export type UnitOutRates = { assignmentId: number; unitId: number; rates: RentalRates | null };

/** The quote's own prices of discs and operator hours when it had them, else the shop's. */
export type ReturnPrices = { discCents: number; operatorHourCents: number };
export const DEFAULT_RETURN_PRICES: ReturnPrices = { discCents: DIAMOND_DISC_PRICE * 100, operatorHourCents: PUMP_OPERATOR_HOURLY * 100 };

export type ReturnCharge = { unitId: number; kind: ReturnChargeKind; quantity: number; amountCents: number; note: string | null };

export type ReturnUnitValue = { assignmentId: number; unitId: number; hours: number | null; condition: string | null; toMaintenance: boolean };

export type ReturnFormValue = { units: ReturnUnitValue[]; charges: ReturnCharge[] };

/** The field names of one unit's row. */
export const returnFieldNames = (assignmentId: number) =>
  ({
    back: `back-${assignmentId}`,
    hours: `hours-${assignmentId}`,
    condition: `condition-${assignmentId}`,
    toMaintenance: `maintenance-${assignmentId}`,
    extraDays: `extraDays-${assignmentId}`,
    cleaning: `cleaning-${assignmentId}`,
    fuel: `fuel-${assignmentId}`,
    damage: `damage-${assignmentId}`,
    discs: `discs-${assignmentId}`,
    operatorHours: `operatorHours-${assignmentId}`,
    note: `chargeNote-${assignmentId}`,
    photos: `photos-${assignmentId}`,
  }) as const;

const MAX_EXTRA_DAYS = 366;
const MAX_DISCS = 99;
const MAX_OPERATOR_HOURS = 999;

/** A whole number from 0 to `max` ("" is 0), or NaN. */
function count(text: string, max: number): number {
  const value = text.trim();
  if (value === "") return 0;
  return /^\d{1,4}$/.test(value) && Number(value) <= max ? Number(value) : Number.NaN;
}

/** Hours to the quarter ("1,5", "2.25"; "" is 0), or NaN. */
function quarterHours(text: string, max: number): number {
  const value = text.trim().replace(",", ".");
  if (value === "") return 0;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) return Number.NaN;
  const hours = Number(value);
  return hours <= max && Number.isInteger(hours * 4) ? hours : Number.NaN;
}

/** Cents of an amount in dollars ("" is 0), or NaN. */
function amountCents(text: string): number {
  if (text.trim() === "") return 0;
  const dollars = parseDollars(text);
  return dollars === undefined ? Number.NaN : Math.round(dollars * 100);
}

/** Whole calendar days from the end date to the return day (0 when on time or early). */
export function extraDaysAt(endDate: string, returnDay: string): number {
  const days = Math.round((Date.parse(`${returnDay}T00:00:00Z`) - Date.parse(`${endDate}T00:00:00Z`)) / 86_400_000);
  return Math.max(0, days);
}

export function checkReturnForm(read: (name: string) => string, unitsOut: readonly UnitOutRates[], prices: ReturnPrices): { ok: true; value: ReturnFormValue } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const units: ReturnUnitValue[] = [];
  const charges: ReturnCharge[] = [];
  for (const { assignmentId, unitId, rates } of unitsOut) {
    const names = returnFieldNames(assignmentId);
    if (read(names.back) !== "on") continue;
    const hoursText = read(names.hours).trim().replace(",", ".").replace(/\s/g, "");
    const hours = hoursText === "" ? null : /^\d{1,6}(\.\d)?$/.test(hoursText) ? Number(hoursText) : Number.NaN;
    if (Number.isNaN(hours)) errors[names.hours] = { key: "adminUnits.errors.hours" };
    const condition = read(names.condition).trim();
    if (condition.length > UNIT_NOTES_MAX || hasControlCharacter(condition, { multiLine: true })) errors[names.condition] = { key: "adminUnits.errors.notes" };
    const note = read(names.note).trim();
    if (note.length > UNIT_NOTES_MAX || hasControlCharacter(note, { multiLine: true })) errors[names.note] = { key: "adminUnits.errors.notes" };
    const toMaintenance = read(names.toMaintenance) === "on";
    units.push({ assignmentId, unitId, hours: Number.isNaN(hours) ? null : hours, condition: condition || null, toMaintenance });

    const extraDays = count(read(names.extraDays), MAX_EXTRA_DAYS);
    if (Number.isNaN(extraDays)) errors[names.extraDays] = { key: "adminUnits.errors.extraDays" };
    else if (extraDays > 0 && rates) charges.push({ unitId, kind: "extra-days", quantity: extraDays, amountCents: durationPrice(rates, extraDays).totalCents, note: null });
    for (const kind of ["cleaning", "fuel", "damage"] as const) {
      const cents = amountCents(read(names[kind]));
      if (Number.isNaN(cents)) errors[names[kind]] = { key: "adminUnits.errors.amount" };
      else if (cents > 0) charges.push({ unitId, kind, quantity: 1, amountCents: cents, note: note || null });
    }
    // Damage is billed with what was broken (the rental policy: reported before it is billed).
    if (charges.some((charge) => charge.unitId === unitId && charge.kind === "damage") && note === "") errors[names.note] = { key: "adminUnits.errors.damageNote" };
    const discs = count(read(names.discs), MAX_DISCS);
    if (Number.isNaN(discs)) errors[names.discs] = { key: "adminUnits.errors.discs" };
    else if (discs > 0) charges.push({ unitId, kind: "consumables", quantity: discs, amountCents: discs * prices.discCents, note: null });
    const operatorHours = quarterHours(read(names.operatorHours), MAX_OPERATOR_HOURS);
    if (Number.isNaN(operatorHours)) errors[names.operatorHours] = { key: "adminUnits.errors.operatorHours" };
    else if (operatorHours > 0) charges.push({ unitId, kind: "operator", quantity: operatorHours, amountCents: Math.round(operatorHours * prices.operatorHourCents), note: null });
  }
  if (units.length === 0 && Object.keys(errors).length === 0) errors.units = { key: "adminUnits.errors.noUnitBack" };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { units, charges } };
}
