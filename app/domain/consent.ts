/**
 * Cookie consent rules (spec sections 3, 4 and 9; decisions.md "Consent"), pure
 * and framework-free:
 * - the choice is four booleans; essential is always true (the site cannot work
 *   without its strictly necessary storage, which needs no consent);
 * - it is stored in the browser under `cookie-consent` (JSON) and
 *   `cookie-consent-date` (milliseconds since the epoch, as a string);
 * - a stored choice younger than 180 days is applied; an older, missing or
 *   unreadable one means asking again;
 * - scripts of the functional, analytics and marketing categories load only
 *   through the one consent-gated loader below, after their category is accepted.
 */
import { COOKIE_CONSENT_DATE_KEY, COOKIE_CONSENT_KEY, COOKIE_CONSENT_VALIDITY_MS } from "./constants.ts";

export const CONSENT_CATEGORIES = ["essential", "functional", "analytics", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** The categories a visitor may refuse. */
export type OptionalConsentCategory = Exclude<ConsentCategory, "essential">;
export const OPTIONAL_CONSENT_CATEGORIES: readonly OptionalConsentCategory[] = ["functional", "analytics", "marketing"];

export type ConsentChoice = {
  readonly essential: true;
  readonly functional: boolean;
  readonly analytics: boolean;
  readonly marketing: boolean;
};

/** A choice read back from storage, with the moment it was made. */
export type StoredConsent = { readonly choice: ConsentChoice; readonly savedAt: number };

/**
 * A stored date this far in the future is still believed (a device clock
 * corrected backwards after the choice); further than that it was not written
 * by us, and the visitor is asked again.
 */
const CLOCK_SKEW_TOLERANCE_MS = 24 * 60 * 60 * 1000;

export function acceptAll(): ConsentChoice {
  return { essential: true, functional: true, analytics: true, marketing: true };
}

export function rejectAll(): ConsentChoice {
  return { essential: true, functional: false, analytics: false, marketing: false };
}

/** A custom choice: missing categories are refused, essential is forced on whatever was asked. */
export function customConsent(input: Partial<Record<ConsentCategory, boolean>>): ConsentChoice {
  return {
    essential: true,
    functional: input.functional === true,
    analytics: input.analytics === true,
    marketing: input.marketing === true,
  };
}

/**
 * The category that lets embedded third-party media (the products' YouTube
 * videos) load without a click: YouTube receives the visitor's IP address and
 * stores identifiers Google also uses for advertising, so it is marketing, not
 * "functional" (docs/decisions/0010-cookie-consent.md). Without it, each video
 * waits behind a placeholder until the visitor clicks to load that one video.
 */
export const EMBEDDED_MEDIA_CATEGORY: OptionalConsentCategory = "marketing";

export function isCategoryAllowed(choice: ConsentChoice | null, category: ConsentCategory): boolean {
  if (category === "essential") return true;
  return choice !== null && choice[category];
}

/**
 * The stored `cookie-consent` value, or null when it is missing or not a choice
 * we wrote (not JSON, not an object, an optional category that is not a boolean).
 * A stored `essential: false` cannot switch essential storage off: it is forced on.
 */
export function parseConsent(raw: string | null): ConsentChoice | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (!OPTIONAL_CONSENT_CATEGORIES.every((category) => typeof record[category] === "boolean")) return null;
  if (record.essential !== undefined && typeof record.essential !== "boolean") return null;
  return customConsent(record as Partial<Record<ConsentCategory, boolean>>);
}

/** The stored `cookie-consent-date` (a whole number of milliseconds), or null. */
export function parseConsentDate(raw: string | null): number | null {
  if (raw === null || !/^\d{1,16}$/.test(raw.trim())) return null;
  const ms = Number(raw.trim());
  return Number.isSafeInteger(ms) ? ms : null;
}

/** A choice made at `savedAt` still applies at `now` while it is younger than 180 days. */
export function isConsentCurrent(savedAt: number, now: number): boolean {
  const age = now - savedAt;
  return age < COOKIE_CONSENT_VALIDITY_MS && age >= -CLOCK_SKEW_TOLERANCE_MS;
}

/** The choice to apply, or null when the visitor must be asked (missing, unreadable or expired). */
export function readStoredConsent(consentRaw: string | null, dateRaw: string | null, now: number): StoredConsent | null {
  const choice = parseConsent(consentRaw);
  const savedAt = parseConsentDate(dateRaw);
  if (choice === null || savedAt === null || !isConsentCurrent(savedAt, now)) return null;
  return { choice, savedAt };
}

/** The two storage entries that record a choice made at `now`. */
export function consentStorageEntries(choice: ConsentChoice, now: number): ReadonlyArray<readonly [string, string]> {
  const value = customConsent(choice);
  const json = JSON.stringify({
    essential: value.essential,
    functional: value.functional,
    analytics: value.analytics,
    marketing: value.marketing,
  });
  return [
    [COOKIE_CONSENT_KEY, json],
    [COOKIE_CONSENT_DATE_KEY, String(Math.trunc(now))],
  ];
}

/* ------------------------------------------------- consent-gated scripts */

/** A third-party script that may only run once its category is accepted. */
export type ConsentGatedScript = {
  /** Stable id, also set as the element's `data-consent-script` attribute. */
  readonly id: string;
  readonly category: OptionalConsentCategory;
  /** https URL (the CSP must also allow its origin). */
  readonly src: string;
  readonly attributes?: Readonly<Record<string, string>>;
};

/**
 * Every non-essential script of the site, by category. None ships today
 * (decisions.md): adding an analytics or marketing tool means adding it here,
 * and nowhere else, so that it cannot run before consent.
 */
export const CONSENT_GATED_SCRIPTS: readonly ConsentGatedScript[] = [];

/** The part of a <script> element the loader touches. */
export type ScriptElementLike = { src: string; async: boolean; setAttribute(name: string, value: string): void };

/** The part of `document` the loader touches (a stand-in object in unit tests). */
export type ScriptHost<E extends ScriptElementLike = ScriptElementLike> = {
  createElement(tagName: "script"): E;
  head: { appendChild(node: E): unknown };
};

export type ConsentScriptLoader = {
  /**
   * Injects the scripts whose category the choice accepts and that are not
   * loaded yet. A script already running cannot be unloaded: when its category
   * is now refused, `reloadRequired` says the page must reload to stop it.
   */
  apply(choice: ConsentChoice | null): { injected: string[]; reloadRequired: boolean };
  /** Ids of the scripts injected so far. */
  loaded(): string[];
};

/**
 * The one consent-gated loader. Scripts are added with createElement +
 * appendChild: under the CSP's 'strict-dynamic' a script inserted by our own
 * (nonced) code is trusted, so no nonce has to be handed around.
 */
export function createConsentScriptLoader<E extends ScriptElementLike>(host: ScriptHost<E>, scripts: readonly ConsentGatedScript[] = CONSENT_GATED_SCRIPTS): ConsentScriptLoader {
  const ids = new Set<string>();
  for (const script of scripts) {
    if (ids.has(script.id)) throw new Error(`Consent-gated script "${script.id}" is registered twice`);
    if (!script.src.startsWith("https://")) throw new Error(`Consent-gated script "${script.id}" must load over https`);
    ids.add(script.id);
  }
  const loaded = new Set<string>();
  return {
    apply(choice) {
      const injected: string[] = [];
      let reloadRequired = false;
      for (const script of scripts) {
        const allowed = isCategoryAllowed(choice, script.category);
        if (loaded.has(script.id)) {
          if (!allowed) reloadRequired = true;
          continue;
        }
        if (!allowed) continue;
        const element = host.createElement("script");
        element.src = script.src;
        element.async = true;
        element.setAttribute("data-consent-script", script.id);
        element.setAttribute("data-consent-category", script.category);
        for (const [name, value] of Object.entries(script.attributes ?? {})) element.setAttribute(name, value);
        host.head.appendChild(element);
        loaded.add(script.id);
        injected.push(script.id);
      }
      return { injected, reloadRequired };
    },
    loaded: () => [...loaded],
  };
}
