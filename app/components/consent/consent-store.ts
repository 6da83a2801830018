/**
 * The visitor's cookie choice in the browser (localStorage keys `cookie-consent`
 * and `cookie-consent-date`, rules in domain/consent.ts), and whether the
 * preferences dialog is open. Both are small external stores read with
 * useSyncExternalStore: nothing is known on the server, so the banner appears
 * only after hydration and server and client markup always agree.
 */
import { useSyncExternalStore } from "react";
import { consentStorageEntries, readStoredConsent, type ConsentChoice, type StoredConsent } from "../../domain/consent.ts";
import { COOKIE_CONSENT_DATE_KEY, COOKIE_CONSENT_KEY, COOKIE_CONSENT_VALIDITY_MS } from "../../domain/constants.ts";

const CONSENT_EVENT = "cookie-consent-updated";

/** Where the choice lives when the browser refuses storage (private modes, full quota): this page only. */
let memory: { consent: string; date: string } | null = null;

function readRaw(): { consent: string | null; date: string | null } {
  try {
    const consent = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    const date = window.localStorage.getItem(COOKIE_CONSENT_DATE_KEY);
    if (consent !== null || date !== null || memory === null) return { consent, date };
  } catch {
    // Storage unavailable: fall through to the in-memory choice.
  }
  return memory ?? { consent: null, date: null };
}

let cache: { key: string; stored: StoredConsent | null } | null = null;

/** The choice to apply now, or null when the visitor must be asked. Stable between changes. */
function currentChoice(): ConsentChoice | null {
  const { consent, date } = readRaw();
  const key = `${consent}\u0000${date}`;
  const now = Date.now();
  const expired = cache?.stored ? now - cache.stored.savedAt >= COOKIE_CONSENT_VALIDITY_MS : false;
  if (!cache || cache.key !== key || expired) cache = { key, stored: readStoredConsent(consent, date, now) };
  return cache.stored?.choice ?? null;
}

function subscribeConsent(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIE_CONSENT_KEY || event.key === COOKIE_CONSENT_DATE_KEY) onChange();
  };
  window.addEventListener(CONSENT_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CONSENT_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** Records a choice made now (accept all, reject all or custom) and tells every listener. */
export function saveConsentChoice(choice: ConsentChoice): void {
  const entries = consentStorageEntries(choice, Date.now());
  try {
    for (const [key, value] of entries) window.localStorage.setItem(key, value);
    memory = null;
  } catch {
    const byKey = Object.fromEntries(entries);
    memory = { consent: byKey[COOKIE_CONSENT_KEY] ?? "", date: byKey[COOKIE_CONSENT_DATE_KEY] ?? "" };
  }
  window.dispatchEvent(new Event(CONSENT_EVENT));
}

/**
 * undefined on the server and during hydration (not known yet), then the
 * stored choice, or null when there is none younger than 180 days.
 */
export function useConsentChoice(): ConsentChoice | null | undefined {
  return useSyncExternalStore<ConsentChoice | null | undefined>(subscribeConsent, currentChoice, () => undefined);
}

/* ------------------------------------------------ preferences dialog state */

let preferencesOpen = false;
const preferenceListeners = new Set<() => void>();

function setPreferencesOpen(open: boolean) {
  if (preferencesOpen === open) return;
  preferencesOpen = open;
  for (const listener of preferenceListeners) listener();
}

/** Opens the cookie preferences dialog (banner's "Personnaliser", privacy page's link). */
export function openCookiePreferences(): void {
  setPreferencesOpen(true);
}

export function closeCookiePreferences(): void {
  setPreferencesOpen(false);
}

export function useCookiePreferencesOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      preferenceListeners.add(listener);
      return () => preferenceListeners.delete(listener);
    },
    () => preferencesOpen,
    () => false,
  );
}
