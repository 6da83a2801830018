/**
 * The business settings: the ONE source of the business's identity (name, phone, e-mails,
 * address, geo, opening hours, emergency line, service area, tax numbers) for every page,
 * e-mail and the structured data. Staff edit them in /admin/settings; the one row of
 * `business_settings` holds what they set, and the environment (app/config/env.server.ts,
 * app/config/business.ts) gives everything else.
 *
 * As the catalogue (./catalogue.server.ts), each instance keeps the effective settings in
 * memory and reads the row again only when its version changes: the version is read with the
 * catalogue's in the request's one statement (./versions.server.ts), and a trigger bumps it on
 * every update (migration 0009). A change saved through one instance shows on every instance
 * at its next request.
 */
import { and, eq } from "drizzle-orm";
import type { Business, SettingsDefaults } from "../config/business.ts";
import { getEnv } from "../config/env.server.ts";
import { businessOf, changedSettings, SETTING_KEYS, SETTINGS_FORM_FIELDS, settingsOf, type BusinessSettings, type SettingKey } from "../domain/business-settings.ts";
import { businessSettingsFormSchema, normaliseSettings, readStoredSettings } from "../domain/validation/business-settings-form.ts";
import type { FieldError, FieldErrors } from "../domain/validation/errors.ts";
import { checkForm } from "../domain/validation/check-form.ts";
import { logger } from "../platform/logger.server.ts";
import { businessSettings } from "./back-office-schema.ts";
import { getDb, type Db } from "./client.server.ts";
import { readVersions, requestVersions } from "./versions.server.ts";

/** The settings in effect, and what the back office shows about them. */
export type EffectiveSettings = {
  version: number;
  /** The identity the site shows. */
  business: Business;
  /** Where the quote and contact forms' staff notices go. */
  staffNotifyEmail: string;
  settings: BusinessSettings;
  /** The environment's values, as the form would store them. */
  defaults: BusinessSettings;
  /** The settings staff changed from the defaults. */
  changed: SettingKey[];
  /** The last save from the back office; null before the first one. */
  lastChange: { byName: string; at: Date } | null;
};

type Row = typeof businessSettings.$inferSelect;
type Copy = { row: Row; defaults: SettingsDefaults; effective: EffectiveSettings };

/** Per database handle (one per instance; tests open several): the copy in memory and a read in flight. */
type Holder = { copy?: Copy; loading?: Promise<Row> };
const holders = new WeakMap<Db, Holder>();

async function readRow(db: Db): Promise<Row> {
  const [row] = await db.select().from(businessSettings).where(eq(businessSettings.id, true));
  if (!row) throw new Error("business_settings has no row: migrations were not applied");
  return row;
}

/** What these defaults and this row give. */
export function effectiveSettings(row: Pick<Row, "values" | "version" | "updatedByName" | "updatedAt">, defaults: SettingsDefaults): EffectiveSettings {
  const normalisedDefaults = normaliseSettings(settingsOf(defaults));
  const stored = readStoredSettings(row.values);
  if (stored.invalid.length > 0) logger.warn("business settings left at their defaults: stored value breaks its rule", { keys: stored.invalid.join(",") });
  const settings: BusinessSettings = { ...normalisedDefaults, ...stored.values };
  return {
    version: row.version,
    business: businessOf(defaults.business, settings),
    staffNotifyEmail: settings.staffNotifyEmail,
    settings,
    defaults: normalisedDefaults,
    changed: SETTING_KEYS.filter((key) => key in changedSettings(settings, normalisedDefaults)),
    lastChange: row.updatedByName ? { byName: row.updatedByName, at: row.updatedAt } : null,
  };
}

async function freshRow(db: Db, holder: Holder, atLeast: number): Promise<Row> {
  // Concurrent requests that see the same change share one read.
  const inFlight = holder.loading;
  if (inFlight) {
    const row = await inFlight.catch(() => undefined);
    if (row && row.version >= atLeast) return row;
  }
  const loading = readRow(db);
  holder.loading = loading;
  try {
    return await loading;
  } finally {
    if (holder.loading === loading) holder.loading = undefined;
  }
}

/**
 * The settings in effect on `db`: from memory when the version is unchanged. `knownVersion`:
 * the version the caller has just read (otherwise one small query reads it).
 */
export async function getBusinessSettings(db: Db, defaults: SettingsDefaults, knownVersion?: number): Promise<EffectiveSettings> {
  let holder = holders.get(db);
  if (!holder) {
    holder = {};
    holders.set(db, holder);
  }
  const version = knownVersion ?? (await readVersions(db)).settings;
  let copy = holder.copy;
  if (!copy || copy.row.version < version) {
    const row = await freshRow(db, holder, version);
    // A concurrent request may have installed this version, or a newer one, meanwhile: keep it.
    copy = holder.copy && holder.copy.row.version >= row.version ? holder.copy : { row, defaults, effective: effectiveSettings(row, defaults) };
    holder.copy = copy;
  }
  if (copy.defaults !== defaults) {
    copy = { row: copy.row, defaults, effective: effectiveSettings(copy.row, defaults) };
    holder.copy = copy;
  }
  return copy.effective;
}

const perRequest = new WeakMap<object, Promise<EffectiveSettings>>();

/** The settings for this request (`context`: React Router's per-request context), read once per request. */
export function requestBusinessSettings(context: object): Promise<EffectiveSettings> {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = Promise.all([getDb(), requestVersions(context)]).then(([db, versions]) => getBusinessSettings(db, getEnv().settingsDefaults, versions.settings));
    perRequest.set(context, pending);
  }
  return pending;
}

/** The business identity for this request. */
export async function requestBusiness(context: object): Promise<Business> {
  return (await requestBusinessSettings(context)).business;
}

export type SaveSettingsInput = {
  /** The form's fields, as posted. */
  values: Record<string, unknown>;
  /** The version the form was filled from: a save over someone else's newer one is refused. */
  baseVersion: number | undefined;
  actor: { userId: string; name: string };
  defaults: SettingsDefaults;
};

export type SaveSettingsResult =
  | { outcome: "saved"; version: number }
  | { outcome: "invalid"; errors: FieldErrors; summary: FieldError }
  /** Someone saved the settings since the form was loaded: nothing changed. */
  | { outcome: "conflict" };

/**
 * Checks the form with its one schema and stores, in one statement, what differs from the
 * defaults, who saved and when; the trigger bumps the version. Nothing is written when a
 * value is wrong or the form is stale.
 */
export async function saveBusinessSettings(db: Db, input: SaveSettingsInput): Promise<SaveSettingsResult> {
  const check = checkForm(businessSettingsFormSchema, input.values, { order: SETTINGS_FORM_FIELDS });
  if (!check.ok) return { outcome: "invalid", errors: check.errors, summary: check.summary };
  const stored = changedSettings(check.value, normaliseSettings(settingsOf(input.defaults)));
  const sameRow = eq(businessSettings.id, true);
  const [saved] = await db
    .update(businessSettings)
    .set({ values: stored, updatedByUserId: input.actor.userId, updatedByName: input.actor.name, updatedAt: new Date() })
    .where(input.baseVersion === undefined ? sameRow : and(sameRow, eq(businessSettings.version, input.baseVersion)))
    .returning({ version: businessSettings.version });
  return saved ? { outcome: "saved", version: saved.version } : { outcome: "conflict" };
}
