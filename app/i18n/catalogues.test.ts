/**
 * Every translation catalogue, not only the UI messages of fr.ts / en.ts: the
 * page texts (app/content/text/{fr,en}/*.ts), the e-mail texts
 * (app/email/text/{fr,en}/*.ts) and the documents' (app/documents/text/{fr,en}/*.ts: the
 * quote PDF, the calendar file) are checked the same way. A French module
 * without its English twin, a missing or empty key, or a placeholder present
 * in one language only fails here.
 */
import { describe, expect, it } from "vitest";
import { checkParity, flattenKeys, type MessageTree } from "./parity.ts";

type Module = Record<string, unknown>;
const modules = import.meta.glob<Module>(["../content/text/*/*.ts", "../email/text/*/*.ts", "../documents/text/*/*.ts"], { eager: true });

/** "../content/text/fr/faq.ts" → { lang: "fr", name: "../content/text/faq" } */
function pairs(): Map<string, Partial<Record<"fr" | "en", MessageTree>>> {
  const byName = new Map<string, Partial<Record<"fr" | "en", MessageTree>>>();
  for (const [path, module] of Object.entries(modules)) {
    const match = /^(.*)\/(fr|en)\/([^/]+)\.ts$/.exec(path);
    if (!match || match[3]!.endsWith(".test")) continue;
    const [, folder, lang, file] = match as unknown as [string, string, "fr" | "en", string];
    const values = Object.values(module);
    expect(values, `${path} exports one catalogue`).toHaveLength(1);
    const name = `${folder}/${file}`;
    byName.set(name, { ...byName.get(name), [lang]: values[0] as MessageTree });
  }
  return byName;
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]).sort();
const lookup = (tree: MessageTree, key: string) => key.split(".").reduce<unknown>((node, part) => (node as MessageTree)[part], tree) as string;

describe("page and e-mail text catalogues", () => {
  const found = pairs();

  it("exist for the content pages, the e-mails and the documents", () => {
    const folders = new Set([...found.keys()].map((name) => name.split("/").slice(0, -1).join("/")));
    expect(folders).toEqual(new Set(["../content/text", "../email/text", "../documents/text"]));
  });

  for (const [name, { fr, en }] of found) {
    it(`${name}: French and English have the same keys and placeholders`, () => {
      expect(fr, `${name} has a French module`).toBeDefined();
      expect(en, `${name} has an English module`).toBeDefined();
      expect(checkParity(fr!, en!)).toEqual({ missing: [], extra: [] });
      expect(checkParity(en!, fr!)).toEqual({ missing: [], extra: [] });
      for (const key of flattenKeys(fr!)) {
        expect(placeholders(lookup(en!, key)), `${name}: ${key}`).toEqual(placeholders(lookup(fr!, key)));
      }
    });
  }
});
