/**
 * Text folding for search: what a person types and what is searched are folded the same way,
 * so "Génératrice", "GENERATRICE" and "generatrice" meet (decisions.md), and so do "Œuvre"
 * and "oeuvre" (French writes the ligature, a keyboard rarely does).
 */

/** Lower case, accents removed, œ/æ written out: "Hélène CÔTÉ Œuvre" → "helene cote oeuvre". */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae");
}
