import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { fr } from "./fr.ts";
import { checkParity, flattenKeys } from "./parity.ts";

describe("translation parity checker", () => {
  it("reports a key missing from the other language", () => {
    const report = checkParity({ nav: { home: "Accueil", faq: "FAQ" } }, { nav: { home: "Home" } });
    expect(report.missing).toEqual(["nav.faq"]);
    expect(report.extra).toEqual([]);
  });

  it("reports an empty translation as missing and an unknown key as extra", () => {
    const report = checkParity({ a: "x", b: { c: "y" } }, { a: "  ", b: { c: "z", d: "w" } });
    expect(report.missing).toEqual(["a"]);
    expect(report.extra).toEqual(["b.d"]);
  });

  it("accepts two complete catalogues", () => {
    expect(checkParity({ a: { b: "1" } }, { a: { b: "2" } })).toEqual({ missing: [], extra: [] });
  });

  it("finds no gap between the French and English catalogues", () => {
    expect(checkParity(fr, en)).toEqual({ missing: [], extra: [] });
    expect(checkParity(en, fr)).toEqual({ missing: [], extra: [] });
    expect(flattenKeys(fr).length).toBeGreaterThan(50);
  });

  it("uses the same placeholders in both languages", () => {
    // "{name}" and the counts of "{count, plural, …}".
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]).sort();
    const lookup = (tree: object, key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
    for (const key of flattenKeys(fr)) {
      expect(placeholders(lookup(en, key)), key).toEqual(placeholders(lookup(fr, key)));
    }
  });
});
