import { describe, expect, it } from "vitest";
import { formatMessage } from "./index.ts";

// Intl uses narrow no-break spaces in French numbers; normalise them for readable expectations.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
const ITEMS_FR = "{count, plural, one {# article} other {# articles}}";
const ITEMS_EN = "{count, plural, one {# item} other {# items}}";

describe("counts in messages (Intl.PluralRules, never “article(s)”)", () => {
  it("uses the singular for 0 and 1 in French, for 1 only in English", () => {
    expect(formatMessage("fr", ITEMS_FR, { count: 0 })).toBe("0 article");
    expect(formatMessage("fr", ITEMS_FR, { count: 1 })).toBe("1 article");
    expect(formatMessage("fr", ITEMS_FR, { count: 2 })).toBe("2 articles");
    expect(formatMessage("en", ITEMS_EN, { count: 0 })).toBe("0 items");
    expect(formatMessage("en", ITEMS_EN, { count: 1 })).toBe("1 item");
    expect(formatMessage("en", ITEMS_EN, { count: 2 })).toBe("2 items");
  });

  it("formats the number for the language and keeps the text around the count", () => {
    expect(plain(formatMessage("fr", `${ITEMS_FR} pour « {search} »`, { count: 1200, search: "béton" }))).toBe("1 200 articles pour « béton »");
    expect(formatMessage("en", `${ITEMS_EN} for “{search}”`, { count: 1200, search: "concrete" })).toBe("1,200 items for “concrete”");
  });

  it("prefers an exact form and keeps placeholders inside a form", () => {
    const message = "{count, plural, =0 {Aucun résultat pour {search}} one {# résultat} other {# résultats}}";
    expect(formatMessage("fr", message, { count: 0, search: "x" })).toBe("Aucun résultat pour x");
    expect(formatMessage("fr", message, { count: 3, search: "x" })).toBe("3 résultats");
  });

  it("fills two counts in one message", () => {
    const message = "{a, plural, one {# meuleuse} other {# meuleuses}} et {b, plural, one {# aspirateur} other {# aspirateurs}}";
    expect(formatMessage("fr", message, { a: 1, b: 4 })).toBe("1 meuleuse et 4 aspirateurs");
  });
});
