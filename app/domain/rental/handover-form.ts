/**
 * The handover form as staff and the customer filled it (app/routes/admin-handover.tsx): a tag,
 * meter reading and condition per reserved unit, the ID's kind and last 4 characters, the deposit
 * in cents, its method and reference, who takes the equipment, the signer's typed name and the
 * drawn signature (a PNG the browser sends as a data URL, or nothing without JavaScript).
 */
import { PHOTO_MAX_MEGABYTES } from "../catalogue/photos.ts";
import { parseDollars } from "../catalogue/product-form.ts";
import type { FieldErrors } from "../validation/errors.ts";
import { hasControlCharacter, hasLineBreak } from "../validation/fields.ts";
import { TAG_PATTERN, UNIT_NOTES_MAX } from "./unit-form.ts";

export const ID_KINDS = ["drivers-licence", "passport", "permanent-resident", "other-photo-id"] as const;
export const DEPOSIT_METHODS = ["card-terminal", "cash", "cheque"] as const;

/** A drawn signature is a small PNG: 150 KB of base64 is several times what a signature pad makes. */
export const SIGNATURE_MAX_CHARS = 150_000;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export type HandoverFormValue = {
  units: { productId: number; tag: string; hours: number | null; condition: string | null }[];
  idKind: (typeof ID_KINDS)[number];
  idLast4: string;
  depositCents: number;
  depositMethod: (typeof DEPOSIT_METHODS)[number];
  depositReference: string | null;
  takenBy: string;
  signerName: string;
  signaturePng: Uint8Array | null;
};

/** Photos of a unit's condition, at the handover and again at the return (spec: up to 4). */
export const UNIT_PHOTOS_MAX = 4;

/**
 * The largest handover or return post: a unit's 4 photos at the 10 MB limit, or about three units'
 * 4 phone photos (3 to 4 MB each), with the rest of the form and the signature. The body is read
 * before the staff guard runs (server/body-limit.ts), so this is memory anyone may make the server
 * hold: past it, the translated 413 page.
 */
export const COUNTER_POST_MAX_BYTES = (UNIT_PHOTOS_MAX * PHOTO_MAX_MEGABYTES + 8) * 1024 * 1024;

/** The field names of one unit's row. */
export const unitFieldNames = (productId: number, i: number) => ({
  tag: `tag-${productId}-${i}`,
  hours: `hours-${productId}-${i}`,
  condition: `condition-${productId}-${i}`,
  photos: `photos-${productId}-${i}`,
});

function line(value: string, max: number): string | undefined {
  const text = value.trim();
  return text.length <= max && !hasLineBreak(text) && !hasControlCharacter(text) ? text : undefined;
}

/** The PNG a data URL carries, or undefined when it is anything else. */
export function signaturePng(dataUrl: string): Uint8Array | undefined {
  const prefix = "data:image/png;base64,";
  if (!dataUrl.startsWith(prefix) || dataUrl.length > SIGNATURE_MAX_CHARS) return undefined;
  const base64 = dataUrl.slice(prefix.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return undefined;
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return PNG_MAGIC.every((byte, i) => bytes[i] === byte) ? bytes : undefined;
}

export function checkHandoverForm(
  read: (name: string) => string,
  products: readonly { productId: number; units: number }[],
): { ok: true; value: HandoverFormValue } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const units: HandoverFormValue["units"] = [];
  for (const { productId, units: count } of products) {
    for (let i = 0; i < count; i++) {
      const names = unitFieldNames(productId, i);
      const tag = read(names.tag).trim().toUpperCase();
      if (tag === "") errors[names.tag] = { key: "validation.required" };
      else if (!TAG_PATTERN.test(tag)) errors[names.tag] = { key: "adminUnits.errors.tag" };
      const hoursText = read(names.hours).trim().replace(",", ".").replace(/\s/g, "");
      const hours = hoursText === "" ? null : /^\d{1,6}(\.\d)?$/.test(hoursText) ? Number(hoursText) : Number.NaN;
      if (Number.isNaN(hours)) errors[names.hours] = { key: "adminUnits.errors.hours" };
      const condition = line(read(names.condition), UNIT_NOTES_MAX);
      if (condition === undefined) errors[names.condition] = { key: "adminUnits.errors.notes" };
      units.push({ productId, tag, hours: Number.isNaN(hours) ? null : hours, condition: condition || null });
    }
  }
  const idKind = ID_KINDS.find((kind) => kind === read("idKind"));
  if (!idKind) errors.idKind = { key: "validation.pleaseSelect" };
  const idLast4 = read("idLast4").trim().toUpperCase();
  if (!/^[A-Z0-9]{4}$/.test(idLast4)) errors.idLast4 = { key: "adminUnits.errors.idLast4" };
  const dollars = parseDollars(read("deposit"));
  if (dollars === undefined) errors.deposit = { key: "adminUnits.errors.deposit" };
  const depositMethod = DEPOSIT_METHODS.find((method) => method === read("depositMethod"));
  if (!depositMethod) errors.depositMethod = { key: "validation.pleaseSelect" };
  const depositReference = line(read("depositReference"), 60);
  if (depositReference === undefined) errors.depositReference = { key: "adminUnits.errors.serial" };
  const takenBy = line(read("takenBy"), 120);
  if (!takenBy || takenBy.length < 2) errors.takenBy = { key: "adminUnits.errors.takenBy" };
  const signerName = line(read("signerName"), 120);
  if (!signerName || signerName.length < 2) errors.signerName = { key: "adminUnits.errors.signerName" };
  const drawn = read("signature");
  const png = drawn === "" ? null : signaturePng(drawn);
  if (png === undefined) errors.signature = { key: "adminUnits.errors.signature" };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      units,
      idKind: idKind!,
      idLast4,
      depositCents: Math.round(dollars! * 100),
      depositMethod: depositMethod!,
      depositReference: depositReference || null,
      takenBy: takenBy!,
      signerName: signerName!,
      signaturePng: png ?? null,
    },
  };
}
