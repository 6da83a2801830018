import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COOKIE_CONSENT_DATE_KEY, COOKIE_CONSENT_KEY, COOKIE_CONSENT_VALIDITY_MS } from "./constants.ts";
import {
  acceptAll,
  consentStorageEntries,
  CONSENT_GATED_SCRIPTS,
  createConsentScriptLoader,
  customConsent,
  isCategoryAllowed,
  isConsentCurrent,
  parseConsent,
  parseConsentDate,
  readStoredConsent,
  rejectAll,
  type ConsentChoice,
  type ConsentGatedScript,
  type ScriptElementLike,
  type ScriptHost,
} from "./consent.ts";

const NOW = Date.UTC(2026, 4, 1, 12);
const DAY = 24 * 60 * 60 * 1000;

describe("consent choices", () => {
  it("accept all turns every category on; reject all keeps only essential", () => {
    expect(acceptAll()).toEqual({ essential: true, functional: true, analytics: true, marketing: true });
    expect(rejectAll()).toEqual({ essential: true, functional: false, analytics: false, marketing: false });
  });

  it("a custom choice always forces essential on and refuses what is not asked", () => {
    expect(customConsent({ essential: false, analytics: true })).toEqual({
      essential: true,
      functional: false,
      analytics: true,
      marketing: false,
    });
    fc.assert(
      fc.property(fc.record({ essential: fc.boolean(), functional: fc.boolean(), analytics: fc.boolean(), marketing: fc.boolean() }, { requiredKeys: [] }), (input) => {
        const choice = customConsent(input);
        expect(choice.essential).toBe(true);
        expect(choice.functional).toBe(input.functional === true);
        expect(choice.analytics).toBe(input.analytics === true);
        expect(choice.marketing).toBe(input.marketing === true);
      }),
    );
  });

  it("essential is always allowed; the others only when chosen", () => {
    expect(isCategoryAllowed(null, "essential")).toBe(true);
    expect(isCategoryAllowed(null, "analytics")).toBe(false);
    expect(isCategoryAllowed(rejectAll(), "marketing")).toBe(false);
    expect(isCategoryAllowed(customConsent({ marketing: true }), "marketing")).toBe(true);
  });
});

describe("stored consent", () => {
  it("reads back what it writes, under the spec's keys", () => {
    const choice = customConsent({ functional: true });
    const entries = Object.fromEntries(consentStorageEntries(choice, NOW));
    expect(Object.keys(entries)).toEqual([COOKIE_CONSENT_KEY, COOKIE_CONSENT_DATE_KEY]);
    expect(JSON.parse(entries[COOKIE_CONSENT_KEY]!)).toEqual({ essential: true, functional: true, analytics: false, marketing: false });
    expect(entries[COOKIE_CONSENT_DATE_KEY]).toBe(String(NOW));
    expect(readStoredConsent(entries[COOKIE_CONSENT_KEY]!, entries[COOKIE_CONSENT_DATE_KEY]!, NOW + DAY)).toEqual({ choice, savedAt: NOW });
  });

  it("round-trips every choice", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (functional, analytics, marketing) => {
        const choice = customConsent({ functional, analytics, marketing });
        const entries = Object.fromEntries(consentStorageEntries(choice, NOW));
        expect(readStoredConsent(entries[COOKIE_CONSENT_KEY]!, entries[COOKIE_CONSENT_DATE_KEY]!, NOW)?.choice).toEqual(choice);
      }),
    );
  });

  it("rejects values it did not write", () => {
    for (const raw of [
      null,
      "",
      "{",
      "null",
      "[]",
      "true",
      '"yes"',
      "{}",
      '{"functional":true,"analytics":false}',
      '{"functional":"true","analytics":false,"marketing":false}',
      '{"essential":"no","functional":true,"analytics":false,"marketing":false}',
    ]) {
      expect(parseConsent(raw), String(raw)).toBeNull();
    }
    // A stored essential: false cannot switch essential storage off.
    expect(parseConsent('{"essential":false,"functional":false,"analytics":true,"marketing":false}')).toEqual({
      essential: true,
      functional: false,
      analytics: true,
      marketing: false,
    });
    for (const raw of [null, "", "abc", "-5", "1.5", "1e12", "99999999999999999999"]) expect(parseConsentDate(raw), String(raw)).toBeNull();
    expect(parseConsentDate("1752537600000")).toBe(1752537600000);
  });

  it("applies a choice younger than 180 days (15552000000 ms) and asks again after", () => {
    expect(COOKIE_CONSENT_VALIDITY_MS).toBe(15_552_000_000);
    expect(COOKIE_CONSENT_VALIDITY_MS).toBe(180 * DAY);
    const json = JSON.stringify(acceptAll());
    expect(readStoredConsent(json, String(NOW - 179 * DAY), NOW)?.choice).toEqual(acceptAll());
    expect(readStoredConsent(json, String(NOW - COOKIE_CONSENT_VALIDITY_MS + 1), NOW)).not.toBeNull();
    expect(readStoredConsent(json, String(NOW - COOKIE_CONSENT_VALIDITY_MS), NOW)).toBeNull();
    expect(readStoredConsent(json, String(NOW - 181 * DAY), NOW)).toBeNull();
    // Missing date or missing choice: ask.
    expect(readStoredConsent(json, null, NOW)).toBeNull();
    expect(readStoredConsent(null, String(NOW), NOW)).toBeNull();
  });

  it("believes a date slightly in the future (clock corrected) but not one far ahead", () => {
    expect(isConsentCurrent(NOW + 60_000, NOW)).toBe(true);
    expect(isConsentCurrent(NOW + 2 * DAY, NOW)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY }), (age) => {
        expect(isConsentCurrent(NOW - age, NOW)).toBe(age < COOKIE_CONSENT_VALIDITY_MS);
      }),
    );
  });
});

/** A stand-in for `document`: records the scripts appended to <head>. */
function fakeDocument() {
  const appended: Array<{ src: string; async: boolean; attributes: Record<string, string> }> = [];
  const host: ScriptHost = {
    createElement: () => {
      const attributes: Record<string, string> = {};
      const element: ScriptElementLike & { attributes: Record<string, string> } = {
        src: "",
        async: false,
        attributes,
        setAttribute: (name, value) => {
          attributes[name] = value;
        },
      };
      return element;
    },
    head: {
      appendChild: (node) => {
        const { src, async, attributes } = node as ScriptElementLike & { attributes: Record<string, string> };
        appended.push({ src, async, attributes });
      },
    },
  };
  return { host, appended };
}

const ANALYTICS: ConsentGatedScript = { id: "stats", category: "analytics", src: "https://stats.example/s.js", attributes: { "data-site": "lrs" } };
const ADS: ConsentGatedScript = { id: "ads", category: "marketing", src: "https://ads.example/a.js" };

describe("consent-gated script loader", () => {
  it("ships no non-essential script", () => {
    expect(CONSENT_GATED_SCRIPTS).toEqual([]);
  });

  it("loads a script of a category only after that category is accepted", () => {
    const { host, appended } = fakeDocument();
    const loader = createConsentScriptLoader(host, [ANALYTICS, ADS]);

    // No choice yet, then a refusal: nothing loads.
    expect(loader.apply(null)).toEqual({ injected: [], reloadRequired: false });
    expect(loader.apply(rejectAll())).toEqual({ injected: [], reloadRequired: false });
    expect(loader.apply(customConsent({ functional: true, marketing: false }))).toEqual({ injected: [], reloadRequired: false });
    expect(appended).toEqual([]);

    // Analytics accepted: the analytics script, and only it, is added once.
    expect(loader.apply(customConsent({ analytics: true })).injected).toEqual(["stats"]);
    expect(appended).toEqual([
      {
        src: "https://stats.example/s.js",
        async: true,
        attributes: { "data-consent-script": "stats", "data-consent-category": "analytics", "data-site": "lrs" },
      },
    ]);
    expect(loader.apply(customConsent({ analytics: true })).injected).toEqual([]);
    expect(appended).toHaveLength(1);

    // Marketing accepted later: the marketing script follows.
    expect(loader.apply(acceptAll()).injected).toEqual(["ads"]);
    expect(appended.map((s) => s.src)).toEqual(["https://stats.example/s.js", "https://ads.example/a.js"]);
    expect(loader.loaded()).toEqual(["stats", "ads"]);
  });

  it("asks for a reload when a category whose script already runs is withdrawn", () => {
    const { host } = fakeDocument();
    const loader = createConsentScriptLoader(host, [ANALYTICS, ADS]);
    loader.apply(customConsent({ analytics: true }));
    expect(loader.apply(customConsent({ analytics: true, marketing: false })).reloadRequired).toBe(false);
    expect(loader.apply(rejectAll())).toEqual({ injected: [], reloadRequired: true });
  });

  it("never loads anything for any choice while the registry is empty", () => {
    const { host, appended } = fakeDocument();
    const loader = createConsentScriptLoader(host);
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (functional, analytics, marketing) => {
        const choice: ConsentChoice = customConsent({ functional, analytics, marketing });
        loader.apply(choice);
      }),
    );
    expect(appended).toEqual([]);
  });

  it("refuses a registry with duplicate ids or a script not served over https", () => {
    const { host } = fakeDocument();
    expect(() => createConsentScriptLoader(host, [ANALYTICS, { ...ADS, id: "stats" }])).toThrow(/twice/);
    expect(() => createConsentScriptLoader(host, [{ ...ADS, src: "http://ads.example/a.js" }])).toThrow(/https/);
  });
});
