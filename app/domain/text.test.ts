import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldForSearch } from "./text.ts";

describe("foldForSearch", () => {
  it("removes case and the accents of French", () => {
    expect(foldForSearch("Génératrice ÉPOXY")).toBe("generatrice epoxy");
    expect(foldForSearch("Hélène CÔTÉ à Saint-Jérôme, Noël, ça")).toBe("helene cote a saint-jerome, noel, ca");
    expect(foldForSearch("ÀÂÄÇÈÉÊËÎÏÔÖÙÛÜŸ")).toBe("aaaceeeeiioouuuy");
  });

  it("writes out the œ and æ ligatures, in either case", () => {
    expect(foldForSearch("Œuvre")).toBe("oeuvre");
    expect(foldForSearch("cœur, sœur, BŒUF")).toBe("coeur, soeur, boeuf");
    expect(foldForSearch("Cæsar, ÆSOP")).toBe("caesar, aesop");
  });

  it("keeps what is not an accent: digits, punctuation, spaces", () => {
    expect(foldForSearch("LRS-2026-00042 ")).toBe("lrs-2026-00042 ");
    expect(foldForSearch("jean.tremblay@example.com")).toBe("jean.tremblay@example.com");
  });

  // The letters of French (and of English, a subset), with every accent and ligature.
  const frenchText = fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzàâäçéèêëîïôöùûüÿœæ -'0123456789") });

  it("folds a French text in lower and upper case alike, and folding twice changes nothing", () => {
    fc.assert(
      fc.property(frenchText, (text) => {
        const once = foldForSearch(text);
        expect(foldForSearch(once)).toBe(once);
        expect(foldForSearch(text.toUpperCase())).toBe(foldForSearch(text.toLowerCase()));
      }),
    );
  });
});
