/**
 * A unit's form as staff typed it (the units of a product, a unit's page): the tag (optional,
 * upper-cased), serial number, hour meter and its reading, notes, and the state staff move it to.
 * The server checks it; the database checks the tag's shape and uniqueness again.
 */
import type { FieldError, FieldErrors } from "../validation/errors.ts";
import { hasControlCharacter, hasLineBreak } from "../validation/fields.ts";

export const UNIT_STATES = ["available", "rented", "maintenance", "retired"] as const;
export type UnitState = (typeof UNIT_STATES)[number];

/** The states staff set by hand; "rented" is set by the handover and left by the return. */
export const STAFF_STATES = ["available", "maintenance", "retired"] as const satisfies readonly UnitState[];
export type StaffState = (typeof STAFF_STATES)[number];

/** An asset tag: upper-case letters, digits and hyphens, 2 to 24 (the database checks the same). */
export const TAG_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,23}$/;

export const UNIT_FIELDS = ["tag", "serialNumber", "hourMeter", "hours", "notes"] as const;
export type UnitField = (typeof UNIT_FIELDS)[number];

export const SERIAL_MAX = 60;
export const UNIT_NOTES_MAX = 500;
const HOURS_MAX = 999_999.9;

export type UnitFormValue = { tag: string | null; serialNumber: string | null; hourMeter: boolean; hours: number | null; notes: string | null };

/** The unit's fields; `withTag`: the add form, whose tag may be left empty. */
export function checkUnitForm(values: Record<UnitField, string>, { withTag }: { withTag: boolean }): { ok: true; value: UnitFormValue } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fail = (field: UnitField, error: FieldError) => {
    errors[field] ??= error;
  };
  const tag = withTag ? values.tag.trim().toUpperCase() : "";
  if (tag !== "" && !TAG_PATTERN.test(tag)) fail("tag", { key: "adminUnits.errors.tag" });
  const serial = values.serialNumber.trim();
  if (serial.length > SERIAL_MAX || hasLineBreak(serial) || hasControlCharacter(serial)) fail("serialNumber", { key: "adminUnits.errors.serial" });
  const hourMeter = values.hourMeter === "on" || values.hourMeter === "true";
  const hoursText = values.hours.trim().replace(",", ".").replace(/\s/g, "");
  const hours = /^\d{1,6}(\.\d)?$/.test(hoursText) ? Number(hoursText) : Number.NaN;
  if (hoursText !== "" && !(hours >= 0 && hours <= HOURS_MAX)) fail("hours", { key: "adminUnits.errors.hours" });
  else if (hoursText !== "" && !hourMeter) fail("hours", { key: "adminUnits.errors.hoursWithoutMeter" });
  const notes = values.notes.replace(/\r\n?/g, "\n").trim();
  if (notes.length > UNIT_NOTES_MAX || hasControlCharacter(notes, { multiLine: true })) fail("notes", { key: "adminUnits.errors.notes" });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { tag: tag || null, serialNumber: serial || null, hourMeter, hours: hourMeter && hoursText !== "" ? hours : null, notes: notes || null },
  };
}

/** The note given with a change of state: one line, optional. */
export function checkStateNote(text: string): { ok: true; note: string | null } | { ok: false; error: FieldError } {
  const note = text.trim();
  if (note.length > UNIT_NOTES_MAX || hasLineBreak(note) || hasControlCharacter(note)) return { ok: false, error: { key: "adminUnits.errors.notes" } };
  return { ok: true, note: note || null };
}
